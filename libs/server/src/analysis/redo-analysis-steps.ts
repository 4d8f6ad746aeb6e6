import type { AnalysisStep } from '@bridal/shared/analysis/analysis-steps';
import { type FlowProducer, Queue } from 'bullmq';
import { type DashboardChanges, markDashboardChanged } from '../dashboard-version/dashboard-version';
import type { Sql } from '../db/create-sql';
import { clearFinishedAnalysis, enqueueAnalysisWithin } from './analysis-jobs';
import { queueNames } from '../queue/queue-names';

/** How long the caller waits for the queue; a late add still lands, and housekeeping covers a lost one. */
const enqueueTimeoutMs = 2_000;

export interface RedoAnalysisOptions {
  sql: Sql;
  /** Starts her flow again (the API's analysisFlow). */
  flows: FlowProducer;
  /** Her boutique's dashboards are told; its Redis also holds the queues her finished flow is cleared from. */
  changes: DashboardChanges;
  brideId: string;
  /** The steps to run again; the others keep their results and are skipped by the flow. */
  steps: readonly AnalysisStep[];
}

/**
 * 'redone': the steps are pending again and her flow is queued; 'busy': her analysis is still
 * under way (it must finish first, or the flow would skip steps it already ran); 'not-found'.
 */
export type RedoOutcome = 'redone' | 'busy' | 'not-found';

/**
 * Runs some of a ready bride's analysis steps again through her usual flow (enqueueAnalysis): her
 * finished flow is cleared, the steps are made pending and she is analysing until the flow's
 * finish marks her ready again. Her photos are already prepared, and steps still done are skipped,
 * so only `steps` run. The caller checks that she is her boutique's.
 */
export async function redoAnalysisSteps(options: RedoAnalysisOptions): Promise<RedoOutcome> {
  const { sql, flows, changes, brideId, steps } = options;
  const [bride] = await sql<{ status: string; boutiqueId: number }[]>`
    SELECT status, boutique_id FROM brides WHERE id = ${brideId}`;
  if (!bride) return 'not-found';
  if (bride.status !== 'ready' || !(await clearFinishedFlow(changes, brideId))) return 'busy';

  const reopened = await sql.begin(async (tx) => {
    const [row] = await tx`
      UPDATE brides SET status = 'analyzing', enqueued_at = now(), updated_at = now()
      WHERE id = ${brideId} AND status = 'ready'
      RETURNING id`;
    if (!row) return false;
    await tx`
      UPDATE analysis_steps SET status = 'pending', result = NULL, attempts = 0, last_error = NULL, updated_at = now()
      WHERE bride_id = ${brideId} AND step = ANY(${tx.array([...steps])}::text[])`;
    return true;
  });
  if (!reopened) return 'busy';

  try {
    await enqueueAnalysisWithin(flows, changes.prefix, brideId, enqueueTimeoutMs, { preparePhotos: false });
  } catch (error) {
    // Marked queued all the same: housekeeping finds no flow under her id and queues one.
    changes.logger?.warn({ err: error, brideId }, 'analysis redo not queued yet; housekeeping will retry');
  }
  await markDashboardChanged(changes, bride.boutiqueId);
  return 'redone';
}

/** Her finished flow is removed so the same job ids can run again; false while one is under way. */
async function clearFinishedFlow(changes: DashboardChanges, brideId: string): Promise<boolean> {
  const open = (name: string) => new Queue(name, { connection: changes.redis, prefix: changes.prefix });
  const [finishQueue, stepQueue] = [open(queueNames.analysisFinish), open(queueNames.analysisStep)];
  try {
    return await clearFinishedAnalysis(finishQueue, stepQueue, brideId);
  } finally {
    // The connection is the caller's: closing a Queue leaves it open.
    await Promise.all([finishQueue.close(), stepQueue.close()]);
  }
}
