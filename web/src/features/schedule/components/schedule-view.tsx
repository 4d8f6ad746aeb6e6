import { Box, Button, Field, Flex, Heading, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import type { AppointmentSummary } from '@bridal/shared/appointments/appointment';
import { scheduleYears } from '@bridal/shared/appointments/schedule';
import { type ReactNode, useMemo, useState } from 'react';
import { SegmentChoice } from '../../../components/ui/segment-choice';
import { zonedDateKey } from '../../../lib/format-zoned-time';
import { useAppointments } from '../api/schedule-api';
import { layOutDays } from '../utils/calendar-layout';
import { datesOfView, formatDate, rangeOfDates, type ScheduleView as View, stepView } from '../utils/schedule-range';
import { appointmentItemId } from './appointment-item';
import { AppointmentList } from './appointment-list';
import { BookAppointmentDialog } from './book-appointment-dialog';
import { ScheduleCalendar } from './schedule-calendar';

interface ScheduleViewProps {
  isAdmin: boolean;
  profileLinkFor: (appointment: AppointmentSummary) => ReactNode;
  /** Shown under the day view's appointments (the day's waitlist), given the day and the boutique's zone. */
  dayExtra?: (date: string, timeZone: string) => ReactNode;
}

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** Brings her entry in the list (with its actions) into view and gives it the keyboard. */
function showInList(appointment: AppointmentSummary) {
  const item = document.getElementById(appointmentItemId(appointment.id));
  item?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  item?.focus({ preventScroll: true });
}

/**
 * The schedule page's body: Day or Week in the boutique's zone, as a calendar and as the list
 * with its actions, with prev / today / next, a date to jump to, and 'Book appointment'.
 */
export function ScheduleView({ isAdmin, profileLinkFor, dayExtra }: ScheduleViewProps) {
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
  const days = useMemo(
    () => (zone && list.data ? layOutDays(dates, list.data.appointments, zone) : []),
    [dates, zone, list.data],
  );

  return (
    <Stack gap="4">
      <Flex gap="3" wrap="wrap" justify="space-between" align="flex-end">
        <SegmentChoice
          label="View"
          value={view}
          onChange={setView}
          items={[
            { value: 'day', label: 'Day' },
            { value: 'week', label: 'Week' },
          ]}
        />
        <HStack gap="2" wrap="wrap" align="flex-end">
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
          <Field.Root w="auto">
            <Field.Label fontSize="sm" mb="0.5">
              Go to date
            </Field.Label>
            <Input
              type="date"
              size="sm"
              bg="white"
              w="10rem"
              value={shown ?? ''}
              min={`${scheduleYears.first}-01-01`}
              max={`${scheduleYears.last}-12-31`}
              disabled={!shown}
              onChange={(event) => {
                if (isDate(event.target.value)) setAnchor(event.target.value);
              }}
            />
          </Field.Root>
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
        <>
          <ScheduleCalendar days={days} timeZone={zone} today={today} onChoose={showInList} />
          {days.map(({ date, appointments }) => (
            <Box key={date} as="section" aria-label={formatDate(date)}>
              <Heading as="h2" size="md" mb="2">
                {formatDate(date)}
                {date === today ? ' (today)' : ''}
              </Heading>
              <AppointmentList
                appointments={appointments.map((placed) => placed.appointment)}
                timeZone={zone}
                isAdmin={isAdmin}
                profileLinkFor={profileLinkFor}
                empty="No appointments this day."
              />
            </Box>
          ))}
          {view === 'day' && shown && dayExtra?.(shown, zone)}
        </>
      )}
      <BookAppointmentDialog open={booking} onClose={() => setBooking(false)} />
    </Stack>
  );
}
