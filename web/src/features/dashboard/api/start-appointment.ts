import { apiPaths } from '@bridal/shared/api/api-paths';
import type { AppointmentResponse } from '@bridal/shared/appointments/schedule';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/appointments/{id}/start: 'Start', from 30 minutes before. */
export function startAppointment(appointmentId: string) {
  return apiRequest<AppointmentResponse>(apiPaths.appointments.start(appointmentId), { method: 'POST' });
}
