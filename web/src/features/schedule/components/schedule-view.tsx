import { Box, Button, Flex, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { AppointmentSummary } from '@bridal/shared/appointments/appointment';
import { type ReactNode, useMemo, useState } from 'react';
import { SegmentChoice } from '../../../components/ui/segment-choice';
import { zonedDateKey } from '../../../lib/format-zoned-time';
import { useAppointments } from '../api/schedule-api';
import { datesOfView, formatDate, rangeOfDates, type ScheduleView as View, stepView } from '../utils/schedule-range';
import { AppointmentList } from './appointment-list';
import { BookAppointmentDialog } from './book-appointment-dialog';

interface ScheduleViewProps {
  isAdmin: boolean;
  profileLinkFor: (appointment: AppointmentSummary) => ReactNode;
}

/** The schedule page's body: Day or Week in the boutique's zone, with prev / today / next and 'Book appointment'. */
export function ScheduleView({ isAdmin, profileLinkFor }: ScheduleViewProps) {
  const [view, setView] = useState<View>('day');
  const [anchor, setAnchor] = useState<string | null>(null);
  const [booking, setBooking] = useState(false);
  // The first answer says the boutique's zone, and so which day 'today' is there.
  const probe = useAppointments(rangeOfDates([new Date().toISOString().slice(0, 10)]));
  const timeZone = probe.data?.timeZone;
  const today = timeZone ? zonedDateKey(new Date(), timeZone) : null;
  const shown = anchor ?? today;
  const dates = useMemo(() => (shown ? datesOfView(view, shown) : []), [view, shown]);
  const list = useAppointments(dates.length > 0 ? rangeOfDates(dates) : null);
  const zone = list.data?.timeZone ?? timeZone;

  return (
    <Stack gap="4">
      <Flex gap="3" wrap="wrap" justify="space-between" align="center">
        <SegmentChoice
          label="View"
          value={view}
          onChange={setView}
          items={[
            { value: 'day', label: 'Day' },
            { value: 'week', label: 'Week' },
          ]}
        />
        <HStack gap="2">
          <Button
            size="sm"
            variant="outline"
            disabled={!shown}
            onClick={() => shown && setAnchor(stepView(view, shown, -1))}
          >
            Previous
          </Button>
          <Button size="sm" variant="outline" disabled={!today} onClick={() => setAnchor(today)}>
            Today
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={!shown}
            onClick={() => shown && setAnchor(stepView(view, shown, 1))}
          >
            Next
          </Button>
        </HStack>
        <Button colorPalette="brand" onClick={() => setBooking(true)}>
          Book appointment
        </Button>
      </Flex>
      {!zone || !list.data ? (
        list.error || probe.error ? (
          <Text color="red.700">The schedule could not be loaded.</Text>
        ) : (
          <Spinner aria-label="Loading the schedule" />
        )
      ) : (
        dates.map((date) => {
          const ofDay = list.data!.appointments.filter((a) => zonedDateKey(a.startsAt, zone) === date);
          return (
            <Box key={date} as="section" aria-label={formatDate(date)}>
              <Heading as="h2" size="md" mb="2">
                {formatDate(date)}
                {date === today ? ' (today)' : ''}
              </Heading>
              <AppointmentList
                appointments={ofDay}
                timeZone={zone}
                isAdmin={isAdmin}
                profileLinkFor={profileLinkFor}
                empty="No appointments this day."
              />
            </Box>
          );
        })
      )}
      <BookAppointmentDialog open={booking} onClose={() => setBooking(false)} />
    </Stack>
  );
}
