import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useAppointments } from '../api/schedule-api';
import { AppointmentList } from './appointment-list';
import { BookAppointmentDialog } from './book-appointment-dialog';

const dayMs = 86_400_000;

/** Her appointments, a week back to five weeks ahead, with Book, Move and Cancel (her profile's block). */
export function BrideAppointments({ bride, isAdmin }: { bride: { id: string; name: string }; isAdmin: boolean }) {
  const [range] = useState(() => {
    const now = Date.now();
    return {
      from: new Date(now - 7 * dayMs).toISOString(),
      to: new Date(now + 35 * dayMs).toISOString(),
      brideId: bride.id,
    };
  });
  const [booking, setBooking] = useState(false);
  const { data, error } = useAppointments(range);
  return (
    <Stack gap="3">
      {error ? (
        <Text color="red.700">Her appointments could not be loaded.</Text>
      ) : !data ? (
        <Spinner size="sm" aria-label="Loading her appointments" />
      ) : (
        <AppointmentList
          appointments={data.appointments.filter((a) => a.status !== 'cancelled')}
          timeZone={data.timeZone}
          isAdmin={isAdmin}
          empty="No appointment booked."
        />
      )}
      <Button alignSelf="flex-start" size="sm" colorPalette="brand" variant="outline" onClick={() => setBooking(true)}>
        Book appointment
      </Button>
      <BookAppointmentDialog open={booking} onClose={() => setBooking(false)} bride={bride} />
    </Stack>
  );
}
