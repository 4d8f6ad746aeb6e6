import { apiPaths } from '@bridal/shared/api/api-paths';
import type {
  AppointmentType,
  AppointmentTypeRequest,
  AppointmentTypesResponse,
  FittingRoom,
  FittingRoomRequest,
  RemovedResponse,
} from '@bridal/shared/appointments/appointment-types';
import useSWR, { mutate } from 'swr';
import { apiRequest, fetcher } from '../../../lib/api-client';

const paths = apiPaths.appointmentTypes;

/** GET /api/appointment-types: the boutique's types and rooms in use. */
export function useAppointmentTypes(enabled = true) {
  return useSWR<AppointmentTypesResponse>(enabled ? paths.list : null, fetcher);
}

const refresh = () => mutate(paths.list);

export async function saveAppointmentType(id: string | null, body: AppointmentTypeRequest) {
  const saved = await apiRequest<AppointmentType>(id ? paths.one(id) : paths.list, {
    method: id ? 'PUT' : 'POST',
    body,
  });
  await refresh();
  return saved;
}

export async function removeAppointmentType(id: string) {
  const removed = await apiRequest<RemovedResponse>(paths.one(id), { method: 'DELETE' });
  await refresh();
  return removed;
}

export async function saveFittingRoom(id: string | null, body: FittingRoomRequest) {
  const saved = await apiRequest<FittingRoom>(id ? paths.room(id) : paths.rooms, { method: id ? 'PUT' : 'POST', body });
  await refresh();
  return saved;
}

export async function removeFittingRoom(id: string) {
  const removed = await apiRequest<RemovedResponse>(paths.room(id), { method: 'DELETE' });
  await refresh();
  return removed;
}
