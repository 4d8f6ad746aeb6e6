import { demoBrideLifetimeMs } from '@bridal/shared/demo/demo-messages';
import type { Sql } from '../db/create-sql';

export interface DeleteExpiredDemoAdviceOptions {
  sql: Sql;
  /** The clock: advice given more than an hour before it goes. */
  now: Date;
  /** Per sweep, so one sweep stays short. */
  limit?: number;
}

/**
 * Deletes the advice demo visitors asked for one hour after it was given, as their brides go an
 * hour after they were sent (deleteExpiredDemoBrides). Advice about the seeded showcase brides
 * would otherwise stay for ever, since those brides never go. Advice asked for by a boutique's own
 * people has no trial and is never touched. Answers how many were deleted.
 */
export async function deleteExpiredDemoAdvice({
  sql,
  now,
  limit = 5000,
}: DeleteExpiredDemoAdviceOptions): Promise<number> {
  const cutoff = new Date(now.getTime() - demoBrideLifetimeMs);
  const deleted = await sql`
    DELETE FROM advice_requests WHERE id IN (
      SELECT id FROM advice_requests
      WHERE demo_trial_id IS NOT NULL AND created_at <= ${cutoff}
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)`;
  return deleted.count;
}
