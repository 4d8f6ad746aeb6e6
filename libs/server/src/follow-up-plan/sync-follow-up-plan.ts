import { followUpLimits } from '@bridal/shared/follow-ups/follow-up';
import type { Sql } from '../db/create-sql';
import { readFollowUpEligibility } from './follow-up-eligibility';
import { followUpDueAt, realFollowUpDayMs } from './follow-up-due-at';
import { stopFollowUps } from './stop-follow-ups';

export interface SyncFollowUpPlanOptions {
  sql: Sql;
  appointmentId: string;
  /** How long a follow-up day lasts (FOLLOW_UP_DAY_SECONDS); a real day unless a test shortens it. */
  dayMs?: number;
  now?: Date;
}

export type FollowUpPlanChange =
  | { kind: 'planned'; steps: number }
  | { kind: 'stopped'; count: number }
  | { kind: 'none'; why: 'no_outcome' | 'blocked' | 'ended' };

interface PlanRow {
  boutiqueId: number;
  brideId: string;
  result: 'said_yes' | 'not_yet' | 'no_sale' | null;
  endedAt: Date | null;
  timeZone: string;
  followUpDays: number[];
}

/**
 * Brings an appointment's follow-up plan in line with its outcome, after every save of it. 'Said
 * yes' stops all her pending follow-ups (she bought). 'Not yet' or 'no sale' of a bride who may be
 * written to plans one row per follow-up day of the boutique; saving again adds nothing, and a plan
 * stopped only because the outcome said yes comes back when it is edited back. Runs under her row
 * lock, as a booking does, so a booking racing this save is either seen here or stops the new plan.
 */
export async function syncFollowUpPlan(options: SyncFollowUpPlanOptions): Promise<FollowUpPlanChange> {
  const { sql, appointmentId } = options;
  const now = options.now ?? new Date();
  const dayMs = options.dayMs ?? realFollowUpDayMs;
  return sql.begin(async (tx): Promise<FollowUpPlanChange> => {
    const [row] = await tx<PlanRow[]>`
      SELECT a.boutique_id, a.bride_id, o.result, a.ended_at, bt.time_zone, bt.follow_up_days
      FROM appointments a
      JOIN boutiques bt ON bt.id = a.boutique_id
      LEFT JOIN appointment_outcomes o ON o.appointment_id = a.id
      WHERE a.id = ${appointmentId}`;
    if (!row?.result) return { kind: 'none', why: 'no_outcome' };
    await tx`SELECT 1 FROM brides WHERE id = ${row.brideId} FOR UPDATE`;
    if (row.result === 'said_yes') {
      return { kind: 'stopped', count: await stopFollowUps(tx, { brideId: row.brideId, reason: 'bought', now }) };
    }
    const eligibility = await readFollowUpEligibility(tx, appointmentId);
    if (!eligibility || eligibility.blocked) return { kind: 'none', why: 'blocked' };
    if (eligibility.stop) return { kind: 'none', why: 'ended' };

    const endedAt = row.endedAt ?? now;
    const days = row.followUpDays.slice(0, followUpLimits.steps);
    for (const [index, day] of days.entries()) {
      const dueAt = followUpDueAt({ endedAt, days: day, timeZone: row.timeZone, dayMs });
      // A step already planned stays as it is (drafted, sent, skipped...), except one stopped
      // because this outcome said yes: the edit back to 'not yet' takes that back.
      await tx`
        INSERT INTO follow_ups (boutique_id, bride_id, appointment_id, step, due_at)
        VALUES (${row.boutiqueId}, ${row.brideId}, ${appointmentId}, ${index + 1}, ${dueAt})
        ON CONFLICT (appointment_id, step) DO UPDATE
        SET status = 'scheduled', due_at = EXCLUDED.due_at, stopped_at = NULL, stopped_reason = NULL,
            drafted_at = NULL, send_at = NULL, queued_at = NULL, queued_by = NULL, queued_by_name = '',
            automatic = false, updated_at = ${now}
        WHERE follow_ups.status = 'stopped' AND follow_ups.stopped_reason = 'bought'`;
    }
    return { kind: 'planned', steps: days.length };
  });
}
