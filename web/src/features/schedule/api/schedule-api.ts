import { apiPaths } from '@bridal/shared/api/api-paths';
import type { AppointmentTypesResponse } from '@bridal/shared/appointments/appointment-types';
import type { BridesPage } from '@bridal/shared/brides/brides-page';
import type { Consultant } from '@bridal/shared/consultants/consultants';
import type {
  AppointmentResponse,
  AppointmentsResponse,
  SlotsResponse,
  WalkInResponse,
} from '@bridal/shared/appointments/schedule';
import useSWR, { mutate } from 'swr';
import { apiRequest, fetcher } from '../../../lib/api-client';

const query = (values: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
};

export const appointmentsKey = (range: { from: string; to: string; brideId?: string; consultantId?: string }) =>
  `${apiPaths.appointments.list}?${query(range)}`;

/** GET /api/appointments for a range (refreshed every minute and after every change made here). */
export function useAppointments(range: { from: string; to: string; brideId?: string } | null) {
  return useSWR<AppointmentsResponse>(range && appointmentsKey(range), fetcher, {
    refreshInterval: 60_000,
    keepPreviousData: true,
  });
}

/** GET /api/appointments/slots: free times from a day on (of a type: its length, buffer and rooms). */
export function useSlots(from: string | null, days = 14, appointmentTypeId?: string) {
  return useSWR<SlotsResponse>(
    from && `${apiPaths.appointments.slots}?${query({ from, days, appointmentTypeId })}`,
    fetcher,
    {},
  );
}

/** GET /api/appointment-types: the types staff can book (the settings page edits them). */
export function useBookingTypes(enabled: boolean) {
  return useSWR<AppointmentTypesResponse>(enabled ? apiPaths.appointmentTypes.list : null, fetcher);
}

/** GET /api/brides?search=: brides to book (the first page is plenty to pick from). */
export function useBrideSearch(search: string | null) {
  return useSWR<BridesPage>(search === null ? null : `${apiPaths.brides}?${query({ search })}`, fetcher, {
    keepPreviousData: true,
  });
}

/** GET /api/consultants (admins): the team to assign. */
export function useTeam(enabled: boolean) {
  return useSWR<Consultant[]>(enabled ? apiPaths.consultants : null, fetcher, {
    dedupingInterval: 5 * 60_000,
  });
}

/** Every schedule, profile block and dashboard fetched again after a change. */
export function refreshSchedules(): Promise<unknown> {
  return mutate(
    (key) =>
      typeof key === 'string' && (key.startsWith(apiPaths.appointments.list) || key.startsWith(apiPaths.dashboard)),
  );
}

export function bookAppointment(body: {
  brideId: string;
  startsAt: string;
  consultantId?: string | null;
  appointmentTypeId?: string | null;
  partySize?: number | null;
}) {
  return apiRequest<AppointmentResponse>(apiPaths.appointments.list, { method: 'POST', body });
}

export function bookWalkIn(body: {
  name: string;
  email: string;
  phone: string;
  /** An ISO instant, or 'now' (walkInNow). */
  startsAt: string;
  /** null: unassigned; left out, the server's default (a consultant herself). */
  consultantId?: string | null;
  sendSurveyLink: boolean;
}) {
  return apiRequest<WalkInResponse>(apiPaths.appointments.walkIn, { method: 'POST', body });
}

export function updateAppointment(id: string, body: { startsAt?: string; consultantId?: string | null }) {
  return apiRequest<AppointmentResponse>(apiPaths.appointments.one(id), { method: 'PATCH', body });
}

export function cancelAppointment(id: string) {
  return apiRequest<AppointmentResponse>(apiPaths.appointments.cancel(id), { method: 'POST' });
}

export function markNoShow(id: string) {
  return apiRequest<AppointmentResponse>(apiPaths.appointments.noShow(id), { method: 'POST' });
}

export function startAppointment(id: string) {
  return apiRequest<AppointmentResponse>(apiPaths.appointments.start(id), { method: 'POST' });
}

export function sendSurveyLink(brideId: string) {
  return apiRequest<{ ok: true }>(apiPaths.appointments.surveyLink, { method: 'POST', body: { brideId } });
}

/** Staff mark her appointment confirmed by hand (she called); a text reply of C does it on its own. */
export function confirmAppointment(id: string) {
  return apiRequest<AppointmentResponse>(apiPaths.appointments.confirm(id), { method: 'POST' });
}
