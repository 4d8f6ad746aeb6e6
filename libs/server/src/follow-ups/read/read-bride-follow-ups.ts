import {
  blockedMessages,
  type BrideFollowUps,
  type FollowUpBlock,
  followUpMessages,
} from '@bridal/shared/follow-ups/follow-up';
import type { Queryable } from '../../db/queryable';
import { AppError } from '../../errors/app-error';
import { type FollowUpRow, selectFollowUpsOfBride, toFollowUp } from './follow-up-row';

export interface ReadBrideFollowUpsOptions {
  sql: Queryable;
  boutiqueId: number;
  brideId: string;
  /** Unused today (nothing in the answer depends on the clock); kept for the callers' symmetry. */
  now?: Date;
}

interface BrideRow {
  name: string;
  email: string;
  followUpConsent: boolean;
  unsubscribedAt: Date | null;
  timeZone: string;
}

const pendingStatuses = new Set(['scheduled', 'drafted', 'queued']);
const time = (value: Date | null) => value?.getTime() ?? 0;
/** When a finished follow-up ended: sent, skipped or stopped. */
const endedAt = (row: FollowUpRow) => Math.max(time(row.sentAt), time(row.skippedAt), time(row.stoppedAt));
/** When a pending one goes: its send time once queued, else its due date. */
const goesAt = (row: FollowUpRow) => time(row.sendAt) || row.dueAt.getTime();

/** Why she gets no follow-up, if she does not: opting out outranks the rest. */
function blockOf(bride: BrideRow): FollowUpBlock | null {
  if (bride.unsubscribedAt) return 'unsubscribed';
  if (!bride.email.trim()) return 'no_email';
  if (!bride.followUpConsent) return 'no_consent';
  return null;
}

/**
 * A bride's follow-up view: what is pending (soonest first) and everything sent, skipped or
 * stopped (newest first), with why she gets none when she does not. Any staff of her boutique
 * may read it; another boutique's bride is not found.
 */
export async function readBrideFollowUps(options: ReadBrideFollowUpsOptions): Promise<BrideFollowUps> {
  const { sql, boutiqueId, brideId } = options;
  const [bride] = await sql<BrideRow[]>`
    SELECT br.name, br.email, br.follow_up_consent, br.unsubscribed_at, b.time_zone
    FROM brides br JOIN boutiques b ON b.id = br.boutique_id
    WHERE br.id = ${brideId} AND br.boutique_id = ${boutiqueId}`;
  if (!bride) throw new AppError('NOT_FOUND', followUpMessages.brideNotFound);
  const rows = await selectFollowUpsOfBride(sql, boutiqueId, brideId);
  const blocked = blockOf(bride);
  return {
    brideId,
    brideName: bride.name,
    email: bride.email,
    timeZone: bride.timeZone,
    blocked,
    blockedMessage: blocked ? blockedMessages[blocked] : '',
    unsubscribedAt: bride.unsubscribedAt?.toISOString() ?? null,
    pending: rows
      .filter((row) => pendingStatuses.has(row.status))
      .sort((a, b) => goesAt(a) - goesAt(b) || a.step - b.step)
      .map(toFollowUp),
    history: rows
      .filter((row) => !pendingStatuses.has(row.status))
      .sort((a, b) => endedAt(b) - endedAt(a) || b.step - a.step)
      .map(toFollowUp),
  };
}
