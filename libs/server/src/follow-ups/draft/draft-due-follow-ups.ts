import { demoBoutiqueId } from '@bridal/shared/accounts/account-types';
import type { Sql } from '../../db/create-sql';
import type { Logger } from '../../logging/create-logger';
import type { MailQueue } from '../../queue/mail-queue';
import { readFollowUpEligibility } from '../../follow-up-plan/follow-up-eligibility';
import { stopFollowUps } from '../../follow-up-plan/stop-follow-ups';
import { queueFollowUp } from '../send/queue-follow-up';
import type { FollowUpWriters } from '../writer/follow-up-writer';
import { loadFollowUpFacts } from '../writer/load-follow-up-facts';
import { writeFollowUp } from '../writer/write-follow-up';

export interface DraftDueFollowUpsOptions {
  sql: Sql;
  writers: FollowUpWriters;
  mailQueue: MailQueue;
  logger: Logger;
  now?: Date;
  /** At most this many drafts per sweep, so one sweep never runs long; the rest wait for the next. */
  limit?: number;
}

export interface DraftDueFollowUpsResult {
  drafted: number;
  /** Drafts put on the mail queue because the boutique sends automatically. */
  queued: number;
  /** Due steps stopped instead: she unsubscribed, bought or booked again since the plan was made. */
  stopped: number;
  /** Writer failures: left scheduled for the next sweep. */
  failed: number;
}

/**
 * While a due step is 'scheduled', drafted_at marks a draft being written (a lease): another
 * worker's sweep leaves it alone until the lease runs out, which outlasts the model's timeout.
 */
export const draftLeaseMs = 15 * 60_000;

interface ClaimedRow {
  id: string;
  boutiqueId: number;
  brideId: string;
  appointmentId: string;
  autoSend: boolean;
}

type Claim = { kind: 'draft'; row: ClaimedRow } | { kind: 'stopped' } | { kind: 'none' };

/**
 * Takes the next due step (FOR UPDATE SKIP LOCKED, in a short transaction: the writer may be a
 * model taking seconds, and a booking that stops her plan must not wait for it). A bride who
 * unsubscribed, bought or booked again since has her plan stopped here. A bride with no e-mail or
 * no consent is not drafted for: her step stays 'scheduled' (past due) and the follow-up view says
 * why; it is drafted at the next sweep if she gives both.
 */
async function claimDueFollowUp(sql: Sql, now: Date, failedIds: string[]): Promise<Claim> {
  return sql.begin(async (tx): Promise<Claim> => {
    const leaseStart = new Date(now.getTime() - draftLeaseMs);
    const [row] = await tx<ClaimedRow[]>`
      SELECT f.id, f.boutique_id, f.bride_id, f.appointment_id, b.follow_up_auto_send AS auto_send
      FROM follow_ups f
      JOIN brides br ON br.id = f.bride_id
      JOIN boutiques b ON b.id = f.boutique_id
      WHERE f.status = 'scheduled' AND f.due_at <= ${now}
        AND (f.drafted_at IS NULL OR f.drafted_at < ${leaseStart})
        AND ((br.email <> '' AND br.follow_up_consent) OR br.unsubscribed_at IS NOT NULL)
        AND f.id <> ALL(${failedIds}::uuid[])
      ORDER BY f.due_at, f.id
      LIMIT 1
      FOR UPDATE OF f SKIP LOCKED`;
    if (!row) return { kind: 'none' };
    const eligibility = await readFollowUpEligibility(tx, row.appointmentId);
    if (eligibility?.stop) {
      await stopFollowUps(tx, { brideId: row.brideId, reason: eligibility.stop, now });
      return { kind: 'stopped' };
    }
    await tx`UPDATE follow_ups SET drafted_at = ${now} WHERE id = ${row.id}`;
    return { kind: 'draft', row };
  });
}

/** Stores the draft unless the step changed meanwhile (stopped, or another worker's lease): answers whether it did. */
async function storeDraft(
  sql: Sql,
  options: {
    id: string;
    claimedAt: Date;
    draft: { subject: string; body: string; textMessage: string };
    writer: string;
  },
): Promise<boolean> {
  const { id, claimedAt, draft, writer } = options;
  const stored = await sql`
    UPDATE follow_ups
    SET status = 'drafted', subject = ${draft.subject}, body = ${draft.body}, text_message = ${draft.textMessage},
        writer = ${writer}, drafted_at = ${claimedAt}, updated_at = ${claimedAt}
    WHERE id = ${id} AND status = 'scheduled' AND drafted_at = ${claimedAt}
    RETURNING id`;
  return stored.length > 0;
}

/** Gives the step back to the next sweep. */
async function releaseClaim(sql: Sql, id: string, claimedAt: Date): Promise<void> {
  await sql`
    UPDATE follow_ups SET drafted_at = NULL
    WHERE id = ${id} AND status = 'scheduled' AND drafted_at = ${claimedAt}`;
}

/**
 * The worker's sweep: drafts every follow-up step that fell due (the model when configured, the
 * built-in writer otherwise or as its fallback), and when the boutique sends automatically puts
 * each draft on the mail queue (after the quiet hours). One step failing to be written is logged
 * and left for the next sweep; the others go on.
 */
export async function draftDueFollowUps(options: DraftDueFollowUpsOptions): Promise<DraftDueFollowUpsResult> {
  const { sql, writers, mailQueue, logger } = options;
  const now = options.now ?? new Date();
  const limit = options.limit ?? 25;
  const result: DraftDueFollowUpsResult = { drafted: 0, queued: 0, stopped: 0, failed: 0 };
  const failedIds: string[] = [];

  // Every step taken counts, stopped ones too, so a sweep is bounded whatever it finds.
  for (let taken = 0; taken < limit; taken += 1) {
    const claim = await claimDueFollowUp(sql, now, failedIds);
    if (claim.kind === 'none') break;
    if (claim.kind === 'stopped') {
      result.stopped += 1;
      continue;
    }
    const { row } = claim;
    let stored: boolean;
    try {
      const facts = await loadFollowUpFacts(sql, row.id, now);
      if (!facts) throw new Error('follow-up facts not found');
      // The demo never calls the model: its visitors' brides get the built-in writer's drafts.
      const written = await writeFollowUp(
        row.boutiqueId === demoBoutiqueId ? { writer: writers.fallback, fallback: writers.fallback } : writers,
        facts,
        logger,
      );
      stored = await storeDraft(sql, { id: row.id, claimedAt: now, draft: written.draft, writer: written.writer });
    } catch (error) {
      failedIds.push(row.id);
      result.failed += 1;
      logger.error({ err: error, followUpId: row.id }, 'follow-up not drafted; retried at the next sweep');
      await releaseClaim(sql, row.id, now).catch((releaseError: unknown) =>
        logger.warn({ err: releaseError, followUpId: row.id }, 'follow-up draft claim not released'),
      );
      continue;
    }
    if (!stored) continue;
    result.drafted += 1;
    if (!row.autoSend) continue;
    try {
      await queueFollowUp({ sql, mailQueue, followUpId: row.id, actor: null, now });
      result.queued += 1;
    } catch (error) {
      // Still a draft: a person can send it from her follow-up view.
      logger.warn({ err: error, followUpId: row.id }, 'follow-up drafted but not sent automatically');
    }
  }
  if (result.drafted + result.stopped + result.failed > 0) logger.info({ ...result }, 'follow-ups drafted');
  return result;
}
