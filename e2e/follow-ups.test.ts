import { beforeAll, describe, expect, it } from '@jest/globals';
import { apiPaths } from '@bridal/shared/api/api-paths';
import type { AppointmentDetail } from '@bridal/shared/appointments/appointment-detail';
import type { BookingLinkView } from '@bridal/shared/appointments/booking';
import { followUpMessages, followUpWriterLabels } from '@bridal/shared/follow-ups/follow-up';
import { zoneAtMidday } from '@bridal/testing/boutique-day';
import type { CapturedMail } from '@bridal/testing/smtp-capture';
import {
  addConsultant,
  apiAs,
  pageAs,
  type SignedUpBoutique,
  signUpBoutique,
  waitUntilReady,
} from './support/boutique';
import { desktop, expectToast, type Page, phone, seriousAxeViolations } from './support/browser';
import { expectLinksWork } from './support/mail-checks';
import { usePlatform } from './support/use-platform';

/*
 * Follow-ups end to end. A follow-up 'day' lasts 2 s and the worker sweeps every second, so a plan
 * falls due while the test waits. Setup goes through the API (fast); the consultant's part and
 * the bride's unsubscribe page run in Chromium, with the e-mail caught by the SMTP capture.
 */

const ctx = usePlatform({ FOLLOW_UP_DAY_SECONDS: '2', HOUSEKEEPING_INTERVAL_SECONDS: '1' });
const stamp = Date.now();
const owner = {
  name: 'Maren Holt',
  email: `maren.${stamp}@holt-bridal.com`,
  password: 'Charmeuse&Lace2026',
  phone: '2075550188',
  boutiqueName: 'Holt Bridal',
  address: '9 Exchange St, Portland, ME',
  consultantSeats: 4,
  agreedToTerms: true,
};
const consultant = { name: 'Tamsin Reed', email: `tamsin.${stamp}@holt-bridal.com`, password: 'Mikado&Tulle2026' };
const gowns = ['Aurora', 'Belle', 'Cleo'];

let boutique: SignedUpBoutique;
let consultantCookie: string;

const json = (body: unknown): RequestInit => ({
  method: 'PUT',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

async function until<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

interface Bride {
  id: string;
  name: string;
  email: string;
  appointmentId: string;
  bookingView: BookingLinkView;
  lovedGown: string;
}

/**
 * A bride who took the survey, booked today's first free time from her link with an e-mail and
 * the follow-up box ticked, was seen by the consultant (a plan dress loved), and left 'not yet'.
 */
async function brideWhoDidNotBuy(name: string): Promise<Bride> {
  const form = new FormData();
  const fields: Record<string, string> = {
    name,
    weddingDate: '2027-09-18',
    weddingVenue: 'Portland Head Light',
    weddingLocation: 'Portland, ME',
    weddingVibes: 'garden-party',
    budget: '1000-2000',
    boutiqueName: boutique.slug,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const survey = await fetch(`${ctx.platform.baseUrl}/api/surveys`, {
    method: 'POST',
    headers: { origin: ctx.platform.baseUrl },
    body: form,
  });
  expect(survey.status).toBe(201);
  const { brideId, bookingToken } = (await survey.json()) as { brideId: string; bookingToken: string };
  const email = `${name.toLowerCase()}.${stamp}@example.com`;
  const link = await fetch(`${ctx.platform.baseUrl}${apiPaths.booking.link(bookingToken)}`);
  const bookingView = (await link.json()) as BookingLinkView;
  const booked = await fetch(`${ctx.platform.baseUrl}${apiPaths.booking.link(bookingToken)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ctx.platform.baseUrl },
    body: JSON.stringify({ startsAt: bookingView.slots[0]!.startsAt, email, followUpConsent: true }),
  });
  expect(booked.status).toBeLessThan(300);

  const sql = ctx.platform.database.sql;
  const [appointment] = await sql<{ id: string }[]>`
    SELECT id FROM appointments WHERE bride_id = ${brideId} AND status = 'booked'`;
  const appointmentId = appointment!.id;
  await waitUntilReady(ctx, boutique.ownerCookie, brideId);
  const start = await apiAs(ctx, consultantCookie, apiPaths.appointments.start(appointmentId), { method: 'POST' });
  expect(start.status).toBe(200);
  const detail = (await (
    await apiAs(ctx, consultantCookie, apiPaths.appointments.one(appointmentId))
  ).json()) as AppointmentDetail;
  const dress = detail.checklist.find((entry) => entry.dressId)!;
  const loved = await apiAs(
    ctx,
    consultantCookie,
    apiPaths.appointments.dress(appointmentId, dress.dressKey),
    json({ dressName: dress.dressName, pulled: true, triedOn: true, verdict: 'loved' }),
  );
  expect(loved.status).toBe(200);
  const outcome = await apiAs(
    ctx,
    consultantCookie,
    apiPaths.appointments.outcome(appointmentId),
    json({ result: 'not_yet', reasons: ['keep_shopping'] }),
  );
  expect(outcome.status).toBe(200);
  const lovedGown = gowns.find((gown) => dress.dressName.includes(gown))!;
  expect(lovedGown).toBeDefined();
  return { id: brideId, name, email, appointmentId, bookingView, lovedGown };
}

const followUpStatus = async (brideId: string, step: number) => {
  const [row] = await ctx.platform.database.sql<{ status: string }[]>`
    SELECT status FROM follow_ups WHERE bride_id = ${brideId} AND step = ${step}`;
  return row?.status;
};

const unsubscribeLinkIn = (mail: CapturedMail) => {
  const match = /https?:\/\/[^/\s]+(\/unsubscribe\/[A-Za-z0-9_%-]+)/.exec(mail.text);
  if (!match) throw new Error(`no unsubscribe link in: ${mail.text}`);
  return match[1]!;
};

const followUp = (page: Page, step: number) => page.getByRole('article', { name: `Follow-up ${step}` });

beforeAll(async () => {
  boutique = await signUpBoutique(ctx, owner);
  const sql = ctx.platform.database.sql;
  const allDay = Array.from({ length: 7 }, () => [{ from: '00:00', to: '23:59' }]);
  await sql`
    UPDATE boutiques SET opening_hours = ${sql.json(allDay)}, time_zone = ${zoneAtMidday()},
      appointment_minutes = 15, appointment_capacity = 4
    WHERE id = ${boutique.boutiqueId}`;
  const stock = new FormData();
  stock.append(
    'inventory',
    new Blob(
      [
        [
          'Style #,Designer,Gown,Price,Silhouette,Fabric,Sizes,Notes',
          'HB-1,Holt,Aurora,1650,A-Line,Lace,4-14,Romantic lace with a soft skirt',
          'HB-2,Holt,Belle,1900,Ball Gown,Tulle,6-12,Classic princess gown',
          'HB-3,Holt,Cleo,1450,Sheath,Crepe,2-10,Minimal modern sheath',
        ].join('\n'),
      ],
      { type: 'text/csv' },
    ),
    'holt.csv',
  );
  expect(
    (await apiAs(ctx, boutique.ownerCookie, '/api/inventory/upload', { method: 'POST', body: stock })).status,
  ).toBe(200);
  consultantCookie = await addConsultant(ctx, boutique.boutiqueId, consultant);
}, 60_000);

describe('the follow-up settings', () => {
  it('show per-field errors in the form, and save through the API (no quiet hours for this test)', async () => {
    const page = await pageAs(ctx, boutique.ownerCookie, desktop);
    await page.goto(`/admin/${boutique.boutiqueId}/settings`);
    const form = page.getByRole('form', { name: 'Follow-up settings' });
    await form.getByLabel('First follow-up (days after)').waitFor();
    expect(await form.getByRole('switch', { name: 'Send follow-ups automatically' }).isChecked()).toBe(false);
    await form.getByLabel('First follow-up (days after)').fill('5');
    await form.getByLabel('Second follow-up (days after)').fill('3');
    await form.getByLabel('Days you hold a dress').fill('91');
    await form.getByRole('button', { name: 'Save Follow-up Settings' }).click();
    await form.getByText(followUpMessages.daysOrder).waitFor();
    await form.getByText(followUpMessages.holdDays).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();

    // The API refuses the same, field by field; then this test's settings: days 1 and 4, no quiet hours.
    const bad = await apiAs(
      ctx,
      boutique.ownerCookie,
      apiPaths.followUpSettings,
      json({
        days: [0],
        quietFrom: '25:00',
        quietTo: '09:00',
        signature: '',
        autoSend: false,
        holdDays: 7,
        orderLeadWeeks: 16,
      }),
    );
    expect(bad.status).toBe(400);
    const saved = await apiAs(
      ctx,
      boutique.ownerCookie,
      apiPaths.followUpSettings,
      json({
        days: [1, 4],
        quietFrom: '00:00',
        quietTo: '00:00',
        signature: 'Tamsin at Holt Bridal',
        autoSend: false,
        holdDays: 10,
        orderLeadWeeks: 16,
      }),
    );
    expect(saved.status).toBe(200);
    // The settings page carries a dozen sections for axe to read: on a loaded 2-core CI it takes a while.
  }, 90_000);
});

describe('a follow-up, from the outcome to her unsubscribing', () => {
  it('drafts it, the consultant edits and sends it, she unsubscribes, and the next one is not sent', async () => {
    const bride = await brideWhoDidNotBuy('Ottilie');
    await until('the first draft', async () => ((await followUpStatus(bride.id, 1)) === 'drafted' ? true : undefined));

    // Her consultant finds it under 'Follow-ups due' and opens her view.
    const page = await pageAs(ctx, consultantCookie, phone);
    await page.goto(`/consultant/${boutique.boutiqueId}`);
    const due = page.getByRole('region', { name: 'Follow-ups due' });
    // A test's follow-up day is 2 s: on a slow machine her second step may be drafted by the time the
    // page shows, so she is listed once per drafted step, the first step first. Either opens her view.
    await due.getByText(bride.name).first().waitFor({ timeout: 20_000 });
    await due
      .getByRole('link', { name: `Review ${bride.name}'s follow-up` })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: `Follow-ups for ${bride.name}` }).waitFor();
    const first = followUp(page, 1);
    await first.getByText(followUpWriterLabels.local).waitFor();
    expect(await first.getByRole('textbox', { name: 'Message', exact: true }).inputValue()).toContain(bride.lovedGown);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // An empty subject is refused on the page; the edit is sent as typed.
    await first.getByLabel('Subject').fill('');
    await first.getByRole('button', { name: 'Save' }).click();
    await first.getByText(followUpMessages.subject).waitFor();
    const subject = `The ${bride.lovedGown} is waiting for you, ${bride.name}`;
    await first.getByLabel('Subject').fill(subject);
    const message = first.getByRole('textbox', { name: 'Message', exact: true });
    await message.fill(`${await message.inputValue()}\n\nWe kept your fitting notes for your next visit`);
    await first.getByRole('button', { name: 'Send' }).click();
    await expectToast(page, followUpMessages.queued);

    const mail = await ctx.platform.mail.waitFor((m) => m.to.includes(bride.email) && m.subject === subject);
    expect(mail.to).toEqual([bride.email]);
    expect(await expectLinksWork(mail, ctx.platform.baseUrl)).toEqual([
      `${ctx.platform.baseUrl}${unsubscribeLinkIn(mail)}`,
    ]);
    expect(mail.text).toContain(bride.lovedGown);
    expect(mail.text).toContain('We kept your fitting notes for your next visit');
    expect(mail.headers['list-unsubscribe']).toMatch(new RegExp(`^<${ctx.platform.baseUrl}/api/unsubscribe/.+>$`));
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    await page.reload();
    await page
      .getByRole('region', { name: 'History' })
      .getByText(/Sent by Tamsin Reed/)
      .waitFor();

    // She opens the link on her phone: one click, done.
    const bridePage = await (
      await ctx.browser.newContext({ viewport: phone, baseURL: ctx.platform.baseUrl })
    ).newPage();
    await bridePage.goto(unsubscribeLinkIn(mail));
    await bridePage.getByRole('heading', { level: 1, name: followUpMessages.unsubscribeDone }).waitFor();
    await bridePage.getByText(owner.boutiqueName).first().waitFor();
    expect(await seriousAxeViolations(bridePage)).toEqual([]);
    expect(await bridePage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // A tampered link says so.
    await bridePage.goto('/unsubscribe/not-a-real-token');
    await bridePage.getByRole('heading', { level: 1, name: followUpMessages.unsubscribeInvalid }).waitFor();
    await bridePage.context().close();

    // The second follow-up is never sent: stopped, or refused if it was drafted before she left.
    const second = await until('the second step to leave scheduled', async () => {
      const status = await followUpStatus(bride.id, 2);
      return status && status !== 'scheduled' ? status : undefined;
    });
    await page.reload();
    await page.getByText(followUpMessages.unsubscribed).first().waitFor();
    if (second === 'drafted') {
      await followUp(page, 2).getByRole('button', { name: 'Send' }).click();
      await followUp(page, 2).getByText(followUpMessages.sendUnsubscribed).first().waitFor();
    } else {
      expect(second).toBe('stopped');
      await followUp(page, 2).getByText('She unsubscribed').waitFor();
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(
      ctx.platform.mail.messages.filter((m) => m.to.includes(bride.email) && m.headers['list-unsubscribe']),
    ).toHaveLength(1);
    await page.context().close();
  }, 90_000);
});

describe('copying, skipping and booking again', () => {
  it('copies the text message, skips the first step, and booking again stops what is pending', async () => {
    const bride = await brideWhoDidNotBuy('Clemence');
    await until('her first draft', async () => ((await followUpStatus(bride.id, 1)) === 'drafted' ? true : undefined));

    const page = await pageAs(ctx, consultantCookie, desktop);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ctx.platform.baseUrl });
    // Her profile links to her follow-ups.
    await page.goto(`/consultant/${boutique.boutiqueId}/client/${bride.id}`);
    await page.getByRole('link', { name: 'Follow-ups', exact: true }).click();
    await page.waitForURL(`**/consultant/${boutique.boutiqueId}/client/${bride.id}/follow-ups`);
    const first = followUp(page, 1);
    const textMessage = await first.getByRole('textbox', { name: 'Text message version' }).inputValue();
    expect(textMessage).toContain(bride.name);
    await first.getByRole('button', { name: 'Copy as text message' }).click();
    await expectToast(page, followUpMessages.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(textMessage);

    // Skip asks first; Cancel keeps the draft.
    await first.getByRole('button', { name: 'Skip' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Skip Follow-up 1?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await first.getByRole('button', { name: 'Skip' }).click();
    await confirm.getByRole('button', { name: 'Skip it' }).click();
    await expectToast(page, followUpMessages.skippedDone);
    const history = page.getByRole('region', { name: 'History' });
    await history.getByText(/Skipped by Tamsin Reed/).waitFor();

    // She books again: the second step stops.
    const later = bride.bookingView.slots.at(-1)!.startsAt;
    const again = await apiAs(ctx, consultantCookie, apiPaths.appointments.list, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ brideId: bride.id, startsAt: later }),
    });
    expect(again.status).toBeLessThan(300);
    await page.reload();
    await followUp(page, 2).getByText('She booked again').waitFor();
    await history.getByText('Stopped', { exact: true }).waitFor();
    expect(await page.getByRole('region', { name: 'Pending' }).getByRole('article').count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  }, 60_000);
});

describe("the demo's follow-ups", () => {
  it('list on the dashboard and open read-only', async () => {
    const context = await ctx.browser.newContext({ viewport: phone, baseURL: ctx.platform.baseUrl });
    const page = await context.newPage();
    await page.goto('/trial-signup');
    await page.locator('input[name="name"]').fill('Paloma Reyes');
    await page.locator('input[name="phone"]').fill('2075550123');
    await page.locator('input[name="email"]').fill(`paloma.${stamp}@reyes-bridal.com`);
    await page.locator('input[name="boutiqueName"]').fill('Paloma Bridal');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.waitForURL('**/survey/demo');
    // The demo's history (and its follow-ups) is made in the background as the platform starts.
    await until(
      "the demo's waiting follow-ups",
      async () => {
        const [row] = await ctx.platform.database.sql<{ count: number }[]>`
          SELECT count(*)::int AS count FROM follow_ups WHERE boutique_id = 99 AND status = 'drafted'`;
        return row!.count > 0 ? true : undefined;
      },
      60_000,
    );
    await page.goto('/admin/demo');
    const due = page.getByRole('region', { name: 'Follow-ups due' });
    await due
      .getByRole('link', { name: /^Review .+'s follow-up$/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: /^Follow-ups for / }).waitFor();
    const draft = page.getByRole('region', { name: 'Pending' }).getByRole('article').first();
    // A browser that refuses the clipboard gets the text selected in a box to copy by hand.
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
        configurable: true,
      });
    });
    await draft.getByRole('button', { name: 'Copy as text message' }).click();
    await expectToast(page, 'Copy it yourself');
    expect(await draft.getByRole('textbox', { name: 'Text message to copy' }).inputValue()).not.toBe('');
    for (const name of ['Save', 'Send', 'Skip'])
      expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);
    // The page as she works on it, once the warning has gone: a scan that meets the toast fading
    // out reads its half-transparent text as low contrast.
    await page.getByTestId('toast').first().waitFor({ state: 'hidden', timeout: 10_000 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  }, 90_000);
});
