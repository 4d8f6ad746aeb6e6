import { type FollowUpStatus, followUpMessages } from '@bridal/shared/follow-ups/follow-up';
import { mayActOn, type StaffActor } from '../../appointments/staff/staff-access';
import type { Queryable } from '../../db/queryable';
import { AppError } from '../../errors/app-error';

/** A person acting on a follow-up: who she is, for the row's *_by and *_by_name. */
export interface FollowUpActor extends StaffActor {
  name: string;
}

export interface FollowUpAccessRow {
  id: string;
  brideId: string;
  appointmentId: string;
  status: FollowUpStatus;
  consultantId: string | null;
}

/**
 * The boutique's follow-up for a staff action: 404 for no such id or another boutique's; 403 when
 * a consultant reaches for a colleague's bride (the appointment's consultant decides, as on the
 * schedule). `lock` holds the row for the caller's transaction.
 */
export async function findStaffFollowUp(
  sql: Queryable,
  options: { boutiqueId: number; followUpId: string; actor: StaffActor; lock?: boolean },
): Promise<FollowUpAccessRow> {
  const { boutiqueId, followUpId, actor } = options;
  const [row] = await sql<FollowUpAccessRow[]>`
    SELECT f.id, f.bride_id, f.appointment_id, f.status, a.consultant_id
    FROM follow_ups f JOIN appointments a ON a.id = f.appointment_id
    WHERE f.id = ${followUpId} AND f.boutique_id = ${boutiqueId}
    ${options.lock ? sql`FOR UPDATE OF f` : sql``}`;
  if (!row) throw new AppError('NOT_FOUND', followUpMessages.notFound);
  if (!mayActOn(actor, row.consultantId)) throw new AppError('FORBIDDEN', followUpMessages.notYours);
  return row;
}

/** Why a follow-up in this state can no longer be edited or sent (a draft can). */
const refusalOf: Record<Exclude<FollowUpStatus, 'drafted'>, string> = {
  sent: followUpMessages.alreadySent,
  queued: followUpMessages.alreadyQueued,
  skipped: followUpMessages.skipped,
  stopped: followUpMessages.stopped,
  scheduled: followUpMessages.notDue,
};

/** 409 with the reason unless the follow-up is a draft waiting for a person. */
export function requireDrafted(status: FollowUpStatus): void {
  if (status !== 'drafted') throw new AppError('CONFLICT', refusalOf[status]);
}
