import type { Sql } from '../db/create-sql';
import { type AnalysisStep, analysisSteps } from './analysis-schemas';

export interface AnalysisStatus {
  status: 'analyzing' | 'ready';
  steps: Record<AnalysisStep, 'pending' | 'done'>;
}

/** Only the progress of a bride's analysis: nothing personal, for the survey's loading view. */
export async function readAnalysisStatus(sql: Sql, brideId: string): Promise<AnalysisStatus | undefined> {
  const [bride] = await sql<{ status: 'analyzing' | 'ready' }[]>`SELECT status FROM brides WHERE id = ${brideId}`;
  if (!bride) return undefined;
  const rows = await sql<{ step: AnalysisStep; status: 'pending' | 'done' }[]>`
    SELECT step, status FROM analysis_steps WHERE bride_id = ${brideId}`;
  const steps = Object.fromEntries(analysisSteps.map((step) => [step, 'pending'])) as AnalysisStatus['steps'];
  for (const row of rows) steps[row.step] = row.status;
  return { status: bride.status, steps };
}
