/** A bounded load runner and the statistics the benchmark prints. */
import { delay } from '@bridal/testing/wait';

export interface LoadOptions {
  /** How many tasks to run at most. */
  total: number;
  /** How many run at once. */
  concurrency: number;
  /** No new task starts after this long; tasks already running finish (each has its own timeout). */
  timeLimitMs: number;
  task: (index: number) => Promise<unknown>;
  /** Once aborted, no new task starts. */
  signal?: AbortSignal;
}

export interface LoadResult {
  /** Duration of each task that succeeded, in ms. */
  durationsMs: number[];
  failed: number;
  /** The first few distinct failure messages. */
  failureSamples: string[];
  elapsedMs: number;
  /** True when the time limit stopped the run before `total` tasks were started. */
  cutShort: boolean;
}

/** What a run records as its tasks end: each success's duration, the failures and the first few messages. */
function createTally() {
  const durationsMs: number[] = [];
  const failureSamples = new Set<string>();
  let failed = 0;
  return {
    succeeded(ms: number) {
      durationsMs.push(ms);
    },
    failed(error: unknown) {
      failed += 1;
      if (failureSamples.size < 5) failureSamples.add(error instanceof Error ? error.message : String(error));
    },
    result(started: number, cutShort: boolean): LoadResult {
      return {
        durationsMs,
        failed,
        failureSamples: [...failureSamples],
        elapsedMs: performance.now() - started,
        cutShort,
      };
    },
  };
}

/** Runs `task` `total` times, `concurrency` at a time, and stops by itself at the time limit. */
export async function runBounded(options: LoadOptions): Promise<LoadResult> {
  const { total, concurrency, timeLimitMs, task, signal } = options;
  const tally = createTally();
  let next = 0;
  const started = performance.now();
  const deadline = started + timeLimitMs;

  const lane = async () => {
    while (next < total && performance.now() < deadline && !signal?.aborted) {
      const index = next;
      next += 1;
      const taskStarted = performance.now();
      try {
        await task(index);
        tally.succeeded(performance.now() - taskStarted);
      } catch (error) {
        tally.failed(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, total)) }, lane));
  return tally.result(started, next < total);
}

/** Nearest-rank percentile of `values` (p from 0 to 100); NaN for no values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function summarize(values: readonly number[]): LatencySummary {
  return {
    count: values.length,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    p99: percentile(values, 99),
    max: percentile(values, 100),
  };
}

/** "12.3 ms" below 100 ms, "123 ms" above; "n/a" when there was nothing to measure. */
export function formatMs(ms: number): string {
  if (!Number.isFinite(ms)) return 'n/a';
  return ms < 100 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`;
}

export interface OpenLoopOptions {
  /** Requests started per second, on schedule, whether or not earlier ones have answered. */
  ratePerSecond: number;
  durationMs: number;
  task: (index: number) => Promise<unknown>;
  /** A request due while this many are unanswered is not sent and counts as dropped. */
  maxInFlight: number;
  signal?: AbortSignal;
}

export interface OpenLoopResult extends LoadResult {
  /** Requests started. */
  sent: number;
  /** Requests not started because maxInFlight were unanswered. */
  dropped: number;
}

/**
 * An open-loop load: request i is due at start + i / rate and its latency runs from that due
 * time, so a slow server (or a busy generator) cannot hide its queueing by slowing the sender
 * down (no coordinated omission). Requests are started in small batches on a 1 ms timer.
 */
export async function runOpenLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const { ratePerSecond, durationMs, task, maxInFlight, signal } = options;
  const total = Math.round((ratePerSecond * durationMs) / 1000);
  const tally = createTally();
  const pending = new Set<Promise<void>>();
  let dropped = 0;
  let next = 0;
  const started = performance.now();

  while (next < total && !signal?.aborted) {
    const due = Math.min(total, Math.floor(((performance.now() - started) * ratePerSecond) / 1000) + 1);
    while (next < due) {
      const index = next;
      next += 1;
      const dueAt = started + (index * 1000) / ratePerSecond;
      if (pending.size >= maxInFlight) {
        dropped += 1;
        continue;
      }
      const running: Promise<void> = task(index).then(
        () => tally.succeeded(performance.now() - dueAt),
        (error: unknown) => tally.failed(error),
      );
      pending.add(running);
      void running.finally(() => pending.delete(running));
    }
    await delay(1);
  }
  await Promise.all(pending);
  return { ...tally.result(started, next < total), sent: next - dropped, dropped };
}

/** Runs `task` `warmUp` times unmeasured, then `measured` times one after another; `signal` stops it early. */
export async function measureOneAtATime(
  task: () => Promise<unknown>,
  runs: { warmUp: number; measured: number },
  signal: AbortSignal,
): Promise<LatencySummary> {
  for (let index = 0; index < runs.warmUp; index += 1) await task();
  const durations: number[] = [];
  for (let index = 0; index < runs.measured; index += 1) {
    signal.throwIfAborted();
    const started = performance.now();
    await task();
    durations.push(performance.now() - started);
  }
  return summarize(durations);
}
