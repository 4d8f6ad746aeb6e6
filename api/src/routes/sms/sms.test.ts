import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiPaths } from '@bridal/shared/api/api-paths';
import type { BookingLinkView, BookingSlot } from '@bridal/shared/appointments/booking';
import { smsConsentWording, smsMessages, smsSettingsMessages } from '@bridal/shared/appointments/sms';
import { boutiqueDate } from '@bridal/testing/boutique-day';
import { startTwilioStandIn, type TwilioStandIn, twilioSignature } from '@bridal/testing/twilio-stand-in';
import {
  logInNewConsultant,
  sampleBrideFields,
  signUpAndLogIn,
  surveyForm,
  type TestClient,
} from '../../../test/support/boutique-fixtures';
import { type MailWorker, startMailWorker } from '../../../test/support/mail-worker';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

// Texts through the API and the real worker: the owner's settings, the bride's consent at booking,
// her confirmation sent by the worker through the Twilio SDK to the stand-in, Twilio's inbound
// webhook (signed, form-encoded) and staff confirming by hand.
let t: TestApp;
let worker: MailWorker;
let standIn: TwilioStandIn;
let admin: TestClient;
let consultant: TestClient;
let otherAdmin: TestClient;
let slug: string;
let boutiqueId: number;
let otherBoutiqueId: number;

const encryptionKey = 'cd'.repeat(32);
const accountSid = `AC${'3'.repeat(32)}`;
const authToken = 'T'.repeat(32);
const fromNumber = '+15005550006';
const allDay = Array.from({ length: 7 }, () => [{ from: '00:00', to: '23:59' }]);

const validSettings = (overrides: Record<string, unknown> = {}) => ({
  enabled: true,
  accountSid,
  authToken,
  fromNumber: '+1 (500) 555-0006',
  reminderHours: [48, 24],
  quietStart: '21:00',
  quietEnd: '09:00',
  ...overrides,
});

beforeAll(async () => {
  standIn = await startTwilioStandIn({ [accountSid]: authToken });
  const env = { SMS_ENCRYPTION_KEY: encryptionKey, TWILIO_API_BASE: standIn.url };
  t = await createTestApp(env);
  worker = await startMailWorker(t, { PUBLIC_URL: t.env.PUBLIC_URL, ...env });
  let client: TestClient;
  ({ client, slug, boutiqueId } = await signUpAndLogIn(t, { boutiqueName: 'Tulle & Text' }));
  admin = client;
  consultant = await logInNewConsultant(t, boutiqueId, { name: 'Cora Lane', coachingGoals: '' });
  ({ client: otherAdmin, boutiqueId: otherBoutiqueId } = await signUpAndLogIn(t));
  await t.sql`
    UPDATE boutiques SET opening_hours = ${t.sql.json(allDay)}, appointment_capacity = 5, time_zone = 'America/New_York'
    WHERE id = ${boutiqueId}`;
}, 120_000);

afterAll(async () => {
  await worker?.stop();
  await t?.close();
  await standIn?.stop();
});

async function newBride(name: string): Promise<{ brideId: string; bookingToken: string }> {
  const res = await t.client().post('/api/surveys', surveyForm({ ...sampleBrideFields, name, boutiqueName: slug }));
  expect(res.status).toBe(201);
  return res.body as { brideId: string; bookingToken: string };
}

async function slotAhead(token: string, days = 3): Promise<BookingSlot> {
  const view = (await t.client().get(apiPaths.booking.link(token))).body as BookingLinkView;
  const day = boutiqueDate(view.boutique.timeZone, days);
  const slot = view.slots.find((s) => s.date >= day && Number(s.startsAt.slice(11, 13)) >= 16);
  if (!slot) throw new Error('no slot ahead');
  return slot;
}

/** A text Twilio posts to the boutique's webhook: form-encoded, signed with `token`. */
function postInbound(from: string, body: string, token = authToken, bid = boutiqueId) {
  const url = `${t.env.PUBLIC_URL}${apiPaths.smsInbound(bid)}`;
  const params = {
    AccountSid: accountSid,
    Body: body,
    From: from,
    MessageSid: `SM${Math.random().toString(16).slice(2).padEnd(32, '0')}`,
    To: fromNumber,
  };
  return t.client().post(apiPaths.smsInbound(bid), new URLSearchParams(params).toString(), {
    'content-type': 'application/x-www-form-urlencoded',
    'x-twilio-signature': twilioSignature(token, url, params),
  });
}

describe('GET and PUT /api/boutique-settings/sms', () => {
  it('answers admins the defaults, refuses consultants and the signed out', async () => {
    const res = await admin.get(apiPaths.smsSettings);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      available: true,
      enabled: false,
      hasAuthToken: false,
      reminderHours: [48, 24],
      quietStart: '21:00',
      quietEnd: '09:00',
      webhookUrl: `http://localhost:3000/api/sms/twilio/${boutiqueId}`,
    });
    expect((await consultant.get(apiPaths.smsSettings)).status).toBe(403);
    expect((await consultant.put(apiPaths.smsSettings, validSettings())).status).toBe(403);
    expect((await t.client().get(apiPaths.smsSettings)).status).toBe(401);
  });

  it('refuses bad input field by field and keeps nothing', async () => {
    const res = await admin.put(
      apiPaths.smsSettings,
      validSettings({ accountSid: 'nope', fromNumber: '212 555', reminderHours: [0, 24, 48], quietStart: '25:00' }),
    );
    expect(res.status).toBe(400);
    expect((res.body as { fields: Record<string, string> }).fields).toMatchObject({
      accountSid: smsSettingsMessages.accountSid,
      fromNumber: smsSettingsMessages.fromNumber,
      quietStart: smsSettingsMessages.quietTime,
    });
    const noToken = await admin.put(apiPaths.smsSettings, validSettings({ authToken: '' }));
    expect(noToken.status).toBe(400);
    expect((await t.sql`SELECT 1 FROM boutique_sms_settings WHERE boutique_id = ${boutiqueId}`).length).toBe(0);
  });

  it('saves the account with the token sealed, never answered, and an empty token keeps it', async () => {
    const saved = await admin.put(apiPaths.smsSettings, validSettings());
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ enabled: true, hasAuthToken: true, fromNumber, accountSid });
    expect(saved.text).not.toContain(authToken);
    const again = await admin.put(apiPaths.smsSettings, validSettings({ authToken: '', reminderHours: [24, 72] }));
    expect(again.body).toMatchObject({ reminderHours: [72, 24], hasAuthToken: true });
    const [row] = await t.sql<{ authTokenSealed: string }[]>`
      SELECT auth_token_sealed FROM boutique_sms_settings WHERE boutique_id = ${boutiqueId}`;
    expect(row!.authTokenSealed).toMatch(/^v1\./);
    expect(row!.authTokenSealed).not.toContain(authToken);
    // No quiet hours from here on: her confirmation goes at once whatever hour the test runs at.
    await admin.put(apiPaths.smsSettings, validSettings({ quietStart: '00:00', quietEnd: '00:00' }));
    // Another boutique sees its own (none), never this one's.
    const other = await otherAdmin.get(apiPaths.smsSettings);
    expect(other.body).toMatchObject({ enabled: false, accountSid: '', hasAuthToken: false });
  });
});

describe('consent at booking', () => {
  it('refuses a tick without a number texts can reach, losing nothing', async () => {
    const { bookingToken } = await newBride('Ivy Rowe');
    const slot = await slotAhead(bookingToken);
    const res = await t.client().post(apiPaths.booking.link(bookingToken), {
      startsAt: slot.startsAt,
      email: 'ivy@example.com',
      phone: '212 555 0100',
      smsConsent: true,
    });
    expect(res.status).toBe(400);
    expect((res.body as { fields: Record<string, string> }).fields.smsConsent).toBe(smsMessages.phoneForTexts);
    expect(
      (
        await t.client().post(apiPaths.booking.link(bookingToken), {
          startsAt: slot.startsAt,
          email: 'ivy@example.com',
          smsConsent: 'yes',
        })
      ).status,
    ).toBe(400);
  });

  it('stores her consent with its words and time, and the worker texts her confirmation through Twilio', async () => {
    const { brideId, bookingToken } = await newBride('Jade Moss');
    const slot = await slotAhead(bookingToken);
    const res = await t.client().post(apiPaths.booking.link(bookingToken), {
      startsAt: slot.startsAt,
      email: 'jade@example.com',
      phone: '+1 212 555 0142',
      smsConsent: true,
    });
    expect(res.status).toBe(201);
    const [consent] = await t.sql<{ phone: string; wording: string; consentedAt: Date }[]>`
      SELECT phone, wording, consented_at FROM sms_consents WHERE bride_id = ${brideId}`;
    expect(consent).toMatchObject({ phone: '+12125550142', wording: smsConsentWording });
    expect(consent!.consentedAt).toBeInstanceOf(Date);
    expect(await standIn.waitForTexts('+12125550142', 1, 30_000)).toBe(true);
    const [text] = standIn.textsTo('+12125550142');
    expect(text).toMatchObject({ accountSid, from: fromNumber });
    expect(text!.body).toMatch(
      /^Tulle & Text: you're booked for .* http:\/\/localhost:3000\/appointment\/[A-Za-z0-9_-]{43} /,
    );
  });

  it('texts nothing to a bride who left the box empty', async () => {
    const { bookingToken } = await newBride('Kit Fern');
    const slot = await slotAhead(bookingToken, 4);
    const res = await t.client().post(apiPaths.booking.link(bookingToken), {
      startsAt: slot.startsAt,
      email: 'kit@example.com',
      phone: '+1 212 555 0177',
    });
    expect(res.status).toBe(201);
    expect(await standIn.waitForTexts('+12125550177', 1, 3_000)).toBe(false);
  });
});

describe('POST /api/sms/twilio/{boutiqueId}', () => {
  it('refuses an unsigned, forged or JSON call with 403 and changes nothing', async () => {
    expect((await postInbound('+12125550142', 'STOP', 'f'.repeat(32))).status).toBe(403);
    const unsigned = await t.client().post(apiPaths.smsInbound(boutiqueId), 'From=%2B12125550142&Body=STOP', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(unsigned.status).toBe(403);
    expect(
      (await t.client().post(apiPaths.smsInbound(boutiqueId), { From: '+12125550142', Body: 'STOP' })).status,
    ).toBe(403);
    // A boutique without texts, and no such boutique.
    expect((await postInbound('+12125550142', 'C', authToken, otherBoutiqueId)).status).toBe(404);
    expect(
      (
        await t
          .client()
          .post('/api/sms/twilio/not-a-number', 'a=b', { 'content-type': 'application/x-www-form-urlencoded' })
      ).status,
    ).toBe(404);
    const [consent] = await t.sql<{ optedOutAt: Date | null }[]>`
      SELECT opted_out_at FROM sms_consents WHERE phone = '+12125550142'`;
    expect(consent!.optedOutAt).toBeNull();
  });

  it('C confirms her appointment by text and the schedule shows it; an unknown number changes nothing', async () => {
    const unknown = await postInbound('+19175550100', 'C');
    expect(unknown.status).toBe(200);
    expect(unknown.text).toMatch(/could not match this number/);
    const res = await postInbound('+12125550142', 'c');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/xml/);
    expect(res.text).toMatch(/<Response><Message>Tulle &amp; Text: thank you, your appointment on .* is confirmed/);
    const list = await admin.get(apiPaths.appointments.list);
    const mine = (
      list.body as { appointments: { brideName: string; confirmed: { via: string } | null }[] }
    ).appointments.find((a) => a.brideName === 'Jade Moss');
    expect(mine?.confirmed?.via).toBe('sms');
  });
});

describe('POST /api/appointments/{id}/confirm', () => {
  it('lets staff confirm by hand, once; refuses a cancelled one and another boutique', async () => {
    const { brideId, bookingToken } = await newBride('Lena Ash');
    const slot = await slotAhead(bookingToken, 5);
    await t.client().post(apiPaths.booking.link(bookingToken), { startsAt: slot.startsAt, email: 'lena@example.com' });
    const [appointment] = await t.sql<{ id: string }[]>`SELECT id FROM appointments WHERE bride_id = ${brideId}`;
    const id = appointment!.id;
    expect((await otherAdmin.post(apiPaths.appointments.confirm(id))).status).toBe(404);
    const res = await consultant.post(apiPaths.appointments.confirm(id));
    expect(res.status).toBe(200);
    expect((res.body as { appointment: { confirmed: { via: string } } }).appointment.confirmed.via).toBe('staff');
    const again = await admin.post(apiPaths.appointments.confirm(id));
    expect((again.body as { appointment: { confirmed: { at: string } } }).appointment.confirmed.at).toBe(
      (res.body as { appointment: { confirmed: { at: string } } }).appointment.confirmed.at,
    );
    await admin.post(apiPaths.appointments.cancel(id));
    await t.sql`UPDATE appointments SET confirmed_at = NULL, confirmed_via = NULL WHERE id = ${id}`;
    expect((await admin.post(apiPaths.appointments.confirm(id))).status).toBe(400);
    expect((await admin.post(apiPaths.appointments.confirm('00000000-0000-4000-8000-000000000000'))).status).toBe(404);
  });
});
