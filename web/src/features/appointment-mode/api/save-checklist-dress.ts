import { apiPaths } from '@bridal/shared/api/api-paths';
import type { ChecklistDress, ChecklistDressRequest } from '@bridal/shared/appointments/appointment-detail';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/appointments/{id}/dresses/{dressKey}: one dress of the checklist, saved as she goes. */
export function saveChecklistDress(
  appointmentId: string,
  dressKey: string,
  body: ChecklistDressRequest,
): Promise<ChecklistDress> {
  return apiRequest<ChecklistDress>(apiPaths.appointments.dress(appointmentId, dressKey), { method: 'PUT', body });
}
