import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import {
  type BookingLinkView,
  bookingMessages,
  type BookingResult,
  type BookingSlot,
} from '@bridal/shared/appointments/booking';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatZonedDayAndTime } from '../../../lib/format-zoned-time';
import { describeTimeZone } from '../utils/slot-days';
import { cancelWithLink, moveWithLink } from '../api/use-booking-link';
import { describeBookingError, nextSlotsOf } from '../utils/booking-errors';
import { BookingCard } from './booking-frame';
import { SlotPicker } from './slot-picker';
import { SlotTakenAlert } from './slot-taken-alert';

export type ManageDone = { result: BookingResult; change: 'moved' | 'cancelled' };

/** A 'manage' link's page: her appointment, then move it (the same picker) or cancel it (confirmed). */
export function ManageAppointment({
  token,
  view,
  onDone,
}: {
  token: string;
  view: BookingLinkView;
  onDone: (done: ManageDone) => void;
}) {
  const [moving, setMoving] = useState(false);
  const [startsAt, setStartsAt] = useState('');
  const [taken, setTaken] = useState<BookingSlot[] | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const { appointment, boutique } = view;
  const booked = appointment?.status === 'booked';

  async function move() {
    if (!startsAt) {
      setFailure(bookingMessages.startsAtRequired);
      return;
    }
    setBusy(true);
    setFailure(undefined);
    try {
      onDone({ result: await moveWithLink(token, startsAt), change: 'moved' });
    } catch (error) {
      const nextSlots = nextSlotsOf(error);
      if (nextSlots) {
        setTaken(nextSlots);
        setStartsAt('');
      } else {
        setFailure(describeBookingError(error));
      }
    } finally {
      setBusy(false);
    }
  }

  async function cancel() {
    setBusy(true);
    setFailure(undefined);
    try {
      onDone({ result: await cancelWithLink(token), change: 'cancelled' });
    } catch (error) {
      setConfirmCancel(false);
      setFailure(describeBookingError(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <BookingCard>
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
            Your appointment
          </Heading>
          {appointment && (
            <Text fontSize="lg" fontWeight="semibold">
              {formatZonedDayAndTime(appointment.startsAt, boutique.timeZone)} ({describeTimeZone(boutique.timeZone)})
            </Text>
          )}
          <Text>{boutique.name}</Text>
          {boutique.address && <Text color="fg.muted">{boutique.address}</Text>}
          {!booked && <Text color="red.700">{bookingMessages.appointmentNotBooked}</Text>}
        </Stack>

        {booked && !moving && (
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button colorPalette="brand" size="lg" minH="12" onClick={() => setMoving(true)}>
              Move
            </Button>
            <Button variant="outline" colorPalette="red" size="lg" minH="12" onClick={() => setConfirmCancel(true)}>
              Cancel appointment
            </Button>
          </Stack>
        )}

        {booked && moving && (
          <Stack gap="5">
            <SlotTakenAlert taken={taken} />
            <SlotPicker
              slots={taken && taken.length > 0 ? taken : view.slots}
              timeZone={boutique.timeZone}
              value={startsAt}
              onChange={setStartsAt}
            />
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
              <Button colorPalette="brand" size="lg" minH="12" loading={busy} loadingText="Moving..." onClick={move}>
                Move to this time
              </Button>
              <Button variant="ghost" size="lg" minH="12" onClick={() => setMoving(false)} disabled={busy}>
                Keep my time
              </Button>
            </Stack>
          </Stack>
        )}

        {failure && (
          <Text role="alert" color="red.700">
            {failure}
          </Text>
        )}
      </Stack>

      <ConfirmDialog
        open={confirmCancel}
        title="Cancel your appointment?"
        busy={busy}
        confirmLabel="Cancel appointment"
        busyLabel="Cancelling..."
        cancelLabel="Keep it"
        onCancel={() => setConfirmCancel(false)}
        onConfirm={() => void cancel()}
      >
        <Text>
          {appointment
            ? `${formatZonedDayAndTime(appointment.startsAt, boutique.timeZone)} (${describeTimeZone(boutique.timeZone)})`
            : ''}{' '}
          at {boutique.name}. Your place goes to another bride.
        </Text>
      </ConfirmDialog>
    </BookingCard>
  );
}
