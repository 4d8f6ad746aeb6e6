import { apiPaths } from '@bridal/shared/api/api-paths';
import type { AppointmentDetail } from '@bridal/shared/appointments/appointment-detail';
import useSWR from 'swr';
import { fetcher } from '../../../lib/api-client';

/** The SWR key of one appointment's page. */
export const appointmentKey = (appointmentId: string) => apiPaths.appointments.one(appointmentId);

/** GET /api/appointments/{id}: the appointment, her, the checklist and the outcome. */
export function useAppointment(appointmentId: string | undefined) {
  return useSWR<AppointmentDetail>(appointmentId ? appointmentKey(appointmentId) : null, fetcher, {
    revalidateOnFocus: false,
  });
}
