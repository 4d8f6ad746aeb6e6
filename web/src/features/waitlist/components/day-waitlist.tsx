import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatZonedTime } from '../../../lib/format-zoned-time';
import { ApiError } from '../../../lib/api-client';
import { removeWaitlistEntry, useDayWaitlist } from '../api/waitlist-api';

/** The schedule's day view: who waits for a place that day, in order, with any offer held; staff can take one off. */
export function DayWaitlist({ date, timeZone }: { date: string; timeZone: string }) {
  const { data, mutate } = useDayWaitlist(date);
  const [failure, setFailure] = useState<string | undefined>();
  const [removing, setRemoving] = useState<string | undefined>();
  if (!data || data.entries.length === 0) return null;

  async function remove(entryId: string) {
    setFailure(undefined);
    setRemoving(entryId);
    try {
      await removeWaitlistEntry(entryId);
      await mutate();
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.serverMessage
          ? error.serverMessage
          : 'Please check your connection and try again.',
      );
    } finally {
      setRemoving(undefined);
    }
  }

  return (
    <Box as="section" aria-label="Waitlist">
      <Heading as="h2" size="md" mb="2">
        Waitlist ({data.entries.length})
      </Heading>
      <Stack as="ol" gap="2" listStyleType="none" ms="0">
        {data.entries.map((entry, index) => (
          <HStack
            as="li"
            key={entry.id}
            justify="space-between"
            gap="3"
            flexWrap="wrap"
            borderWidth="1px"
            borderRadius="md"
            p="3"
          >
            <Stack gap="0" minW="0">
              <Text fontWeight="semibold" wordBreak="break-word">
                {index + 1}. {entry.brideName}
                {entry.partySize !== null ? ` (+${entry.partySize})` : ''}
              </Text>
              <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                {entry.offer
                  ? `Offered ${formatZonedTime(entry.offer.startsAt, timeZone)}, held until ${formatZonedTime(entry.offer.expiresAt, timeZone)}`
                  : `Waiting since ${formatZonedTime(entry.joinedAt, timeZone)}`}
              </Text>
            </Stack>
            <Button
              size="sm"
              variant="outline"
              loading={removing === entry.id}
              onClick={() => void remove(entry.id)}
              aria-label={`Remove ${entry.brideName} from the waitlist`}
            >
              Remove
            </Button>
          </HStack>
        ))}
      </Stack>
      {failure && (
        <Text role="alert" color="red.700" mt="2">
          {failure}
        </Text>
      )}
    </Box>
  );
}
