import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { emailConfirmationMessages } from '@bridal/shared/accounts/email-confirmation';
import { outsideMailMessages } from '@bridal/shared/accounts/outside-mail-messages';
import { apiPaths } from '@bridal/shared/api/api-paths';
import type { BookingLinkView } from '@bridal/shared/appointments/booking';
import type { FreeSlot } from '@bridal/shared/appointments/boutique-settings';
import { issueBookLink } from '@bridal/server/appointments/links/issue-book-link';
import { findAutoLinks, visibleText } from '@bridal/testing/find-auto-links';
import type { CapturedMail } from '@bridal/testing/smtp-capture';
import { logInNewConsultant, signUpAndLogIn, type TestClient } from '../support/boutique-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { type MailWorker, type SmtpCapture, startMailWorker } from '../support/mail-worker';
import { instantAgo } from '@bridal/testing/boutique-day';
import { waitUntil } from '@bridal/testing/wait';

/*
 * Nobody can use our mail to write to strangers. Anyone may sign up with any address and name the
 * boutique anything; the platform then e-mails people the boutique names. So: no invitation until
 * the owner has confirmed her own address, a few invitations a day per boutique and per address,
 * and no typed text in a subject line or turned into a link. The same holds for every e-mail the
 * staff has sent to a bride's typed address: her survey link (and its resend), a staff booking, move
 * or cancellation, and a follow-up (edited to any text). The real worker sends every e-mail,
 * over SMTP to a server this test runs: what an inbox would receive.
 */

let t: TestApp;
let smtp: SmtpCapture;
let worker: MailWorker;

beforeAll(async () => {
  t = await createTestApp();
  worker = await startMailWorker(t);
  smtp = worker.smtp;
}, 60_000);

afterAll(async () => {
  await worker?.stop();
  await t?.close();
});

const address = (who: string) => `${who}.${randomBytes(4).toString('hex')}@example.com`;
const tooManyAttempts = /^Too many attempts\. Please wait \d+ minute\(s\) and try again\.$/;
const confirmationSubject = 'Confirm your e-mail address for Bridal Coach';
const invitationSubject = "You're invited to join your boutique's team on Bridal Coach";
const hostileBoutique = 'URGENT verify your payroll at https://evil.example';

/** The n-th (1-based) e-mail with this subject sent to an address. */
async function mailTo(to: string, subject: string, nth = 1): Promise<CapturedMail> {
  const sent = () => smtp.messages.filter((mail) => mail.to.includes(to) && mail.subject === subject);
  await smtp.waitFor(() => sent().length >= nth);
  return sent()[nth - 1]!;
}

function confirmationTokenIn(mail: CapturedMail): string {
  const match = /http:\/\/localhost:3000\/confirm-email\?token=([\w-]+)/.exec(mail.text);
  if (!match) throw new Error(`no confirmation link in: ${mail.text}`);
  return match[1]!;
}

/** Every link in an e-mail that is not to our own app: its anchors, and what auto-linkers find in both parts. */
async function foreignLinks(mail: CapturedMail): Promise<string[]> {
  const anchors = [...mail.html.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((match) => match[1]!);
  const found = [...anchors, ...(await findAutoLinks(mail.text)), ...(await findAutoLinks(visibleText(mail.html)))];
  return found.filter((link) => !link.startsWith(`${t.env.PUBLIC_URL}/`));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

describe('an owner whose e-mail address is not confirmed', () => {
  it('cannot invite or resend an invitation: 403 with one clear message, and nothing is made or sent', async () => {
    const { client } = await signUpAndLogIn(t, { boutiqueName: 'Unconfirmed Bridal' }, { confirmEmail: false });
    expect((await client.get('/api/auth/me')).body).toMatchObject({ emailConfirmed: false });

    const invitee = address('nina');
    const invite = await client.post('/api/consultants/invite', { name: 'Nina Vale', email: invitee });
    expect(invite.status).toBe(403);
    expect(invite.body).toEqual({
      error: 'Please confirm your e-mail address before inviting consultants. We sent you a link when you signed up.',
    });
    const resend = await client.post(`/api/consultants/${randomUUID()}/resend-invite`);
    expect(resend.status).toBe(403);
    expect(resend.body).toEqual({ error: emailConfirmationMessages.requiredToInvite });

    const [row] = await t.sql`SELECT count(*)::int AS n FROM users WHERE email = ${invitee}`;
    expect(row!.n).toBe(0);
    await settle();
    expect(smtp.messages.filter((mail) => mail.to.includes(invitee))).toEqual([]);
  });

  it('confirms it with the link e-mailed at sign-up, opened in any browser, and then invites', async () => {
    const { client, person } = await signUpAndLogIn(
      t,
      { boutiqueName: 'Soon Confirmed Bridal' },
      { confirmEmail: false },
    );
    const mail = await mailTo(person.email, confirmationSubject);
    expect(mail.html).toContain('/confirm-email?token=');
    const confirmed = await t.client().post('/api/auth/confirm-email', { token: confirmationTokenIn(mail) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ ok: true });

    // Her session, still open elsewhere, shows the change at once.
    expect((await client.get('/api/auth/me')).body).toMatchObject({ emailConfirmed: true });
    const invitee = address('iris');
    const invite = await client.post('/api/consultants/invite', { name: 'Iris Novak', email: invitee });
    expect(invite.status).toBe(201);
    await mailTo(invitee, invitationSubject);
  });

  it('is e-mailed a new link on request while signed in, a few times an hour', async () => {
    const { client, person } = await signUpAndLogIn(t, { boutiqueName: 'Resending Bridal' }, { confirmEmail: false });
    await mailTo(person.email, confirmationSubject);
    expect((await t.client().post('/api/auth/resend-confirmation', {})).status).toBe(401);

    for (let n = 2; n <= 4; n += 1) {
      const res = await client.post('/api/auth/resend-confirmation', {});
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true });
      await mailTo(person.email, confirmationSubject, n);
    }
    const fourth = await client.post('/api/auth/resend-confirmation', {});
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toMatch(tooManyAttempts);

    // Any link she was sent works, once; then none of them does.
    const links = smtp.messages
      .filter((mail) => mail.to.includes(person.email) && mail.subject === confirmationSubject)
      .map(confirmationTokenIn);
    expect(new Set(links).size).toBe(4);
    expect((await t.client().post('/api/auth/confirm-email', { token: links[1] })).status).toBe(200);
    for (const token of links) {
      const reused = await t.client().post('/api/auth/confirm-email', { token });
      expect(reused.status).toBe(400);
      expect(reused.body).toEqual({ error: emailConfirmationMessages.invalidLink });
    }
  });

  it('answers 400 with one clear message for a made-up, missing, expired or used link', async () => {
    const { client, person, ownerId } = await signUpAndLogIn(
      t,
      { boutiqueName: 'Late Link Bridal' },
      { confirmEmail: false },
    );
    const token = confirmationTokenIn(await mailTo(person.email, confirmationSubject));
    const invalid = {
      error:
        'This confirmation link is invalid or has expired. Log in and send yourself a new one from your dashboard.',
    };
    for (const body of [{ token: 'x'.repeat(43) }, { token: 'y'.repeat(300) }, { token: '' }, {}]) {
      const res = await t.client().post('/api/auth/confirm-email', body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(invalid.error);
    }

    await t.sql`UPDATE email_confirmations SET expires_at = ${instantAgo({ seconds: 1 })} WHERE user_id = ${ownerId}`;
    const expired = await t.client().post('/api/auth/confirm-email', { token });
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual(invalid);
    expect((await client.get('/api/auth/me')).body.emailConfirmed).toBe(false);

    expect((await client.post('/api/auth/resend-confirmation', {})).status).toBe(200);
    const fresh = confirmationTokenIn(await mailTo(person.email, confirmationSubject, 2));
    expect((await t.client().post('/api/auth/confirm-email', { token: fresh })).status).toBe(200);
    const used = await t.client().post('/api/auth/confirm-email', { token: fresh });
    expect(used.status).toBe(400);
    expect(used.body).toEqual(invalid);
    expect((await client.get('/api/auth/me')).body.emailConfirmed).toBe(true);

    // Confirmed, she is sent nothing more.
    expect((await client.post('/api/auth/resend-confirmation', {})).status).toBe(200);
    await settle();
    expect(smtp.messages.filter((mail) => mail.to.includes(person.email))).toHaveLength(2);
  });
});

describe('invitation limits', () => {
  it('allows a boutique twenty invitations a day, and deleting consultants hands none back', async () => {
    const { client } = await signUpAndLogIn(t, { boutiqueName: 'Revolving Door Bridal', consultantSeats: 1 });
    for (let n = 0; n < 20; n += 1) {
      const invited = await client.post('/api/consultants/invite', { name: `Temp ${n}`, email: address(`temp${n}`) });
      expect(invited.status).toBe(201);
      expect((await client.delete(`/api/consultants/${invited.body.id}`)).status).toBe(200);
    }
    const invitee = address('twentyfirst');
    const over = await client.post('/api/consultants/invite', { name: 'One Too Many', email: invitee });
    expect(over.status).toBe(429);
    expect(over.body.error).toMatch(tooManyAttempts);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
    const [row] = await t.sql`SELECT count(*)::int AS n FROM users WHERE email = ${invitee}`;
    expect(row!.n).toBe(0);
  });

  it('sends one address at most three invitations a day, from any boutique, as an invite, a resend or a new address', async () => {
    const stranger = address('stranger');
    const first = await signUpAndLogIn(t, { boutiqueName: 'First Bridal' });
    const second = await signUpAndLogIn(t, { boutiqueName: 'Second Bridal' });

    const invited = await first.client.post('/api/consultants/invite', { name: 'Stranger', email: stranger });
    expect(invited.status).toBe(201);
    expect((await first.client.post(`/api/consultants/${invited.body.id}/resend-invite`)).status).toBe(200);
    expect((await first.client.delete(`/api/consultants/${invited.body.id}`)).status).toBe(200);
    const again = await second.client.post('/api/consultants/invite', { name: 'Stranger', email: stranger });
    expect(again.status).toBe(201);
    expect((await second.client.delete(`/api/consultants/${again.body.id}`)).status).toBe(200);

    const fourth = await first.client.post('/api/consultants/invite', { name: 'Stranger', email: stranger });
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toMatch(tooManyAttempts);

    // A pending consultant's address changed to the stranger's would invite her too: refused, unchanged.
    const other = await first.client.post('/api/consultants/invite', { name: 'Olive Other', email: address('olive') });
    expect(other.status).toBe(201);
    const moved = await first.client.put(`/api/consultants/${other.body.id}`, {
      name: 'Olive Other',
      email: stranger,
      coachingGoals: '',
    });
    expect(moved.status).toBe(429);
    expect(moved.body.error).toMatch(tooManyAttempts);
    const [olive] = await t.sql<{ email: string }[]>`SELECT email FROM users WHERE id = ${other.body.id}`;
    expect(olive!.email).not.toBe(stranger);

    const [row] = await t.sql`SELECT count(*)::int AS n FROM users WHERE email = ${stranger}`;
    expect(row!.n).toBe(0);
    await settle();
    expect(smtp.messages.filter((mail) => mail.to.includes(stranger)).length).toBeLessThanOrEqual(3);
  });
});

describe('what a stranger receives', () => {
  it('an invitation from a boutique named like a phishing line: our own subject, and nothing of theirs becomes a link', async () => {
    const { client } = await signUpAndLogIn(t, { boutiqueName: hostileBoutique });
    const invitee = address('payroll');
    const name = 'Check www.payroll-check.com or write to payroll@evil-pay.com';
    expect((await client.post('/api/consultants/invite', { name, email: invitee })).status).toBe(201);

    const mail = await smtp.waitFor((sent) => sent.to.includes(invitee));
    expect(mail.subject).toBe(invitationSubject);
    expect(mail.subject).not.toMatch(/URGENT|payroll|evil/i);
    expect(await foreignLinks(mail)).toEqual([]);
    expect(mail.html).not.toContain('https://evil.example');
    // Still readable, as what it is: text.
    expect(mail.text).toContain('URGENT verify your payroll at https[:]//evil[.]example has invited you');
  });

  it('the trial welcome, sent to any address the public form is given, the same way', async () => {
    const lead = { name: 'Check www.payroll-check.com', phone: '2075550188', email: address('lead') };
    const res = await t.client().post('/api/trial-signup', { ...lead, boutiqueName: hostileBoutique });
    expect(res.status).toBe(201);

    const mail = await smtp.waitFor((sent) => sent.to.includes(lead.email));
    expect(mail.subject).toBe('Your Bridal Coach demo is ready');
    expect(await foreignLinks(mail)).toEqual([]);
    expect(`${mail.text}${mail.html}`).not.toMatch(/URGENT|evil/);
  });

  it('the trial welcome reaches one address three times a day, however often the public form names it', async () => {
    const lead = { name: 'Lena Hart', phone: '2075550188', email: address('often') };
    for (let n = 0; n < 5; n += 1) {
      const res = await t.client().post('/api/trial-signup', { ...lead, boutiqueName: `Lead Bridal ${n}` });
      expect(res.status).toBe(201);
    }
    await smtp.waitFor(() => smtp.messages.filter((mail) => mail.to.includes(lead.email)).length >= 3);
    await settle();
    expect(smtp.messages.filter((mail) => mail.to.includes(lead.email))).toHaveLength(3);
  });

  it('the confirmation e-mail, sent to any address the sign-up form is given, quotes nothing the form took', async () => {
    const { person } = await signUpAndLogIn(
      t,
      { name: 'Check www.payroll-check.com', boutiqueName: hostileBoutique },
      { confirmEmail: false },
    );
    const mail = await mailTo(person.email, confirmationSubject);
    expect(await foreignLinks(mail)).toEqual([]);
    expect(`${mail.text}${mail.html}`).not.toMatch(/URGENT|payroll|evil/);
  });
});

/** The boutique's free times, as its booking dialogs read them (no clock arithmetic here). */
async function freeSlots(client: TestClient): Promise<string[]> {
  const res = await client.get('/api/appointments/slots');
  expect(res.status).toBe(200);
  return (res.body.slots as FreeSlot[]).map((slot) => slot.startsAt);
}

/** A bride of the boutique who left an address and awaits her survey (a walk-in booked earlier). */
async function brideWithAddress(boutiqueId: number, email: string): Promise<string> {
  const [row] = await t.sql<{ id: string }[]>`
    INSERT INTO brides (boutique_id, name, answers, status, email, follow_up_consent)
    VALUES (${boutiqueId}, 'Nora Quill', '{}', 'awaiting_survey', ${email}, true) RETURNING id`;
  return row!.id;
}

/** A drafted follow-up to her, of a completed appointment, sendable at any hour (no quiet hours). */
async function draftedFollowUp(boutiqueId: number, brideId: string): Promise<string> {
  await t.sql`UPDATE boutiques SET follow_up_quiet_from = '09:00', follow_up_quiet_to = '09:00' WHERE id = ${boutiqueId}`;
  const [appointment] = await t.sql<{ id: string }[]>`
    INSERT INTO appointments (boutique_id, bride_id, starts_at, duration_minutes, status, booked_by)
    VALUES (${boutiqueId}, ${brideId}, ${instantAgo({ days: 3 })}, 90, 'completed', 'staff') RETURNING id`;
  const [row] = await t.sql<{ id: string }[]>`
    INSERT INTO follow_ups (boutique_id, bride_id, appointment_id, step, due_at, status, subject, body, text_message,
                            writer, drafted_at)
    VALUES (${boutiqueId}, ${brideId}, ${appointment!.id}, 1, now(), 'drafted', 'The Aurora gown you loved',
            'Dear Nora, the Aurora is still here for you.', '', 'local', now())
    RETURNING id`;
  return row!.id;
}

const freeText = { subject: 'Your parcel is waiting', body: 'Claim it at the counter, whoever you are.' };

/** The mail jobs queued that concern this bride (her survey link, her appointments, her follow-ups). */
async function queuedFor(brideId: string): Promise<unknown[]> {
  const jobs = await t.deps.mailQueue.getJobs(['waiting', 'delayed', 'prioritized', 'active', 'completed', 'failed']);
  const [ids] = await t.sql<{ appointments: string[]; followUps: string[]; mails: string[] }[]>`
    SELECT coalesce((SELECT array_agg(id::text) FROM appointments WHERE bride_id = ${brideId}), '{}') AS appointments,
           coalesce((SELECT array_agg(id::text) FROM follow_ups WHERE bride_id = ${brideId}), '{}') AS follow_ups,
           coalesce((SELECT array_agg(m.id::text) FROM appointment_mails m JOIN appointments a ON a.id = m.appointment_id
                     WHERE a.bride_id = ${brideId}), '{}') AS mails`;
  return jobs
    .map((job) => job.data as Record<string, string>)
    .filter(
      (data) =>
        data.brideId === brideId ||
        ids!.appointments.includes(data.appointmentId ?? '') ||
        ids!.followUps.includes(data.followUpId ?? '') ||
        ids!.mails.includes(data.mailId ?? ''),
    );
}

/** Her appointment's e-mails of one kind in the outbox, by status (pending, sent, skipped...). */
const outboxOf = (appointmentId: string, kind: string) =>
  t.sql<{ status: string }[]>`
    SELECT status FROM appointment_mails WHERE appointment_id = ${appointmentId} AND kind = ${kind}`;

const mailsTo = (to: string) => smtp.messages.filter((mail) => mail.to.includes(to));

describe('mail to a bride while the owner has not confirmed her address', () => {
  it('is refused on every path with what to do, before anything is made, and nothing is queued or sent', async () => {
    const { client: owner, boutiqueId } = await signUpAndLogIn(
      t,
      { boutiqueName: 'Unconfirmed Walk-ins' },
      { confirmEmail: false },
    );
    const consultant = await logInNewConsultant(t, boutiqueId, { name: 'Clara Vale', coachingGoals: '' });
    const [slot] = await freeSlots(owner);
    const walkInAddress = address('walkin');

    for (const [client, error] of [
      [owner, outsideMailMessages.confirmYourEmail],
      [consultant, outsideMailMessages.ownerMustConfirm],
    ] as const) {
      const walkIn = await client.post('/api/appointments/walk-in', {
        name: 'Wren Hale',
        email: walkInAddress,
        startsAt: slot,
        sendSurveyLink: true,
      });
      expect(walkIn.status).toBe(403);
      expect(walkIn.body).toEqual({ error });
    }
    expect(await t.sql`SELECT 1 FROM brides WHERE email = ${walkInAddress}`).toHaveLength(0);

    const typed = address('typed');
    const brideId = await brideWithAddress(boutiqueId, typed);
    const resend = await owner.post('/api/appointments/survey-link', { brideId });
    expect(resend.status).toBe(403);
    expect(resend.body).toEqual({ error: outsideMailMessages.confirmYourEmail });

    const booking = await consultant.post('/api/appointments', { brideId, startsAt: slot });
    expect(booking.status).toBe(403);
    expect(booking.body).toEqual({ error: outsideMailMessages.ownerMustConfirm });
    expect(await t.sql`SELECT 1 FROM appointments WHERE bride_id = ${brideId}`).toHaveLength(0);

    const followUpId = await draftedFollowUp(boutiqueId, brideId);
    const sent = await owner.post(apiPaths.followUps.send(followUpId), freeText);
    expect(sent.status).toBe(403);
    expect(sent.body).toEqual({ error: outsideMailMessages.confirmYourEmail });
    // Her edit is kept, as a draft a person can send once the owner has confirmed.
    const [draft] = await t.sql<{ status: string; subject: string }[]>`
      SELECT status, subject FROM follow_ups WHERE id = ${followUpId}`;
    expect(draft).toEqual({ status: 'drafted', subject: freeText.subject });

    // A walk-in with no address is no e-mail: booked as before.
    const silent = await owner.post('/api/appointments/walk-in', {
      name: 'Pia Vos',
      startsAt: slot,
      sendSurveyLink: false,
    });
    expect(silent.status).toBe(201);

    expect(await queuedFor(brideId)).toEqual([]);
    await settle();
    expect([...mailsTo(typed), ...mailsTo(walkInAddress)]).toEqual([]);
  });
});

describe("a bride booking through her link (anyone the boutique's public survey reaches has one)", () => {
  async function bookThroughLink(boutiqueId: number, to: string) {
    const brideId = await brideWithAddress(boutiqueId, '');
    const { token } = await issueBookLink({ sql: t.sql, boutiqueId, brideId });
    const view = await t.client().get(apiPaths.booking.link(token));
    const res = await t.client().post(apiPaths.booking.link(token), {
      startsAt: (view.body as BookingLinkView).slots[0]!.startsAt,
      email: to,
    });
    expect(res.status).toBe(201);
    const [booked] = await t.sql<{ id: string }[]>`SELECT id FROM appointments WHERE bride_id = ${brideId}`;
    return booked!.id;
  }

  it('is booked either way; her confirmation goes only once the owner has confirmed, and within the limits', async () => {
    const unconfirmed = await signUpAndLogIn(t, { boutiqueName: 'Unconfirmed Links' }, { confirmEmail: false });
    const stranger = address('stranger');
    const withheld = await bookThroughLink(unconfirmed.boutiqueId, stranger);
    expect(await outboxOf(withheld, 'booked')).toEqual([{ status: 'skipped' }]);
    // Nothing of hers is left to go (a reminder, when her time is far enough ahead to have one).
    expect(
      await t.sql`SELECT 1 FROM appointment_mails WHERE appointment_id = ${withheld} AND status = 'pending'`,
    ).toEqual([]);

    const confirmed = await signUpAndLogIn(t, { boutiqueName: 'Confirmed Links' });
    const bride = address('bride');
    const sent = await bookThroughLink(confirmed.boutiqueId, bride);
    await smtp.waitFor(() => mailsTo(bride).length >= 1);
    // The worker marks the mail sent once the server has taken it: a moment after it arrives.
    const markedSent = async () => (await outboxOf(sent, 'booked'))[0]?.status === 'sent';
    expect(await waitUntil(markedSent, { everyMs: 50, timeoutMs: 10_000 })).toBe(true);
    expect(await outboxOf(sent, 'booked')).toEqual([{ status: 'sent' }]);
    expect(await t.deps.rateLimiter.check('brideMailByAddress', bride)).toBe(1);

    // An address at its day's limit gets no more, whichever boutique's link names it.
    const full = address('full');
    for (let n = 0; n < 6; n += 1) await t.deps.rateLimiter.consume('brideMailByAddress', full);
    const overLimit = await bookThroughLink(confirmed.boutiqueId, full);
    expect(await outboxOf(overLimit, 'booked')).toEqual([{ status: 'skipped' }]);

    await settle();
    expect([...mailsTo(stranger), ...mailsTo(full)]).toEqual([]);
  });
});

describe('mail to a bride, per address and per boutique', () => {
  it('reaches one address six times a day from any boutique; then each path is refused with a message', async () => {
    const first = await signUpAndLogIn(t, { boutiqueName: 'First Walk-ins' });
    const second = await signUpAndLogIn(t, { boutiqueName: 'Second Walk-ins' });
    const target = address('target');
    const slots = await freeSlots(first.client);

    // Within the limits each one is sent: her booking and survey link (2), then four resends (6).
    const walkIn = await first.client.post('/api/appointments/walk-in', {
      name: 'Tess Marlow',
      email: target,
      startsAt: slots[0],
      sendSurveyLink: true,
    });
    expect(walkIn.status).toBe(201);
    expect(walkIn.body.surveyLinkSent).toBe(true);
    const brideId = walkIn.body.appointment.brideId as string;
    for (let n = 0; n < 4; n += 1) {
      expect((await first.client.post('/api/appointments/survey-link', { brideId })).status).toBe(200);
    }
    await smtp.waitFor(() => mailsTo(target).length >= 6);

    const recipientLimit =
      /^This address has been sent as many e-mails as we allow in a day\. Please try again in \d+ minute\(s\)\.$/;
    const seventh = await first.client.post('/api/appointments/survey-link', { brideId });
    expect(seventh.status).toBe(429);
    expect(seventh.body.error).toMatch(recipientLimit);
    expect(seventh.headers.get('retry-after')).toMatch(/^\d+$/);

    // Another boutique's walk-in to her is refused before she is booked there.
    const elsewhere = await second.client.post('/api/appointments/walk-in', {
      name: 'Tess Marlow',
      email: target,
      startsAt: (await freeSlots(second.client))[0],
      sendSurveyLink: false,
    });
    expect(elsewhere.status).toBe(429);
    expect(elsewhere.body.error).toMatch(recipientLimit);
    expect(await t.sql`SELECT 1 FROM brides WHERE boutique_id = ${second.boutiqueId}`).toHaveLength(0);

    // A staff move and a follow-up edited to free text: refused, nothing changed.
    const moved = await first.client.patch(`/api/appointments/${walkIn.body.appointment.id}`, { startsAt: slots[1] });
    expect(moved.status).toBe(429);
    expect(moved.body.error).toMatch(recipientLimit);
    const followUpId = await draftedFollowUp(first.boutiqueId, brideId);
    const followUp = await first.client.post(apiPaths.followUps.send(followUpId), freeText);
    expect(followUp.status).toBe(429);
    expect(followUp.body.error).toMatch(recipientLimit);
    const [draft] = await t.sql<{ status: string }[]>`SELECT status FROM follow_ups WHERE id = ${followUpId}`;
    expect(draft!.status).toBe('drafted');

    // A cancellation is never refused for its e-mail: it stands, and the e-mail is withheld.
    const cancelled = await first.client.post(`/api/appointments/${walkIn.body.appointment.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.appointment.status).toBe('cancelled');

    await settle();
    expect(mailsTo(target)).toHaveLength(6);
    expect(await outboxOf(walkIn.body.appointment.id as string, 'cancelled')).toEqual([{ status: 'skipped' }]);
  });

  it("refuses a boutique past its day's budget with a message, spending none of the recipient's", async () => {
    const { client, boutiqueId } = await signUpAndLogIn(t, { boutiqueName: 'Busy Walk-ins' });
    const typed = address('budget');
    const brideId = await brideWithAddress(boutiqueId, typed);
    // The day's sends of a busy boutique, counted as each of them was.
    for (let n = 0; n < 100; n += 1) await t.deps.rateLimiter.consume('brideMailByBoutique', String(boutiqueId));

    const res = await client.post('/api/appointments/survey-link', { brideId });
    expect(res.status).toBe(429);
    expect(res.body.error).toMatch(
      /^Your boutique has sent as many e-mails to brides as we allow in a day\. Please try again in \d+ minute\(s\)\.$/,
    );
    const booking = await client.post('/api/appointments', { brideId, startsAt: (await freeSlots(client))[0] });
    expect(booking.status).toBe(429);
    expect(await t.sql`SELECT 1 FROM appointments WHERE bride_id = ${brideId}`).toHaveLength(0);
    expect(await t.deps.rateLimiter.check('brideMailByAddress', typed)).toBe(0);
    expect(await queuedFor(brideId)).toEqual([]);
  });

  it('sends a staff booking and a follow-up edited to free text within the limits', async () => {
    const { client, boutiqueId } = await signUpAndLogIn(t, { boutiqueName: 'Sending Walk-ins' });
    const typed = address('welcome');
    const brideId = await brideWithAddress(boutiqueId, typed);
    const booked = await client.post('/api/appointments', { brideId, startsAt: (await freeSlots(client))[0] });
    expect(booked.status).toBe(201);
    const followUpId = await draftedFollowUp(boutiqueId, brideId);
    const sent = await client.post(apiPaths.followUps.send(followUpId), freeText);
    expect(sent.status).toBe(200);
    await smtp.waitFor(() => mailsTo(typed).length >= 2);
    expect(mailsTo(typed).map((mail) => mail.subject)).toContain(freeText.subject);
    expect(await t.deps.rateLimiter.check('brideMailByAddress', typed)).toBe(2);
  });
});
