import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { deliverAppointmentMail } from '@bridal/server/appointments/notify/deliver-appointment-mail';
import { appointmentMailJobId } from '@bridal/server/appointments/notify/enqueue-appointment-mails';
import {
  appointmentMailLostAfterMs,
  requeueLostAppointmentMails,
} from '@bridal/server/appointments/notify/requeue-lost-appointment-mails';
import { createLogger } from '@bridal/server/logging/create-logger';
import { createMailQueue } from '@bridal/server/queue/mail-queue';
import { formatAppointmentTime } from '@bridal/server/mail/render-appointment-email';
import type { MailMessage } from '@bridal/server/mail/mail-transport';
import { apiPaths } from '@bridal/shared/api/api-paths';
import type { BookingLinkView, BookingSlot } from '@bridal/shared/appointments/booking';
import { boutiqueDate } from '@bridal/testing/boutique-day';
import type { CapturedMail } from '@bridal/testing/smtp-capture';
import { sampleBrideFields, signUpAndLogIn, surveyForm } from '../../../test/support/boutique-fixtures';
import { whileRedisIsAway } from '../../../test/support/dashboard-counters';
import { type MailWorker, type SmtpCapture, startMailWorker } from '../../../test/support/mail-worker';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { instantAgo } from '@bridal/testing/boutique-day';

// The bride's own links: her survey answers a 'book' link; her e-mails (sent by the real worker,
// over SMTP to a server this test runs) carry a 'manage' link to move or cancel.
let t: TestApp;
let worker: MailWorker;
let smtp: SmtpCapture;
let slug: string;
let boutiqueId: number;

const allDay = Array.from({ length: 7 }, () => [{ from: '00:00', to: '23:59' }]);

beforeAll(async () => {
  t = await createTestApp();
  worker = await startMailWorker(t);
  smtp = worker.smtp;
  ({ slug, boutiqueId } = await signUpAndLogIn(t, { boutiqueName: 'Hollis Bridal Atelier' }));
  // Open all week, one fitting room: slots exist whenever the test runs, and one booking fills one.
  await t.sql`
    UPDATE boutiques SET opening_hours = ${t.sql.json(allDay)}, appointment_capacity = 1, time_zone = 'America/New_York',
                         address = '44 Exchange Street, Portland, ME'
    WHERE id = ${boutiqueId}`;
});

afterAll(async () => {
  await worker?.stop();
  await t?.close();
});

async function newBride(name = 'Nora Quill'): Promise<{ brideId: string; bookingToken: string }> {
  const res = await t.client().post('/api/surveys', surveyForm({ ...sampleBrideFields, name, boutiqueName: slug }));
  expect(res.status).toBe(201);
  return res.body;
}

const email = () => `bride.${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A free slot at least `days` local days ahead (so its reminder is due later). */
async function slotAhead(token: string, days = 3): Promise<BookingSlot> {
  const view = (await t.client().get(apiPaths.booking.link(token))).body as BookingLinkView;
  const day = boutiqueDate(view.boutique.timeZone, days);
  const slot = view.slots.find((s) => s.date >= day);
  if (!slot) throw new Error('no slot ahead');
  return slot;
}

const manageTokenIn = (mail: CapturedMail) => {
  const match = /http:\/\/localhost:3000\/appointment\/([A-Za-z0-9_-]{43})/.exec(mail.text);
  if (!match) throw new Error(`no manage link in: ${mail.text}`);
  return match[1]!;
};

/** Her reminder still to send (a row of the outbox) and the state of its job on the mail queue. */
async function pendingReminder(appointmentId: string) {
  const [row] = await t.sql<{ id: string; dueAt: Date }[]>`
    SELECT id, due_at FROM appointment_mails
    WHERE appointment_id = ${appointmentId} AND kind = 'reminder' AND status = 'pending'`;
  if (!row) return undefined;
  const job = await t.deps.mailQueue.getJob(appointmentMailJobId(row.id));
  return { ...row, job, state: await job?.getState() };
}

const mailTo = (to: string, subject: string) =>
  smtp.waitFor((mail) => mail.to.includes(to) && mail.subject === subject, 15_000);

describe('the survey answers a booking link', () => {
  it('gives the bride her single-use token and stores only its hash', async () => {
    const { brideId, bookingToken } = await newBride();
    expect(bookingToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.sql<{ purpose: string; days: number; stored: number }[]>`
      SELECT purpose, round(extract(epoch FROM expires_at - created_at) / 86400)::int AS days,
             length(token_hash) AS stored
      FROM appointment_links WHERE bride_id = ${brideId}`;
    expect(rows).toEqual([{ purpose: 'book', days: 30, stored: 32 }]);
  });
});

describe('GET /api/booking/:token', () => {
  it("answers her boutique, her first name and the next 60 days' free slots", async () => {
    const { bookingToken } = await newBride('Ada Lovelace Byron');
    const res = await t.client().get(apiPaths.booking.link(bookingToken));
    expect(res.status).toBe(200);
    const view = res.body as BookingLinkView;
    expect(view.purpose).toBe('book');
    expect(view.boutique).toEqual({
      name: 'Hollis Bridal Atelier',
      timeZone: 'America/New_York',
      phone: expect.any(String),
      address: '44 Exchange Street, Portland, ME',
    });
    expect(view.bride).toEqual({ firstName: 'Ada' });
    expect(view.appointment).toBeUndefined();
    expect(view.slots.length).toBeGreaterThan(50);
    expect(new Set(view.slots.map((s) => s.date)).size).toBeGreaterThanOrEqual(59);
    expect(Date.parse(view.slots[0]!.startsAt)).toBeGreaterThan(Date.now());
  });

  it('refuses an unknown, tampered or expired token with a clear message', async () => {
    const { brideId, bookingToken } = await newBride();
    const tampered = (bookingToken[0] === 'A' ? 'B' : 'A') + bookingToken.slice(1);
    for (const token of [tampered, 'not-a-token', 'x'.repeat(43), `${bookingToken}x`]) {
      const res = await t.client().get(apiPaths.booking.link(token));
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('This link is not valid.');
    }
    await t.sql`UPDATE appointment_links SET expires_at = ${instantAgo({ seconds: 1 })} WHERE bride_id = ${brideId}`;
    const expired = await t.client().get(apiPaths.booking.link(bookingToken));
    expect(expired.status).toBe(404);
    expect(expired.body.error).toBe('This link has expired.');
  });
});

describe('booking with a book link', () => {
  it('refuses bad input field by field and keeps the link', async () => {
    const { bookingToken } = await newBride();
    const slot = await slotAhead(bookingToken);
    const valid = { startsAt: slot.startsAt, email: email(), phone: '+1 (207) 555-0142', followUpConsent: true };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...valid, email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
      [{ ...valid, email: '' }, 'email', 'Email is required'],
      [
        { ...valid, phone: 'call me maybe' },
        'phone',
        'Please enter a valid phone number (digits, spaces, + ( ) - only).',
      ],
      [{ ...valid, phone: '12345' }, 'phone', 'Please enter a valid phone number (digits, spaces, + ( ) - only).'],
      [
        { ...valid, phone: '1'.repeat(21) },
        'phone',
        'Please enter a valid phone number (digits, spaces, + ( ) - only).',
      ],
      [{ ...valid, followUpConsent: 'yes' }, 'followUpConsent', 'Please tick the box or leave it empty.'],
      [{ ...valid, followUpConsent: 'true' }, 'followUpConsent', 'Please tick the box or leave it empty.'],
      [{ ...valid, followUpConsent: 1 }, 'followUpConsent', 'Please tick the box or leave it empty.'],
      [{ ...valid, followUpConsent: null }, 'followUpConsent', 'Please tick the box or leave it empty.'],
      [{ ...valid, startsAt: 'tomorrow at ten' }, 'startsAt', 'Please choose one of the times offered.'],
      [{ ...valid, startsAt: '' }, 'startsAt', 'Please choose a time.'],
      [{ ...valid, startsAt: undefined }, 'startsAt', 'Please choose a time.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await t.client().post(apiPaths.booking.link(bookingToken), body);
      expect([res.status, res.body.fields?.[field]]).toEqual([400, message]);
    }
    const notJson = await t.client().post(apiPaths.booking.link(bookingToken), 'startsAt=1', {
      'content-type': 'text/plain',
    });
    expect(notJson.status).toBe(415);
    // A past time or one outside the hours: 400 naming why.
    const past = await t.client().post(apiPaths.booking.link(bookingToken), {
      ...valid,
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
    });
    expect([past.status, past.body.error]).toEqual([400, 'That time has already passed.']);
    await t.sql`UPDATE boutiques SET closed_dates = ARRAY[${slot.date}::date] WHERE id = ${boutiqueId}`;
    const closed = await t.client().post(apiPaths.booking.link(bookingToken), valid);
    await t.sql`UPDATE boutiques SET closed_dates = '{}' WHERE id = ${boutiqueId}`;
    expect(closed.status).toBe(400);
    expect(closed.body.error).toMatch(/^The boutique is closed on /);
    // Nothing was booked and the link still works.
    expect((await t.client().get(apiPaths.booking.link(bookingToken))).status).toBe(200);
  });

  it('books, keeps her e-mail, phone and consent, e-mails the confirmation with an .ics, queues the reminder and spends the link', async () => {
    const { brideId, bookingToken } = await newBride('Nora Quill');
    // A second 'book' link of hers (a resend): spent with the first.
    const other = await t.client().post('/api/surveys', surveyForm({ ...sampleBrideFields, boutiqueName: slug }));
    expect(other.status).toBe(201);
    const slot = await slotAhead(bookingToken);
    const address = email();
    const res = await t.client().post(apiPaths.booking.link(bookingToken), {
      startsAt: slot.startsAt,
      email: address,
      phone: '(207) 555-0142',
      followUpConsent: true,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      appointment: { startsAt: slot.startsAt, durationMinutes: 90, status: 'booked' },
      boutique: {
        name: 'Hollis Bridal Atelier',
        timeZone: 'America/New_York',
        address: '44 Exchange Street, Portland, ME',
      },
      email: address,
    });
    const [bride] = await t.sql`
      SELECT email, phone, follow_up_consent, follow_up_consent_at IS NOT NULL AS consent_dated FROM brides WHERE id = ${brideId}`;
    expect(bride).toEqual({ email: address, phone: '(207) 555-0142', followUpConsent: true, consentDated: true });
    const [appointment] = await t.sql<{ id: string; bookedBy: string }[]>`
      SELECT id, booked_by FROM appointments WHERE bride_id = ${brideId}`;
    expect(appointment!.bookedBy).toBe('bride');

    const reused = await t.client().get(apiPaths.booking.link(bookingToken));
    expect([reused.status, reused.body.error]).toEqual([404, 'This link has already been used.']);
    const again = await t
      .client()
      .post(apiPaths.booking.link(bookingToken), { startsAt: slot.startsAt, email: address });
    expect([again.status, again.body.error]).toEqual([404, 'This link has already been used.']);

    const reminder = await pendingReminder(appointment!.id);
    expect(reminder).toBeDefined();
    expect(reminder!.dueAt.getTime()).toBe(Date.parse(slot.startsAt) - 24 * 3_600_000);
    expect(reminder!.state).toBe('delayed');
    expect(reminder!.job!.data).toEqual({ kind: 'appointment-mail', mailId: reminder!.id });
    const due = reminder!.job!.timestamp + reminder!.job!.opts.delay!;
    expect(Math.abs(due - (Date.parse(slot.startsAt) - 24 * 3_600_000))).toBeLessThan(1_000);

    const mail = await mailTo(address, 'Your bridal appointment is booked');
    expect(mail.text).toContain('Hi Nora,');
    expect(mail.text).toContain('44 Exchange Street, Portland, ME');
    expect(mail.text).toContain(`When: ${formatAppointmentTime(new Date(slot.startsAt), 'America/New_York')}`);
    const [ics] = mail.attachments;
    expect(ics!.filename).toBe('appointment.ics');
    expect(ics!.contentType).toBe('text/calendar');
    expect(ics!.content).toContain('BEGIN:VEVENT');
    expect(ics!.content).toContain('METHOD:PUBLISH');
    expect(ics!.content).toContain(`UID:${appointment!.id}@localhost`);
    const dtstart = new Date(slot.startsAt)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    expect(ics!.content).toContain(`DTSTART:${dtstart}`);
    expect(manageTokenIn(mail)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('a full time answers 409 with the next free slots, and the link still works', async () => {
    const first = await newBride('Iris First');
    const second = await newBride('June Second');
    const slot = await slotAhead(first.bookingToken, 5);
    expect(
      (await t.client().post(apiPaths.booking.link(first.bookingToken), { startsAt: slot.startsAt, email: email() }))
        .status,
    ).toBe(201);
    const res = await t
      .client()
      .post(apiPaths.booking.link(second.bookingToken), { startsAt: slot.startsAt, email: email() });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('That time is no longer free.');
    const nextSlots = res.body.details.nextSlots as BookingSlot[];
    expect(nextSlots.length).toBeGreaterThan(0);
    expect(Date.parse(nextSlots[0]!.startsAt)).toBeGreaterThan(Date.parse(slot.startsAt));
    const retry = await t.client().post(apiPaths.booking.link(second.bookingToken), {
      startsAt: nextSlots[0]!.startsAt,
      email: email(),
    });
    expect(retry.status).toBe(201);
  });

  it('without consent stores none, and a missing phone stays empty', async () => {
    const { brideId, bookingToken } = await newBride();
    const slot = await slotAhead(bookingToken, 7);
    const res = await t.client().post(apiPaths.booking.link(bookingToken), { startsAt: slot.startsAt, email: email() });
    expect(res.status).toBe(201);
    const [bride] =
      await t.sql`SELECT phone, follow_up_consent, follow_up_consent_at FROM brides WHERE id = ${brideId}`;
    expect(bride).toEqual({ phone: '', followUpConsent: false, followUpConsentAt: null });
  });
});

describe('moving and cancelling with the manage link', () => {
  it('moves (her own place is free to her), re-sends with a higher SEQUENCE, moves the reminder, spends the old link; then cancels', async () => {
    const { brideId, bookingToken } = await newBride('Lena Marsh');
    const slot = await slotAhead(bookingToken, 4);
    const address = email();
    expect(
      (await t.client().post(apiPaths.booking.link(bookingToken), { startsAt: slot.startsAt, email: address })).status,
    ).toBe(201);
    const [old] = await t.sql<{ id: string }[]>`SELECT id FROM appointments WHERE bride_id = ${brideId}`;
    const manage = manageTokenIn(await mailTo(address, 'Your bridal appointment is booked'));

    const view = await t.client().get(apiPaths.booking.link(manage));
    expect(view.status).toBe(200);
    expect(view.body.purpose).toBe('manage');
    expect(view.body.appointment).toEqual({ startsAt: slot.startsAt, durationMinutes: 90, status: 'booked' });
    // Capacity 1: her own slot is still offered to her.
    expect((view.body.slots as BookingSlot[]).some((s) => s.startsAt === slot.startsAt)).toBe(true);

    const bad = await t.client().post(apiPaths.booking.link(manage), { startsAt: 'soon' });
    expect([bad.status, bad.body.fields?.startsAt]).toEqual([400, 'Please choose one of the times offered.']);
    // A manage link does not book: the e-mail field is not asked for, only the time.
    const target = (view.body.slots as BookingSlot[]).find((s) => Date.parse(s.startsAt) > Date.parse(slot.startsAt))!;
    const moved = await t.client().post(apiPaths.booking.link(manage), { startsAt: target.startsAt });
    expect(moved.status).toBe(200);
    expect(moved.body.appointment).toEqual({ startsAt: target.startsAt, durationMinutes: 90, status: 'booked' });
    const rows = await t.sql<{ id: string; status: string; rebookedFrom: string | null }[]>`
      SELECT id, status, rebooked_from FROM appointments WHERE bride_id = ${brideId} ORDER BY created_at`;
    expect(rows.map((r) => r.status)).toEqual(['cancelled', 'booked']);
    const current = rows[1]!;
    expect(current.rebookedFrom).toBe(old!.id);

    const used = await t.client().get(apiPaths.booking.link(manage));
    expect([used.status, used.body.error]).toEqual([404, 'This link has already been used.']);
    expect(await pendingReminder(old!.id)).toBeUndefined();
    expect((await pendingReminder(current.id))!.state).toBe('delayed');

    const movedMail = await mailTo(address, 'Your bridal appointment has moved');
    // The same calendar event, revised.
    expect(movedMail.attachments[0]!.content).toContain(`UID:${old!.id}@localhost`);
    expect(movedMail.attachments[0]!.content).toContain('SEQUENCE:1');
    const manageAgain = manageTokenIn(movedMail);

    // A book link cannot cancel; the manage link can, once.
    const viaBook = await t.client().post(apiPaths.booking.cancel(bookingToken));
    expect(viaBook.status).toBe(404);
    const cancelled = await t.client().post(apiPaths.booking.cancel(manageAgain));
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.appointment.status).toBe('cancelled');
    const twice = await t.client().post(apiPaths.booking.cancel(manageAgain));
    expect([twice.status, twice.body.error]).toEqual([404, 'This link has already been used.']);
    expect(await pendingReminder(current.id)).toBeUndefined();

    const cancelMail = await mailTo(address, 'Your bridal appointment is cancelled');
    expect(cancelMail.attachments[0]!.content).toContain('METHOD:CANCEL');
    expect(cancelMail.attachments[0]!.content).toContain('SEQUENCE:2');
    // It offers a fresh book link.
    const rebook = /http:\/\/localhost:3000\/book\/([A-Za-z0-9_-]{43})/.exec(cancelMail.text)?.[1];
    expect((await t.client().get(apiPaths.booking.link(rebook!))).body.purpose).toBe('book');
  });

  it('a manage link past its appointment start has expired', async () => {
    const { brideId, bookingToken } = await newBride();
    const slot = await slotAhead(bookingToken, 6);
    const address = email();
    await t.client().post(apiPaths.booking.link(bookingToken), { startsAt: slot.startsAt, email: address });
    const manage = manageTokenIn(await mailTo(address, 'Your bridal appointment is booked'));
    await t.sql`
      UPDATE appointment_links SET expires_at = ${instantAgo({ minutes: 1 })}
      WHERE bride_id = ${brideId} AND purpose = 'manage'`;
    const res = await t.client().post(apiPaths.booking.cancel(manage));
    expect([res.status, res.body.error]).toEqual([404, 'This link has expired.']);
  });
});

describe('booking while Redis is away', () => {
  it('books, and her confirmation arrives once Redis is back and housekeeping sweeps', async () => {
    const { brideId, bookingToken } = await newBride('Tess Away');
    const slot = await slotAhead(bookingToken, 10);
    const address = email();
    const working = t.deps.mailQueue;
    await whileRedisIsAway(t, async () => {
      // The API's mail queue on the Redis that is away (its producer connection fails fast).
      t.deps.mailQueue = createMailQueue(t.deps.redis, t.env.REDIS_PREFIX);
      try {
        const res = await t
          .client()
          .post(apiPaths.booking.link(bookingToken), { startsAt: slot.startsAt, email: address });
        expect(res.status).toBe(201);
      } finally {
        await t.deps.mailQueue.close().catch(() => undefined);
        t.deps.mailQueue = working;
      }
    });
    const [confirmation] = await t.sql<{ id: string; dueAt: Date }[]>`
      SELECT m.id, m.due_at FROM appointment_mails m JOIN appointments a ON a.id = m.appointment_id
      WHERE a.bride_id = ${brideId} AND m.kind = 'booked' AND m.status = 'pending'`;
    expect(await working.getJob(appointmentMailJobId(confirmation!.id))).toBeUndefined();
    // The worker's sweep, once the row is older than a lost job's grace.
    const requeued = await requeueLostAppointmentMails({
      sql: t.sql,
      mailQueue: working,
      logger: createLogger({ level: 'silent', name: 'booking-test' }),
      now: new Date(confirmation!.dueAt.getTime() + appointmentMailLostAfterMs + 1),
    });
    expect(requeued).toBeGreaterThanOrEqual(1);
    const mail = await mailTo(address, 'Your bridal appointment is booked');
    expect(mail.text).toContain('Hi Tess,');
    expect(manageTokenIn(mail)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('one link, used twice at once', () => {
  it('books exactly once', async () => {
    const { brideId, bookingToken } = await newBride();
    const slots = (await t.client().get(apiPaths.booking.link(bookingToken))).body.slots as BookingSlot[];
    const [a, b] = await Promise.all(
      [slots[10]!, slots[20]!].map((slot) =>
        t.client().post(apiPaths.booking.link(bookingToken), { startsAt: slot.startsAt, email: email() }),
      ),
    );
    expect([a!.status, b!.status].sort()).toEqual([201, 404]);
    const [row] = await t.sql<{ count: number }[]>`
      SELECT count(*)::int AS count FROM appointments WHERE bride_id = ${brideId}`;
    expect(row!.count).toBe(1);
  });
});

describe('the reminder, as the worker runs it', () => {
  const transport = (sent: MailMessage[]) => ({
    send: async (message: MailMessage) => void sent.push(message),
    close: () => undefined,
  });

  /** Books her `days` ahead; answers her appointment's reminder row and her address. */
  async function bookedBride(name: string, days: number) {
    const { brideId, bookingToken } = await newBride(name);
    const slot = await slotAhead(bookingToken, days);
    const address = email();
    await t.client().post(apiPaths.booking.link(bookingToken), { startsAt: slot.startsAt, email: address });
    const [appointment] = await t.sql<{ id: string }[]>`SELECT id FROM appointments WHERE bride_id = ${brideId}`;
    return { appointmentId: appointment!.id, reminder: (await pendingReminder(appointment!.id))!, address };
  }

  it('is sent once, at its time, while the appointment is still booked', async () => {
    const { reminder, address } = await bookedBride('Rosa Vale', 8);
    const sent: MailMessage[] = [];
    const run = (now: Date) =>
      deliverAppointmentMail({
        sql: t.sql,
        transport: transport(sent),
        publicUrl: t.env.PUBLIC_URL,
        mailId: reminder.id,
        now,
      });
    expect(await run(new Date(reminder.dueAt.getTime() - 3_600_000))).toBe(false);
    expect(await run(reminder.dueAt)).toBe(true);
    expect(sent[0]!.subject).toBe('Reminder: your bridal appointment is tomorrow');
    expect(sent[0]!.to).toBe(address);
    expect(sent[0]!.text).toMatch(/Move or cancel my appointment: http:\/\/localhost:3000\/appointment\/[\w-]{43}/);
    expect(await run(reminder.dueAt)).toBe(false);
    expect(sent).toHaveLength(1);
  });

  it('is not sent for an appointment that is no longer booked', async () => {
    const { appointmentId, reminder } = await bookedBride('Mara Vale', 9);
    await t.sql`UPDATE appointments SET status = 'cancelled' WHERE id = ${appointmentId}`;
    const sent: MailMessage[] = [];
    const run = () =>
      deliverAppointmentMail({
        sql: t.sql,
        transport: transport(sent),
        publicUrl: t.env.PUBLIC_URL,
        mailId: reminder.id,
        now: reminder.dueAt,
      });
    expect(await run()).toBe(false);
    expect(sent).toEqual([]);
  });
});
