import { Button, Stack, Text } from '@chakra-ui/react';
import type { AppointmentSummary } from '@bridal/shared/appointments/appointment';
import { useState } from 'react';
import { TaskDialog, TaskDialogSections } from '../../../components/ui/dialog-frame';
import { formatZonedDayAndTime } from '../../../lib/format-zoned-time';
import { notify } from '../../../lib/notify';
import { refreshSchedules, updateAppointment } from '../api/schedule-api';
import { type BookingFailure, bookingFailure } from '../utils/booking-failure';
import { TimeChoice } from './time-choice';

interface MoveAppointmentDialogProps {
  appointment: AppointmentSummary | null;
  timeZone: string;
  onClose: () => void;
}

/** 'Move': a new free time for a booked appointment. */
export function MoveAppointmentDialog({ appointment, timeZone, onClose }: MoveAppointmentDialogProps) {
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [failure, setFailure] = useState<BookingFailure | null>(null);
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
    <TaskDialog open={appointment !== null} onClose={close} size="lg">
      <TaskDialogSections
        title={`Move ${appointment?.brideName ?? ''}'s appointment`}
        busy={submitting}
        action={
          <Button
            colorPalette="brand"
            onClick={() => void submit()}
            disabled={!startsAt}
            loading={submitting}
            loadingText="Moving..."
          >
            Move
          </Button>
        }
      >
        <Stack gap="3">
          {appointment && <Text color="fg.muted">Now: {formatZonedDayAndTime(appointment.startsAt, timeZone)}</Text>}
          <TimeChoice value={startsAt} onChange={setStartsAt} failure={failure} />
        </Stack>
      </TaskDialogSections>
    </TaskDialog>
  );
}
