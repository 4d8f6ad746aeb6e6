import { Stack, Text } from '@chakra-ui/react';
import type { AppointmentSummary } from '@bridal/shared/appointments/appointment';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatZonedDayAndTime } from '../../../lib/format-zoned-time';
import { notify } from '../../../lib/notify';
import { serverMessage } from '../../../lib/server-error';
import {
  cancelAppointment,
  confirmAppointment,
  markNoShow,
  refreshSchedules,
  updateAppointment,
  useTeam,
} from '../api/schedule-api';
import { useNowPast } from '../hooks/use-now-past';
import { AppointmentItem } from './appointment-item';
import { MoveAppointmentDialog } from './move-appointment-dialog';

interface AppointmentListProps {
  appointments: AppointmentSummary[];
  timeZone: string;
  /** Admins reassign from the list. */
  isAdmin: boolean;
  /** Her profile's link, composed by the page. */
  profileLinkFor?: (appointment: AppointmentSummary) => ReactNode;
  /** Shown when there are none. */
  empty?: string;
}

/** Appointments with their actions: move (a free time), cancel (confirmed), no-show, and for admins reassign. */
export function AppointmentList({ appointments, timeZone, isAdmin, profileLinkFor, empty }: AppointmentListProps) {
  const team = useTeam(isAdmin);
  const [moving, setMoving] = useState<AppointmentSummary | null>(null);
  const [cancelling, setCancelling] = useState<AppointmentSummary | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  // 'No-show' appears the moment a booked appointment begins, on a list left open.
  const [now, readClock] = useNowPast(
    appointments.filter((appointment) => appointment.status === 'booked').map((appointment) => appointment.startsAt),
  );

  async function act(appointment: AppointmentSummary, action: () => Promise<unknown>, done: string) {
    setBusyId(appointment.id);
    try {
      await action();
      readClock();
      notify('success', done);
      await refreshSchedules();
    } catch (error) {
      notify('error', serverMessage(error) ?? 'That did not work. Please try again.');
    } finally {
      setBusyId(null);
    }
  }

  if (appointments.length === 0) return <Text color="fg.muted">{empty ?? 'No appointments.'}</Text>;
  return (
    <>
      <Stack as="ul" gap="2" ps="0" m="0">
        {appointments.map((appointment) => (
          <AppointmentItem
            key={appointment.id}
            appointment={appointment}
            timeZone={timeZone}
            profileLink={profileLinkFor?.(appointment)}
            busyId={busyId}
            now={now}
            team={isAdmin ? team.data?.filter((member) => member.status !== 'pending') : undefined}
            onAssign={(chosen, consultantId) =>
              void act(
                chosen,
                () => updateAppointment(chosen.id, { consultantId }),
                `${chosen.brideName}'s appointment was reassigned.`,
              )
            }
            onMove={setMoving}
            onCancel={setCancelling}
            onConfirm={(chosen) =>
              void act(
                chosen,
                () => confirmAppointment(chosen.id),
                `${chosen.brideName}'s appointment is marked confirmed.`,
              )
            }
            onNoShow={(chosen) =>
              void act(chosen, () => markNoShow(chosen.id), `${chosen.brideName} is marked as a no-show.`)
            }
          />
        ))}
      </Stack>
      <MoveAppointmentDialog appointment={moving} timeZone={timeZone} onClose={() => setMoving(null)} />
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel appointment"
        busy={busyId !== null && busyId === cancelling?.id}
        confirmLabel="Cancel appointment"
        busyLabel="Cancelling..."
        cancelLabel="Keep it"
        onCancel={() => setCancelling(null)}
        onConfirm={() => {
          const chosen = cancelling;
          if (!chosen) return;
          void act(chosen, () => cancelAppointment(chosen.id), `${chosen.brideName}'s appointment was cancelled.`).then(
            () => setCancelling(null),
          );
        }}
      >
        <Text>
          {cancelling
            ? `Cancel ${cancelling.brideName}'s appointment on ${formatZonedDayAndTime(cancelling.startsAt, timeZone)}? She is told by e-mail if she gave one.`
            : ''}
        </Text>
      </ConfirmDialog>
    </>
  );
}
