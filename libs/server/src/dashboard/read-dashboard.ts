import type { BrideStatus } from '@bridal/shared/brides/bride-plan';
import type { DashboardBride, DashboardNotification, DashboardResponse } from '@bridal/shared/dashboard/dashboard';
import { rolesOf, type StoredRole } from '../accounts/role-mapping';
import type { Sql } from '../db/create-sql';
import { demoBoutiqueId } from '@bridal/shared/accounts/account-types';

export const dashboardLimits = {
  /** 'Our Brides' shows the newest this many brides whose wedding is not past. */
  activeClients: 100,
  /** Unread notifications, newest first. */
  notifications: 50,
  /** Characters of each analysis text on a card; the profile has the full texts. */
  excerptChars: 160,
} as const;

export interface ReadDashboardOptions {
  sql: Sql;
  boutiqueId: number;
  userId: string;
  /** Where the app is reached (PUBLIC_URL), for the survey link. */
  publicUrl: string;
  /** Weddings before this day (UTC) are past. */
  today?: Date;
  /** In the demo boutique: whose submitted brides join the seeded ones (none when null). */
  demoTrialId?: string | null;
}

interface HeaderRow {
  boutiqueName: string;
  slug: string;
  consultantSeats: number;
  userName: string;
  coachingGoals: string;
  role: StoredRole;
  notifications: (Omit<DashboardNotification, 'createdAt'> & { createdAt: string })[];
}

interface ClientRow {
  id: string;
  name: string;
  submittedAt: Date;
  weddingDate: string | null;
  status: BrideStatus;
  consultationStrategy: string | null;
  suggestedDresses: string | null;
  enhancedImageAnalysis: string | null;
}

export const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The dashboard of one user of a boutique, in two queries whatever the number of brides: the
 * boutique, the user and the unread notifications; and the active brides with short excerpts of
 * their analyses, cut in SQL so the full texts never leave the database. Undefined when the user
 * no longer belongs to the boutique.
 */
export async function readDashboard(options: ReadDashboardOptions): Promise<DashboardResponse | undefined> {
  const { sql, boutiqueId, userId } = options;
  const today = utcDay(options.today ?? new Date());
  const [[header], clients] = await Promise.all([
    sql<HeaderRow[]>`
      SELECT b.name AS boutique_name, b.slug, b.consultant_seats, u.name AS user_name, u.coaching_goals, u.role,
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
    readActiveClients(sql, boutiqueId, today, options.demoTrialId ?? null),
  ]);
  if (!header) return undefined;

  const base = options.publicUrl.replace(/\/+$/, '');
  return {
    boutiqueId,
    boutiqueName: header.boutiqueName,
    userType: rolesOf(header.role).userType,
    consultantName: header.userName,
    consultantGoals: header.coachingGoals,
    surveyUrl: `${base}/survey/${header.slug}`,
    activeClients: clients,
    notifications: header.notifications.map((notification) => ({
      ...notification,
      createdAt: new Date(notification.createdAt).toISOString(),
    })),
    subscription: { maxConsultants: header.consultantSeats },
  };
}

/**
 * The boutique's active brides with short excerpts of their analyses, cut in SQL so the full texts
 * never leave the database. In the demo boutique only the seeded brides and the given visitor's.
 */
export async function readActiveClients(
  sql: Sql,
  boutiqueId: number,
  today: string,
  demoTrialId: string | null,
): Promise<DashboardBride[]> {
  const excerpt = dashboardLimits.excerptChars;
  const visible =
    boutiqueId === demoBoutiqueId ? sql`AND (br.demo_seed OR br.demo_trial_id = ${demoTrialId}::uuid)` : sql``;
  const clients = await sql<ClientRow[]>`
      SELECT br.id, br.name, br.submitted_at, to_char(br.wedding_date, 'YYYY-MM-DD') AS wedding_date, br.status,
             left(btrim(strategy.result->>'consultationStrategy'), ${excerpt}) AS consultation_strategy,
             left(btrim(inventory.result->>'suggestedDresses'), ${excerpt}) AS suggested_dresses,
             left(btrim(style.result->>'enhancedImageAnalysis'), ${excerpt}) AS enhanced_image_analysis
      FROM brides br
      LEFT JOIN analysis_steps style
        ON style.bride_id = br.id AND style.step = 'style' AND style.status = 'done'
      LEFT JOIN analysis_steps strategy
        ON strategy.bride_id = br.id AND strategy.step = 'strategy' AND strategy.status = 'done'
      LEFT JOIN analysis_steps inventory
        ON inventory.bride_id = br.id AND inventory.step = 'inventory' AND inventory.status = 'done'
      WHERE br.boutique_id = ${boutiqueId} ${visible}
        AND (br.wedding_date IS NULL OR br.wedding_date >= ${today}::date)
      ORDER BY br.submitted_at DESC
      LIMIT ${dashboardLimits.activeClients}`;
  return clients.map((row): DashboardBride => ({
    bride: {
      id: row.id,
      name: row.name,
      submittedAt: row.submittedAt.toISOString(),
      weddingDate: row.weddingDate,
      status: row.status,
    },
    survey: {
      consultationStrategy: row.consultationStrategy,
      suggestedDresses: row.suggestedDresses,
      enhancedImageAnalysis: row.enhancedImageAnalysis,
    },
  }));
}
