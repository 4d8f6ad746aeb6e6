import type { Sql } from '../../db/create-sql';
import type { Queryable } from '../../db/queryable';

/** A row of an appointment outbox (her e-mails, her texts) whose message carries one of her links. */
export interface LinkedOutboxRow {
  status: string;
  dueAt: Date;
  attempts: number;
  linkId: string | null;
  linkToken: string | null;
}

/** A pending row is sent up to a minute before it is due (the queue's delay is not to the millisecond). */
export const outboxDueTolerance = 60_000;

export interface ClaimLinkedOutboxRowOptions<Row extends LinkedOutboxRow, Target> {
  table: 'appointment_mails' | 'appointment_texts';
  id: string;
  now: Date;
  maxAttempts: number;
  /** The row, locked (FOR UPDATE). */
  lockRow: (tx: Queryable, id: string) => Promise<Row | undefined>;
  /** Whom and what it goes to; undefined: nothing to send any more. */
  readTarget: (tx: Queryable, row: Row, now: Date) => Promise<Target | undefined>;
  /** The link its message carries, made live at the first try. */
  issueLink: (tx: Queryable, row: Row, target: Target, now: Date) => Promise<{ id: string; token: string } | undefined>;
  /** Ends the row unsent, its link retired. */
  settle: (tx: Queryable, status: 'skipped' | 'failed', now: Date) => Promise<void>;
}

/**
 * The claim, committed before anything is sent: one more try, and the link the message carries,
 * made live at the first try and kept, so every try sends the same message and whatever copy
 * reaches her has a link that works. Answers false when the row has nothing to send (already
 * sent, superseded, not due, nobody to send it to) or is out of tries (then failed).
 */
export async function claimLinkedOutboxRow<Row extends LinkedOutboxRow, Target>(
  sql: Sql,
  options: ClaimLinkedOutboxRowOptions<Row, Target>,
): Promise<boolean> {
  const { id, now } = options;
  return sql.begin(async (tx) => {
    const row = await options.lockRow(tx, id);
    if (!row || row.status !== 'pending' || row.dueAt.getTime() > now.getTime() + outboxDueTolerance) return false;
    if (row.attempts >= options.maxAttempts) {
      await options.settle(tx, 'failed', now);
      return false;
    }
    const target = await options.readTarget(tx, row, now);
    const link =
      row.linkId && row.linkToken
        ? { id: row.linkId, token: row.linkToken }
        : target && (await options.issueLink(tx, row, target, now));
    if (!target || !link) {
      await options.settle(tx, 'skipped', now);
      return false;
    }
    await tx`
      UPDATE ${tx(options.table)}
      SET attempts = attempts + 1, claimed_at = ${now}, link_token = ${link.token}, link_id = ${link.id},
          updated_at = ${now}
      WHERE id = ${id}`;
    return true;
  }) as Promise<boolean>;
}
