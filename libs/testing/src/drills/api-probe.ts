/**
 * A cheap API call every few hundred milliseconds, recording when the API answered well and
 * when it failed, to tell when errors stopped after a dependency came back.
 */
import { delay } from '../wait';

export interface ProbeSample {
  /** Epoch ms when the call was sent. */
  at: number;
  ok: boolean;
  detail: string;
}

export interface ApiProbe {
  stop(): Promise<ProbeSample[]>;
}

/** Calls `GET <baseUrl><path>` every `everyMs` (one call at a time, each bounded by `timeoutMs`). */
export function startApiProbe(options: {
  baseUrl: string;
  path: string;
  everyMs: number;
  timeoutMs?: number;
}): ApiProbe {
  const { baseUrl, path, everyMs, timeoutMs = 2_500 } = options;
  const samples: ProbeSample[] = [];
  const stopping = new AbortController();
  const loop = (async () => {
    while (!stopping.signal.aborted) {
      const at = Date.now();
      try {
        const response = await fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(timeoutMs) });
        const body = await response.text();
        samples.push({ at, ok: response.ok, detail: `${response.status} ${body.slice(0, 120)}` });
      } catch (error) {
        samples.push({
          at,
          ok: false,
          detail: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
        });
      }
      await delay(Math.max(0, at + everyMs - Date.now()), stopping.signal);
    }
  })();
  return {
    async stop() {
      stopping.abort();
      await loop;
      return samples;
    },
  };
}
