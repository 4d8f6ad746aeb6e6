import type { CalendarFeedStatus } from '@bridal/shared/calendar-feeds/calendar-feeds';

export interface FeedStatusRow {
  createdAt: Date;
  lastFetchedAt: Date | null;
}

export const feedStatusOf = (row: FeedStatusRow): CalendarFeedStatus => ({
  createdAt: row.createdAt.toISOString(),
  lastFetchedAt: row.lastFetchedAt?.toISOString() ?? null,
});
