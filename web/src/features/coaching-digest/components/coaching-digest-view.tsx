import { Badge, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { CoachingDigest, CoachingDigestWeek } from '@bridal/shared/coaching/digest';
import { digestDay } from '@bridal/shared/coaching/digest-format';
import { SectionCard } from '../../../components/layout/section-card';
import { ConsultantDigestView } from './consultant-digest-view';
import { TeamDigestView } from './team-digest-view';

const mailLabels: Record<CoachingDigest['mailStatus'], string> = {
  pending: 'E-mail on its way',
  sent: 'E-mailed',
  skipped: 'Not e-mailed',
  failed: 'E-mail failed',
};

/** One week's digest: its words (the coach's or the model's), then its facts. */
export function CoachingDigestView({ digest }: { digest: CoachingDigest }) {
  return (
    <Stack gap="5" data-testid="coaching-digest">
      <SectionCard
        title={digest.content.subject}
        description={
          <HStack as="span" gap="2" wrap="wrap">
            <span>{`Sent on Monday ${digestDay(digest.weekStart)}`}</span>
            <Badge>
              {digest.writtenBy === 'model'
                ? 'Worded by the AI model from the facts below'
                : 'Written by the built-in coach'}
            </Badge>
            <Badge variant="outline">{mailLabels[digest.mailStatus]}</Badge>
          </HStack>
        }
      >
        <Stack gap="3">
          {digest.content.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      </SectionCard>
      {digest.facts.kind === 'consultant' ? (
        <ConsultantDigestView facts={digest.facts} />
      ) : (
        <TeamDigestView facts={digest.facts} />
      )}
    </Stack>
  );
}

/** The weeks to choose from, newest first. */
export function DigestWeekPicker({
  weeks,
  chosen,
  onChoose,
}: {
  weeks: readonly CoachingDigestWeek[];
  chosen: string;
  onChoose: (digestId: string) => void;
}) {
  return (
    <NativeSelect.Root size="sm" maxW="xs">
      <NativeSelect.Field aria-label="Week" value={chosen} onChange={(event) => onChoose(event.currentTarget.value)}>
        {weeks.map((week) => (
          <option key={week.id} value={week.id}>
            {`Week of Monday ${digestDay(week.weekStart)}`}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
