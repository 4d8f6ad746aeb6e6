import { Alert, Heading, Stack, Text } from '@chakra-ui/react';
import type { BrideFollowUps, FollowUp } from '@bridal/shared/follow-ups/follow-up';
import { FollowUpItem } from './follow-up-item';

function FollowUpList({
  id,
  title,
  items,
  empty,
  timeZone,
  readOnly,
}: {
  id: string;
  title: string;
  items: FollowUp[];
  empty: string;
  timeZone: string;
  readOnly: boolean;
}) {
  return (
    <Stack as="section" aria-labelledby={id} gap="3">
      <Heading as="h2" size="lg" color="brand.900" id={id}>
        {title}
      </Heading>
      {items.length === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <Stack as="ul" gap="3" ps="0" m="0">
          {items.map((followUp) => (
            <FollowUpItem key={followUp.id} followUp={followUp} timeZone={timeZone} readOnly={readOnly} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * A bride's follow-ups: why there are none when she cannot be written to, the pending steps (the
 * drafts to review), and everything sent, skipped or stopped, newest first.
 */
export function FollowUpView({ data, readOnly = false }: { data: BrideFollowUps; readOnly?: boolean }) {
  return (
    <Stack gap="6">
      {data.blocked && (
        <Alert.Root status="info" variant="outline" bg="white" borderRadius="lg" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{data.blockedMessage}</Alert.Title>
          </Alert.Content>
        </Alert.Root>
      )}
      {(!data.blocked || data.pending.length > 0) && (
        <FollowUpList
          id="follow-ups-pending"
          title="Pending"
          items={data.pending}
          empty="Nothing planned: a follow-up is planned when an appointment ends 'not yet' or 'no sale'."
          timeZone={data.timeZone}
          readOnly={readOnly}
        />
      )}
      <FollowUpList
        id="follow-ups-history"
        title="History"
        items={data.history}
        empty="Nothing sent to her yet."
        timeZone={data.timeZone}
        readOnly
      />
    </Stack>
  );
}
