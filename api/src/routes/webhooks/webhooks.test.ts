import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiPaths } from '@bridal/shared/api/api-paths';
import { webhookMessages } from '@bridal/shared/webhooks/webhook-endpoint';
import { boutiqueDate, boutiqueInstant } from '@bridal/testing/boutique-day';
import { finishAnalysis } from '@bridal/server/analysis/finish-analysis';
import {
  analyseBride,
  logInNewConsultant,
  sampleBrideFields,
  signUpAndLogIn,
  submitTextSurvey,
  type TestClient,
} from '../../../test/support/boutique-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { ownerOnlyMessage } from '../../http/require-role';

let t: TestApp;
let owner: TestClient;
let consultant: TestClient;
let admin: TestClient;
let boutiqueId: number;
let slug: string;

const paths = apiPaths.webhooks;
const publicUrl = 'https://93.184.215.14/bridal-hook';

beforeAll(async () => {
  // As in production: private addresses refused.
  t = await createTestApp();
  ({ client: owner, boutiqueId, slug } = await signUpAndLogIn(t));
  consultant = await logInNewConsultant(t, boutiqueId, { name: 'Clara Vale', coachingGoals: '' });
  admin = await logInNewConsultant(t, boutiqueId, { name: 'Ada Admin', coachingGoals: '' });
  await t.sql`UPDATE users SET role = 'admin' WHERE name = 'Ada Admin'`;
  t.deps.sessionCache?.forgetWhere(() => true);
});
afterAll(async () => {
  await t?.close();
});

const create = (body: object) => owner.post(paths.list, body);

describe('the endpoints', () => {
  it('are the owner’s alone', async () => {
    for (const other of [consultant, admin]) {
      const res = await other.get(paths.list);
      expect(res.status).toBe(403);
      expect(res.body.error).toBe(ownerOnlyMessage);
    }
  });

  it('show the secret once, at creation, and a hint of it afterwards', async () => {
    const res = await create({ url: publicUrl, eventTypes: ['appointment.booked'], description: 'Our CRM' });
    expect(res.status).toBe(201);
    expect(res.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const listed = await owner.get(paths.list);
    expect(listed.body).toEqual([
      {
        id: res.body.id,
        url: publicUrl,
        description: 'Our CRM',
        eventTypes: ['appointment.booked'],
        secretHint: `${res.body.secret.slice(0, 10)}…`,
        enabled: true,
        disabledReason: '',
        disabledAt: null,
        createdAt: expect.any(String),
      },
    ]);
    expect(listed.text).not.toContain(res.body.secret);

    const rotated = await owner.post(paths.rotateSecret(res.body.id));
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(res.body.secret);
    await owner.delete(paths.one(res.body.id));
  });

  it.each([
    ['not a url', webhookMessages.urlInvalid],
    ['http://93.184.215.14/hook', webhookMessages.urlNotHttps],
    ['https://127.0.0.1/hook', webhookMessages.urlPrivate],
    ['https://[::1]/hook', webhookMessages.urlPrivate],
    ['https://10.0.0.8/hook', webhookMessages.urlPrivate],
    ['https://169.254.169.254/latest/meta-data/', webhookMessages.urlPrivate],
    ['https://[::ffff:127.0.0.1]/hook', webhookMessages.urlPrivate],
    ['https://0.0.0.0/hook', webhookMessages.urlPrivate],
    ['https://localhost/hook', webhookMessages.urlPrivate],
  ])('refuses %s with a clear message, saving nothing', async (url, message) => {
    const res = await create({ url, eventTypes: ['plan.ready'] });
    expect(res.status).toBe(400);
    expect(res.body.fields.url).toBe(message);
    expect((await owner.get(paths.list)).body).toEqual([]);
  });

  it('refuses an endpoint with no event chosen', async () => {
    const res = await create({ url: publicUrl, eventTypes: [] });
    expect(res.status).toBe(400);
    expect(res.body.fields.eventTypes).toBe(webhookMessages.eventsRequired);
  });

  it('are changed, turned off and on, and deleted', async () => {
    const { body: created } = await create({ url: publicUrl, eventTypes: ['plan.ready'] });
    const changed = await owner.put(paths.one(created.id), {
      url: 'https://93.184.215.14/other',
      eventTypes: ['plan.ready', 'follow_up.sent'],
      description: 'Zapier',
    });
    expect(changed.body).toMatchObject({ url: 'https://93.184.215.14/other', description: 'Zapier' });
    expect(
      (await owner.put(paths.one(created.id), { url: 'https://10.1.1.1/', eventTypes: ['plan.ready'] })).body,
    ).toMatchObject({ fields: { url: webhookMessages.urlPrivate } });
    expect((await owner.put(paths.enabled(created.id), { enabled: false })).body).toMatchObject({
      enabled: false,
      disabledReason: 'owner',
    });
    expect((await owner.post(paths.test(created.id))).body).toEqual({ error: webhookMessages.endpointDisabled });
    expect((await owner.put(paths.enabled(created.id), { enabled: true })).body).toMatchObject({
      enabled: true,
      disabledReason: '',
    });
    expect((await owner.delete(paths.one(created.id))).status).toBe(204);
    expect((await owner.delete(paths.one(created.id))).status).toBe(404);
  });
});

describe('the delivery log', () => {
  it('lists a test event, and sends a delivery again', async () => {
    const { body: endpoint } = await create({ url: publicUrl, eventTypes: ['plan.ready'] });
    const sent = await owner.post(paths.test(endpoint.id));
    expect(sent.status).toBe(202);
    const resent = await owner.post(paths.resend(sent.body.deliveryId));
    expect(resent.status).toBe(202);
    const log = await owner.get(paths.deliveries(endpoint.id));
    expect(log.body.map((delivery: { id: string }) => delivery.id)).toEqual([
      resent.body.deliveryId,
      sent.body.deliveryId,
    ]);
    expect(log.body[1]).toMatchObject({ eventType: 'webhook.test', status: 'pending', attempts: [] });
    const [event] = await t.sql<
      { payload: string }[]
    >`SELECT payload FROM webhook_events WHERE id = ${log.body[1].eventId}`;
    expect(JSON.parse(event!.payload)).toEqual({
      type: 'webhook.test',
      version: 1,
      timestamp: expect.any(String),
      data: { endpointId: endpoint.id },
    });
    await owner.delete(paths.one(endpoint.id));
  });
});

describe('the events', () => {
  it('are written when an appointment is booked, moved and cancelled, to the endpoints that chose them', async () => {
    await t.sql`
      UPDATE boutiques SET time_zone = 'UTC', appointment_minutes = 60,
        opening_hours = ${t.sql.json(Array.from({ length: 7 }, () => [{ from: '08:00', to: '20:00' }]))}
      WHERE id = ${boutiqueId}`;
    const { body: all } = await create({
      url: publicUrl,
      eventTypes: ['appointment.booked', 'appointment.moved', 'appointment.cancelled'],
    });
    const { body: cancelsOnly } = await create({ url: publicUrl, eventTypes: ['appointment.cancelled'] });
    const at = (days: number, hour: number) =>
      boutiqueInstant('UTC', boutiqueDate('UTC', days), `${hour}:00`).toISOString();
    const brideId = await submitTextSurvey(t, slug, { ...sampleBrideFields, name: 'Ada Lane' });
    const booked = await owner.post(apiPaths.appointments.list, { brideId, startsAt: at(2, 10) });
    expect(booked.status).toBe(201);
    const moved = await owner.patch(apiPaths.appointments.one(booked.body.appointment.id), { startsAt: at(3, 11) });
    expect(moved.status).toBe(200);
    const newId = moved.body.appointment.id;
    expect((await owner.post(apiPaths.appointments.cancel(newId))).status).toBe(200);

    const delivered = await t.sql<{ endpointId: string; payload: string }[]>`
      SELECT d.endpoint_id, ev.payload FROM webhook_deliveries d JOIN webhook_events ev ON ev.id = d.event_id
      WHERE d.boutique_id = ${boutiqueId} AND ev.type LIKE 'appointment.%'
      ORDER BY ev.created_at, d.endpoint_id = ${cancelsOnly.id}`;
    const summary = delivered.map(({ endpointId, payload }) => {
      const { type, data } = JSON.parse(payload);
      return [endpointId === all.id ? 'all' : 'cancels', type, data.appointmentId];
    });
    expect(summary).toEqual([
      ['all', 'appointment.booked', booked.body.appointment.id],
      ['all', 'appointment.moved', newId],
      ['all', 'appointment.cancelled', newId],
      ['cancels', 'appointment.cancelled', newId],
    ]);
    const moveData = JSON.parse(delivered[1]!.payload).data;
    expect(moveData).toEqual({
      appointmentId: newId,
      previousAppointmentId: booked.body.appointment.id,
      brideId,
      consultantId: null,
      startsAt: at(3, 11),
      durationMinutes: 60,
    });
  });

  it('are written when an outcome is recorded, and again when it is edited', async () => {
    const { body: endpoint } = await create({ url: publicUrl, eventTypes: ['outcome.recorded'] });
    const brideId = await submitTextSurvey(t, slug, { ...sampleBrideFields, name: 'Cleo Outcome' });
    const [row] = await t.sql<{ id: string }[]>`
      INSERT INTO appointments (boutique_id, bride_id, starts_at, duration_minutes, status, booked_by)
      VALUES (${boutiqueId}, ${brideId}, ${new Date(Date.now() - 30 * 60_000)}, 60, 'booked', 'staff')
      RETURNING id`;
    const appointmentId = row!.id;
    const outcome = apiPaths.appointments.outcome(appointmentId);
    expect((await owner.put(outcome, { result: 'not_yet', reasons: ['budget'] })).status).toBe(200);
    expect((await owner.put(outcome, { result: 'said_yes', dressName: 'Fern', amount: 1650.5 })).status).toBe(200);
    const events = await t.sql<{ payload: string }[]>`
      SELECT ev.payload FROM webhook_deliveries d JOIN webhook_events ev ON ev.id = d.event_id
      WHERE d.endpoint_id = ${endpoint.id} ORDER BY ev.created_at`;
    expect(events.map(({ payload }) => JSON.parse(payload).data)).toEqual([
      expect.objectContaining({ appointmentId, brideId, result: 'not_yet', saleAmountCents: null }),
      expect.objectContaining({ appointmentId, brideId, result: 'said_yes', saleAmountCents: 165050 }),
    ]);
  });

  it("are written once when a bride's plan becomes ready, not again on a repeated finish", async () => {
    const { body: endpoint } = await create({ url: publicUrl, eventTypes: ['plan.ready'] });
    const brideId = await submitTextSurvey(t, slug, { ...sampleBrideFields, name: 'Bea Ready' });
    await analyseBride(t, brideId);
    await finishAnalysis(t.sql, brideId);
    const events = await t.sql<{ payload: string }[]>`
      SELECT ev.payload FROM webhook_deliveries d JOIN webhook_events ev ON ev.id = d.event_id
      WHERE d.endpoint_id = ${endpoint.id}`;
    expect(events.map(({ payload }) => JSON.parse(payload))).toEqual([
      {
        type: 'plan.ready',
        version: 1,
        timestamp: expect.any(String),
        data: { brideId, readyAt: expect.any(String) },
      },
    ]);
  });
});
