import { inventorySteps } from '@bridal/shared/analysis/analysis-steps';
import { type DashboardChanges, markDashboardChanged } from '../dashboard-version/dashboard-version';
import type { Sql } from '../db/create-sql';
import type { Logger } from '../logging/create-logger';
import type { AnalysisContext, AnalysisProvider, StepOutput } from './analysis-provider';
import { readFittingRoom } from '../fitting-room/read-fitting-room';
import { readLatestVerdicts } from '../fitting-room/read-latest-verdicts';
import { type AnalysisStep, resultSchemaOf } from '../plans/analysis-schemas';
import { keepPlanLinks } from './keep-plan-links';
import { loadBrideProfile } from './load-bride-profile';
import { loadAnalysisDresses } from './load-analysis-dresses';
import { recordDressesInventory } from './record-dresses-inventory';

export class BrideNotFoundError extends Error {
  override name = 'BrideNotFoundError';
}

export interface RunAnalysisStepOptions {
  sql: Sql;
  brideId: string;
  step: AnalysisStep;
  provider: AnalysisProvider;
  /** The built-in analyst, used when the provider keeps failing. */
  fallback: AnalysisProvider;
  /** True on the job's last attempt: fall back instead of failing. */
  lastAttempt: boolean;
  today?: Date;
  readPhoto?: AnalysisContext['readPhoto'];
  logger: Logger;
  /**
   * Told when the step's result is written, so her boutique's dashboards show it; omitted where no
   * dashboard is watching yet (the demo seed, tests that drive the steps by hand).
   */
  dashboardChanges?: DashboardChanges;
}

export type StepOutcome = 'already-done' | 'done' | 'done-with-fallback';

/**
 * Runs one analysis step for a bride and checkpoints its result. A step that is already done is
 * not run again, and a result is written once even if two workers race on the same step.
 */
export async function runAnalysisStep(options: RunAnalysisStepOptions): Promise<StepOutcome> {
  const { sql, brideId, step, provider, fallback, logger } = options;
  const [existing] = await sql<{ status: string }[]>`
    SELECT status FROM analysis_steps WHERE bride_id = ${brideId} AND step = ${step}`;
  if (existing?.status === 'done') return 'already-done';

  const bride = await loadBrideProfile(sql, brideId);
  if (!bride) throw new BrideNotFoundError(`bride ${brideId} does not exist`);
  const today = options.today ?? new Date();
  const picksDresses = (inventorySteps as readonly AnalysisStep[]).includes(step);
  const [dresses, fittingRoom] = picksDresses
    ? await Promise.all([
        loadAnalysisDresses(sql, bride.boutiqueId, today),
        readLatestVerdicts(sql, bride.boutiqueId, brideId),
      ])
    : [{ inventory: [], topSellerItems: [], source: null }, []];
  const context: AnalysisContext = {
    bride,
    inventory: dresses.inventory,
    topSellerItems: dresses.topSellerItems,
    // Her verdicts re-rank her next pulls (a refresh, or a new analysis after an appointment).
    verdicts: readFittingRoom(fittingRoom, dresses.inventory),
    today,
    readPhoto: options.readPhoto,
  };

  let output: StepOutput<AnalysisStep>;
  let producedBy: string = provider.name;
  try {
    output = await provider.run(step, context);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await sql`
      INSERT INTO analysis_steps (bride_id, step, attempts, last_error)
      VALUES (${brideId}, ${step}, 1, ${message.slice(0, 1000)})
      ON CONFLICT (bride_id, step) DO UPDATE
        SET attempts = analysis_steps.attempts + 1, last_error = EXCLUDED.last_error, updated_at = now()`;
    if (!options.lastAttempt || provider === fallback) throw error;
    logger.warn({ brideId, step, err: error }, 'provider kept failing: the built-in analyst answers instead');
    output = await fallback.run(step, context);
    producedBy = `${fallback.name}-fallback`;
  }

  const result = keepPlanLinks(step, resultSchemaOf[step].parse(output.result), bride);
  const written = await sql`
    INSERT INTO analysis_steps (bride_id, step, status, result, provider, attempts)
    VALUES (${brideId}, ${step}, 'done', ${sql.json(result as never)}, ${producedBy}, 1)
    ON CONFLICT (bride_id, step) DO UPDATE
      SET status = 'done', result = EXCLUDED.result, provider = EXCLUDED.provider,
          attempts = analysis_steps.attempts + 1, updated_at = now()
      WHERE analysis_steps.status <> 'done'`;
  if (written.count > 0 && output.usage) {
    await sql`
      INSERT INTO ai_usage (boutique_id, provider, model, step, prompt_tokens, completion_tokens)
      VALUES (${bride.boutiqueId}, ${provider.name}, ${output.usage.model}, ${step},
              ${output.usage.promptTokens}, ${output.usage.completionTokens})`;
  }
  if (written.count === 0) return 'already-done';
  if (step === 'inventory') await recordDressesInventory(sql, brideId, dresses.source);
  if (options.dashboardChanges) await markDashboardChanged(options.dashboardChanges, bride.boutiqueId);
  return producedBy === provider.name ? 'done' : 'done-with-fallback';
}
