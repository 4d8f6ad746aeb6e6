import { analysisSteps } from '@bridal/shared/analysis/analysis-steps';
import { clientNotFoundMessage } from '@bridal/shared/brides/client-not-found-message';
import {
  type EditBridePatch,
  type EditBrideRequest,
  type EditBrideResponse,
  editBrideSchema,
  planShapingFields,
} from '@bridal/shared/brides/edit-bride';
import type { FlowProducer } from 'bullmq';
import { redoAnalysisSteps } from '../analysis/redo-analysis-steps';
import { type DashboardChanges, markDashboardChanged } from '../dashboard-version/dashboard-version';
import type { Sql } from '../db/create-sql';
import { AppError } from '../errors/app-error';
import { validateWithSchema } from '../errors/validate-with-schema';
import { readBridePlan } from './read-bride-plan';

export interface EditBrideOptions {
  sql: Sql;
  /** Starts her analysis again when a change shapes her plan (the API's analysisFlow). */
  flows: FlowProducer;
  /** Her boutique's dashboards are told of the change. */
  changes: DashboardChanges;
  boutiqueId: number;
  brideId: string;
  /** The fields to change, validated here merged with her stored answers. */
  patch: EditBridePatch;
}

type Editable = Omit<EditBrideRequest, 'weddingDateConfirmed'>;

/**
 * An admin's correction of one of her boutique's brides: her name, wedding date, venue and
 * budget, each held to the survey's own rule. A change to an answer her plan is made from has
 * the plan made again (see replan); her name alone does not. Another boutique's bride is not found.
 */
export async function editBride(options: EditBrideOptions): Promise<EditBrideResponse> {
  const { sql, boutiqueId, brideId, patch } = options;
  const saved = await sql.begin(async (tx) => {
    const [current] = await tx<(Editable & { status: string })[]>`
      SELECT status, name, coalesce(to_char(wedding_date, 'YYYY-MM-DD'), '') AS wedding_date, wedding_venue,
             wedding_location, coalesce(answers->>'budget', '') AS budget,
             coalesce(answers->>'customBudget', '') AS custom_budget
      FROM brides WHERE id = ${brideId} AND boutique_id = ${boutiqueId} FOR UPDATE`;
    if (!current) return undefined;
    const { status, ...answers } = current;
    // A date she already has was confirmed when it was first given: only a new past date asks again.
    const input = {
      ...answers,
      ...blanked(patch),
      ...(sameDate(patch, answers) ? { weddingDateConfirmed: true } : {}),
    };
    const { weddingDateConfirmed: _confirmed, ...edited } = await validateWithSchema(editBrideSchema, input);
    await tx`
      UPDATE brides
      SET name = ${edited.name}, wedding_date = ${edited.weddingDate || null}, wedding_venue = ${edited.weddingVenue},
          wedding_location = ${edited.weddingLocation}, answers = answers || ${tx.json(edited as never)},
          updated_at = now()
      WHERE id = ${brideId}`;
    // A walk-in whose survey is not in has no plan yet: her survey starts it.
    const replans = status !== 'awaiting_survey' && planShapingFields.some((field) => answers[field] !== edited[field]);
    return { replans };
  });
  if (!saved) throw new AppError('NOT_FOUND', clientNotFoundMessage);
  if (saved.replans) await replan(options);
  else await markDashboardChanged(options.changes, boutiqueId);
  const plan = await readBridePlan(sql, boutiqueId, brideId);
  // Deleted by another admin in the meantime.
  if (!plan) throw new AppError('NOT_FOUND', clientNotFoundMessage);
  return { bride: plan.bride, replanning: saved.replans };
}

/** A field sent as null is cleared, as the form clears it with an empty string. */
const blanked = (patch: EditBridePatch) =>
  Object.fromEntries(Object.entries(patch).map(([field, value]) => [field, value === null ? '' : value]));

function sameDate(patch: EditBridePatch, current: Editable): boolean {
  return patch.weddingDate === undefined || String(patch.weddingDate ?? '').trim() === current.weddingDate;
}

/**
 * Her whole analysis made again through her usual flow (redoAnalysisSteps), which also tells the
 * dashboards. While her analysis is still under way it cannot be queued again; her steps are made
 * pending and her flow marked unqueued instead, so housekeeping queues a fresh one as soon as
 * the current one has ended (its finish finds steps missing and fails).
 */
async function replan(options: EditBrideOptions): Promise<void> {
  const { sql, flows, changes, boutiqueId, brideId } = options;
  const outcome = await redoAnalysisSteps({ sql, flows, changes, brideId, steps: analysisSteps });
  if (outcome !== 'busy') return;
  await sql.begin(async (tx) => {
    await tx`UPDATE brides SET status = 'analyzing', enqueued_at = NULL, updated_at = now() WHERE id = ${brideId}`;
    await tx`
      UPDATE analysis_steps SET status = 'pending', result = NULL, attempts = 0, last_error = NULL, updated_at = now()
      WHERE bride_id = ${brideId}`;
  });
  await markDashboardChanged(changes, boutiqueId);
}
