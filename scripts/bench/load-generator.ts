/**
 * The dashboard load generator, run as a process of its own (forked by the benchmark through
 * bench-process.ts), so that neither the benchmark's own work (reading the API's log, CPU
 * snapshots) nor a server under test shares its event loop. Each job polls one endpoint in a
 * closed or an open loop and answers the latencies, the statuses and how late its own event
 * loop ran.
 */
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { serveBenchJobs } from './bench-process';
import { get } from './dashboard-http';
import { type LoadResult, runBounded, runOpenLoop } from './load';

export interface PollClient {
  headers: Record<string, string>;
  /** The ETag this open dashboard sends back (conditional polls), '' for none. */
  etag: string;
}

export type PollLoop =
  | { kind: 'closed'; concurrency: number; durationMs: number; maxRequests?: number }
  | { kind: 'open'; ratePerSecond: number; durationMs: number; maxInFlight: number };

/** What is polled, and how: the endpoint, the dashboards polling it, the answers expected. */
export interface PollTarget {
  baseUrl: string;
  /** Requests rotate through these (the open dashboards). */
  clients: PollClient[];
  /** Send If-None-Match with each dashboard's last ETag, as a browser revalidating does. */
  conditional: boolean;
  /** Statuses that count as an answer; any other is a failure. */
  expect: readonly number[];
}

export interface PollJob extends PollTarget {
  loop: PollLoop;
}

export interface PollResult extends LoadResult {
  statuses: Record<number, number>;
  sent: number;
  dropped: number;
  /** Each client's ETag after the run. */
  etags: string[];
  /** How late this process's event loop ran (sampled every 5 ms): a late send counts in the latency. */
  lagMaxMs: number;
  lagP99Ms: number;
}

const agents = new Map<string, http.Agent>();
const agentFor = (baseUrl: string) => {
  let agent = agents.get(baseUrl);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
    agents.set(baseUrl, agent);
  }
  return agent;
};

async function runPollJob(job: PollJob): Promise<PollResult> {
  const url = new URL(job.baseUrl);
  const agent = agentFor(job.baseUrl);
  const clients = job.clients.map((client) => ({ ...client }));
  const statuses: Record<number, number> = {};
  const poll = async (index: number) => {
    const client = clients[index % clients.length]!;
    const headers =
      job.conditional && client.etag ? { ...client.headers, 'if-none-match': client.etag } : client.headers;
    const answer = await get(agent, url, headers);
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    if (!job.expect.includes(answer.status)) throw new Error(`answered ${answer.status}`);
    if (answer.etag) client.etag = answer.etag;
  };

  const lag = monitorEventLoopDelay({ resolution: 5 });
  lag.enable();
  try {
    const { loop } = job;
    const result =
      loop.kind === 'closed'
        ? await runBounded({
            total: loop.maxRequests ?? Number.MAX_SAFE_INTEGER,
            concurrency: loop.concurrency,
            timeLimitMs: loop.durationMs,
            task: poll,
          }).then((closed) => ({ ...closed, sent: closed.durationsMs.length + closed.failed, dropped: 0 }))
        : await runOpenLoop({
            ratePerSecond: loop.ratePerSecond,
            durationMs: loop.durationMs,
            maxInFlight: loop.maxInFlight,
            task: poll,
          });
    return {
      ...result,
      statuses,
      etags: clients.map((client) => client.etag),
      lagMaxMs: lag.max / 1e6,
      lagP99Ms: lag.percentile(99) / 1e6,
    };
  } finally {
    lag.disable();
  }
}

serveBenchJobs<PollJob>(process.pid, runPollJob);
process.on('SIGTERM', () => {
  for (const agent of agents.values()) agent.destroy();
  process.exit(0);
});
