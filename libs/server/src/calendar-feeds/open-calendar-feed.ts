import { calendarFeedMessages } from '@bridal/shared/calendar-feeds/calendar-feeds';
import type { StoredRole } from '../auth/role-mapping';
import { rolesOf } from '../auth/role-mapping';
import type { Queryable } from '../db/queryable';
import { AppError } from '../errors/app-error';
import { parseFeedToken, sameHash } from './feed-token';
import { readFeedAppointments } from './read-feed-appointments';
import { renderCalendarFeed } from './render-calendar-feed';

export interface OpenCalendarFeedOptions {
  sql: Queryable;
  /** As the link names it: the token, with or without `.ics`. */
  token: string;
  publicUrl: string;
  now?: Date;
}

interface FeedRow {
  id: string;
  tokenHash: Buffer;
  boutiqueId: number;
  consultantId: string | null;
  boutiqueName: string;
  timeZone: string;
  address: string;
  consultantName: string | null;
  role: StoredRole | null;
}

/**
 * The iCalendar text a feed link answers, its fetch recorded. An unknown token, a revoked one (its
 * row replaced or gone) and a deleted consultant's (her row went with her) are one 404, with the
 * same words.
 */
export async function openCalendarFeed(options: OpenCalendarFeedOptions): Promise<string> {
  const { sql } = options;
  const now = options.now ?? new Date();
  const given = parseFeedToken(options.token);
  const [feed] = given
    ? await sql<FeedRow[]>`
        SELECT f.id, f.token_hash, f.boutique_id, f.consultant_id, b.name AS boutique_name, b.time_zone, b.address,
               u.name AS consultant_name, u.role
        FROM calendar_feeds f
        JOIN boutiques b ON b.id = f.boutique_id
        LEFT JOIN users u ON u.id = f.consultant_id
        WHERE f.token_prefix = ${given.prefix}`
    : [];
  if (!given || !feed || !sameHash(feed.tokenHash, given.hash)) {
    throw new AppError('NOT_FOUND', calendarFeedMessages.notFound);
  }
  await sql`UPDATE calendar_feeds SET last_fetched_at = ${now} WHERE id = ${feed.id}`;
  const appointments = await readFeedAppointments({
    sql,
    boutiqueId: feed.boutiqueId,
    timeZone: feed.timeZone,
    consultantId: feed.consultantId,
    now,
  });
  const own = feed.consultantId !== null;
  return renderCalendarFeed({
    name: own ? `${feed.consultantName} – ${feed.boutiqueName}` : `${feed.boutiqueName} – appointments`,
    timeZone: feed.timeZone,
    address: feed.address,
    boutiqueId: feed.boutiqueId,
    area: own && feed.role ? rolesOf(feed.role).userType : 'admin',
    namesConsultant: !own,
    publicUrl: options.publicUrl,
    appointments,
  });
}
