import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bookingMessages } from '@bridal/server/appointments/schedule/booking-messages';
import { createToken, hashToken } from '@bridal/server/auth/tokens';
import { createLogger } from '@bridal/server/logging/create-logger';
import { tendWaitlists } from '@bridal/server/waitlist/tend-waitlists';
import { apiPaths } from '@bridal/shared/api/api-paths';
import { appointmentTypeMessages } from '@bridal/shared/appointments/appointment-types';
import type { BookingLinkView } from '@bridal/shared/appointments/booking';
import { type WaitlistDayView, type WaitlistOfferView, waitlistMessages } from '@bridal/shared/waitlist/waitlist';
import { boutiqueDate, instantAgo } from '@bridal/testing/boutique-day';
import {
  sampleBrideFields,
  signUpAndLogIn,
  surveyForm,
  type TestClient,
} from '../../../test/support/boutique-fixtures';
import { type MailWorker, type SmtpCapture, startMailWorker } from '../../../test/support/mail-worker';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

// A full day's waitlist: brides join from their booking link; a cancel frees the place, which is
// offered in order of joining by e-mail (the real worker, over SMTP to a server this test runs);
// the offer's link takes it through the booking transaction.
let t: TestApp;
let worker: MailWorker;
let smtp: SmtpCapture;
let admin: TestClient;
let slug: string;
let boutiqueId: number;
const zone = 'America/New_York';
const logger = createLogger({ level: 'silent', name: 'waitlist-test' });

// One slot a day (10:00 to 11:00), one place: one booking fills a day.
const oneSlot = Array.from({ length: 7 }, () => [{ from: '10:00', to: '11:00' }]);

beforeAll(async () => {
  t = await createTestApp();
  worker = await startMailWorker(t);
  smtp = worker.smtp;
  ({ slug, boutiqueId, client: admin } = await signUpAndLogIn(t, { boutiqueName: 'Wren Bridal' }));
  await t.sql`
    UPDATE boutiques SET opening_hours = ${t.sql.json(oneSlot)}, appointment_capacity = 1, appointment_minutes = 60,
                         time_zone = ${zone}, closed_dates = '{}'
    WHERE id = ${boutiqueId}`;
}, 120_000);

afterAll(async () => {
  await worker?.stop();
  await t?.close();
});

let brides = 0;
async function newBride(): Promise<{ brideId: string; bookingToken: string; email: string }> {
  brides += 1;
  const res = await t
    .client()
    .post('/api/surveys', surveyForm({ ...sampleBrideFields, name: `Bride${brides} Waits`, boutiqueName: slug }));
  expect(res.status).toBe(201);
  return { ...res.body, email: `waiting.${brides}.${Math.random().toString(36).slice(2, 7)}@example.com` };
}

/** The day `days` ahead, filled by a booking of its one slot; answers the day, the slot and the booking. */
async function fullDay(days: number) {
  const date = boutiqueDate(zone, days);
  const filler = await newBride();
  const view = (await t.client().get(apiPaths.booking.link(filler.bookingToken))).body as BookingLinkView;
  const slot = view.slots.find((s) => s.date === date);
  if (!slot) throw new Error(`no slot on ${date}`);
  const booked = await t.client().post(apiPaths.booking.link(filler.bookingToken), {
    startsAt: slot.startsAt,
    email: filler.email,
  });
  expect(booked.status).toBe(201);
  const [appointment] = await t.sql<{ id: string }[]>`
    SELECT id FROM appointments WHERE bride_id = ${filler.brideId} AND status = 'booked'`;
  return { date, startsAt: slot.startsAt, appointmentId: appointment!.id };
}

const join = (token: string, body: Record<string, unknown>) => t.client().post(apiPaths.booking.waitlist(token), body);

const offerTokenIn = async (to: string) => {
  const mail = await smtp.waitFor((m) => m.to.includes(to) && m.subject.includes('A time has freed up'), 20_000);
  const match = /\/waitlist-offer\/([A-Za-z0-9_-]{43})/.exec(mail.text);
  if (!match) throw new Error(`no offer link in: ${mail.text}`);
  return match[1]!;
};

const tend = (now = new Date()) => tendWaitlists({ sql: t.sql, mailQueue: t.deps.mailQueue, logger, now });

describe('joining a full day', () => {
  it('refuses bad input clearly, a day with free times, and a second join', async () => {
    const { date } = await fullDay(5);
    const bride = await newBride();
    const valid = { date, email: bride.email };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, date: '' }, 'Please choose the day you would like.'],
      [{ ...valid, date: '2026-13-45' }, 'Please choose a day from the calendar.'],
      [{ ...valid, email: 'nope' }, 'Please enter a valid email address'],
      [{ ...valid, partySize: 31 }, appointmentTypeMessages.partySize],
      [{ ...valid, partySize: 'many' }, appointmentTypeMessages.partySize],
      [{ ...valid, appointmentTypeId: 'bridal' }, appointmentTypeMessages.typeUnavailable],
      [{ ...valid, appointmentTypeId: randomUUID() }, appointmentTypeMessages.typeUnavailable],
      [{ ...valid, date: boutiqueDate(zone, 6) }, 'That day still has free times: please choose one of them.'],
      [{ ...valid, date: boutiqueDate(zone, 90) }, 'Please choose a day within the next 60 days.'],
      [{ ...valid, date: boutiqueDate(zone, -2) }, 'Please choose a day within the next 60 days.'],
    ];
    for (const [body, message] of cases) {
      const res = await join(bride.bookingToken, body);
      expect({ body, status: res.status, error: res.body.error }).toEqual({ body, status: 400, error: message });
    }
    expect((await join('x'.repeat(43), valid)).status).toBe(404);
    const joined = await join(bride.bookingToken, { ...valid, partySize: 3 });
    expect(joined.status).toBe(201);
    expect(joined.body).toEqual({ date, ahead: 0 });
    const again = await join(bride.bookingToken, valid);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('You are already on the waitlist for that day.');
    const second = await newBride();
    expect((await join(second.bookingToken, { date, email: second.email })).body).toEqual({ date, ahead: 1 });
  });
});

describe('a freed place', () => {
  it('is offered in order of joining, held from others, passed on when it lapses, and booked by the link', async () => {
    const { date, startsAt, appointmentId } = await fullDay(8);
    const first = await newBride();
    const second = await newBride();
    expect((await join(first.bookingToken, { date, email: first.email })).status).toBe(201);
    expect((await join(second.bookingToken, { date, email: second.email })).status).toBe(201);

    // A no-show-free cancel by staff frees the place: the first bride is offered it.
    expect((await admin.post(apiPaths.appointments.cancel(appointmentId), {})).status).toBe(200);
    const firstToken = await offerTokenIn(first.email);
    const offer = (await t.client().get(apiPaths.waitlist.offer(firstToken))).body as WaitlistOfferView;
    expect(offer).toMatchObject({
      status: 'live',
      startsAt,
      durationMinutes: 60,
      bride: { firstName: expect.any(String) },
    });
    expect(Date.parse(offer.expiresAt) - Date.now()).toBeGreaterThan(110 * 60_000);

    // While it holds, the place is taken for everyone else's link.
    const other = await newBride();
    const view = (await t.client().get(apiPaths.booking.link(other.bookingToken))).body as BookingLinkView;
    expect(view.slots.some((s) => s.date === date)).toBe(false);
    const taking = await t.client().post(apiPaths.booking.link(other.bookingToken), { startsAt, email: other.email });
    expect(taking.status).toBe(409);
    expect(taking.body.error).toBe(bookingMessages.full);

    // Staff see the day's list with the live offer.
    const day = (await admin.get(`${apiPaths.waitlist.day}?date=${date}`)).body as WaitlistDayView;
    expect(day.entries.map((e) => [e.status, e.offer?.startsAt ?? null])).toEqual([
      ['offered', startsAt],
      ['waiting', null],
    ]);

    // Unanswered in its time, it lapses and goes to the next bride; the first link then says so.
    await t.sql`UPDATE waitlist_offers SET expires_at = ${instantAgo({ seconds: 1 })} WHERE status = 'live'`;
    const report = await tend();
    expect(report).toMatchObject({ lapsedOffers: 1, offersMade: 1 });
    const secondToken = await offerTokenIn(second.email);
    const lapsed = await t.client().post(apiPaths.waitlist.accept(firstToken), {});
    expect(lapsed.status).toBe(409);
    expect(lapsed.body.error).toBe('This offer has expired and went to the next bride on the waitlist.');

    const accepted = await t.client().post(apiPaths.waitlist.accept(secondToken), {});
    expect(accepted.status).toBe(201);
    expect(accepted.body.appointment).toEqual({ startsAt, durationMinutes: 60, status: 'booked' });
    expect(accepted.body.email).toBe(second.email);
    await smtp.waitFor((m) => m.to.includes(second.email) && m.subject === 'Your bridal appointment is booked', 20_000);
    const entries = await t.sql<{ brideId: string; status: string; booked: boolean }[]>`
      SELECT bride_id, status, booked_appointment_id IS NOT NULL AS booked FROM waitlist_entries
      WHERE boutique_id = ${boutiqueId} AND local_date = ${date} ORDER BY created_at`;
    expect(entries).toEqual([
      { brideId: first.brideId, status: 'waiting', booked: false },
      { brideId: second.brideId, status: 'booked', booked: true },
    ]);
    const used = await t.client().post(apiPaths.waitlist.accept(secondToken), {});
    expect(used.status).toBe(409);
    expect(used.body.error).toBe('This offer has already been taken. We will e-mail you if another time frees up.');
  }, 120_000);
});

describe('a bride waiting for a type', () => {
  it("is offered a freed time of her type's length and buffer, and booked as that type with her party", async () => {
    // Open 10:00 to 12:00, one place: a plain hour at 10:00 leaves 11:00 free for another hour,
    // but no room for a 90-minute fitting with 15 minutes after it.
    const other = await signUpAndLogIn(t, { boutiqueName: 'Tamsin Bridal' });
    const twoHours = Array.from({ length: 7 }, () => [{ from: '10:00', to: '12:00' }]);
    await t.sql`
      UPDATE boutiques SET opening_hours = ${t.sql.json(twoHours)}, appointment_capacity = 1, appointment_minutes = 60,
                           time_zone = ${zone}, closed_dates = '{}'
      WHERE id = ${other.boutiqueId}`;
    const type = await other.client.post(apiPaths.appointmentTypes.list, {
      name: 'Bridesmaids',
      durationMinutes: 90,
      bufferMinutes: 15,
      maxParty: 4,
    });
    expect(type.status).toBe(201);
    const typeId = type.body.id as string;
    const bride = async () => {
      brides += 1;
      const res = await t
        .client()
        .post(
          '/api/surveys',
          surveyForm({ ...sampleBrideFields, name: `Maid${brides} Waits`, boutiqueName: other.slug }),
        );
      return { ...res.body, email: `maid.${brides}@example.com` } as {
        brideId: string;
        bookingToken: string;
        email: string;
      };
    };
    const date = boutiqueDate(zone, 9);
    const filler = await bride();
    const plain = (await t.client().get(apiPaths.booking.link(filler.bookingToken))).body as BookingLinkView;
    const tenOClock = plain.slots.find((slot) => slot.date === date)!.startsAt;
    expect(
      (await t.client().post(apiPaths.booking.link(filler.bookingToken), { startsAt: tenOClock, email: filler.email }))
        .status,
    ).toBe(201);

    const waiting = await bride();
    const valid = { date, email: waiting.email, appointmentTypeId: typeId };
    const plainJoin = await join(waiting.bookingToken, { date, email: waiting.email });
    expect(plainJoin.body.error).toBe(waitlistMessages.notFull);
    const tooMany = await join(waiting.bookingToken, { ...valid, partySize: 5 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toBe(appointmentTypeMessages.partyTooLarge('Bridesmaids', 4));
    expect((await join(waiting.bookingToken, { ...valid, partySize: 3 })).status).toBe(201);

    const [booked] = await t.sql<{ id: string }[]>`
      SELECT id FROM appointments WHERE bride_id = ${filler.brideId} AND status = 'booked'`;
    expect((await other.client.post(apiPaths.appointments.cancel(booked!.id), {})).status).toBe(200);
    const token = await offerTokenIn(waiting.email);
    const [offer] = await t.sql<{ startsAt: Date; durationMinutes: number; bufferMinutes: number }[]>`
      SELECT starts_at, duration_minutes, buffer_minutes FROM waitlist_offers WHERE boutique_id = ${other.boutiqueId}`;
    expect(offer).toEqual({ startsAt: new Date(tenOClock), durationMinutes: 90, bufferMinutes: 15 });
    // Her hold takes the plain 11:00 hour too: it overlaps her fitting and its buffer.
    const third = await bride();
    const seen = (await t.client().get(apiPaths.booking.link(third.bookingToken))).body as BookingLinkView;
    expect(seen.slots.filter((slot) => slot.date === date)).toEqual([]);

    const accepted = await t.client().post(apiPaths.waitlist.accept(token), {});
    expect(accepted.status).toBe(201);
    expect(accepted.body.appointment).toEqual({ startsAt: tenOClock, durationMinutes: 90, status: 'booked' });
    const [appointment] = await t.sql<{ typeId: string; partySize: number; bufferMinutes: number }[]>`
      SELECT appointment_type_id AS type_id, party_size, buffer_minutes FROM appointments
      WHERE bride_id = ${waiting.brideId} AND status = 'booked'`;
    expect(appointment).toEqual({ typeId, partySize: 3, bufferMinutes: 15 });
  }, 120_000);
});

describe('accepting at once', () => {
  /** A live offer of the day's one place to a new bride on its list, made directly (its token answered). */
  async function liveOffer(date: string, startsAt: string): Promise<string> {
    const bride = await newBride();
    const token = createToken();
    const [entry] = await t.sql<{ id: string }[]>`
      INSERT INTO waitlist_entries (boutique_id, bride_id, local_date, status)
      VALUES (${boutiqueId}, ${bride.brideId}, ${date}, 'offered') RETURNING id`;
    await t.sql`
      INSERT INTO waitlist_offers (boutique_id, entry_id, starts_at, duration_minutes, expires_at, token_hash, mail_status)
      VALUES (${boutiqueId}, ${entry!.id}, ${startsAt}, 60, ${new Date(Date.now() + 3_600_000)}, ${hashToken(token)}, 'sent')`;
    return token;
  }

  const bookedOn = async (startsAt: string) =>
    (
      await t.sql<{ n: number }[]>`
        SELECT count(*)::int AS n FROM appointments
        WHERE boutique_id = ${boutiqueId} AND starts_at = ${startsAt} AND status = 'booked'`
    )[0]!.n;

  it('gives the place once when the same link is used twice at once', async () => {
    const { date, startsAt, appointmentId } = await fullDay(10);
    await t.sql`UPDATE appointments SET status = 'cancelled', cancelled_at = now() WHERE id = ${appointmentId}`;
    const token = await liveOffer(date, startsAt);
    const answers = await Promise.all([1, 2].map(() => t.client().post(apiPaths.waitlist.accept(token), {})));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await bookedOn(startsAt)).toBe(1);
  }, 60_000);

  it('gives one place to one bride when two accept offers of it at once', async () => {
    const { date, startsAt, appointmentId } = await fullDay(11);
    await t.sql`UPDATE appointments SET status = 'cancelled', cancelled_at = now() WHERE id = ${appointmentId}`;
    const tokens = [await liveOffer(date, startsAt), await liveOffer(date, startsAt)];
    const answers = await Promise.all(tokens.map((token) => t.client().post(apiPaths.waitlist.accept(token), {})));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body.error).toBe(
      'Sorry, that time was just taken. You stay on the waitlist for other times that day.',
    );
    expect(await bookedOn(startsAt)).toBe(1);
    const statuses = await t.sql<{ status: string }[]>`
      SELECT e.status FROM waitlist_entries e WHERE e.boutique_id = ${boutiqueId} AND e.local_date = ${date}
      ORDER BY e.status`;
    expect(statuses.map((s) => s.status)).toEqual(['booked', 'waiting']);
  }, 60_000);

  it('refuses a tampered or unknown offer link', async () => {
    for (const token of ['not-a-token', 'x'.repeat(43)]) {
      expect((await t.client().get(apiPaths.waitlist.offer(token))).status).toBe(404);
      const res = await t.client().post(apiPaths.waitlist.accept(token), {});
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('This link is not valid.');
    }
  });
});

describe("staff and the day's list", () => {
  it('lists a day, refuses a bad date, and takes a bride off (her live offer withdrawn, the place offered on)', async () => {
    const { date, appointmentId } = await fullDay(13);
    const first = await newBride();
    const second = await newBride();
    await join(first.bookingToken, { date, email: first.email });
    await join(second.bookingToken, { date, email: second.email });
    expect((await admin.get(`${apiPaths.waitlist.day}?date=2026-02-31x`)).status).toBe(400);
    expect((await admin.post(apiPaths.appointments.cancel(appointmentId), {})).status).toBe(200);
    const firstToken = await offerTokenIn(first.email);
    const day = (await admin.get(`${apiPaths.waitlist.day}?date=${date}`)).body as WaitlistDayView;
    expect(day.date).toBe(date);
    const removed = await admin.delete(apiPaths.waitlist.entry(day.entries[0]!.id));
    expect(removed.status).toBe(204);
    expect((await admin.delete(apiPaths.waitlist.entry(day.entries[0]!.id))).status).toBe(404);
    expect((await admin.delete(apiPaths.waitlist.entry('not-a-uuid'))).status).toBe(404);
    expect(((await t.client().get(apiPaths.waitlist.offer(firstToken))).body as WaitlistOfferView).status).toBe(
      'withdrawn',
    );
    await offerTokenIn(second.email);
  }, 120_000);

  it('lapses the entries of a day that has passed', async () => {
    const bride = await newBride();
    const yesterday = boutiqueDate(zone, -1);
    await t.sql`
      INSERT INTO waitlist_entries (boutique_id, bride_id, local_date) VALUES (${boutiqueId}, ${bride.brideId}, ${yesterday})`;
    await tend();
    const [entry] = await t.sql<{ status: string }[]>`
      SELECT status FROM waitlist_entries WHERE bride_id = ${bride.brideId}`;
    expect(entry!.status).toBe('lapsed');
  });
});
