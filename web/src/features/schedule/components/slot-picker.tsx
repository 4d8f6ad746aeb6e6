import { Box, Button, Heading, Spinner, Stack, Text, Wrap } from '@chakra-ui/react';
import type { FreeSlot } from '@bridal/shared/appointments/boutique-settings';
import { walkInNow } from '@bridal/shared/appointments/schedule';
import { useState } from 'react';
import { formatZonedDay, formatZonedTime, shortZoneName } from '../../../lib/format-zoned-time';
import { useSlots } from '../api/schedule-api';

interface SlotPickerProps {
  /** The chosen start (ISO), or null. */
  value: string | null;
  onChange: (startsAt: string) => void;
  /** Offered first, e.g. the next free times after a 409. */
  suggested?: FreeSlot[];
  /**
   * A walk-in standing in the shop: 'Now' first (value walkInNow), between slots too; the server
   * takes its own clock and refuses it only when the boutique is not open.
   */
  offerNow?: boolean;
  /** The type booked: its own times. */
  appointmentTypeId?: string;
}

/** The boutique's free times for the next two weeks, by day, in its own time zone. */
export function SlotPicker({ value, onChange, suggested = [], offerNow = false, appointmentTypeId }: SlotPickerProps) {
  // From when the picker opened: a key that changed at each render would never settle.
  const [from] = useState(() => new Date().toISOString());
  const { data, error, isLoading } = useSlots(from, 14, appointmentTypeId);
  if (isLoading) return <Spinner size="sm" aria-label="Loading free times" />;
  if (error || !data) return <Text color="red.700">The free times could not be loaded.</Text>;
  const slots = suggested.length > 0 ? suggested : data.slots;
  const nowChoice = offerNow && (
    <Box>
      <Heading as="h3" size="sm" mb="1.5">
        She is here
      </Heading>
      <Button
        size="sm"
        aria-pressed={value === walkInNow}
        variant={value === walkInNow ? 'solid' : 'outline'}
        colorPalette="brand"
        onClick={() => onChange(walkInNow)}
      >
        Now ({formatZonedTime(new Date(), data.timeZone)} {shortZoneName(data.timeZone)})
      </Button>
    </Box>
  );
  if (slots.length === 0)
    return (
      <Stack gap="3">
        {nowChoice}
        <Text color="fg.muted">No free times in the next two weeks.</Text>
      </Stack>
    );
  const days = new Map<string, FreeSlot[]>();
  for (const slot of slots) days.set(slot.date, [...(days.get(slot.date) ?? []), slot]);
  const free = (
    <Stack gap="3" maxH="60vh" overflowY="auto" role="radiogroup" aria-label="Free times">
      {[...days].map(([date, daySlots]) => (
        <Box key={date}>
          <Heading as="h3" size="sm" mb="1.5">
            {formatZonedDay(daySlots[0]!.startsAt, data.timeZone)}
          </Heading>
          <Wrap gap="2">
            {daySlots.map((slot) => (
              <Button
                key={slot.startsAt}
                size="sm"
                role="radio"
                aria-checked={value === slot.startsAt}
                variant={value === slot.startsAt ? 'solid' : 'outline'}
                colorPalette="brand"
                onClick={() => onChange(slot.startsAt)}
              >
                {formatZonedTime(slot.startsAt, data.timeZone)}
              </Button>
            ))}
          </Wrap>
        </Box>
      ))}
    </Stack>
  );
  if (!nowChoice) return free;
  // 'Now' is a button of its own above the free times: one choice, read as pressed or not.
  return (
    <Stack gap="3">
      {nowChoice}
      <Heading as="h3" size="sm">
        Or a free time
      </Heading>
      {free}
    </Stack>
  );
}
