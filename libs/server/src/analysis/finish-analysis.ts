import { type DashboardChanges, markDashboardChanged } from '../dashboard-version/dashboard-version';
import type { Sql } from '../db/create-sql';
import { analysisSteps } from '../plans/analysis-schemas';
import { recordWebhookEvent } from '../webhooks/record-webhook-event';

/**
 * Marks the bride ready once every step has its result, and tells the boutique's consultants (and
 * its dashboards, given `dashboardChanges`; the demo seed and tests that drive the analysis by hand
 * omit it). Answers false while a step is missing.
 */
export async function finishAnalysis(sql: Sql, brideId: string, dashboardChanges?: DashboardChanges): Promise<boolean> {
  const boutiqueId = await sql.begin(async (tx) => {
    const [counts] = await tx<{ done: number }[]>`
      SELECT count(*)::int AS done FROM analysis_steps WHERE bride_id = ${brideId} AND status = 'done'`;
    if ((counts?.done ?? 0) < analysisSteps.length) return undefined;
    const [before] = await tx<{ status: string }[]>`SELECT status FROM brides WHERE id = ${brideId} FOR UPDATE`;
    const [bride] = await tx<{ boutiqueId: number; name: string; readyAt: Date }[]>`
      UPDATE brides SET status = 'ready', ready_at = coalesce(ready_at, now()), updated_at = now()
      WHERE id = ${brideId}
      RETURNING boutique_id, name, ready_at`;
    if (!bride) return undefined;
    // Told once each time her plan becomes ready (again, after a redo), not on a repeated finish.
    if (before?.status !== 'ready') {
      await recordWebhookEvent(tx, {
        boutiqueId: bride.boutiqueId,
        type: 'plan.ready',
        data: { brideId, readyAt: bride.readyAt.toISOString() },
        now: new Date(),
      });
    }
    await tx`
      INSERT INTO notifications (boutique_id, bride_id, kind, message)
      VALUES (${bride.boutiqueId}, ${brideId}, 'bride-ready', ${`${bride.name}'s coaching plan is ready.`})
      ON CONFLICT DO NOTHING`;
    return bride.boutiqueId;
  });
  if (boutiqueId === undefined) return false;
  if (dashboardChanges) await markDashboardChanged(dashboardChanges, boutiqueId);
  return true;
}
