/**
 * What the database says happened to a drill's brides: stored, ready, and whether anything was
 * written twice. The evidence is the pipeline test's ("each step written once"): every result
 * write of a step bumps its `attempts` (a write after a step is done is refused), and one
 * 'bride-ready' notification per bride.
 */
import type { Sql } from '@bridal/server/db/create-sql';
import { delay } from '../wait';
import type { Submission } from './survey-load';

export interface BrideCounts {
  /** The API answered with a bride id. */
  submitted: number;
  /** The API answered with an error (or not at all): the bride saw an error and may send again. */
  refused: number;
  /** Submitted and in the database. */
  stored: number;
  ready: number;
  /** Stored but not ready when the bounded wait ended. */
  stuck: number;
  /** Submitted but not in the database. */
  lost: number;
  /** Step results written more than once (the sum of every step's writes beyond its first). */
  duplicatedStepResults: number;
  /** 'bride-ready' notifications beyond the first, per bride. */
  duplicateReadyNotes: number;
  /** Steps that recorded a failed attempt (their `attempts` also counts that failure). */
  stepsWithFailures: number;
}

/** Retries a query while PostgreSQL is away (the drill's own pool reconnects like the platform's). */
export async function withRetry<T>(query: () => Promise<T>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await query();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await delay(500);
    }
  }
}

export const submittedIds = (submissions: readonly Submission[]) =>
  submissions.flatMap((submission) => (submission.brideId ? [submission.brideId] : []));

/** Waits until every submitted bride is ready, or `timeoutMs` passes; answers whether all were. */
export async function waitUntilReady(
  sql: Sql,
  brideIds: readonly string[],
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await withRetry(
      () => sql<{ ready: number }[]>`
        SELECT count(*)::int AS ready FROM brides WHERE id = ANY(${sql.array([...brideIds])}::uuid[]) AND status = 'ready'`,
    );
    if ((row?.ready ?? 0) >= brideIds.length) return true;
    if (Date.now() > deadline || signal?.aborted) return false;
    await delay(500, signal);
  }
}

export async function countBrides(sql: Sql, submissions: readonly Submission[]): Promise<BrideCounts> {
  const ids = submittedIds(submissions);
  const array = sql.array(ids);
  const [row] = await withRetry(
    () => sql<Omit<BrideCounts, 'submitted' | 'refused' | 'stuck' | 'lost'>[]>`
      SELECT
        (SELECT count(*)::int FROM brides WHERE id = ANY(${array}::uuid[])) AS stored,
        (SELECT count(*)::int FROM brides WHERE id = ANY(${array}::uuid[]) AND status = 'ready') AS ready,
        (SELECT coalesce(sum(attempts - 1), 0)::int FROM analysis_steps
          WHERE bride_id = ANY(${array}::uuid[]) AND status = 'done' AND attempts > 1 AND last_error IS NULL)
          AS duplicated_step_results,
        (SELECT coalesce(sum(notes - 1), 0)::int FROM (
          SELECT count(*) AS notes FROM notifications
          WHERE bride_id = ANY(${array}::uuid[]) AND kind = 'bride-ready' GROUP BY bride_id) AS per_bride)
          AS duplicate_ready_notes,
        (SELECT count(*)::int FROM analysis_steps WHERE bride_id = ANY(${array}::uuid[]) AND last_error IS NOT NULL)
          AS steps_with_failures`,
  );
  const counts = row!;
  return {
    submitted: ids.length,
    refused: submissions.length - ids.length,
    ...counts,
    stuck: counts.stored - counts.ready,
    lost: ids.length - counts.stored,
  };
}

/** When the first analysis step of these brides was finished after `after` (epoch ms), if any. */
export async function firstStepDoneAfter(
  sql: Sql,
  brideIds: readonly string[],
  after: number,
): Promise<number | undefined> {
  const [row] = await withRetry(
    () => sql<{ at: Date | null }[]>`
      SELECT min(updated_at) AS at FROM analysis_steps
      WHERE bride_id = ANY(${sql.array([...brideIds])}::uuid[]) AND status = 'done' AND updated_at > ${new Date(after)}`,
  );
  return row?.at ? row.at.getTime() : undefined;
}

/** When the last of these brides became ready, if all did. */
export async function lastReadyAt(sql: Sql, brideIds: readonly string[]): Promise<number | undefined> {
  const [row] = await withRetry(
    () => sql<{ at: Date | null; waiting: number }[]>`
      SELECT max(ready_at) AS at, count(*) FILTER (WHERE status <> 'ready')::int AS waiting FROM brides
      WHERE id = ANY(${sql.array([...brideIds])}::uuid[])`,
  );
  return row?.at && row.waiting === 0 ? row.at.getTime() : undefined;
}

/** When the last of these steps was finished, if all were. */
export async function lastStepDoneAt(
  sql: Sql,
  steps: readonly { brideId: string; step: string }[],
): Promise<number | undefined> {
  if (steps.length === 0) return undefined;
  const rows = await withRetry(
    () => sql<{ brideId: string; step: string; status: string; updatedAt: Date }[]>`
      SELECT bride_id, step, status, updated_at FROM analysis_steps
      WHERE bride_id = ANY(${sql.array(steps.map((entry) => entry.brideId))}::uuid[])`,
  );
  let last = 0;
  for (const wanted of steps) {
    const row = rows.find((candidate) => candidate.brideId === wanted.brideId && candidate.step === wanted.step);
    if (!row || row.status !== 'done') return undefined;
    last = Math.max(last, row.updatedAt.getTime());
  }
  return last;
}
