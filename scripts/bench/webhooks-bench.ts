/**
 * Outgoing webhooks: 50 events a second for 20 s, each committed in a transaction of its own (as a
 * booking or an outcome commits its event), delivered by one real worker process to a receiver on
 * 127.0.0.1; the time from each event's commit to its arrival at the receiver, in one clock.
 */
import { randomUUID } from 'node:crypto';
import { recordWebhookEvent } from '@bridal/server/webhooks/record-webhook-event';
import { createWebhookEndpoint } from '@bridal/server/webhooks/save-webhook-endpoint';
import type { Cleanup } from '@bridal/testing/cleanup';
import { waitUntil } from '@bridal/testing/wait';
import { startWebhookReceiver } from '@bridal/testing/webhook-receiver';
import type { BenchPlatform } from './bench-platform';
import { formatMs, runOpenLoop, summarize } from './load';

export const webhooksTargets = { commitToReceiptP95Ms: 2_000 };

const load = { ratePerSecond: 50, durationMs: 20_000 };

const mark = (met: boolean) => (met ? '✅' : '❌');
const now = () => performance.timeOrigin + performance.now();

export async function runWebhooksBench(
  platform: BenchPlatform,
  cleanup: Cleanup,
  signal: AbortSignal,
): Promise<{ rows: string[][]; notes: string[]; setup: string }> {
  const sql = platform.database.sql;
  const receiver = await cleanup.track('stop the webhook receiver', startWebhookReceiver(), (made) => made.stop());
  const [boutique] = await sql<{ id: number }[]>`
    INSERT INTO boutiques (slug, name) VALUES (${`webhooks-bench-${Date.now()}`}, 'Webhooks Bench') RETURNING id`;
  const boutiqueId = boutique!.id;
  await createWebhookEndpoint({
    sql,
    boutiqueId,
    request: { url: receiver.url('/bench'), eventTypes: ['plan.ready'], description: 'bench' },
    allowPrivateAddresses: true,
  });
  await platform.startWorkers(1, { WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true' });

  // Each event names a bride id of its own: the receiver's copy is matched to its commit by it.
  const committedAt = new Map<string, number>();
  const result = await runOpenLoop({
    ...load,
    maxInFlight: 200,
    signal,
    task: async () => {
      const brideId = randomUUID();
      await sql.begin((tx) =>
        recordWebhookEvent(tx, {
          boutiqueId,
          type: 'plan.ready',
          data: { brideId, readyAt: new Date().toISOString() },
          now: new Date(),
        }),
      );
      committedAt.set(brideId, now());
    },
  });
  const arrived = await waitUntil(async () => receiver.received.length >= committedAt.size, {
    everyMs: 100,
    timeoutMs: 60_000,
    signal,
  });
  await platform.stopWorker();

  const latencies = receiver.received.flatMap((request) => {
    const sent = committedAt.get(JSON.parse(request.body).data.brideId as string);
    return sent === undefined ? [] : [request.receivedAt - sent];
  });
  const stats = summarize(latencies);
  const ids = receiver.received.map((request) => request.headers['webhook-id']);
  const duplicates = ids.length - new Set(ids).size;
  const met = arrived && stats.p95 <= webhooksTargets.commitToReceiptP95Ms;
  const notes = [
    `Webhooks: ${committedAt.size} events committed (${result.dropped} not sent, ${result.failed} failed), ` +
      `${receiver.received.length} received, ${duplicates} duplicates${arrived ? '' : '; **not all arrived within 60 s**'}.`,
  ];
  return {
    rows: [
      [
        `W. Webhooks: event commit to receipt (${load.ratePerSecond} events/s for ${load.durationMs / 1000} s, 1 worker)`,
        `p50 ${formatMs(stats.p50)} · p95 ${formatMs(stats.p95)} · p99 ${formatMs(stats.p99)} · max ${formatMs(stats.max)}`,
        `p95 ≤ ${formatMs(webhooksTargets.commitToReceiptP95Ms)}`,
        mark(met),
      ],
    ],
    notes,
    setup:
      'Webhooks section: one endpoint subscribed to plan.ready on a receiver in the bench process; each event ' +
      'committed by the bench process in a transaction of its own; one worker (WEBHOOK_CONCURRENCY 20) delivers.',
  };
}
