import { Box, Button, Heading, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import type { BookingSlot } from '@bridal/shared/appointments/booking';
import { useId, useMemo, useState } from 'react';
import { formatZonedDay, formatZonedTime } from '../../../lib/format-zoned-time';
import { describeTimeZone, groupSlotsByDay } from '../utils/slot-days';

interface SlotPickerProps {
  slots: BookingSlot[];
  timeZone: string;
  /** The chosen slot's startsAt. */
  value: string;
  onChange: (startsAt: string) => void;
  /** Shown under the times (a form's error). */
  error?: string;
}

/**
 * Days as a row of chips (swiped sideways on a phone), then the chosen day's times, on the
 * boutique's clock with its zone named. Each chip and time is a toggle button (aria-pressed).
 */
export function SlotPicker({ slots, timeZone, value, onChange, error }: SlotPickerProps) {
  const id = useId();
  const days = useMemo(() => groupSlotsByDay(slots), [slots]);
  const chosenDate = slots.find((slot) => slot.startsAt === value)?.date;
  const [pickedDate, setPickedDate] = useState<string | undefined>(chosenDate);
  const day = days.find((found) => found.date === (pickedDate ?? chosenDate)) ?? days[0];

  if (days.length === 0) {
    return <Text color="fg.muted">There are no free times in the next 60 days. Please call the boutique.</Text>;
  }

  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h2" id={`${id}-days`} size="md" color="brand.fg">
          Choose a day
        </Heading>
        <HStack
          role="group"
          aria-labelledby={`${id}-days`}
          gap="2"
          overflowX="auto"
          pb="2"
          mx="-1"
          px="1"
          css={{ scrollSnapType: 'x proximity' }}
        >
          {days.map((item) => {
            const selected = item.date === day?.date;
            return (
              <Button
                key={item.date}
                size="md"
                minH="11"
                flexShrink={0}
                rounded="full"
                variant={selected ? 'solid' : 'outline'}
                colorPalette="brand"
                aria-pressed={selected}
                css={{ scrollSnapAlign: 'start' }}
                onClick={() => setPickedDate(item.date)}
              >
                {formatZonedDay(item.slots[0]!.startsAt, timeZone)}
              </Button>
            );
          })}
        </HStack>
      </Stack>
      {day && (
        <Stack gap="2">
          <Heading as="h2" id={`${id}-times`} size="md" color="brand.fg">
            Choose a time
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Times are in {describeTimeZone(timeZone)}.
          </Text>
          <Wrap role="group" aria-labelledby={`${id}-times`} gap="2">
            {day.slots.map((slot) => {
              const selected = slot.startsAt === value;
              return (
                <Button
                  key={slot.startsAt}
                  size="md"
                  minH="11"
                  minW="24"
                  variant={selected ? 'solid' : 'outline'}
                  colorPalette="brand"
                  aria-pressed={selected}
                  onClick={() => onChange(slot.startsAt)}
                >
                  {formatZonedTime(slot.startsAt, timeZone)}
                </Button>
              );
            })}
          </Wrap>
        </Stack>
      )}
      {error && (
        <Box role="alert" color="red.700" fontSize="sm">
          {error}
        </Box>
      )}
    </Stack>
  );
}
