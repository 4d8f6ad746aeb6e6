import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { hashPassword } from '@bridal/server/auth/password-hashing';
import { apiPaths } from '@bridal/shared/api/api-paths';
import { boutiqueSettingsMessages } from '@bridal/shared/appointments/boutique-settings';
import { demoMessages } from '@bridal/shared/demo/demo-messages';
import { boutiqueDate } from '@bridal/testing/boutique-day';
import { logInNewConsultant, signUpAndLogIn, type TestClient } from '../../../test/support/boutique-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
let admin: TestClient;
let consultant: TestClient;
let boutiqueId: number;

const valid = () => ({
  timeZone: 'Europe/London',
  openingHours: [
    [],
    [{ from: '10:00', to: '18:00' }],
    [
      { from: '13:00', to: '17:00' },
      { from: '09:00', to: '12:00' },
    ],
    [{ from: '10:00', to: '18:00' }],
    [{ from: '10:00', to: '19:00' }],
    [{ from: '09:00', to: '17:00' }],
    [],
  ],
  appointmentMinutes: 60,
  capacity: 3,
  closedDates: ['2030-12-26', '2030-12-25'],
});

beforeAll(async () => {
  t = await createTestApp();
  ({ client: admin, boutiqueId } = await signUpAndLogIn(t));
  consultant = await logInNewConsultant(t, boutiqueId, { name: 'Cora Lane', coachingGoals: '' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('GET /api/boutique-settings', () => {
  it('answers the defaults to any staff of the boutique, nothing without a session', async () => {
    for (const client of [admin, consultant]) {
      const res = await client.get(apiPaths.boutiqueSettings);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ appointmentMinutes: 90, capacity: 2, closedDates: [] });
      expect(res.body.openingHours).toHaveLength(7);
      expect(typeof res.body.timeZone).toBe('string');
    }
    expect((await t.client().get(apiPaths.boutiqueSettings)).status).toBe(401);
  });
});

describe('PUT /api/boutique-settings', () => {
  it('saves the settings (ranges in time order, dates sorted) for an admin', async () => {
    const res = await admin.put(apiPaths.boutiqueSettings, valid());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...valid(),
      openingHours: valid().openingHours.map((day) => [...day].sort((a, b) => a.from.localeCompare(b.from))),
      closedDates: ['2030-12-25', '2030-12-26'],
      outsideHours: 0,
    });
    expect((await consultant.get(apiPaths.boutiqueSettings)).body.timeZone).toBe('Europe/London');
  });

  it('refuses a consultant with 403 and changes nothing', async () => {
    const before = (await admin.get(apiPaths.boutiqueSettings)).body;
    const res = await consultant.put(apiPaths.boutiqueSettings, { ...valid(), capacity: 9 });
    expect(res.status).toBe(403);
    expect((await admin.get(apiPaths.boutiqueSettings)).body).toEqual(before);
    expect((await t.client().put(apiPaths.boutiqueSettings, valid())).status).toBe(401);
  });

  const week = (day: unknown) => [day, [], [], [], [], [], []];
  const bad: [string, Record<string, unknown>, string, string][] = [
    ['a made-up time zone', { timeZone: 'Mars/Olympus_Mons' }, 'timeZone', boutiqueSettingsMessages.timeZone],
    ['no time zone', { timeZone: '' }, 'timeZone', boutiqueSettingsMessages.timeZone],
    [
      'six days of hours',
      { openingHours: [[], [], [], [], [], []] },
      'openingHours',
      boutiqueSettingsMessages.openingHours,
    ],
    ['hours that are not a list', { openingHours: 'always' }, 'openingHours', boutiqueSettingsMessages.openingHours],
    [
      'a time that is not HH:MM',
      { openingHours: week([{ from: '9am', to: '17:00' }]) },
      'openingHours[0][0].from',
      boutiqueSettingsMessages.time,
    ],
    [
      'an hour past 23',
      { openingHours: week([{ from: '09:00', to: '24:00' }]) },
      'openingHours[0][0].to',
      boutiqueSettingsMessages.time,
    ],
    [
      'a range ending before it starts',
      { openingHours: week([{ from: '17:00', to: '09:00' }]) },
      'openingHours[0][0].to',
      boutiqueSettingsMessages.fromBeforeTo,
    ],
    [
      'overlapping ranges',
      {
        openingHours: week([
          { from: '09:00', to: '13:00' },
          { from: '12:00', to: '17:00' },
        ]),
      },
      'openingHours[0]',
      boutiqueSettingsMessages.overlap,
    ],
    [
      'five ranges in a day',
      { openingHours: week(['08', '10', '12', '14', '16'].map((h) => ({ from: `${h}:00`, to: `${h}:30` }))) },
      'openingHours[0]',
      boutiqueSettingsMessages.tooManyRanges,
    ],
    ['a length under 15', { appointmentMinutes: 10 }, 'appointmentMinutes', boutiqueSettingsMessages.minutes],
    ['a length over 480', { appointmentMinutes: 485 }, 'appointmentMinutes', boutiqueSettingsMessages.minutes],
    [
      'a length off the 5-minute step',
      { appointmentMinutes: 62 },
      'appointmentMinutes',
      boutiqueSettingsMessages.minutes,
    ],
    ['a length that is text', { appointmentMinutes: 'long' }, 'appointmentMinutes', boutiqueSettingsMessages.minutes],
    ['a capacity of 0', { capacity: 0 }, 'capacity', boutiqueSettingsMessages.capacity],
    ['a capacity of 51', { capacity: 51 }, 'capacity', boutiqueSettingsMessages.capacity],
    ['a fractional capacity', { capacity: 1.5 }, 'capacity', boutiqueSettingsMessages.capacity],
    [
      'a closed date that is no date',
      { closedDates: ['2030-02-30'] },
      'closedDates[0]',
      boutiqueSettingsMessages.closedDate,
    ],
    [
      'a closed date in another format',
      { closedDates: ['25/12/2030'] },
      'closedDates[0]',
      boutiqueSettingsMessages.closedDate,
    ],
    [
      'a closed date twice',
      { closedDates: ['2030-12-25', '2030-12-25'] },
      'closedDates[1]',
      boutiqueSettingsMessages.closedDateTwice,
    ],
    [
      'more than 366 closed dates',
      {
        closedDates: Array.from({ length: 367 }, (_, i) => boutiqueDate('UTC', i, new Date('2030-01-01T12:00:00Z'))),
      },
      'closedDates',
      boutiqueSettingsMessages.tooManyClosedDates,
    ],
  ];

  it.each(bad)('refuses %s with the field and its message', async (_, change, field, message) => {
    const before = (await admin.get(apiPaths.boutiqueSettings)).body;
    const res = await admin.put(apiPaths.boutiqueSettings, { ...valid(), ...change });
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
    expect((await admin.get(apiPaths.boutiqueSettings)).body).toEqual(before);
  });

  it('refuses a body that is not a JSON object', async () => {
    expect((await admin.put(apiPaths.boutiqueSettings, [])).status).toBe(400);
    expect((await admin.put(apiPaths.boutiqueSettings, 'nope', { 'content-type': 'application/json' })).status).toBe(
      400,
    );
  });

  it('keeps booked appointments now outside hours and counts them', async () => {
    await admin.put(apiPaths.boutiqueSettings, valid());
    const [bride] = await t.sql<{ id: string }[]>`
      INSERT INTO brides (boutique_id, name, answers, status) VALUES (${boutiqueId}, 'Ava', ${t.sql.json({})}, 'ready')
      RETURNING id`;
    // A Tuesday at 10:00 London time, well ahead.
    await t.sql`
      INSERT INTO appointments (boutique_id, bride_id, starts_at, duration_minutes, booked_by)
      VALUES (${boutiqueId}, ${bride!.id}, '2030-06-04T09:00:00Z', 60, 'staff')`;
    const tuesdayClosed = valid();
    tuesdayClosed.openingHours[1] = [];
    const res = await admin.put(apiPaths.boutiqueSettings, tuesdayClosed);
    expect(res.status).toBe(200);
    expect(res.body.outsideHours).toBe(1);
    const [kept] = await t.sql`SELECT status FROM appointments WHERE bride_id = ${bride!.id}`;
    expect(kept!.status).toBe('booked');
    expect((await admin.put(apiPaths.boutiqueSettings, valid())).body.outsideHours).toBe(0);
  });

  it('refuses a session of the demo boutique with the Demo Mode notice', async () => {
    const email = 'settings.demo.owner@example.com';
    await t.sql`
      INSERT INTO users (boutique_id, email, name, password_hash, role, status)
      VALUES (99, ${email}, 'Demo Owner', ${await hashPassword('Tulle&Satin2025')}, 'owner', 'active')`;
    const owner = t.client();
    expect((await owner.post(apiPaths.auth.login, { email, password: 'Tulle&Satin2025' })).status).toBe(200);
    const res = await owner.put(apiPaths.boutiqueSettings, valid());
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: demoMessages.liveAccountOnly, title: 'Demo Mode' });
    expect((await owner.get(apiPaths.boutiqueSettings)).status).toBe(200);
  });
});
