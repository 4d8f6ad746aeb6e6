import { inventorySteps } from '@bridal/shared/analysis/analysis-steps';
import type { RefreshPlansResponse } from '@bridal/shared/inventory/inventory-dresses';
import type { FlowProducer } from 'bullmq';
import { type RedoOutcome, redoAnalysisSteps } from '../analysis/redo-analysis-steps';
import type { DashboardChanges } from '../dashboard-version/dashboard-version';
import type { Sql } from '../db/create-sql';
import { boutiqueToday } from '../dashboard/bride-cards';
import { dressesOutdated } from '../inventory/dresses-outdated';

export interface RefreshPlansOptions {
  sql: Sql;
  flows: FlowProducer;
  changes: DashboardChanges;
  boutiqueId: number;
}

/** Her dresses (and the try-on order naming them) picked again from the current inventory. */
export async function refreshBrideDresses(options: RefreshPlansOptions & { brideId: string }): Promise<RedoOutcome> {
  const { sql, boutiqueId, brideId } = options;
  const [bride] = await sql`SELECT 1 FROM brides WHERE id = ${brideId} AND boutique_id = ${boutiqueId}`;
  if (!bride) return 'not-found';
  return redoAnalysisSteps({ ...options, steps: inventorySteps });
}

/**
 * Every upcoming bride's plan (her wedding today or later where the boutique is, or not dated) whose dresses came from an
 * older inventory, refreshed; past weddings are left as they were planned.
 */
export async function refreshOutdatedPlans(options: RefreshPlansOptions): Promise<RefreshPlansResponse> {
  const { sql, boutiqueId } = options;
  const outdated = await sql<{ id: string }[]>`
    SELECT id FROM brides
    WHERE boutique_id = ${boutiqueId} AND status = 'ready'
      AND (wedding_date IS NULL OR wedding_date >= ${boutiqueToday(sql, boutiqueId, new Date())}) AND ${dressesOutdated(sql)}
    ORDER BY wedding_date NULLS LAST, submitted_at`;
  const answer: RefreshPlansResponse = { refreshed: 0, busy: 0 };
  for (const { id } of outdated) {
    const outcome = await redoAnalysisSteps({ ...options, brideId: id, steps: inventorySteps });
    if (outcome === 'redone') answer.refreshed += 1;
    else if (outcome === 'busy') answer.busy += 1;
  }
  return answer;
}
