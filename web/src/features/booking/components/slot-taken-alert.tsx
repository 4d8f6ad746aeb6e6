import { Alert } from '@chakra-ui/react';
import { type BookingSlot, bookingMessages } from '@bridal/shared/appointments/booking';

/** The time she picked went meanwhile (409): the next free times offered in its place, if any. */
export function SlotTakenAlert({ taken }: { taken: BookingSlot[] | undefined }) {
  if (!taken) return null;
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{bookingMessages.slotTaken}</Alert.Title>
        <Alert.Description>
          {taken.length > 0 ? 'Here are the next free times.' : 'Please choose another day.'}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
