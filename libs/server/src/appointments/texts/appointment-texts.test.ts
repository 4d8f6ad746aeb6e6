import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { createTestDatabase, type TestDatabase } from '@bridal/testing/test-database';
import { createTestRedisPrefix, testRedisUrl } from '@bridal/testing/test-redis';
import { startTwilioStandIn, type TwilioStandIn } from '@bridal/testing/twilio-stand-in';
import { bookAppointment } from '../book-appointment';
import { cancelAppointment } from '../cancel-appointment';
import { sealSecret } from '../../sms/seal-secret';
import { recordSmsConsent } from '../../sms/sms-consent';
import { createTwilioProvider } from '../../sms/twilio-provider';
import { answerInboundText } from './answer-inbound-text';
import { deliverAppointmentText, type SmsRuntime } from './deliver-appointment-text';

// The text outbox and the inbound webhook against the Twilio stand-in, through the official SDK.
let db: TestDatabase;
let redis: Redis;
let standIn: TwilioStandIn;
let sms: SmsRuntime;
let boutiqueId: number;
let otherBoutiqueId: number;
const redisPrefix = createTestRedisPrefix();
const key = Buffer.alloc(32, 3);
const accountSid = `AC${'1'.repeat(32)}`;
const authToken = 'a'.repeat(32);
const otherSid = `AC${'2'.repeat(32)}`;
const otherToken = 'b'.repeat(32);
const fromNumber = '+15005550006';
const publicUrl = 'http://localhost:3000';

// Tuesday 1 June 2027, 12:00 EDT; opening 10:00-17:00 every day.
const now = new Date('2027-06-01T16:00:00Z');
// Friday 4 June 14:00 EDT: reminders due Wednesday and Thursday 14:00 EDT.
const fridayAt14 = '2027-06-04T18:00:00.000Z';
const hour = 3_600_000;
const at = (iso: string, plusMs = 0) => new Date(new Date(iso).getTime() + plusMs);
const changes = () => ({ redis, prefix: redisPrefix.prefix });

let phoneCounter = 0;
async function newBride(name: string, consent = true, bid = boutiqueId) {
  phoneCounter += 1;
  const phone = `+1212555${String(1000 + phoneCounter)}`;
  const [row] = await db.sql<{ id: string }[]>`
    INSERT INTO brides (boutique_id, name, answers, status, email, phone)
    VALUES (${bid}, ${name}, ${db.sql.json({})}, 'ready', '', ${phone}) RETURNING id`;
  if (consent) await recordSmsConsent(db.sql, { boutiqueId: bid, brideId: row!.id, phone, now });
  return { brideId: row!.id, phone };
}

const book = (brideId: string, startsAt = fridayAt14, bid = boutiqueId) =>
  bookAppointment({ sql: db.sql, changes: changes(), boutiqueId: bid, brideId, startsAt, bookedBy: 'staff', now });

const texts = (appointmentId: string) =>
  db.sql<{ id: string; kind: string; status: string; dueAt: Date }[]>`
    SELECT id, kind, status, due_at FROM appointment_texts WHERE appointment_id = ${appointmentId} ORDER BY due_at`;

/** Sends every text of the appointment due by `when`, as the worker would. */
async function sendDue(appointmentId: string, when: Date) {
  for (const text of await texts(appointmentId)) {
    if (text.status === 'pending' && text.dueAt <= when) {
      await deliverAppointmentText({ sql: db.sql, publicUrl, sms, textId: text.id, now: when });
    }
  }
}

const inbound = (from: string, body: string, options: { signWith?: string; bid?: number; sid?: string } = {}) =>
  standIn.postInbound(
    `${standInWebhook}/${options.bid ?? boutiqueId}`,
    { accountSid: options.sid ?? accountSid, from, to: fromNumber, body },
    { signWith: options.signWith },
  );

// The stand-in posts to a tiny server that hands the request to answerInboundText, as the route does.
let standInWebhook = '';
let webhookServer: Server;

beforeAll(async () => {
  db = await createTestDatabase();
  redis = new Redis(testRedisUrl, { maxRetriesPerRequest: 1 });
  standIn = await startTwilioStandIn({ [accountSid]: authToken, [otherSid]: otherToken });
  sms = { provider: createTwilioProvider({ apiBase: standIn.url }), encryptionKey: key };
  const hours = Array.from({ length: 7 }, () => [{ from: '10:00', to: '17:00' }]);
  const ids: number[] = [];
  for (const [slug, sid, token] of [
    ['texts-a', accountSid, authToken],
    ['texts-b', otherSid, otherToken],
  ] as const) {
    const [row] = await db.sql<{ id: number }[]>`
      INSERT INTO boutiques (slug, name, time_zone, opening_hours, appointment_minutes, appointment_capacity, phone)
      VALUES (${slug}, ${`Lace ${slug}`}, 'America/New_York', ${db.sql.json(hours)}, 60, 5, '+1 212 555 0199')
      RETURNING id`;
    await db.sql`
      INSERT INTO boutique_sms_settings (boutique_id, enabled, account_sid, auth_token_sealed, from_number)
      VALUES (${row!.id}, true, ${sid}, ${sealSecret(token, key)}, ${fromNumber})`;
    ids.push(row!.id);
  }
  [boutiqueId, otherBoutiqueId] = ids as [number, number];
  webhookServer = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const bid = Number(request.url!.split('/').pop());
      void answerInboundText(
        { sql: db.sql, publicUrl, sms, now },
        {
          boutiqueId: bid,
          url: `${standInWebhook}/${bid}`,
          signature: String(request.headers['x-twilio-signature'] ?? ''),
          params: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
        },
      ).then((answer) => {
        if (answer.outcome !== 'answered') {
          response.writeHead(answer.outcome === 'forbidden' ? 403 : 404).end();
          return;
        }
        const document = sms.provider.replyDocument(answer.reply);
        response.writeHead(200, { 'content-type': document.contentType }).end(document.body);
      });
    });
  });
  await new Promise<void>((resolve) => webhookServer.listen(0, '127.0.0.1', resolve));
  const address = webhookServer.address() as AddressInfo;
  standInWebhook = `http://127.0.0.1:${address.port}/api/sms/twilio`;
});

afterAll(async () => {
  await new Promise((resolve) => webhookServer.close(resolve));
  await standIn.stop();
  await redisPrefix.cleanup();
  redis.disconnect();
  await db.drop();
});

describe('texts about her appointment', () => {
  it('confirms the booking and reminds her 48 h and 24 h before, asking her to reply C, with her link', async () => {
    const { brideId, phone } = await newBride('Ava');
    const booked = await book(brideId);
    expect((await texts(booked.id)).map((t) => [t.kind, t.dueAt.toISOString()])).toEqual([
      ['booked', now.toISOString()],
      ['reminder', at(fridayAt14, -48 * hour).toISOString()],
      ['reminder', at(fridayAt14, -24 * hour).toISOString()],
    ]);
    await sendDue(booked.id, now);
    expect(standIn.textsTo(phone)).toHaveLength(1);
    expect(standIn.textsTo(phone)[0]!.body).toMatch(
      /booked for Fri Jun 4, 2:00 PM.*http:\/\/localhost:3000\/appointment\//,
    );
    expect(standIn.textsTo(phone)[0]!.from).toBe(fromNumber);
    const [before] = await db.sql<
      { remindedAt: Date | null }[]
    >`SELECT reminded_at FROM appointments WHERE id = ${booked.id}`;
    expect(before!.remindedAt).toBeNull();

    const firstReminderAt = at(fridayAt14, -48 * hour);
    await sendDue(booked.id, firstReminderAt);
    expect(standIn.textsTo(phone)[1]!.body).toMatch(/Reply C to confirm/);
    await sendDue(booked.id, at(fridayAt14, -24 * hour));
    expect(standIn.textsTo(phone)).toHaveLength(3);
    const [after] = await db.sql<{ remindedAt: Date }[]>`SELECT reminded_at FROM appointments WHERE id = ${booked.id}`;
    expect(after!.remindedAt.toISOString()).toBe(firstReminderAt.toISOString());
  });

  it('sends nothing to a bride who did not consent, and nothing once the appointment is cancelled', async () => {
    const { brideId, phone } = await newBride('Bea', false);
    const booked = await book(brideId, '2027-06-04T15:00:00.000Z');
    await sendDue(booked.id, now);
    expect(standIn.textsTo(phone)).toHaveLength(0);
    expect((await texts(booked.id))[0]!.status).toBe('skipped');

    const consenting = await newBride('Cleo');
    const other = await book(consenting.brideId, '2027-06-04T16:00:00.000Z');
    await cancelAppointment({ sql: db.sql, changes: changes(), appointmentId: other.id, boutiqueId, now });
    await sendDue(other.id, at(fridayAt14, -24 * hour));
    expect(standIn.textsTo(consenting.phone).filter((t) => /Reply C/.test(t.body))).toHaveLength(0);
  });

  it('ends a text to a number Twilio refuses (21211) as failed, not retried', async () => {
    const { brideId } = await newBride('Dora');
    // Twilio's documented test number for an invalid 'To'.
    await db.sql`UPDATE sms_consents SET phone = '+15005550001' WHERE bride_id = ${brideId}`;
    const booked = await book(brideId, '2027-06-04T17:00:00.000Z');
    await sendDue(booked.id, now);
    const [row] = await texts(booked.id);
    expect(row!.status).toBe('failed');
    expect(standIn.refused.some((refusal) => refusal.code === 21211)).toBe(true);
  });
});

describe('her replies', () => {
  it('C confirms her next appointment by text and answers her', async () => {
    const { brideId, phone } = await newBride('Eve');
    const booked = await book(brideId, '2027-06-05T14:00:00.000Z');
    const answer = await inbound(phone, ' c ');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatch(/<Response><Message>.*confirmed.*<\/Message><\/Response>/);
    const [row] = await db.sql<{ confirmedVia: string; confirmedAt: Date }[]>`
      SELECT confirmed_via, confirmed_at FROM appointments WHERE id = ${booked.id}`;
    expect(row).toEqual({ confirmedVia: 'sms', confirmedAt: now });
  });

  it('STOP opts her out at once (twice is harmless): her next reminder is not sent; START opts her back in', async () => {
    const { brideId, phone } = await newBride('Fay');
    const booked = await book(brideId, '2027-06-05T15:00:00.000Z');
    await sendDue(booked.id, now);
    expect(standIn.textsTo(phone)).toHaveLength(1);
    expect((await inbound(phone, 'STOP')).body).toMatch(/no more texts/);
    const second = await inbound(phone, 'stop');
    expect(second.status).toBe(200);
    await sendDue(booked.id, at('2027-06-05T15:00:00.000Z', -24 * hour));
    expect(standIn.textsTo(phone)).toHaveLength(1);
    expect((await texts(booked.id)).filter((t) => t.kind === 'reminder').map((t) => t.status)).toEqual([
      'skipped',
      'skipped',
    ]);
    // Stopped, C still confirms but she is sent nothing back.
    expect((await inbound(phone, 'C')).body).not.toMatch(/<Message>/);
    expect((await inbound(phone, 'START')).body).toMatch(/back on/);
    const [consent] = await db.sql<
      { optedOutAt: Date | null }[]
    >`SELECT opted_out_at FROM sms_consents WHERE bride_id = ${brideId}`;
    expect(consent!.optedOutAt).toBeNull();
  });

  it('HELP names the boutique and how to reach it; anything else gets her manage link', async () => {
    const { brideId, phone } = await newBride('Gia');
    await book(brideId, '2027-06-05T16:00:00.000Z');
    expect((await inbound(phone, 'help')).body).toMatch(/Lace texts-a: .*Call us at \+1 212 555 0199/);
    expect((await inbound(phone, 'Can I come later?')).body).toMatch(
      /http:\/\/localhost:3000\/appointment\/[A-Za-z0-9_-]{43}/,
    );
  });

  it('answers an unknown number politely and changes nothing', async () => {
    const answer = await inbound('+19175550123', 'C');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatch(/could not match this number/);
    const confirmed =
      await db.sql`SELECT 1 FROM appointments WHERE confirmed_via = 'sms' AND boutique_id = ${otherBoutiqueId}`;
    expect(confirmed).toHaveLength(0);
  });

  it("refuses a bad signature, and one made with another boutique's token, and changes nothing", async () => {
    const { brideId, phone } = await newBride('Hana');
    const booked = await book(brideId, '2027-06-05T17:00:00.000Z');
    expect((await inbound(phone, 'C', { signWith: 'x'.repeat(32) })).status).toBe(403);
    // Boutique B's own account signing a text to boutique A's webhook.
    expect((await inbound(phone, 'STOP', { signWith: otherToken })).status).toBe(403);
    // A's bride's number texting B's webhook (signed by B): B does not know her.
    expect((await inbound(phone, 'C', { bid: otherBoutiqueId, sid: otherSid })).body).toMatch(/could not match/);
    const [row] = await db.sql<
      { confirmedAt: Date | null }[]
    >`SELECT confirmed_at FROM appointments WHERE id = ${booked.id}`;
    expect(row!.confirmedAt).toBeNull();
    const [consent] = await db.sql<
      { optedOutAt: Date | null }[]
    >`SELECT opted_out_at FROM sms_consents WHERE bride_id = ${brideId}`;
    expect(consent!.optedOutAt).toBeNull();
  });
});
