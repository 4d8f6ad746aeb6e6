import { apiPaths } from '@bridal/shared/api/api-paths';
import type { BoutiqueCalendarFeeds, MadeCalendarFeed } from '@bridal/shared/calendar-feeds/calendar-feeds';
import useSWR, { mutate } from 'swr';
import { apiRequest, fetcher } from '../../../lib/api-client';

const key = apiPaths.calendarFeeds.boutique;

/** GET (admins): the boutique's calendar link and each team member's, when made and last fetched. */
export function useBoutiqueCalendarFeeds() {
  return useSWR<BoutiqueCalendarFeeds>(key, fetcher);
}

/** POST (admins): a new link to every appointment of the boutique (the old one stops at once). */
export async function makeBoutiqueCalendarFeed(): Promise<MadeCalendarFeed> {
  const made = await apiRequest<MadeCalendarFeed>(key, { method: 'POST' });
  await mutate(key);
  return made;
}

/** DELETE (admins): the boutique's link revoked. */
export async function revokeBoutiqueCalendarFeed(): Promise<void> {
  await apiRequest(key, { method: 'DELETE' });
  await mutate(key);
}

/** DELETE (admins): a team member's link revoked. */
export async function revokeTeamMemberCalendarFeed(consultantId: string): Promise<void> {
  await apiRequest(apiPaths.calendarFeeds.ofConsultant(consultantId), { method: 'DELETE' });
  await mutate(key);
}
