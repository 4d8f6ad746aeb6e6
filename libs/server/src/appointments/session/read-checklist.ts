import type { ChecklistDress } from '@bridal/shared/appointments/appointment-detail';
import type { DressVerdict } from '@bridal/shared/appointments/appointment';
import { inventoryResultSchema } from '../../plans/analysis-schemas';
import { isUuid } from '../../db/is-uuid';
import type { Queryable } from '../../db/queryable';

interface SavedDress {
  dressKey: string;
  dressName: string;
  pulled: boolean;
  triedOn: boolean;
  verdict: DressVerdict | null;
  reason: string;
}

/** Her plan's dress picks (the 'inventory' analysis step), as read-bride-plan reads them. */
export async function readPlanPicks(sql: Queryable, brideId: string) {
  const [step] = await sql<{ result: unknown }[]>`
    SELECT result FROM analysis_steps WHERE bride_id = ${brideId} AND step = 'inventory' AND status = 'done'`;
  const parsed = inventoryResultSchema.safeParse(step?.result);
  return parsed.success ? parsed.data.picks : [];
}

/**
 * The fitting-room checklist: her plan's picks in their order with what was saved for each, then
 * the dresses added in the room in the order they were added.
 */
export async function readChecklist(sql: Queryable, appointmentId: string, brideId: string): Promise<ChecklistDress[]> {
  const [picks, saved] = await Promise.all([
    readPlanPicks(sql, brideId),
    sql<(SavedDress & { price: string | null })[]>`
      SELECT ad.dress_key, ad.dress_name, ad.pulled, ad.tried_on, ad.verdict, ad.reason, d.price
      FROM appointment_dresses ad
      LEFT JOIN dresses d ON d.id::text = ad.dress_key AND d.boutique_id = ad.boutique_id
      WHERE ad.appointment_id = ${appointmentId}
      ORDER BY ad.dress_key`,
  ]);
  const byKey = new Map(saved.map((row) => [row.dressKey, row]));
  const blank = { pulled: false, triedOn: false, verdict: null, reason: '' };
  const fromPlan = picks.map((pick): ChecklistDress => {
    const row = byKey.get(pick.dressId);
    return {
      dressKey: pick.dressId,
      dressName: pick.label,
      dressId: pick.dressId,
      price: pick.price,
      source: 'plan',
      ...(row ? { pulled: row.pulled, triedOn: row.triedOn, verdict: row.verdict, reason: row.reason } : blank),
    };
  });
  const planKeys = new Set(picks.map((pick) => pick.dressId));
  const added = saved
    .filter((row) => !planKeys.has(row.dressKey))
    .map((row): ChecklistDress => ({
      dressKey: row.dressKey,
      dressName: row.dressName,
      dressId: isUuid(row.dressKey) ? row.dressKey : null,
      price: row.price === null ? null : Number(row.price),
      source: 'added',
      pulled: row.pulled,
      triedOn: row.triedOn,
      verdict: row.verdict,
      reason: row.reason,
    }));
  return [...fromPlan, ...added];
}
