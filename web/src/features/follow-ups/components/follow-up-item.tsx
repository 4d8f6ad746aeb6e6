import { Badge, Box, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import {
  type FollowUp,
  type FollowUpStatus,
  followUpStatusLabels,
  followUpWriterLabels,
} from '@bridal/shared/follow-ups/follow-up';
import { describeFollowUp, stepLabel } from '../utils/describe-follow-up';
import { CopyTextMessage } from './copy-text-message';
import { FollowUpDraft } from './follow-up-draft';

const statusPalette: Record<FollowUpStatus, string> = {
  scheduled: 'gray',
  drafted: 'orange',
  queued: 'blue',
  sent: 'green',
  skipped: 'gray',
  stopped: 'red',
};

/** Which writer drafted it; the built-in fallback stands out, since the model was meant to write it. */
function WriterBadge({ writer }: { writer: FollowUp['writer'] }) {
  if (!writer) return null;
  return (
    <Badge colorPalette={writer === 'local-fallback' ? 'orange' : 'gray'} variant="subtle" whiteSpace="normal">
      {followUpWriterLabels[writer]}
    </Badge>
  );
}

/** Subject and message as sent (or as drafted, in the read-only demo). */
function MessageText({ followUp }: { followUp: FollowUp }) {
  if (!followUp.subject && !followUp.body) return null;
  return (
    <Stack gap="1" bg="gray.50" borderRadius="md" p="3">
      <Text fontWeight="semibold">{followUp.subject}</Text>
      <Text whiteSpace="pre-wrap" fontSize="sm">
        {followUp.body}
      </Text>
    </Stack>
  );
}

interface FollowUpItemProps {
  followUp: FollowUp;
  timeZone: string;
  /** The demo: the draft shows but cannot be saved, sent or skipped (Copy still works). */
  readOnly?: boolean;
}

/** One follow-up: its step, where it stands and, for a draft, the consultant's form. */
export function FollowUpItem({ followUp, timeZone, readOnly = false }: FollowUpItemProps) {
  const headingId = `follow-up-${followUp.id}`;
  const isDraft = followUp.status === 'drafted';
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="lg" bg="white" p={{ base: 3, md: 4 }}>
      <Stack as="article" aria-labelledby={headingId} gap="3">
        <Flex gap="2" wrap="wrap" align="center" justify="space-between">
          <HStack gap="2" wrap="wrap">
            <Heading as="h3" size="md" id={headingId}>
              {stepLabel(followUp.step)}
            </Heading>
            <Badge colorPalette={statusPalette[followUp.status]}>{followUpStatusLabels[followUp.status]}</Badge>
            <WriterBadge writer={followUp.writer} />
          </HStack>
        </Flex>
        <Text color="fg.muted" fontSize="sm">
          {describeFollowUp(followUp, timeZone)}
          {followUp.status === 'sent' && followUp.sentTo ? ` · to ${followUp.sentTo}` : ''}
        </Text>
        {isDraft && !readOnly ? (
          <FollowUpDraft key={followUp.id} followUp={followUp} />
        ) : (
          <>
            {followUp.status !== 'scheduled' && <MessageText followUp={followUp} />}
            {isDraft && followUp.textMessage && <CopyTextMessage text={followUp.textMessage} />}
          </>
        )}
      </Stack>
    </Box>
  );
}
