import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bookAppointment, type BookAppointmentOptions } from '@bridal/server/appointments/book-appointment';
import type { WebhookSettings } from '@bridal/server/config/server-env';
import { createLogger } from '@bridal/server/logging/create-logger';
import { createMailTransport } from '@bridal/server/mail/mail-transport';
import { mailSubjects } from '@bridal/server/mail/render-email';
import { createMailQueue, type MailQueue } from '@bridal/server/queue/mail-queue';
import { createRedis } from '@bridal/server/queue/redis-connection';
import { deliverWebhook } from '@bridal/server/webhooks/deliver-webhook';
import { recordWebhookEvent } from '@bridal/server/webhooks/record-webhook-event';
import { createWebhookEndpoint } from '@bridal/server/webhooks/save-webhook-endpoint';
import { listWebhookDeliveries, resendWebhookDelivery } from '@bridal/server/webhooks/webhook-deliveries';
import { webhookDataSchemas, type WebhookEventType } from '@bridal/shared/webhooks/webhook-events';
import { startSmtpCapture } from '@bridal/testing/smtp-capture';
import { createTestDatabase, type TestDatabase } from '@bridal/testing/test-database';
import { createTestRedisPrefix, testRedisUrl } from '@bridal/testing/test-redis';
import { waitUntil } from '@bridal/testing/wait';
import { hasValidSignature, startWebhookReceiver } from '@bridal/testing/webhook-receiver';
import type { Worker } from 'bullmq';
import { startSendMailWorker } from '../send-mail/send-mail.processor';
import type { ScheduledJobs } from '../scheduled-job';
import { startWebhookDeliveries } from './send-webhook.processor';

let db: TestDatabase;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let mailQueue: MailQueue;
let mailWorker: Worker;
const deliveries: ScheduledJobs[] = [];
const redisPrefix = createTestRedisPrefix();
const redis = createRedis(testRedisUrl, 'worker');
const logger = createLogger({ level: 'silent', name: 'send-webhook-test' });

/** Tests wait on outcomes, never on the clock: retries come at once, a hanging receiver is given up quickly. */
const settings: WebhookSettings = {
  allowPrivateAddresses: true,
  timeoutMs: 1_000,
  retryDelaysMs: [0, 0],
  disableAfterFailedDeliveries: 2,
  disableAfterFailingMs: 0,
};

beforeAll(async () => {
  db = await createTestDatabase();
  smtp = await startSmtpCapture();
  receiver = await startWebhookReceiver((path, count) => {
    if (path === '/hang') return 'hang';
    if (path === '/down') return { status: 503, body: 'down for maintenance' };
    if (path === '/flaky' && count === 1) return { status: 500, body: 'not yet' };
    return { status: 200, body: 'thanks' };
  });
  mailQueue = createMailQueue(redis, redisPrefix.prefix);
  const transport = createMailTransport({ smtpUrl: smtp.url, from: 'Bridal Coach <no-reply@example.com>', logger });
  mailWorker = startSendMailWorker({
    connection: redis,
    prefix: redisPrefix.prefix,
    concurrency: 2,
    deps: { sql: db.sql, transport, publicUrl: 'http://localhost:3000', logger },
  });
  // Two workers, as two processes would run: each listens, each takes jobs.
  for (let worker = 0; worker < 2; worker += 1) {
    deliveries.push(
      await startWebhookDeliveries({
        connection: redis,
        prefix: redisPrefix.prefix,
        concurrency: 4,
        everyMs: 1_000,
        deps: { sql: db.sql, settings, mailQueue, logger },
      }),
    );
  }
}, 60_000);

afterAll(async () => {
  for (const started of deliveries) await started.close();
  await mailWorker.close();
  await mailQueue.close();
  await redis.quit().catch(() => redis.disconnect());
  await redisPrefix.cleanup();
  await receiver.stop();
  await smtp.stop();
  await db.drop();
});

let boutiques = 0;
/** A boutique open every day 09:00-17:00 in New York, with its owner and a bride. */
async function makeBoutique() {
  boutiques += 1;
  const hours = Array.from({ length: 7 }, () => [{ from: '09:00', to: '17:00' }]);
  const [boutique] = await db.sql<{ id: number }[]>`
    INSERT INTO boutiques (slug, name, time_zone, opening_hours, appointment_minutes, appointment_capacity)
    VALUES (${`hooks-${boutiques}`}, ${`Hooks ${boutiques}`}, 'America/New_York', ${db.sql.json(hours)}, 60, 50)
    RETURNING id`;
  const boutiqueId = boutique!.id;
  const ownerEmail = `owner${boutiques}@example.com`;
  await db.sql`
    INSERT INTO users (boutique_id, email, name, role, status) VALUES (${boutiqueId}, ${ownerEmail}, 'Odette', 'owner', 'active')`;
  const [bride] = await db.sql<{ id: string }[]>`
    INSERT INTO brides (boutique_id, name, answers, status) VALUES (${boutiqueId}, 'Ava', ${db.sql.json({})}, 'ready')
    RETURNING id`;
  return { boutiqueId, ownerEmail, brideId: bride!.id };
}

const addEndpoint = (boutiqueId: number, path: string, eventTypes: WebhookEventType[]) =>
  createWebhookEndpoint({
    sql: db.sql,
    boutiqueId,
    request: { url: receiver.url(path), eventTypes, description: '' },
    allowPrivateAddresses: true,
  });

const planReady = (boutiqueId: number, brideId: string) =>
  db.sql.begin((tx) =>
    recordWebhookEvent(tx, {
      boutiqueId,
      type: 'plan.ready',
      data: { brideId, readyAt: new Date().toISOString() },
      now: new Date(),
    }),
  );

const statusOf = async (deliveryId: string) =>
  (await db.sql<{ status: string }[]>`SELECT status FROM webhook_deliveries WHERE id = ${deliveryId}`)[0]?.status;

const settled = (deliveryIds: string[], timeoutMs = 20_000) =>
  waitUntil(
    async () => {
      const [row] = await db.sql<{ pending: number }[]>`
        SELECT count(*)::int AS pending FROM webhook_deliveries WHERE id = ANY (${deliveryIds}) AND status = 'pending'`;
      return row!.pending === 0;
    },
    { everyMs: 50, timeoutMs },
  );

// Wednesday 2 June 2027, 10:00 in New York; booked the day before.
const bookingNow = new Date('2027-06-01T12:00:00Z');
const startsAt = '2027-06-02T14:00:00.000Z';

describe('an event and its outbox', () => {
  it('writes the delivery in the transaction of the event: rolled back with it, delivered once committed, signed', async () => {
    const { boutiqueId, brideId } = await makeBoutique();
    const endpoint = await addEndpoint(boutiqueId, '/booked', ['appointment.booked']);
    const book = (tx: NonNullable<BookAppointmentOptions['tx']>) =>
      bookAppointment({
        sql: db.sql,
        changes: { redis, prefix: redisPrefix.prefix },
        boutiqueId,
        brideId,
        startsAt,
        bookedBy: 'staff',
        now: bookingNow,
        tx,
      });

    await expect(
      db.sql.begin(async (tx) => {
        await book(tx);
        throw new Error('the rest of the request failed');
      }),
    ).rejects.toThrow('the rest of the request failed');
    const outbox = async () =>
      (
        await db.sql<{ count: number }[]>`
        SELECT count(*)::int AS count FROM webhook_deliveries WHERE boutique_id = ${boutiqueId}`
      )[0]!.count;
    expect(await outbox()).toBe(0);

    const booked = await db.sql.begin((tx) => book(tx));
    expect(await outbox()).toBe(1);
    expect(await receiver.waitFor('/booked')).toBe(true);

    const [request] = receiver.received.filter((entry) => entry.path === '/booked');
    expect(hasValidSignature(request!, endpoint.secret)).toBe(true);
    expect(hasValidSignature(request!, 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw')).toBe(false);
    expect(request!.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    const payload = JSON.parse(request!.body);
    expect(payload).toEqual({
      type: 'appointment.booked',
      version: 1,
      timestamp: bookingNow.toISOString(),
      data: {
        appointmentId: booked.id,
        brideId,
        consultantId: null,
        startsAt,
        durationMinutes: 60,
        bookedBy: 'staff',
      },
    });
    expect(webhookDataSchemas['appointment.booked'].isValidSync(payload.data, { strict: true })).toBe(true);
  });
});

describe('delivery', () => {
  it('retries a 500 and logs both attempts, then sends again on request with the same message id', async () => {
    const { boutiqueId, brideId } = await makeBoutique();
    const endpoint = await addEndpoint(boutiqueId, '/flaky', ['plan.ready']);
    const [deliveryId] = await planReady(boutiqueId, brideId);
    expect(await settled([deliveryId!])).toBe(true);
    expect(await statusOf(deliveryId!)).toBe('succeeded');
    const [logged] = await listWebhookDeliveries({ sql: db.sql, boutiqueId, endpointId: endpoint.id });
    expect(logged!.attempts.map(({ statusCode, responseBody }) => [statusCode, responseBody])).toEqual([
      [500, 'not yet'],
      [200, 'thanks'],
    ]);

    const resent = await resendWebhookDelivery({ sql: db.sql, boutiqueId, deliveryId: deliveryId! });
    expect(await settled([resent.deliveryId])).toBe(true);
    expect(await statusOf(resent.deliveryId)).toBe('succeeded');
    const ids = receiver.received
      .filter((entry) => entry.path === '/flaky')
      .map((entry) => entry.headers['webhook-id']);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(1);
  });

  it('gives up on a receiver that never answers after the timeout, and logs why', async () => {
    const { boutiqueId, brideId } = await makeBoutique();
    await addEndpoint(boutiqueId, '/hang', ['plan.ready']);
    const [deliveryId] = await planReady(boutiqueId, brideId);
    expect(await settled([deliveryId!])).toBe(true);
    const attempts = await db.sql<{ statusCode: number | null; error: string }[]>`
      SELECT status_code, error FROM webhook_attempts WHERE delivery_id = ${deliveryId!} ORDER BY attempted_at`;
    expect(attempts).toEqual(Array(3).fill({ statusCode: null, error: 'timed out after 1 s' }));
    expect(await statusOf(deliveryId!)).toBe('failed');
  });

  it('switches an endpoint off after persistent failure and tells the owner once', async () => {
    const { boutiqueId, brideId, ownerEmail } = await makeBoutique();
    const endpoint = await addEndpoint(boutiqueId, '/down', ['plan.ready']);
    const first = await planReady(boutiqueId, brideId);
    const second = await planReady(boutiqueId, brideId);
    expect(await settled([...first, ...second])).toBe(true);
    const [state] = await db.sql<{ disabledAt: Date | null; disabledReason: string }[]>`
      SELECT disabled_at, disabled_reason FROM webhook_endpoints WHERE id = ${endpoint.id}`;
    expect(state!.disabledAt).not.toBeNull();
    expect(state!.disabledReason).toBe('failing');
    // Switched off, it is no longer sent anything.
    expect(await planReady(boutiqueId, brideId)).toEqual([]);

    const mail = await smtp.waitFor((message) => message.to.includes(ownerEmail));
    expect(mail.subject).toBe(mailSubjects.webhookDisabled);
    expect(
      await waitUntil(async () => (await mailQueue.getJobCountByTypes('waiting', 'active', 'delayed')) === 0, {
        everyMs: 50,
        timeoutMs: 10_000,
      }),
    ).toBe(true);
    expect(smtp.messages.filter((message) => message.to.includes(ownerEmail))).toHaveLength(1);
  });

  it('delivers each event exactly once with two workers listening', async () => {
    const { boutiqueId, brideId } = await makeBoutique();
    await addEndpoint(boutiqueId, '/once', ['plan.ready']);
    const ids = (await Promise.all(Array.from({ length: 20 }, () => planReady(boutiqueId, brideId)))).flat();
    expect(await settled(ids)).toBe(true);
    const received = receiver.received.filter((entry) => entry.path === '/once');
    expect(received).toHaveLength(20);
    expect(new Set(received.map((entry) => entry.headers['webhook-id'])).size).toBe(20);
    const [attempts] = await db.sql<{ count: number }[]>`
      SELECT count(*)::int AS count FROM webhook_attempts WHERE delivery_id = ANY (${ids})`;
    expect(attempts!.count).toBe(20);
  });

  it('refuses at delivery time an address that resolves to this machine, unless the operator allows it', async () => {
    const { boutiqueId } = await makeBoutique();
    const [endpoint] = await db.sql<{ id: string }[]>`
      INSERT INTO webhook_endpoints (boutique_id, url, event_types, secret)
      VALUES (${boutiqueId}, ${receiver.url('/rebound').replace('http://127.0.0.1', 'https://localhost')},
              ${['plan.ready']}, 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw')
      RETURNING id`;
    // Written without a notice to the listeners: this test attempts it by hand.
    const [event] = await db.sql<{ id: string }[]>`
      INSERT INTO webhook_events (boutique_id, type, payload) VALUES (${boutiqueId}, 'plan.ready', '{}') RETURNING id`;
    const [delivery] = await db.sql<{ id: string }[]>`
      INSERT INTO webhook_deliveries (boutique_id, event_id, endpoint_id)
      VALUES (${boutiqueId}, ${event!.id}, ${endpoint!.id}) RETURNING id`;
    const strict = { ...settings, allowPrivateAddresses: false, retryDelaysMs: [60_000] };
    expect(await deliverWebhook({ sql: db.sql, settings: strict, deliveryId: delivery!.id })).toEqual({
      outcome: 'retry',
      attempt: 1,
      delayMs: 60_000,
    });
    const [attempt] = await db.sql<{ statusCode: number | null; error: string }[]>`
      SELECT status_code, error FROM webhook_attempts WHERE delivery_id = ${delivery!.id}`;
    expect(attempt!.statusCode).toBeNull();
    expect(attempt!.error).toMatch(/^localhost resolves to (127\.0\.0\.1|::1), a private or internal address$/);
    expect(receiver.received.filter((entry) => entry.path === '/rebound')).toHaveLength(0);
  });
});
