import { beforeAll, afterAll, describe, expect, it } from '@jest/globals';
import { paymentsConfigOf, savePaymentSettings } from '@bridal/server/payments/payment-settings';
import { instantAgo } from '@bridal/testing/boutique-day';
import { startStripeStandIn, type StripeStandIn, stripeTestCards } from '@bridal/testing/stripe-stand-in';
import { expectToast, type Page, phone } from './support/browser';
import { apiAs, pageAs, postSurvey, signUpBoutique } from './support/boutique';
import { usePlatform } from './support/use-platform';

// The platform's environment is filled in once the Stripe stand-in has its port (before the platform starts).
const env: Record<string, string> = { PAYMENTS_ENCRYPTION_KEY: 'cd'.repeat(32) };
let stripe: StripeStandIn;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  env.STRIPE_API_BASE = stripe.apiBase;
});
afterAll(async () => {
  await stripe?.stop();
});
const ctx = usePlatform(env);

const policy = 'Missed appointments without a day’s notice are charged $35.';

/** The boutique's Stripe account connected (the owner's Payments section does this through the API, tried in its own tests). */
async function connectPayments(boutiqueId: number): Promise<void> {
  await savePaymentSettings(
    ctx.platform.database.sql,
    paymentsConfigOf({ ...env, PUBLIC_URL: ctx.platform.baseUrl, PAYMENT_HOLD_MINUTES: 30 }),
    boutiqueId,
    {
      secretKey: stripe.secretKey,
      publishableKey: stripe.publishableKey,
      webhookSecret: stripe.webhookSecret,
      noShowPolicy: policy,
      noShowFeeCents: 3500,
      noShowChargeDays: 7,
    },
  );
  stripe.setWebhookUrl(`${ctx.platform.baseUrl}/api/payments/stripe-webhook/${boutiqueId}`);
}

/** On the provider's page (the stand-in's), her card saved; back on ours, she is booked. */
async function saveCardOnProviderPage(page: Page): Promise<void> {
  await page.waitForURL(`${stripe.apiBase}/pay/**`, { timeout: 30_000 });
  await page.getByLabel('Card number').fill(stripeTestCards.succeeds);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Save card' }).click();
  await page.waitForURL('**/book/paid/**', { timeout: 30_000 });
  await page.getByRole('heading', { level: 1, name: "You're booked!" }).waitFor({ timeout: 30_000 });
}

describe('a bride picks her kind of appointment and her party, and that type needs a card', () => {
  it('agrees to the policy, leaves her card on the provider’s page, is booked; staff charge the no-show fee', async () => {
    const { boutiqueId, slug, ownerCookie } = await signUpBoutique(ctx, {
      name: 'Ines Carver',
      email: `ines.${Date.now()}@carver-bridal.com`,
      password: 'Tulle&Pearl2026',
      phone: '2075550144',
      boutiqueName: 'Carver Bridal',
      address: '9 Market Street, Portland, ME',
      consultantSeats: 4,
      agreedToTerms: true,
    });
    const sql = ctx.platform.database.sql;
    const allDay = Array.from({ length: 7 }, () => [{ from: '00:00', to: '23:59' }]);
    await sql`UPDATE boutiques SET opening_hours = ${sql.json(allDay)}, time_zone = 'UTC' WHERE id = ${boutiqueId}`;
    await connectPayments(boutiqueId);
    // Two types (the settings section is tried in its own tests): a free one first, and the
    // bridal appointment that needs a card, in the one fitting room.
    const [room] = await sql<{ id: string }[]>`
      INSERT INTO fitting_rooms (boutique_id, name) VALUES (${boutiqueId}, 'Ivory Room') RETURNING id`;
    await sql`
      INSERT INTO appointment_types (boutique_id, name, duration_minutes, max_party, payment_requirement, position)
      VALUES (${boutiqueId}, 'Bridesmaids visit', 60, 6, 'none', 0),
             (${boutiqueId}, 'Bridal appointment', 90, 4, 'card', 1)`;
    await sql`
      INSERT INTO appointment_type_rooms (appointment_type_id, fitting_room_id, boutique_id)
      SELECT id, ${room!.id}, ${boutiqueId} FROM appointment_types WHERE boutique_id = ${boutiqueId}`;
    const { brideId, bookingToken } = await postSurvey(ctx, {
      name: 'Odile Brandt',
      weddingDate: '2027-09-18',
      boutiqueName: slug,
    });

    const context = await ctx.browser.newContext({ viewport: phone, baseURL: ctx.platform.baseUrl });
    const page = await context.newPage();
    await page.goto(`/book/${bookingToken}`);
    await page.getByRole('heading', { level: 1, name: 'Book your appointment' }).waitFor();
    // The free type asks for nothing; the bridal appointment asks for her card.
    await page.getByLabel('Kind of appointment').selectOption({ label: 'Bridesmaids visit (1 h)' });
    expect(await page.getByText('This appointment needs a card on file.').count()).toBe(0);
    await page.getByLabel('Kind of appointment').selectOption({ label: 'Bridal appointment (1 h 30 min)' });
    await page.getByText('This appointment needs a card on file.').waitFor();
    await page.getByLabel('How many people are coming with you? (optional)').fill('3');
    await page.getByTestId('no-show-policy').getByText(policy).waitFor();
    await page.getByRole('group', { name: 'Choose a day' }).getByRole('button').nth(1).click();
    await page.getByRole('group', { name: 'Choose a time' }).getByRole('button').first().click();
    await page.getByLabel('E-mail').fill(`odile.${Date.now()}@example.com`);
    // Not agreed yet: the form says so and nothing is booked.
    await page.getByRole('button', { name: 'Book appointment' }).click();
    await page.getByText('Please agree to the no-show policy to continue.').first().waitFor();
    await page.getByLabel("I agree to the boutique's no-show policy").check();
    await page.getByRole('button', { name: 'Book appointment' }).click();

    // The provider's hosted page (the stand-in's): her card never passes through the platform.
    await saveCardOnProviderPage(page);
    await page.getByTestId('payment-held').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();

    const [appointment] = await sql<{ id: string; paymentHold: string; policyText: string }[]>`
      SELECT a.id, a.payment_hold, h.policy_text FROM appointments a
      JOIN appointment_payment_holds h ON h.appointment_id = a.id WHERE a.bride_id = ${brideId}`;
    expect(appointment).toMatchObject({ paymentHold: 'card', policyText: policy });
    const [booked] = await sql<{ typeName: string; roomName: string; partySize: number }[]>`
      SELECT t.name AS type_name, r.name AS room_name, a.party_size FROM appointments a
      JOIN appointment_types t ON t.id = a.appointment_type_id JOIN fitting_rooms r ON r.id = a.fitting_room_id
      WHERE a.id = ${appointment!.id}`;
    expect(booked).toEqual({ typeName: 'Bridal appointment', roomName: 'Ivory Room', partySize: 3 });

    // She did not come: her appointment began a few minutes ago, and staff mark it on their phone.
    await sql`UPDATE appointments SET starts_at = ${instantAgo({ minutes: 5 })} WHERE id = ${appointment!.id}`;
    const staff = await pageAs(ctx, ownerCookie, phone);
    await staff.goto(`/admin/${boutiqueId}/schedule`);
    const item = staff.locator('li', { has: staff.getByRole('link', { name: 'Odile Brandt' }) });
    // The day view says what kind of visit, in which room, and who comes with her.
    await item.getByTestId('visit-details').getByText('Bridal appointment · Room: Ivory Room · +3 with her').waitFor();
    await item.getByRole('button', { name: 'No-show' }).click();
    await expectToast(staff, 'Odile Brandt is marked as a no-show.');
    await item.getByRole('button', { name: 'Charge no-show fee' }).click();
    await expectToast(staff, 'No-Show Fee Charged');
    await item.getByText('No-show fee $35.00').waitFor();
    const ledger = await sql<{ kind: string; status: string; amountCents: number }[]>`
      SELECT kind, status, amount_cents FROM payment_ledger WHERE appointment_id = ${appointment!.id} ORDER BY created_at`;
    expect(ledger).toEqual([
      { kind: 'card_saved', status: 'succeeded', amountCents: 0 },
      { kind: 'no_show_fee', status: 'succeeded', amountCents: 3500 },
    ]);
    await staff.context().close();
  }, 240_000);
});

describe('a waitlist offer of a kind that needs a card', () => {
  it('shows the policy, asks her agreement, and takes her card on the provider’s page before she is booked', async () => {
    const stamp = Date.now();
    const { boutiqueId, slug, ownerCookie } = await signUpBoutique(ctx, {
      name: 'Wren Ashby',
      email: `wren.${stamp}@ashby-bridal.com`,
      password: 'Tulle&Pearl2026',
      phone: '2075550145',
      boutiqueName: 'Ashby Bridal',
      address: '4 Fore Street, Portland, ME',
      consultantSeats: 4,
      agreedToTerms: true,
    });
    const sql = ctx.platform.database.sql;
    // Open 10:00 to 11:30, one place: one 90-minute fitting fills a day.
    const hours = Array.from({ length: 7 }, () => [{ from: '10:00', to: '11:30' }]);
    await sql`
      UPDATE boutiques SET opening_hours = ${sql.json(hours)}, appointment_capacity = 1, time_zone = 'UTC',
                           closed_dates = '{}'
      WHERE id = ${boutiqueId}`;
    await connectPayments(boutiqueId);
    const [type] = await sql<{ id: string }[]>`
      INSERT INTO appointment_types (boutique_id, name, duration_minutes, max_party, payment_requirement, position)
      VALUES (${boutiqueId}, 'Bridal fitting', 90, 4, 'card', 0) RETURNING id`;

    // One bride fills a day; another waits for it; the first is cancelled and the time offered on.
    const filler = await postSurvey(ctx, { name: 'Hester Lane', weddingDate: '2027-05-22', boutiqueName: slug });
    const link = (token: string, path = '') => `${ctx.platform.baseUrl}/api/booking/${token}${path}`;
    const post = (url: string, body: unknown) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ctx.platform.baseUrl },
        body: JSON.stringify(body),
      });
    const view = (await (await fetch(link(filler.bookingToken!))).json()) as {
      slots: { startsAt: string; date: string }[];
    };
    const slot = view.slots[2]!;
    const filled = await post(link(filler.bookingToken!), {
      startsAt: slot.startsAt,
      email: `hester.${stamp}@example.com`,
      appointmentTypeId: type!.id,
      policyAgreed: true,
    });
    expect(filled.status).toBe(201);
    const waiting = await postSurvey(ctx, { name: 'Isolde Price', weddingDate: '2027-08-14', boutiqueName: slug });
    const joined = await post(link(waiting.bookingToken!, '/waitlist'), {
      date: slot.date,
      email: `isolde.${stamp}@example.com`,
      appointmentTypeId: type!.id,
    });
    expect(joined.status).toBe(201);
    const [taken] = await sql<{ id: string }[]>`
      SELECT id FROM appointments WHERE boutique_id = ${boutiqueId} AND status = 'booked'`;
    const cancelled = await apiAs(ctx, ownerCookie, `/api/appointments/${taken!.id}/cancel`, { method: 'POST' });
    expect(cancelled.status).toBe(200);
    const offerMail = await ctx.platform.mail.waitFor(
      (m) => m.to.includes(`isolde.${stamp}@example.com`) && m.subject.startsWith('A time has freed up'),
    );
    const offerPath = /https?:\/\/[^/\s]+(\/waitlist-offer\/[A-Za-z0-9_-]{43})/.exec(offerMail.text)![1]!;

    const context = await ctx.browser.newContext({ viewport: phone, baseURL: ctx.platform.baseUrl });
    const page = await context.newPage();
    await page.goto(offerPath);
    await page.getByRole('heading', { level: 1, name: 'A time has freed up, Isolde' }).waitFor();
    await page.getByText('This appointment needs a card on file.').waitFor();
    await page.getByTestId('no-show-policy').getByText(policy).waitFor();
    // Not agreed: she is told so, and nothing is booked.
    await page.getByRole('button', { name: 'Take this time' }).click();
    await page.getByRole('alert').getByText('Please agree to the no-show policy to continue.').waitFor();
    await page.getByLabel("I agree to the boutique's no-show policy").check();
    await page.getByRole('button', { name: 'Take this time' }).click();

    await saveCardOnProviderPage(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const [booked] = await sql<{ paymentHold: string; typeId: string; startsAt: Date }[]>`
      SELECT a.payment_hold, a.appointment_type_id AS type_id, a.starts_at FROM appointments a
      JOIN brides b ON b.id = a.bride_id WHERE b.name = 'Isolde Price' AND a.status = 'booked'`;
    expect(booked).toEqual({ paymentHold: 'card', typeId: type!.id, startsAt: new Date(slot.startsAt) });
    await context.close();
  }, 240_000);
});
