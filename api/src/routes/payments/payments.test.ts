import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { appointmentMailJobId } from '@bridal/server/appointments/notify/enqueue-appointment-mails';
import { releaseLapsedHolds } from '@bridal/server/payments/release-lapsed-holds';
import { paymentsConfigOf } from '@bridal/server/payments/payment-settings';
import { apiPaths } from '@bridal/shared/api/api-paths';
import type { BookingLinkView, BookingSlot } from '@bridal/shared/appointments/booking';
import { paymentMessages } from '@bridal/shared/payments/payments';
import { instantAgo, instantIn } from '@bridal/testing/boutique-day';
import { startStripeStandIn, type StripeStandIn, stripeTestCards } from '@bridal/testing/stripe-stand-in';
import { sampleBrideFields, signUpAndLogIn, surveyForm } from '../../../test/support/boutique-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

type Client = ReturnType<TestApp['client']>;

// Payments end to end over the app and the Stripe stand-in: the owner connects her account, a
// bride books a type that asks for a card (or a deposit), leaves it on the stand-in's page, and
// staff charge the no-show fee or refund the deposit. Webhooks are posted as the stand-in signed them.
let t: TestApp;
let stripe: StripeStandIn;
let owner: Client;
let slug: string;
let boutiqueId: number;
let cardTypeId: string;
let depositTypeId: string;
/** Each type's own free times (each type has its length, so its own grid). */
const slotsOfType = new Map<string, BookingSlot[]>();

const encryptionKey = 'ab'.repeat(32);
const allDay = Array.from({ length: 7 }, () => [{ from: '00:00', to: '23:59' }]);
const policy = 'If you miss your appointment without 24 hours notice, a $40 fee is charged to your card.';

beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp({ PAYMENTS_ENCRYPTION_KEY: encryptionKey, STRIPE_API_BASE: stripe.apiBase });
  ({ client: owner, slug, boutiqueId } = await signUpAndLogIn(t, { boutiqueName: 'Maren Bridal' }));
  await t.sql`
    UPDATE boutiques SET opening_hours = ${t.sql.json(allDay)}, appointment_capacity = 20, time_zone = 'UTC'
    WHERE id = ${boutiqueId}`;
  // The types' own screens come with another slice: the types are made here directly.
  const [card] = await t.sql<{ id: string }[]>`
    INSERT INTO appointment_types (boutique_id, name, duration_minutes, payment_requirement)
    VALUES (${boutiqueId}, 'Bridal appointment', 90, 'card') RETURNING id`;
  const [deposit] = await t.sql<{ id: string }[]>`
    INSERT INTO appointment_types (boutique_id, name, duration_minutes, payment_requirement, deposit_cents)
    VALUES (${boutiqueId}, 'Private suite', 120, 'deposit', 5000) RETURNING id`;
  cardTypeId = card!.id;
  depositTypeId = deposit!.id;
});

afterAll(async () => {
  await t?.close();
  await stripe?.stop();
});

const connect = () =>
  owner.put(apiPaths.payments.settings, {
    secretKey: stripe.secretKey,
    publishableKey: stripe.publishableKey,
    webhookSecret: stripe.webhookSecret,
    noShowPolicy: policy,
    noShowFeeCents: 4000,
    noShowChargeDays: 7,
  });

async function newBride(name: string) {
  const res = await t.client().post('/api/surveys', surveyForm({ ...sampleBrideFields, name, boutiqueName: slug }));
  expect(res.status).toBe(201);
  return res.body as { brideId: string; bookingToken: string };
}

/** A fresh slot of the type (each bride her own, so places never run out). */
async function nextSlot(token: string, appointmentTypeId: string): Promise<string> {
  let slots = slotsOfType.get(appointmentTypeId) ?? [];
  if (slots.length === 0) {
    const view = (await t.client().get(`${apiPaths.booking.link(token)}?type=${appointmentTypeId}`))
      .body as BookingLinkView;
    slots = view.slots.filter((slot) => Date.parse(slot.startsAt) > instantIn({ hours: 24 }).getTime());
    slotsOfType.set(appointmentTypeId, slots);
  }
  return slots.shift()!.startsAt;
}

const email = () => `bride.${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Books with her link, agreeing to the policy; answers the booking and her appointment's id. */
async function bookWithPayment(name: string, appointmentTypeId: string) {
  const bride = await newBride(name);
  const res = await t.client().post(apiPaths.booking.link(bride.bookingToken), {
    startsAt: await nextSlot(bride.bookingToken, appointmentTypeId),
    email: email(),
    policyAgreed: true,
    appointmentTypeId,
  });
  expect(res.status).toBe(201);
  const [hold] = await t.sql<{ appointmentId: string; checkoutSessionId: string; returnToken: string }[]>`
    SELECT h.appointment_id, h.checkout_session_id, h.return_token FROM appointment_payment_holds h
    JOIN appointments a ON a.id = h.appointment_id WHERE a.bride_id = ${bride.brideId}`;
  return { res, bride, ...hold! };
}

/** Her card on the stand-in's page, then her return to our page (which applies it). */
async function payAndReturn(booked: { checkoutSessionId: string; returnToken: string }, card: string) {
  const submitted = await stripe.submitCard(booked.checkoutSessionId, card);
  expect(submitted.redirect).toContain(`/book/paid/${booked.returnToken}`);
  return t.client().get(apiPaths.payments.paymentReturn(booked.returnToken));
}

async function markNoShow(appointmentId: string, daysAgo = 1) {
  await t.sql`
    UPDATE appointments SET status = 'no_show', starts_at = ${instantAgo({ days: daysAgo })}
    WHERE id = ${appointmentId}`;
}

const ledger = (appointmentId: string) =>
  t.sql<{ kind: string; status: string; amountCents: number; failureMessage: string; providerId: string }[]>`
    SELECT kind, status, amount_cents, failure_message, provider_id FROM payment_ledger
    WHERE appointment_id = ${appointmentId} ORDER BY created_at`;

/** Her e-mails in the outbox (kind and status), in the order they were written. */
const mails = (appointmentId: string) =>
  t.sql<{ id: string; kind: string; status: string }[]>`
    SELECT id, kind, status FROM appointment_mails WHERE appointment_id = ${appointmentId} ORDER BY created_at, kind`;

/** Her booked e-mail and its job on the mail queue (it is sent as any booking's is). */
async function bookedMails(appointmentId: string) {
  const booked = (await mails(appointmentId)).filter((mail) => mail.kind === 'booked');
  const jobs = await Promise.all(booked.map((mail) => t.deps.mailQueue.getJob(appointmentMailJobId(mail.id))));
  return booked.map((mail, index) => ({ status: mail.status, queued: jobs[index] !== undefined }));
}

const releaseDeps = () => ({
  sql: t.sql,
  mailQueue: t.deps.mailQueue,
  logger: t.deps.logger,
  changes: { redis: t.deps.redis, prefix: t.env.REDIS_PREFIX },
  config: paymentsConfigOf(t.env),
});

describe('the boutique connects its account', () => {
  it('refuses keys that are not Stripe keys, and a policy missing', async () => {
    const res = await owner.put(apiPaths.payments.settings, {
      secretKey: 'not-a-key',
      webhookSecret: 'whsec_abc',
      noShowFeeCents: -1,
      noShowChargeDays: 7,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      secretKey: paymentMessages.secretKey,
      noShowPolicy: paymentMessages.policyRequired,
      noShowFeeCents: paymentMessages.fee,
    });
  });

  it('without a connected account, booking is as before (no policy asked, no payment page)', async () => {
    const bride = await newBride('Ada Lane');
    const view = (await t.client().get(apiPaths.booking.link(bride.bookingToken))).body as BookingLinkView;
    expect(view.payment).toBeUndefined();
    const res = await t.client().post(apiPaths.booking.link(bride.bookingToken), {
      startsAt: await nextSlot(bride.bookingToken, cardTypeId),
      email: email(),
      appointmentTypeId: cardTypeId,
    });
    expect(res.status).toBe(201);
    expect(res.body.payment).toBeUndefined();
    // Nothing to wait for: she is told at once, as ever.
    const [appointment] = await t.sql<{ id: string }[]>`SELECT id FROM appointments WHERE bride_id = ${bride.brideId}`;
    expect(await bookedMails(appointment!.id)).toEqual([{ status: expect.any(String), queued: true }]);
  });

  it('keeps the keys encrypted and never shows them again', async () => {
    const res = await connect();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ available: true, connected: true, noShowFeeCents: 4000, noShowPolicy: policy });
    expect(JSON.stringify(res.body)).not.toContain(stripe.secretKey);
    expect(JSON.stringify(res.body)).not.toContain(stripe.webhookSecret);
    expect(res.body.webhookUrl).toBe(`http://localhost:3000/api/payments/stripe-webhook/${boutiqueId}`);
    const [row] = await t.sql<{ secretKeyEncrypted: string; webhookSecretEncrypted: string }[]>`
      SELECT secret_key_encrypted, webhook_secret_encrypted FROM boutique_payment_settings WHERE boutique_id = ${boutiqueId}`;
    expect(row!.secretKeyEncrypted).toMatch(/^v1\./);
    expect(row!.secretKeyEncrypted).not.toContain(stripe.secretKey.slice(8));
    // Saved again with the keys left empty: the kept ones stay.
    const again = await owner.put(apiPaths.payments.settings, {
      noShowPolicy: policy,
      noShowFeeCents: 4000,
      noShowChargeDays: 7,
    });
    expect(again.body.connected).toBe(true);
  });

  it('is the owner’s alone', async () => {
    expect((await t.client().get(apiPaths.payments.settings)).status).toBe(401);
  });
});

describe('a card at booking', () => {
  it('asks her to agree to the policy first, and books nothing until she does', async () => {
    const bride = await newBride('Bea Frost');
    const view = (await t.client().get(apiPaths.booking.link(bride.bookingToken))).body as BookingLinkView;
    expect(view.payment).toMatchObject({ noShowPolicy: policy, noShowFeeCents: 4000 });
    expect(view.payment!.types.map((type) => type.requirement).sort()).toEqual(['card', 'deposit']);
    const res = await t.client().post(apiPaths.booking.link(bride.bookingToken), {
      startsAt: await nextSlot(bride.bookingToken, cardTypeId),
      email: email(),
      appointmentTypeId: cardTypeId,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ policyAgreed: paymentMessages.policyAgreement });
    const [count] = await t.sql<
      { n: number }[]
    >`SELECT count(*)::int AS n FROM appointments WHERE bride_id = ${bride.brideId}`;
    expect(count!.n).toBe(0);
  });

  it('holds her time, sends her to the provider’s page and keeps the card once she saved it', async () => {
    const booked = await bookWithPayment('Cleo Marsh', cardTypeId);
    expect(booked.res.body.payment.url).toBe(`${stripe.apiBase}/pay/${booked.checkoutSessionId}`);
    const [agreed] = await t.sql<{ policyText: string; policyAgreedAt: Date; status: string }[]>`
      SELECT policy_text, policy_agreed_at, status FROM appointment_payment_holds WHERE appointment_id = ${booked.appointmentId}`;
    expect(agreed).toMatchObject({ policyText: policy, status: 'pending' });
    // The SDK spoke Stripe's API: a customer, then a setup-mode Checkout session for her.
    const created = stripe.requests.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
    expect(created?.form).toMatchObject({ mode: 'setup', currency: 'usd' });

    const back = await payAndReturn(booked, stripeTestCards.succeeds);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ status: 'held', kind: 'card', appointment: { status: 'booked' } });
    const [appointment] = await t.sql<{ paymentHold: string; appointmentTypeId: string }[]>`
      SELECT payment_hold, appointment_type_id FROM appointments WHERE id = ${booked.appointmentId}`;
    expect(appointment).toEqual({ paymentHold: 'card', appointmentTypeId: cardTypeId });
    const [hold] = await t.sql<{ customerId: string; paymentMethodId: string }[]>`
      SELECT customer_id, payment_method_id FROM appointment_payment_holds WHERE appointment_id = ${booked.appointmentId}`;
    expect(hold!.customerId).toMatch(/^cus_/);
    expect(hold!.paymentMethodId).toMatch(/^pm_/);
    expect(await ledger(booked.appointmentId)).toEqual([
      expect.objectContaining({ kind: 'card_saved', status: 'succeeded' }),
    ]);
  });

  it('tells her she is booked once her card is saved, and only once (her return, then the webhook)', async () => {
    const booked = await bookWithPayment('Cora Lisle', cardTypeId);
    // On the provider's page she is not booked yet: nothing in her outbox.
    expect(await mails(booked.appointmentId)).toEqual([]);
    const back = await payAndReturn(booked, stripeTestCards.succeeds);
    expect(back.body.status).toBe('held');
    const event = stripe.events.at(-1)!;
    const webhook = apiPaths.payments.stripeWebhook(String(boutiqueId));
    expect((await t.client().post(webhook, event.body, { 'stripe-signature': event.signature })).status).toBe(200);
    await t.client().get(apiPaths.payments.paymentReturn(booked.returnToken));
    expect(await bookedMails(booked.appointmentId)).toEqual([{ status: expect.any(String), queued: true }]);
    expect((await mails(booked.appointmentId)).map((mail) => mail.kind)).toEqual(['booked', 'reminder']);
  });

  it('withholds the booked e-mail the outside-mail guard refused when she booked', async () => {
    await t.sql`UPDATE users SET email_confirmed_at = NULL WHERE boutique_id = ${boutiqueId} AND role = 'owner'`;
    const booked = await bookWithPayment('Vera Quill', cardTypeId);
    await t.sql`UPDATE users SET email_confirmed_at = now() WHERE boutique_id = ${boutiqueId} AND role = 'owner'`;
    await payAndReturn(booked, stripeTestCards.succeeds);
    expect(await bookedMails(booked.appointmentId)).toEqual([{ status: 'skipped', queued: false }]);
  });

  it('tells her once when housekeeping finds her card saved (webhook lost, she never came back)', async () => {
    const booked = await bookWithPayment('Nell Ashdown', cardTypeId);
    await stripe.submitCard(booked.checkoutSessionId, stripeTestCards.succeeds);
    expect(await releaseLapsedHolds(releaseDeps(), new Date(Date.now() + 31 * 60_000))).toBe(0);
    expect(await bookedMails(booked.appointmentId)).toEqual([{ status: expect.any(String), queued: true }]);
  });

  it('cancelled by staff while her card is awaited: no e-mail says cancelled, nor booked when it comes', async () => {
    const booked = await bookWithPayment('Wren Talbot', cardTypeId);
    expect((await owner.post(apiPaths.appointments.cancel(booked.appointmentId), {})).status).toBe(200);
    await payAndReturn(booked, stripeTestCards.succeeds);
    expect(await mails(booked.appointmentId)).toEqual([]);
  });

  it('moved by staff while her card is awaited: no e-mail says moved; once it comes, she is told she is booked at the new time', async () => {
    const booked = await bookWithPayment('Ottilie Marsh', cardTypeId);
    const later = await nextSlot(booked.bride.bookingToken, cardTypeId);
    const moved = await owner.patch(apiPaths.appointments.one(booked.appointmentId), { startsAt: later });
    expect(moved.status).toBe(200);
    const movedId = moved.body.appointment.id as string;
    expect(await mails(movedId)).toEqual([]);
    await payAndReturn(booked, stripeTestCards.succeeds);
    expect(await bookedMails(movedId)).toEqual([{ status: expect.any(String), queued: true }]);
    expect(await mails(booked.appointmentId)).toEqual([]);
    const [row] = await t.sql<{ paymentHold: string }[]>`SELECT payment_hold FROM appointments WHERE id = ${movedId}`;
    expect(row).toEqual({ paymentHold: 'card' });
  });

  it('releases the hold when the card never comes, and no e-mail says booked or cancelled', async () => {
    const booked = await bookWithPayment('Dora Vance', cardTypeId);
    expect(await releaseLapsedHolds(releaseDeps(), new Date(Date.now() + 10 * 60_000))).toBe(0);
    expect(await releaseLapsedHolds(releaseDeps(), new Date(Date.now() + 31 * 60_000))).toBe(1);
    expect(await mails(booked.appointmentId)).toEqual([]);
    const [row] = await t.sql<{ status: string; holdStatus: string }[]>`
      SELECT a.status, h.status AS hold_status FROM appointments a JOIN appointment_payment_holds h ON h.appointment_id = a.id
      WHERE a.id = ${booked.appointmentId}`;
    expect(row).toEqual({ status: 'cancelled', holdStatus: 'released' });
  });
});

describe('the Stripe webhook', () => {
  const webhookPath = () => apiPaths.payments.stripeWebhook(String(boutiqueId));
  const post = (body: string, signature: string) =>
    t.client().post(webhookPath(), body, { 'stripe-signature': signature });

  it('applies a verified completion once; a replay and a stale event change nothing', async () => {
    const booked = await bookWithPayment('Etta Hale', cardTypeId);
    // An event claiming completion before she saved anything (out of order, or forged with the
    // right secret): the session is read back from Stripe, still open, so nothing is applied.
    const early = JSON.stringify({
      id: 'evt_test_early',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: booked.checkoutSessionId, object: 'checkout.session' } },
    });
    expect((await post(early, stripe.sign(early))).status).toBe(200);
    expect(await ledger(booked.appointmentId)).toEqual([]);

    await stripe.submitCard(booked.checkoutSessionId, stripeTestCards.succeeds);
    const event = stripe.events.at(-1)!;
    expect(event.type).toBe('checkout.session.completed');
    expect((await post(event.body, event.signature)).status).toBe(200);
    expect((await post(event.body, event.signature)).status).toBe(200);
    expect(await ledger(booked.appointmentId)).toHaveLength(1);
    const [row] = await t.sql<
      { paymentHold: string }[]
    >`SELECT payment_hold FROM appointments WHERE id = ${booked.appointmentId}`;
    expect(row!.paymentHold).toBe('card');
    const [seen] = await t.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM payment_provider_events WHERE boutique_id = ${boutiqueId} AND event_id = ${JSON.parse(event.body).id}`;
    expect(seen!.n).toBe(1);
  });

  it('refuses a bad signature, an old one and a missing one with 400', async () => {
    const body = JSON.stringify({
      id: 'evt_test_bad',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: {} },
    });
    expect((await post(body, stripe.sign(body, undefined, 'whsec_other'))).status).toBe(400);
    expect((await post(body, stripe.sign(body, Math.floor(Date.now() / 1000) - 3600))).status).toBe(400);
    expect((await post(`${body} `, stripe.sign(body))).status).toBe(400);
    expect((await t.client().post(webhookPath(), body)).status).toBe(400);
    const [seen] = await t.sql<
      { n: number }[]
    >`SELECT count(*)::int AS n FROM payment_provider_events WHERE event_id = 'evt_test_bad'`;
    expect(seen!.n).toBe(0);
  });
});

describe('staff charge the no-show fee', () => {
  const charge = (appointmentId: string, amountCents: number) =>
    owner.post(apiPaths.payments.noShowFee(appointmentId), { amountCents, reason: 'Did not come' });

  it('charges the card on file within the policy, once', async () => {
    const booked = await bookWithPayment('Fern Ashby', cardTypeId);
    await payAndReturn(booked, stripeTestCards.succeeds);
    const early = await charge(booked.appointmentId, 4000);
    expect(early.status).toBe(400);
    expect(early.body.error).toBe(paymentMessages.notNoShow);

    await markNoShow(booked.appointmentId);
    const view = await owner.get(apiPaths.payments.ofAppointment(booked.appointmentId));
    expect(view.body.noShowFee).toMatchObject({ maxCents: 4000, refusal: null });
    const above = await charge(booked.appointmentId, 4001);
    expect(above.status).toBe(400);
    expect(above.body.error).toBe(paymentMessages.feeAboveLimit(4000));

    const charged = await charge(booked.appointmentId, 4000);
    expect(charged.status).toBe(200);
    expect(charged.body.ledger.at(-1)).toMatchObject({ kind: 'no_show_fee', status: 'succeeded', amountCents: 4000 });
    expect(charged.body.ledger.at(-1).providerId).toMatch(/^pi_/);
    const twice = await charge(booked.appointmentId, 4000);
    expect(twice.status).toBe(400);
    expect(twice.body.error).toBe(paymentMessages.alreadyCharged);
    const offSession = stripe.requests.filter((r) => r.path === '/v1/payment_intents');
    expect(offSession.at(-1)?.form).toMatchObject({ off_session: 'true', confirm: 'true', amount: '4000' });
  });

  it('charges the card on the appointment she was moved to: her card and its ledger go with her', async () => {
    const booked = await bookWithPayment('Ada Penrose', cardTypeId);
    await payAndReturn(booked, stripeTestCards.succeeds);
    const later = await nextSlot(booked.bride.bookingToken, cardTypeId);
    const moved = await owner.patch(apiPaths.appointments.one(booked.appointmentId), { startsAt: later });
    expect(moved.status).toBe(200);
    const movedId = moved.body.appointment.id as string;
    expect(movedId).not.toBe(booked.appointmentId);
    expect((await mails(movedId)).map((mail) => mail.kind)).toContain('moved');
    const view = await owner.get(apiPaths.payments.ofAppointment(movedId));
    expect(view.body.hold).toMatchObject({ kind: 'card', status: 'held' });
    expect(view.body.ledger.map((entry: { kind: string }) => entry.kind)).toEqual(['card_saved']);

    await markNoShow(movedId);
    const charged = await charge(movedId, 4000);
    expect(charged.status).toBe(200);
    expect((await ledger(movedId)).map((entry) => entry.kind)).toEqual(['card_saved', 'no_show_fee']);
    expect(await ledger(booked.appointmentId)).toEqual([]);
  });

  it('refuses after the window', async () => {
    const booked = await bookWithPayment('Gwen Ross', cardTypeId);
    await payAndReturn(booked, stripeTestCards.succeeds);
    await markNoShow(booked.appointmentId, 8);
    const res = await charge(booked.appointmentId, 1000);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(paymentMessages.windowPassed(7));
  });

  it.each([
    [stripeTestCards.declined, 'The card was declined by her bank.'],
    [stripeTestCards.expired, 'The card on file has expired.'],
  ])('records a card %s that fails, with a clear message', async (card, message) => {
    const booked = await bookWithPayment(`Hana ${card.slice(-2)}`, cardTypeId);
    await payAndReturn(booked, card);
    await markNoShow(booked.appointmentId);
    const res = await charge(booked.appointmentId, 4000);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(`The fee was not charged: ${message}`);
    expect((await ledger(booked.appointmentId)).at(-1)).toMatchObject({
      kind: 'no_show_fee',
      status: 'failed',
      failureMessage: message,
    });
  });

  it('is refused for another boutique’s appointment and with bad input', async () => {
    const booked = await bookWithPayment('Iris Dunn', cardTypeId);
    const other = await signUpAndLogIn(t, { boutiqueName: 'Other Bridal' });
    expect((await other.client.get(apiPaths.payments.ofAppointment(booked.appointmentId))).status).toBe(404);
    expect(
      (await other.client.post(apiPaths.payments.noShowFee(booked.appointmentId), { amountCents: 100 })).status,
    ).toBe(404);
    const bad = await owner.post(apiPaths.payments.noShowFee(booked.appointmentId), { amountCents: 'lots' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.amountCents).toBe(paymentMessages.amount);
  });
});

describe('a deposit', () => {
  it('is paid on the provider’s page, then refunded once', async () => {
    const booked = await bookWithPayment('June Pike', depositTypeId);
    const created = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1);
    expect(created?.form).toMatchObject({ mode: 'payment' });
    const back = await payAndReturn(booked, stripeTestCards.succeeds);
    expect(back.body).toMatchObject({ status: 'held', kind: 'deposit', amountCents: 5000 });
    const refunded = await owner.post(apiPaths.payments.refund(booked.appointmentId), { reason: 'She rebooked' });
    expect(refunded.status).toBe(200);
    expect(refunded.body.ledger.map((entry: { kind: string }) => entry.kind)).toEqual(['deposit', 'refund']);
    const again = await owner.post(apiPaths.payments.applyDeposit(booked.appointmentId), {});
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(paymentMessages.depositSettled);
  });

  it('a declined card stays on the page and nothing is held', async () => {
    const booked = await bookWithPayment('Kara Wilde', depositTypeId);
    const submitted = await stripe.submitCard(booked.checkoutSessionId, stripeTestCards.declined);
    expect(submitted.error).toBe('Your card was declined.');
    const back = await t.client().get(apiPaths.payments.paymentReturn(booked.returnToken));
    expect(back.body).toMatchObject({ status: 'pending', paymentUrl: booked.res.body.payment.url });
  });
});
