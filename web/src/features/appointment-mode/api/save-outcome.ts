import { apiPaths } from '@bridal/shared/api/api-paths';
import type { AppointmentDetail } from '@bridal/shared/appointments/appointment-detail';
import type { OutcomeRequest } from '@bridal/shared/appointments/outcome';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/appointments/{id}/outcome: 'End appointment', or an edit of its outcome. */
export function saveOutcome(appointmentId: string, body: OutcomeRequest): Promise<AppointmentDetail> {
  return apiRequest<AppointmentDetail>(apiPaths.appointments.outcome(appointmentId), { method: 'PUT', body });
}
