import type { NoSaleReason, OutcomeResult } from '@bridal/shared/appointments/appointment';
import { type Outcome, type OutcomeChange, outcomeLimits } from '@bridal/shared/appointments/outcome';
import type { StoredRole } from '../../auth/role-mapping';
import type { Queryable } from '../../db/queryable';
import { mayActOn, staffActorOf } from '../staff/staff-access';

interface OutcomeRow {
  result: OutcomeResult;
  dressId: string | null;
  dressName: string;
  dressOnPullList: boolean;
  saleAmountCents: number | null;
  reasons: NoSaleReason[];
  otherReason: string;
  followUpOn: string | null;
  notes: string;
  consultantId: string | null;
  recordedBy: string | null;
  recordedByName: string | null;
  recordedAt: Date;
  updatedAt: Date;
}

export interface StoredOutcome {
  outcome: Outcome;
  recordedBy: string | null;
}

/** The outcome as the screens show it; also what each history row keeps. */
export function toOutcome(row: OutcomeRow): Outcome {
  return {
    result: row.result,
    dressId: row.dressId,
    dressName: row.dressName,
    dressOnPullList: row.dressOnPullList,
    amount: row.saleAmountCents === null ? null : row.saleAmountCents / 100,
    reasons: row.reasons,
    otherReason: row.otherReason,
    followUpOn: row.followUpOn,
    notes: row.notes,
    consultantId: row.consultantId,
    recordedAt: row.recordedAt.toISOString(),
    recordedByName: row.recordedByName,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The appointment's outcome, if it has one. */
export async function readOutcome(sql: Queryable, appointmentId: string): Promise<StoredOutcome | undefined> {
  const [row] = await sql<OutcomeRow[]>`
    SELECT o.result, o.dress_id, o.dress_name, o.dress_on_pull_list, o.sale_amount_cents, o.reasons, o.other_reason,
           to_char(o.follow_up_on, 'YYYY-MM-DD') AS follow_up_on, o.notes, o.consultant_id, o.recorded_by,
           u.name AS recorded_by_name, o.recorded_at, o.updated_at
    FROM appointment_outcomes o LEFT JOIN users u ON u.id = o.recorded_by
    WHERE o.appointment_id = ${appointmentId}`;
  return row ? { outcome: toOutcome(row), recordedBy: row.recordedBy } : undefined;
}

/** Every saved version, newest first. */
export async function readOutcomeHistory(sql: Queryable, appointmentId: string): Promise<OutcomeChange[]> {
  const rows = await sql<{ changedAt: Date; changedByName: string; outcome: Outcome }[]>`
    SELECT changed_at, changed_by_name, outcome FROM appointment_outcome_changes
    WHERE appointment_id = ${appointmentId} ORDER BY changed_at DESC, id`;
  return rows.map((row) => ({ ...row, changedAt: row.changedAt.toISOString() }));
}

/**
 * Whether this user may change the outcome: an admin always; her consultant (or whoever recorded
 * it) within the first 7 days, and only while she may act on the appointment at all (a colleague's
 * appointment stays hers even if someone else recorded its outcome).
 */
export function canEditOutcome(
  stored: StoredOutcome,
  appointment: { consultantId: string | null },
  user: { userId: string; role: StoredRole },
  now: Date,
): boolean {
  const actor = staffActorOf(user);
  if (!mayActOn(actor, appointment.consultantId)) return false;
  if (actor.isAdmin) return true;
  const own = stored.outcome.consultantId === user.userId || stored.recordedBy === user.userId;
  const age = now.getTime() - new Date(stored.outcome.recordedAt).getTime();
  return own && age < outcomeLimits.editDays * 86_400_000;
}
