import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import type { AppointmentSummary } from '@bridal/shared/appointments/appointment';
import type { FreeSlot } from '@bridal/shared/appointments/boutique-settings';
import { useState } from 'react';
import { DialogActions, DialogFrame } from '../../../components/ui/dialog-frame';
import { formatZonedDayAndTime } from '../../../lib/format-zoned-time';
import { notify } from '../../../lib/notify';
import { refreshSchedules, updateAppointment } from '../api/schedule-api';
import { bookingFailure } from '../utils/booking-failure';
import { SlotPicker } from './slot-picker';

interface MoveAppointmentDialogProps {
  appointment: AppointmentSummary | null;
  timeZone: string;
  onClose: () => void;
}

/** 'Move': a new free time for a booked appointment. */
export function MoveAppointmentDialog({ appointment, timeZone, onClose }: MoveAppointmentDialogProps) {
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string; nextSlots: FreeSlot[] } | null>(null);
  const [submitting, setSubmitting] = useState(false);

  function close() {
    setStartsAt(null);
    setFailure(null);
    onClose();
  }

  async function submit() {
    if (!appointment || !startsAt) return;
    setSubmitting(true);
    try {
      await updateAppointment(appointment.id, { startsAt });
      notify('success', `${appointment.brideName}'s appointment has moved.`);
      await refreshSchedules();
      close();
    } catch (error) {
      setFailure(bookingFailure(error));
      setStartsAt(null);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <DialogFrame
      open={appointment !== null}
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
      size="lg"
      lazyMount
      unmountOnExit
    >
      <Dialog.Header pe="14">
        <Dialog.Title>{`Move ${appointment?.brideName ?? ''}'s appointment`}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="3">
          {appointment && <Text color="fg.muted">Now: {formatZonedDayAndTime(appointment.startsAt, timeZone)}</Text>}
          {failure && (
            <Text role="alert" color="red.700">
              {failure.message}
              {failure.nextSlots.length > 0 ? ' The next free times:' : ''}
            </Text>
          )}
          <SlotPicker value={startsAt} onChange={setStartsAt} suggested={failure?.nextSlots} />
        </Stack>
      </Dialog.Body>
      <DialogActions>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" disabled={submitting}>
            Cancel
          </Button>
        </Dialog.ActionTrigger>
        <Button
          colorPalette="brand"
          onClick={() => void submit()}
          disabled={!startsAt}
          loading={submitting}
          loadingText="Moving..."
        >
          Move
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
