/**
 * Private calendar feeds (DESIGN.md section 13): an iCalendar subscription link per consultant and
 * one for the whole boutique. The link is shown whole only when it is made; afterwards a feed is
 * known by when it was made and last fetched.
 */
export interface CalendarFeedStatus {
  createdAt: string;
  /** When a calendar app last fetched it; null until one has. */
  lastFetchedAt: string | null;
}

/** A link just made: the only answer that holds it whole. */
export interface MadeCalendarFeed {
  feed: CalendarFeedStatus;
  /** The https link (Google Calendar's "From URL", Outlook's "Subscribe from web"). */
  url: string;
  /** The same link as webcal://, which opens the device's calendar app to subscribe. */
  webcalUrl: string;
}

/** GET mine: her own feed, or null when she has none. */
export interface OwnCalendarFeed {
  feed: CalendarFeedStatus | null;
}

/** GET boutique (admins): the boutique's feed and each team member's that has one. */
export interface BoutiqueCalendarFeeds {
  boutique: CalendarFeedStatus | null;
  team: ({ consultantId: string; name: string } & CalendarFeedStatus)[];
}

export const calendarFeedMessages = {
  /** An unknown, revoked or malformed link, or a deleted consultant's: one answer for all. */
  notFound: 'This calendar link is not valid.',
} as const;

/** The webcal:// form of a feed's https (or http) link. */
export const webcalUrlOf = (url: string) => url.replace(/^https?:\/\//, 'webcal://');
