import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiPaths } from '@bridal/shared/api/api-paths';
import type { BookingLinkView } from '@bridal/shared/appointments/booking';
import { paymentMessages } from '@bridal/shared/payments/payments';
import type { WaitlistOfferView } from '@bridal/shared/waitlist/waitlist';
import { boutiqueDate } from '@bridal/testing/boutique-day';
import { startStripeStandIn, type StripeStandIn, stripeTestCards } from '@bridal/testing/stripe-stand-in';
import { sampleBrideFields, signUpAndLogIn, surveyForm } from '../../../test/support/boutique-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

// A waitlist offer of a kind of appointment that asks for a card: taking it asks for her agreement
// to the policy and sends her to the provider's page (the Stripe stand-in), as booking it would.
let t: TestApp;
let stripe: StripeStandIn;
let owner: ReturnType<TestApp['client']>;
let slug: string;
let boutiqueId: number;
let cardTypeId: string;
const zone = 'Europe/London';
const policy = 'A missed appointment without a day’s notice is charged £30.';

beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp({ PAYMENTS_ENCRYPTION_KEY: 'ef'.repeat(32), STRIPE_API_BASE: stripe.apiBase });
  ({ client: owner, slug, boutiqueId } = await signUpAndLogIn(t, { boutiqueName: 'Linnet Bridal' }));
  // Open 10:00 to 11:30, one place: one 90-minute fitting fills a day.
  const hours = Array.from({ length: 7 }, () => [{ from: '10:00', to: '11:30' }]);
  await t.sql`
    UPDATE boutiques SET opening_hours = ${t.sql.json(hours)}, appointment_capacity = 1, time_zone = ${zone},
                         closed_dates = '{}'
    WHERE id = ${boutiqueId}`;
  const [card] = await t.sql<{ id: string }[]>`
    INSERT INTO appointment_types (boutique_id, name, duration_minutes, payment_requirement)
    VALUES (${boutiqueId}, 'Bridal fitting', 90, 'card') RETURNING id`;
  cardTypeId = card!.id;
  const connected = await owner.put(apiPaths.payments.settings, {
    secretKey: stripe.secretKey,
    publishableKey: stripe.publishableKey,
    webhookSecret: stripe.webhookSecret,
    noShowPolicy: policy,
    noShowFeeCents: 3000,
    noShowChargeDays: 7,
  });
  expect(connected.status).toBe(200);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await stripe?.stop();
});

async function newBride(name: string) {
  const res = await t.client().post('/api/surveys', surveyForm({ ...sampleBrideFields, name, boutiqueName: slug }));
  expect(res.status).toBe(201);
  return { ...(res.body as { brideId: string; bookingToken: string }), email: `${name.toLowerCase()}@example.com` };
}

describe('a waitlist offer of a kind that asks for a card', () => {
  it('shows the policy, asks her agreement, holds the time and sends her to the card page', async () => {
    const date = boutiqueDate(zone, 6);
    const filler = await newBride('Agnes');
    const view = (await t.client().get(apiPaths.booking.link(filler.bookingToken))).body as BookingLinkView;
    const startsAt = view.slots.find((slot) => slot.date === date)!.startsAt;
    const booked = await t.client().post(apiPaths.booking.link(filler.bookingToken), {
      startsAt,
      email: filler.email,
      appointmentTypeId: cardTypeId,
      policyAgreed: true,
    });
    expect(booked.status).toBe(201);

    const waiting = await newBride('Beatrix');
    const joined = await t.client().post(apiPaths.booking.waitlist(waiting.bookingToken), {
      date,
      email: waiting.email,
      appointmentTypeId: cardTypeId,
    });
    expect(joined.status).toBe(201);
    const [taken] = await t.sql<{ id: string }[]>`
      SELECT id FROM appointments WHERE bride_id = ${filler.brideId} AND status = 'booked'`;
    expect((await owner.post(apiPaths.appointments.cancel(taken!.id), {})).status).toBe(200);
    const [offerRow] = await t.sql<{ token: string }[]>`
      SELECT mail_token AS token FROM waitlist_offers WHERE boutique_id = ${boutiqueId} AND status = 'live'`;
    const token = offerRow!.token;

    const offer = (await t.client().get(apiPaths.waitlist.offer(token))).body as WaitlistOfferView;
    expect(offer.payment).toEqual({ kind: 'card', amountCents: null, currency: 'usd', noShowPolicy: policy });

    // Not agreed (or not a yes/no): refused, and the offer still holds.
    for (const body of [{}, { policyAgreed: false }]) {
      const refused = await t.client().post(apiPaths.waitlist.accept(token), body);
      expect({ status: refused.status, error: refused.body.error }).toEqual({
        status: 400,
        error: paymentMessages.policyAgreement,
      });
    }
    expect((await t.client().post(apiPaths.waitlist.accept(token), { policyAgreed: 'yes' })).status).toBe(400);
    expect(((await t.client().get(apiPaths.waitlist.offer(token))).body as WaitlistOfferView).status).toBe('live');

    const accepted = await t.client().post(apiPaths.waitlist.accept(token), { policyAgreed: true });
    expect(accepted.status).toBe(201);
    expect(accepted.body.payment.url).toContain(stripe.apiBase);
    const [hold] = await t.sql<{ kind: string; status: string; checkoutSessionId: string; policyText: string }[]>`
      SELECT h.kind, h.status, h.checkout_session_id, h.policy_text FROM appointment_payment_holds h
      JOIN appointments a ON a.id = h.appointment_id WHERE a.bride_id = ${waiting.brideId}`;
    expect(hold).toMatchObject({ kind: 'card', status: 'pending', policyText: policy });
    const bookedMails = () => t.sql<{ status: string }[]>`
      SELECT m.status FROM appointment_mails m JOIN appointments a ON a.id = m.appointment_id
      WHERE a.bride_id = ${waiting.brideId} AND m.kind = 'booked'`;
    // Nothing says she is booked while her card is still to come.
    expect(await bookedMails()).toEqual([]);

    await stripe.submitCard(hold!.checkoutSessionId, stripeTestCards.succeeds);
    const [returnRow] = await t.sql<{ returnToken: string }[]>`
      SELECT return_token FROM appointment_payment_holds WHERE checkout_session_id = ${hold!.checkoutSessionId}`;
    const back = await t.client().get(apiPaths.payments.paymentReturn(returnRow!.returnToken));
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ status: 'held', kind: 'card', appointment: { startsAt, status: 'booked' } });
    expect(await bookedMails()).toEqual([{ status: 'pending' }]);
  }, 120_000);
});
