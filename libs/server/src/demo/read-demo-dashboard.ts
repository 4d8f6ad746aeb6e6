import { paths } from '@bridal/shared/web/page-paths';
import { demoBoutiqueId } from '@bridal/shared/accounts/account-types';
import type { DashboardNotification, DashboardResponse } from '@bridal/shared/dashboard/dashboard';
import { demoSeatCount } from '@bridal/shared/demo/demo-messages';
import { readStaffDay } from '../appointments/staff/read-staff-day';
import { dashboardLimits, readActiveClients } from '../dashboard/read-dashboard';
import type { Sql } from '../db/create-sql';

export const demoConsultantName = 'Demo Consultant';
export const demoConsultantGoals =
  'Open every appointment by asking the bride what she loved about her inspiration photos, and invite her mom to pick one dress to try.';

export interface ReadDemoDashboardOptions {
  sql: Sql;
  /** The visitor's trial: her own brides join the seeded ones. */
  trialId: string;
  publicUrl: string;
  today?: Date;
}

/** GET /api/dashboard/demo: the demo boutique as its admin sees it, with this visitor's brides only. */
export async function readDemoDashboard(options: ReadDemoDashboardOptions): Promise<DashboardResponse | undefined> {
  const { sql, trialId } = options;
  const [[boutique], activeClients, notifications, day] = await Promise.all([
    sql<{ name: string; slug: string; timeZone: string }[]>`
      SELECT name, slug, time_zone FROM boutiques WHERE id = ${demoBoutiqueId}`,
    readActiveClients(sql, demoBoutiqueId, options.today ?? new Date(), trialId),
    sql<(Omit<DashboardNotification, 'createdAt'> & { createdAt: Date })[]>`
      SELECT n.id, n.bride_id, n.kind, n.message, n.created_at
      FROM notifications n JOIN brides br ON br.id = n.bride_id
      WHERE n.boutique_id = ${demoBoutiqueId} AND n.read_at IS NULL
        AND (br.demo_seed OR br.demo_trial_id = ${trialId}::uuid)
      ORDER BY n.created_at DESC, n.id
      LIMIT ${dashboardLimits.notifications}`,
    // The team's day, as the admin sees it: only seeded brides have appointments (the demo is read-only).
    readStaffDay(sql, { boutiqueId: demoBoutiqueId, actor: { userId: '', isAdmin: true }, now: options.today }),
  ]);
  if (!boutique) return undefined;
  return {
    boutiqueId: demoBoutiqueId,
    boutiqueName: boutique.name,
    timeZone: boutique.timeZone,
    userType: 'admin',
    consultantName: demoConsultantName,
    consultantGoals: demoConsultantGoals,
    surveyUrl: `${options.publicUrl.replace(/\/+$/, '')}${paths.survey(boutique.slug)}`,
    activeClients,
    notifications: notifications.map((note) => ({ ...note, createdAt: note.createdAt.toISOString() })),
    subscription: { maxConsultants: demoSeatCount },
    today: day,
  };
}
