import { apiPaths } from '@bridal/shared/api/api-paths';
import type { MadeCalendarFeed, OwnCalendarFeed } from '@bridal/shared/calendar-feeds/calendar-feeds';
import useSWR, { mutate } from 'swr';
import { apiRequest, fetcher } from '../../../lib/api-client';

const key = apiPaths.calendarFeeds.mine;

/** GET whether she has a calendar link, when it was made and last fetched. */
export function useOwnCalendarFeed() {
  return useSWR<OwnCalendarFeed>(key, fetcher);
}

/** POST: a new link to her appointments (her old one stops at once); the only answer holding it whole. */
export async function makeOwnCalendarFeed(): Promise<MadeCalendarFeed> {
  const made = await apiRequest<MadeCalendarFeed>(key, { method: 'POST' });
  await mutate(key, { feed: made.feed }, { revalidate: false });
  return made;
}

/** DELETE: her link revoked. */
export async function revokeOwnCalendarFeed(): Promise<void> {
  await mutate(key, await apiRequest<OwnCalendarFeed>(key, { method: 'DELETE' }), { revalidate: false });
}
