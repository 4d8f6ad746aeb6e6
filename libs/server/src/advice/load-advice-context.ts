import { type AnalysisStep, resultSchemaOf, type StepResults } from '../plans/analysis-schemas';
import { loadBrideProfile } from '../analysis/load-bride-profile';
import { loadAnalysisDresses } from '../analysis/load-analysis-dresses';
import { readLatestVerdicts } from '../fitting-room/read-latest-verdicts';
import type { Sql } from '../db/create-sql';
import type { ConsultantRecord } from '@bridal/shared/coaching/record-facts';
import type { AdviceContext } from './advice-context';

export interface LoadAdviceContextOptions {
  sql: Sql;
  /** The session's boutique: another boutique's bride is simply not found. */
  boutiqueId: number;
  brideId: string;
  /** Reads the asking consultant's record (coaching/consultant-record); none: the bride's alone. */
  readRecord?: () => Promise<ConsultantRecord>;
  today?: Date;
}

/**
 * The bride, her finished analyses, her boutique's inventory and the asking consultant's record;
 * undefined when she is not theirs.
 */
export async function loadAdviceContext(options: LoadAdviceContextOptions): Promise<AdviceContext | undefined> {
  const { sql, boutiqueId, brideId } = options;
  const bride = await loadBrideProfile(sql, brideId);
  if (!bride || bride.boutiqueId !== boutiqueId) return undefined;
  const [steps, { inventory, topSellerItems }, fittingRoom, record] = await Promise.all([
    sql<{ step: AnalysisStep; result: unknown }[]>`
      SELECT step, result FROM analysis_steps WHERE bride_id = ${brideId} AND status = 'done'`,
    loadAnalysisDresses(sql, boutiqueId, options.today),
    readLatestVerdicts(sql, boutiqueId, brideId),
    options.readRecord?.(),
  ]);
  const results: Partial<StepResults> = {};
  for (const { step, result } of steps) {
    // A result that no longer meets its schema is left out rather than trusted.
    const parsed = resultSchemaOf[step]?.safeParse(result);
    if (parsed?.success) (results as Record<string, unknown>)[step] = parsed.data;
  }
  return { bride, results, inventory, topSellerItems, fittingRoom, record, today: options.today ?? new Date() };
}
