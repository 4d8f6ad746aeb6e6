import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { notTextMessage } from '@bridal/server/errors/normalise-request';
import { followUpJobId } from '@bridal/server/follow-ups/send/queue-follow-up';
import { apiPaths } from '@bridal/shared/api/api-paths';
import {
  type BrideFollowUps,
  type DueFollowUps,
  type FollowUp,
  followUpLimits,
  followUpMessages,
} from '@bridal/shared/follow-ups/follow-up';
import { logInNewConsultant, signUpAndLogIn, type TestClient } from '../../../test/support/boutique-fixtures';
import { type MailWorker, startMailWorker } from '../../../test/support/mail-worker';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { instantAgo } from '@bridal/testing/boutique-day';

let t: TestApp;
let owner: TestClient;
let clara: TestClient;
let dora: TestClient;
let stranger: TestClient;
let boutiqueId: number;
let claraId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ client: owner, boutiqueId } = await signUpAndLogIn(t));
  clara = await logInNewConsultant(t, boutiqueId, { name: 'Clara Vale', coachingGoals: '' });
  dora = await logInNewConsultant(t, boutiqueId, { name: 'Dora Lind', coachingGoals: '' });
  claraId = (await t.sql<{ id: string }[]>`SELECT id FROM users WHERE name = 'Clara Vale'`)[0]!.id;
  ({ client: stranger } = await signUpAndLogIn(t, { boutiqueName: 'Elsewhere Bridal' }));
});
afterAll(async () => {
  await t?.close();
});

let brides = 0;
/** A bride of the boutique who consented and left an address (unless told otherwise). */
async function bride(fields: { email?: string; consent?: boolean; name?: string } = {}) {
  brides += 1;
  const [row] = await t.sql<{ id: string; email: string }[]>`
    INSERT INTO brides (boutique_id, name, answers, status, email, follow_up_consent)
    VALUES (${boutiqueId}, ${fields.name ?? `Bride ${brides}`}, '{}', 'ready',
            ${fields.email ?? `bride.${brides}.${Math.random().toString(36).slice(2, 8)}@example.com`},
            ${fields.consent ?? true})
    RETURNING id, email`;
  return row!;
}

/**
 * A follow-up row of a completed appointment ('not yet'), as helper code would leave it: the
 * appointment is Clara's unless `consultantId` says otherwise (null: unassigned).
 */
async function followUp(
  brideId: string,
  fields: { status?: string; step?: number; consultantId?: string | null; dueInDays?: number; subject?: string } = {},
) {
  const consultantId = fields.consultantId === undefined ? claraId : fields.consultantId;
  const [appointment] = await t.sql<{ id: string }[]>`
    INSERT INTO appointments (boutique_id, bride_id, consultant_id, starts_at, duration_minutes, status, booked_by)
    VALUES (${boutiqueId}, ${brideId}, ${consultantId}, ${instantAgo({ days: 3 })}, 90, 'completed', 'staff')
    RETURNING id`;
  const status = fields.status ?? 'drafted';
  // An instant: only the order of due times counts here, so a "day" is a 24-hour step.
  const dueAt = new Date(Date.now() + (fields.dueInDays ?? -1) * 24 * 3_600_000);
  const [row] = await t.sql<{ id: string }[]>`
    INSERT INTO follow_ups (boutique_id, bride_id, appointment_id, step, due_at, status, subject, body, text_message,
                            writer, drafted_at, sent_at, sent_to)
    VALUES (${boutiqueId}, ${brideId}, ${appointment!.id}, ${fields.step ?? 1}, ${dueAt}, ${status},
            ${fields.subject ?? 'The Aurora gown you loved'}, ${'Dear Nora,\n\nThe Aurora is still here for you.'},
            'Aurora is still here', 'local', ${status === 'scheduled' ? null : new Date()},
            ${status === 'sent' ? new Date() : null}, ${status === 'sent' ? 'nora@example.com' : ''})
    RETURNING id`;
  return row!.id;
}

const row = async (id: string) =>
  (
    await t.sql<
      {
        status: string;
        subject: string;
        body: string;
        editedByName: string;
        queuedByName: string;
        automatic: boolean;
        sendAt: Date | null;
        skippedByName: string;
        stoppedReason: string | null;
        sentTo: string;
        unsubscribeTokenHash: Buffer | null;
      }[]
    >`SELECT * FROM follow_ups WHERE id = ${id}`
  )[0]!;

const setQuietHours = (from: string, to: string) =>
  t.sql`UPDATE boutiques SET follow_up_quiet_from = ${from}, follow_up_quiet_to = ${to} WHERE id = ${boutiqueId}`;

const edit = (fields: Record<string, unknown> = {}) => ({
  subject: 'Your Aurora is waiting',
  body: 'Dear Nora,\n\nWe are holding the Aurora for you until Saturday.',
  textMessage: 'We are holding the Aurora for you until Saturday.',
  ...fields,
});

describe('GET /api/follow-ups/due', () => {
  it("lists drafts oldest due first: admins the boutique's, a consultant hers and unassigned", async () => {
    const nora = await bride({ name: 'Due Nora' });
    const older = await followUp(nora.id, { dueInDays: -3 });
    const unassigned = await followUp(nora.id, { dueInDays: -2, consultantId: null });
    await followUp(nora.id, { status: 'scheduled', dueInDays: 2 });
    await followUp(nora.id, { status: 'sent' });

    const all = await owner.get(apiPaths.followUps.due);
    expect(all.status).toBe(200);
    const due = all.body as DueFollowUps;
    expect(due.timeZone).toBe('America/New_York');
    const ids = due.items.map((item) => item.id);
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(unassigned));
    expect(due.items.find((item) => item.id === older)).toMatchObject({
      brideId: nora.id,
      brideName: 'Due Nora',
      step: 1,
      subject: 'The Aurora gown you loved',
      consultantName: 'Clara Vale',
    });
    expect(due.items.find((item) => item.id === unassigned)!.consultantName).toBe('');
    expect(due.items.length).toBeLessThanOrEqual(followUpLimits.dueOnDashboard);
    expect(due.total).toBeGreaterThanOrEqual(due.items.length);

    const ofClara = (await clara.get(apiPaths.followUps.due)).body as DueFollowUps;
    expect(ofClara.items.map((item) => item.id)).toEqual(expect.arrayContaining([older, unassigned]));
    const ofDora = (await dora.get(apiPaths.followUps.due)).body as DueFollowUps;
    expect(ofDora.items.map((item) => item.id)).toContain(unassigned);
    expect(ofDora.items.map((item) => item.id)).not.toContain(older);

    const elsewhere = (await stranger.get(apiPaths.followUps.due)).body as DueFollowUps;
    expect(elsewhere.items.map((item) => item.id)).not.toContain(older);
    expect((await t.client().get(apiPaths.followUps.due)).status).toBe(401);
  });
});

describe('GET /api/follow-ups/brides/{brideId}', () => {
  it('answers what is pending (soonest first) and her history (newest first)', async () => {
    const nora = await bride({ name: 'View Nora' });
    const later = await followUp(nora.id, { status: 'scheduled', step: 2, dueInDays: 5 });
    const draft = await followUp(nora.id, { dueInDays: -1 });
    const sent = await followUp(nora.id, { status: 'sent' });
    const res = await clara.get(apiPaths.followUps.ofBride(nora.id));
    expect(res.status).toBe(200);
    const view = res.body as BrideFollowUps;
    expect(view).toMatchObject({
      brideId: nora.id,
      brideName: 'View Nora',
      email: nora.email,
      timeZone: 'America/New_York',
      blocked: null,
      blockedMessage: '',
      unsubscribedAt: null,
    });
    expect(view.pending.map((item) => item.id)).toEqual([draft, later]);
    expect(view.history.map((item) => item.id)).toEqual([sent]);
    expect(view.history[0]).toMatchObject({ status: 'sent', sentTo: 'nora@example.com', writer: 'local' });
    expect(res.text).not.toContain('unsubscribeTokenHash');
  });

  it('says why a bride gets no follow-up: no address, no consent, unsubscribed', async () => {
    const noEmail = await bride({ email: '' });
    const noConsent = await bride({ consent: false });
    const optedOut = await bride();
    await t.sql`UPDATE brides SET unsubscribed_at = now() WHERE id = ${optedOut.id}`;
    const view = async (id: string) => (await owner.get(apiPaths.followUps.ofBride(id))).body as BrideFollowUps;
    expect(await view(noEmail.id)).toMatchObject({ blocked: 'no_email', blockedMessage: followUpMessages.noEmail });
    expect(await view(noConsent.id)).toMatchObject({
      blocked: 'no_consent',
      blockedMessage: followUpMessages.noConsent,
    });
    const unsubscribed = await view(optedOut.id);
    expect(unsubscribed).toMatchObject({ blocked: 'unsubscribed', blockedMessage: followUpMessages.unsubscribed });
    expect(unsubscribed.unsubscribedAt).not.toBeNull();
  });

  it("answers 404 for another boutique's bride and for an id that is no id", async () => {
    const nora = await bride();
    for (const res of [
      await stranger.get(apiPaths.followUps.ofBride(nora.id)),
      await owner.get(apiPaths.followUps.ofBride('not-a-uuid')),
      await owner.get(apiPaths.followUps.ofBride('00000000-0000-4000-8000-000000000000')),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(followUpMessages.brideNotFound);
    }
    expect((await t.client().get(apiPaths.followUps.ofBride(nora.id))).status).toBe(401);
  });
});

describe('PATCH /api/follow-ups/{id}', () => {
  it('saves an edit of a draft with who edited it', async () => {
    const nora = await bride();
    const id = await followUp(nora.id);
    const res = await clara.patch(apiPaths.followUps.one(id), edit({ subject: '  Your Aurora is waiting  ' }));
    expect(res.status).toBe(200);
    const saved = res.body as FollowUp;
    expect(saved).toMatchObject({
      id,
      status: 'drafted',
      subject: 'Your Aurora is waiting',
      body: edit().body,
      textMessage: edit().textMessage,
      editedByName: 'Clara Vale',
    });
    expect(saved.editedAt).not.toBeNull();
  });

  it('refuses to edit what is sent, on its way, skipped, stopped or not due yet (409 with the reason)', async () => {
    const nora = await bride();
    for (const [status, message] of [
      ['sent', followUpMessages.alreadySent],
      ['queued', followUpMessages.alreadyQueued],
      ['skipped', followUpMessages.skipped],
      ['stopped', followUpMessages.stopped],
      ['scheduled', followUpMessages.notDue],
    ] as const) {
      const id = await followUp(nora.id, { status });
      const res = await owner.patch(apiPaths.followUps.one(id), edit());
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(message);
      expect((await row(id)).subject).toBe('The Aurora gown you loved');
    }
  });

  it('refuses bad input with the form messages, word for word', async () => {
    const nora = await bride();
    const id = await followUp(nora.id);
    const cases: [Record<string, unknown>, string, string][] = [
      [edit({ subject: '   ' }), 'subject', followUpMessages.subject],
      [edit({ subject: undefined }), 'subject', followUpMessages.subject],
      [edit({ subject: 's'.repeat(followUpLimits.subject + 1) }), 'subject', followUpMessages.subjectLength],
      [edit({ body: '' }), 'body', followUpMessages.body],
      [edit({ body: 'b'.repeat(followUpLimits.body + 1) }), 'body', followUpMessages.bodyLength],
      [
        edit({ textMessage: 't'.repeat(followUpLimits.textMessage + 1) }),
        'textMessage',
        followUpMessages.textMessageLength,
      ],
      [edit({ subject: { text: 'Hi' } }), 'subject', notTextMessage],
      [edit({ body: ['Dear Nora'] }), 'body', notTextMessage],
    ];
    for (const [body, field, message] of cases) {
      const res = await owner.patch(apiPaths.followUps.one(id), body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
      expect(res.body.fields[field]).toBe(message);
    }
    expect((await owner.patch(apiPaths.followUps.one(id), '["a list"]')).status).toBe(400);
    expect((await owner.patch(apiPaths.followUps.one(id), '{not json')).status).toBe(400);
    expect((await owner.patch(apiPaths.followUps.one(id), 'subject=Hi', { 'content-type': 'text/plain' })).status).toBe(
      415,
    );
    expect((await row(id)).subject).toBe('The Aurora gown you loved');
  });

  it("answers 403 to a consultant for a colleague's bride, 404 for another boutique's follow-up or no id", async () => {
    const nora = await bride();
    const id = await followUp(nora.id);
    const forbidden = await dora.patch(apiPaths.followUps.one(id), edit());
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error).toBe(followUpMessages.notYours);
    for (const res of [
      await stranger.patch(apiPaths.followUps.one(id), edit()),
      await stranger.patch(apiPaths.followUps.one(id), { subject: '' }),
      await owner.patch(apiPaths.followUps.one('nope'), edit()),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(followUpMessages.notFound);
    }
    expect((await t.client().patch(apiPaths.followUps.one(id), edit())).status).toBe(401);
    expect((await row(id)).subject).toBe('The Aurora gown you loved');
    // Unassigned: any consultant may act on it.
    const open = await followUp(nora.id, { consultantId: null });
    expect((await dora.patch(apiPaths.followUps.one(open), edit())).status).toBe(200);
  });
});

describe('POST /api/follow-ups/{id}/send', () => {
  it('queues the draft at once outside quiet hours, with the edit it carries and who sent it', async () => {
    await setQuietHours('09:00', '09:00');
    const nora = await bride();
    const id = await followUp(nora.id);
    const before = Date.now();
    const res = await clara.post(apiPaths.followUps.send(id), edit({ subject: 'Edited then sent' }));
    expect(res.status).toBe(200);
    const queued = res.body as FollowUp;
    expect(queued).toMatchObject({
      status: 'queued',
      subject: 'Edited then sent',
      queuedByName: 'Clara Vale',
      automatic: false,
      editedByName: 'Clara Vale',
    });
    expect(Date.parse(queued.sendAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(queued.sendAt!)).toBeLessThanOrEqual(Date.now());
    const job = await t.deps.mailQueue.getJob(followUpJobId(id));
    expect(job?.data).toEqual({ kind: 'follow-up', followUpId: id });
    expect(job?.opts.delay ?? 0).toBeLessThan(1000);
    expect(res.body.queuedNote).toBe('Queued: it goes out now.');
    await job?.remove();

    const again = await clara.post(apiPaths.followUps.send(id));
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(followUpMessages.alreadyQueued);
  });

  it('sends the draft as saved when the body is empty', async () => {
    await setQuietHours('09:00', '09:00');
    const nora = await bride();
    const id = await followUp(nora.id);
    const res = await owner.post(apiPaths.followUps.send(id), {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'queued', subject: 'The Aurora gown you loved', editedByName: '' });
    await (await t.deps.mailQueue.getJob(followUpJobId(id)))?.remove();
  });

  it("waits until the boutique's quiet hours end: the job's delay runs to their end", async () => {
    // Quiet hours from an hour ago to two hours ahead, in the boutique's zone (New York).
    const hour = 3_600_000;
    const minute = Math.floor(Date.now() / 60_000) * 60_000;
    const end = new Date(minute + 2 * hour);
    const newYorkTime = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/New_York',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    await setQuietHours(newYorkTime.format(new Date(minute - hour)), newYorkTime.format(end));
    const nora = await bride();
    const id = await followUp(nora.id);
    const now = Date.now();
    const res = await clara.post(apiPaths.followUps.send(id));
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('queued');
    expect(res.body.sendAt).toBe(end.toISOString());
    // The answer says when, on the boutique's clock and naming its zone.
    const endWall = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hour: 'numeric',
      minute: '2-digit',
    }).format(end);
    expect(res.body.queuedNote).toMatch(
      new RegExp(
        `^Queued: it goes out at ${endWall.replace(/\s/g, '\\s')} on .+ \\(America/New_York time\\), after the quiet hours\\.$`,
      ),
    );
    const job = await t.deps.mailQueue.getJob(followUpJobId(id));
    expect(job?.opts.delay).toBeGreaterThan(end.getTime() - now - 5_000);
    expect(job?.opts.delay).toBeLessThanOrEqual(end.getTime() - now + 1_000);
    await job?.remove();
    await setQuietHours('09:00', '09:00');
  });

  it('refuses a bride who unsubscribed and one with no address (409 with the message); nothing is queued', async () => {
    const optedOut = await bride();
    await t.sql`UPDATE brides SET unsubscribed_at = now() WHERE id = ${optedOut.id}`;
    const first = await followUp(optedOut.id);
    const refused = await clara.post(apiPaths.followUps.send(first), edit());
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(followUpMessages.sendUnsubscribed);
    expect((await row(first)).status).toBe('drafted');
    expect(await t.deps.mailQueue.getJob(followUpJobId(first))).toBeUndefined();

    const noAddress = await bride({ email: '' });
    const second = await followUp(noAddress.id);
    const none = await clara.post(apiPaths.followUps.send(second));
    expect(none.status).toBe(409);
    expect(none.body.error).toBe(followUpMessages.noEmail);
    expect(await t.deps.mailQueue.getJob(followUpJobId(second))).toBeUndefined();
  });

  it('refuses to send again what is sent, and what is skipped, stopped or not due', async () => {
    const nora = await bride();
    for (const [status, message] of [
      ['sent', followUpMessages.alreadySent],
      ['skipped', followUpMessages.skipped],
      ['stopped', followUpMessages.stopped],
      ['scheduled', followUpMessages.notDue],
    ] as const) {
      const id = await followUp(nora.id, { status });
      const res = await owner.post(apiPaths.followUps.send(id));
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(message);
      expect(await t.deps.mailQueue.getJob(followUpJobId(id))).toBeUndefined();
    }
  });

  it('refuses a bad edit before queuing anything, a colleague (403) and another boutique (404)', async () => {
    const nora = await bride();
    const id = await followUp(nora.id);
    const bad = await clara.post(apiPaths.followUps.send(id), edit({ body: '' }));
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(followUpMessages.body);
    expect((await dora.post(apiPaths.followUps.send(id))).status).toBe(403);
    expect((await stranger.post(apiPaths.followUps.send(id))).status).toBe(404);
    expect((await t.client().post(apiPaths.followUps.send(id))).status).toBe(401);
    expect((await row(id)).status).toBe('drafted');
    expect(await t.deps.mailQueue.getJob(followUpJobId(id))).toBeUndefined();
  });
});

describe('POST /api/follow-ups/{id}/skip', () => {
  it('skips a draft or a step not due yet, with who skipped it; refuses the rest', async () => {
    const nora = await bride();
    const draft = await followUp(nora.id);
    const res = await clara.post(apiPaths.followUps.skip(draft), {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: draft, status: 'skipped', skippedByName: 'Clara Vale' });
    expect(res.body.skippedAt).not.toBeNull();

    const scheduled = await followUp(nora.id, { status: 'scheduled', dueInDays: 3 });
    expect((await owner.post(apiPaths.followUps.skip(scheduled))).body.status).toBe('skipped');

    const again = await clara.post(apiPaths.followUps.skip(draft));
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(followUpMessages.skipped);
    const sent = await followUp(nora.id, { status: 'sent' });
    expect((await owner.post(apiPaths.followUps.skip(sent))).body.error).toBe(followUpMessages.alreadySent);
  });

  it("answers 403 for a colleague's bride and 404 for another boutique's", async () => {
    const nora = await bride();
    const id = await followUp(nora.id);
    const forbidden = await dora.post(apiPaths.followUps.skip(id));
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error).toBe(followUpMessages.notYours);
    expect((await stranger.post(apiPaths.followUps.skip(id))).status).toBe(404);
    expect((await row(id)).status).toBe('drafted');
  });
});

describe('the unsubscribe link without a sent e-mail', () => {
  it('answers 404 with the message to an unknown or malformed token, GET and POST', async () => {
    const anyone = t.client();
    const unknown = 'A'.repeat(43);
    for (const res of [
      await anyone.get(apiPaths.unsubscribe(unknown)),
      await anyone.post(apiPaths.unsubscribe(unknown), {}),
      await anyone.get(apiPaths.unsubscribe('short')),
      await anyone.post(apiPaths.unsubscribe(`${'x'.repeat(500)}`), {}),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(followUpMessages.unsubscribeInvalid);
    }
  });

  it("lets the one-click POST through the CSRF guard from a mail provider's servers or a webmail page", async () => {
    const unknown = 'B'.repeat(43);
    const senders: Record<string, string>[] = [
      { 'content-type': 'application/x-www-form-urlencoded' },
      {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example',
        'sec-fetch-site': 'cross-site',
      },
    ];
    for (const headers of senders) {
      // Past the guard, the token decides: unknown here, so 404 (never the guard's 415 or 403).
      const res = await t.client().post(apiPaths.unsubscribe(unknown), 'List-Unsubscribe=One-Click', headers);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(followUpMessages.unsubscribeInvalid);
    }
  });

  it('keeps the CSRF guard for every other path: a form body elsewhere is still refused', async () => {
    const res = await owner.post(apiPaths.followUps.skip('x'), 'List-Unsubscribe=One-Click', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(415);
    const crossSite = await owner.post(apiPaths.followUps.skip('x'), {}, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
  });
});

describe('delivery by the mail worker, and unsubscribing', () => {
  let worker: MailWorker;
  beforeAll(async () => {
    await setQuietHours('09:00', '09:00');
    worker = await startMailWorker(t);
  }, 60_000);
  afterAll(async () => {
    await worker?.stop();
  });

  const waitFor = async (check: () => Promise<boolean>, timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  it('sends with the unsubscribe link and the RFC 8058 headers; one click unsubscribes her, for good', async () => {
    const nora = await bride({ name: 'Mailed Nora' });
    const id = await followUp(nora.id);
    const pending = await followUp(nora.id, { status: 'scheduled', step: 2, dueInDays: 4 });
    const res = await clara.post(
      apiPaths.followUps.send(id),
      edit({
        subject: 'The Aurora, held for you',
        body: 'Dear Nora,\n\nThe Aurora <b>ivory</b> lace is held for you.\nCall us any time.\n\nWith love, Clara',
      }),
    );
    expect(res.status).toBe(200);

    const mail = await worker.smtp.waitFor((message) => message.to.includes(nora.email), 20_000);
    expect(mail.subject).toBe('The Aurora, held for you');
    expect(mail.text).toContain('The Aurora <b>ivory</b> lace is held for you.');
    expect(mail.html).toContain('The Aurora &#60;b&#62;ivory&#60;/b&#62; lace is held for you.<br>Call us any time.');
    expect(mail.html).not.toMatch(/<img/i);
    const token = /\/unsubscribe\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    expect(mail.text).toContain(`${t.env.PUBLIC_URL}/unsubscribe/${token}`);
    expect(mail.html).toContain(`href="${t.env.PUBLIC_URL}/unsubscribe/${token}"`);
    expect(mail.headers['list-unsubscribe']).toBe(`<${t.env.PUBLIC_URL}/api/unsubscribe/${token}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    await waitFor(async () => (await row(id)).status === 'sent');
    const sent = await row(id);
    expect(sent.sentTo).toBe(nora.email);
    expect(sent.unsubscribeTokenHash).not.toBeNull();
    const history = (await clara.get(apiPaths.followUps.ofBride(nora.id))).body as BrideFollowUps;
    expect(history.history[0]).toMatchObject({ id, status: 'sent', queuedByName: 'Clara Vale', sentTo: nora.email });

    // Her page first shows what the link does, changing nothing.
    const page = await t.client().get(apiPaths.unsubscribe(token!));
    expect(page.status).toBe(200);
    expect(page.body).toEqual({ boutiqueName: 'Hollis Bridal Atelier', unsubscribed: false });

    // A tampered link is not hers.
    const tampered = `${token!.slice(0, -1)}${token!.endsWith('A') ? 'B' : 'A'}`;
    const refused = await t.client().post(apiPaths.unsubscribe(tampered), 'List-Unsubscribe=One-Click', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe(followUpMessages.unsubscribeInvalid);

    // Her mail provider's one-click POST: form-encoded, no Origin, no session.
    const oneClick = new URL(mail.headers['list-unsubscribe']!.slice(1, -1)).pathname;
    const done = await t.client().post(oneClick, 'List-Unsubscribe=One-Click', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ boutiqueName: 'Hollis Bridal Atelier', unsubscribed: true });
    const [unsubscribed] = await t.sql<{ unsubscribedAt: Date | null }[]>`
      SELECT unsubscribed_at FROM brides WHERE id = ${nora.id}`;
    expect(unsubscribed!.unsubscribedAt).not.toBeNull();
    expect(await row(pending)).toMatchObject({ status: 'stopped', stoppedReason: 'unsubscribed' });

    // RFC 8058 clients retry, and she may click twice: the same answer, the first time kept.
    const reused = await t.client().post(apiPaths.unsubscribe(token!), {});
    expect(reused.status).toBe(200);
    expect(reused.body.unsubscribed).toBe(true);
    expect((await t.client().get(apiPaths.unsubscribe(token!))).body.unsubscribed).toBe(true);
    const [still] = await t.sql<{ unsubscribedAt: Date }[]>`SELECT unsubscribed_at FROM brides WHERE id = ${nora.id}`;
    expect(still!.unsubscribedAt.toISOString()).toBe(unsubscribed!.unsubscribedAt!.toISOString());

    const view = (await owner.get(apiPaths.followUps.ofBride(nora.id))).body as BrideFollowUps;
    expect(view.blocked).toBe('unsubscribed');
  });

  it('never sends a follow-up already queued for a bride who has since unsubscribed', async () => {
    const nora = await bride({ name: 'Queued Nora' });
    const id = await followUp(nora.id, { status: 'queued' });
    // She unsubscribed after it was queued (set directly, so the row is still 'queued' when its job runs).
    await t.sql`UPDATE brides SET unsubscribed_at = now() WHERE id = ${nora.id}`;
    await t.deps.mailQueue.add('follow-up', { kind: 'follow-up', followUpId: id }, { jobId: followUpJobId(id) });
    await waitFor(async () => (await row(id)).status !== 'queued');
    expect(await row(id)).toMatchObject({ status: 'stopped', stoppedReason: 'unsubscribed', sentTo: '' });
    // A control message sent after it proves the worker got that far without mailing her.
    const control = await bride();
    const controlId = await followUp(control.id);
    expect((await owner.post(apiPaths.followUps.send(controlId))).status).toBe(200);
    await worker.smtp.waitFor((message) => message.to.includes(control.email), 20_000);
    expect(worker.smtp.messages.some((message) => message.to.includes(nora.email))).toBe(false);
  });
});
