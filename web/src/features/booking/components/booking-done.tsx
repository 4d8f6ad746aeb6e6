import { Heading, Stack, Text } from '@chakra-ui/react';
import type { BookingResult } from '@bridal/shared/appointments/booking';
import { useEffect, useRef } from 'react';
import { formatZonedDayAndTime } from '../../../lib/format-zoned-time';
import { describeTimeZone } from '../utils/slot-days';
import { BookingCard } from './booking-frame';

const titles = {
  booked: "You're booked!",
  moved: 'Your appointment has moved',
  cancelled: 'Your appointment is cancelled',
} as const;

/** After she booked, moved or cancelled: what stands now, and where the e-mail went. Focus moves here. */
export function BookingDone({ result, change }: { result: BookingResult; change: keyof typeof titles }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const { appointment, boutique } = result;
  const when = formatZonedDayAndTime(appointment.startsAt, boutique.timeZone);
  return (
    <BookingCard>
      <Stack gap="4" textAlign="center">
        <Heading
          as="h1"
          ref={headingRef}
          tabIndex={-1}
          outline="none"
          size={{ base: '2xl', md: '3xl' }}
          color="brand.fg"
        >
          {titles[change]}
        </Heading>
        {change === 'cancelled' ? (
          <Text>
            Your appointment at {boutique.name} on {when} ({describeTimeZone(boutique.timeZone)}) is cancelled.
          </Text>
        ) : (
          <Stack gap="1">
            <Text fontSize="lg" fontWeight="semibold" data-testid="appointment-time">
              {when}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {describeTimeZone(boutique.timeZone)}, {appointment.durationMinutes} minutes
            </Text>
            <Text>{boutique.name}</Text>
            {boutique.address && <Text color="fg.muted">{boutique.address}</Text>}
          </Stack>
        )}
        {result.email && <Text>We sent a confirmation to {result.email}.</Text>}
      </Stack>
    </BookingCard>
  );
}
