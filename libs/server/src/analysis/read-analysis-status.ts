import { type AnalysisStep, type AnalysisStepStatus, analysisSteps } from '@bridal/shared/analysis/analysis-steps';
import type { BrideStatus } from '@bridal/shared/brides/bride-plan';
import type { SurveyStatus } from '@bridal/shared/survey/survey-responses';
import type { Sql } from '../db/create-sql';

/** Only the progress of a bride's analysis: nothing personal, for the survey's loading view. */
export async function readAnalysisStatus(sql: Sql, brideId: string): Promise<SurveyStatus | undefined> {
  const [bride] = await sql<{ status: BrideStatus }[]>`SELECT status FROM brides WHERE id = ${brideId}`;
  if (!bride) return undefined;
  const rows = await sql<{ step: AnalysisStep; status: AnalysisStepStatus }[]>`
    SELECT step, status FROM analysis_steps WHERE bride_id = ${brideId}`;
  const steps = Object.fromEntries(analysisSteps.map((step) => [step, 'pending'])) as SurveyStatus['steps'];
  for (const row of rows) steps[row.step] = row.status;
  return { status: bride.status, steps };
}
