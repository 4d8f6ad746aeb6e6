import { paths } from '@bridal/shared/web/page-paths';
import type { DashboardBride, DashboardNotification, DashboardResponse } from '@bridal/shared/dashboard/dashboard';
import { rolesOf, type StoredRole } from '../auth/role-mapping';
import { boutiqueToday, cardExcerptChars, isPastWedding, readBrideCards, visibleBrides } from './bride-cards';
import { readStaffDay } from '../appointments/staff/read-staff-day';
import type { Sql } from '../db/create-sql';
import { demoBoutiqueId } from '@bridal/shared/accounts/account-types';
import { seatLimit } from '@bridal/shared/pricing/pricing';

export const dashboardLimits = {
  /** 'Our Brides' shows the newest this many brides whose wedding is not past. */
  activeClients: 100,
  /** Unread notifications, newest first. */
  notifications: 50,
  /** Characters of each analysis text on a card; the profile has the full texts. */
  excerptChars: cardExcerptChars,
} as const;

export interface ReadDashboardOptions {
  sql: Sql;
  boutiqueId: number;
  userId: string;
  /** Where the app is reached (PUBLIC_URL), for the survey link. */
  publicUrl: string;
  /** The instant the dashboard is read at (now by default): weddings before the boutique's date then are past. */
  today?: Date;
  /** In the demo boutique: whose submitted brides join the seeded ones (none when null). */
  demoTrialId?: string | null;
  /** With today's appointments: the whole team's for an admin, hers for a consultant. */
  day?: { isAdmin: boolean };
}

interface HeaderRow {
  boutiqueName: string;
  timeZone: string;
  slug: string;
  consultantSeats: number;
  userName: string;
  coachingGoals: string;
  role: StoredRole;
  notifications: (Omit<DashboardNotification, 'createdAt'> & { createdAt: string })[];
}

/**
 * The dashboard of one user of a boutique, in two queries whatever the number of brides: the
 * boutique, the user and the unread notifications; and the active brides with short excerpts of
 * their analyses, cut in SQL so the full texts never leave the database. Undefined when the user
 * no longer belongs to the boutique.
 */
export async function readDashboard(options: ReadDashboardOptions): Promise<DashboardResponse | undefined> {
  const { sql, boutiqueId, userId } = options;
  const now = options.today ?? new Date();
  const [[header], clients, day] = await Promise.all([
    sql<HeaderRow[]>`
      SELECT b.name AS boutique_name, b.time_zone, b.slug, b.consultant_seats, u.name AS user_name, u.coaching_goals, u.role,
             coalesce((
               SELECT json_agg(json_build_object(
                        'id', n.id, 'brideId', n.bride_id, 'kind', n.kind, 'message', n.message,
                        'createdAt', n.created_at) ORDER BY n.created_at DESC, n.id)
               FROM (SELECT id, bride_id, kind, message, created_at
                     FROM notifications
                     WHERE boutique_id = b.id AND read_at IS NULL
                       -- The demo boutique's own users see the showcase brides only, not the visitors'.
                       AND (b.id <> ${demoBoutiqueId} OR bride_id IN (SELECT id FROM brides WHERE demo_seed))
                     ORDER BY created_at DESC, id
                     LIMIT ${dashboardLimits.notifications}) n
             ), '[]'::json) AS notifications
      FROM users u
      JOIN boutiques b ON b.id = u.boutique_id
      WHERE u.id = ${userId} AND u.boutique_id = ${boutiqueId}`,
    readActiveClients(sql, boutiqueId, now, options.demoTrialId ?? null),
    options.day
      ? readStaffDay(sql, { boutiqueId, actor: { userId, isAdmin: options.day.isAdmin }, now: options.today })
      : undefined,
  ]);
  if (!header) return undefined;

  const base = options.publicUrl.replace(/\/+$/, '');
  return {
    boutiqueId,
    boutiqueName: header.boutiqueName,
    timeZone: header.timeZone,
    userType: rolesOf(header.role).userType,
    consultantName: header.userName,
    consultantGoals: header.coachingGoals,
    surveyUrl: `${base}${paths.survey(header.slug)}`,
    activeClients: clients,
    notifications: header.notifications.map((notification) => ({
      ...notification,
      createdAt: new Date(notification.createdAt).toISOString(),
    })),
    subscription: { maxConsultants: seatLimit(header.consultantSeats) },
    ...(day ? { today: day } : {}),
  };
}

/**
 * The boutique's active brides (a wedding today or later where the boutique is, or no date yet),
 * newest first. In the demo boutique only the seeded brides and the given visitor's.
 */
export async function readActiveClients(
  sql: Sql,
  boutiqueId: number,
  now: Date,
  demoTrialId: string | null,
): Promise<DashboardBride[]> {
  const today = boutiqueToday(sql, boutiqueId, now);
  const cards = await readBrideCards(sql, {
    where: sql`${visibleBrides(sql, boutiqueId, demoTrialId)} AND NOT ${isPastWedding(sql, today)}`,
    orderBy: sql`br.submitted_at DESC, br.id DESC`,
    limit: dashboardLimits.activeClients,
    today,
  });
  return cards.map(({ bride, survey }) => ({ bride, survey }));
}
