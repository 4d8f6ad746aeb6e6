import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { issueManageLink } from '@bridal/server/appointments/links/issue-manage-link';
import { refuseInsideChangeCutoff } from '@bridal/server/appointments/links/change-cutoff';
import { apiPaths } from '@bridal/shared/api/api-paths';
import { boutiqueDate, boutiqueInstant } from '@bridal/testing/boutique-day';
import {
  logInNewConsultant,
  sampleBrideFields,
  signUpAndLogIn,
  surveyForm,
  type TestClient,
} from '../../../test/support/boutique-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

// The rules brides and staff expect: a cut-off for her own changes (staff override it), a moved
// appointment keeps its consultant only when she is free, her reminder moves with it.
let t: TestApp;
let admin: TestClient;
let slug: string;
let boutiqueId: number;
let ownerEmail: string;
const zone = 'America/New_York';
const allDay = Array.from({ length: 7 }, () => [{ from: '00:00', to: '23:59' }]);

beforeAll(async () => {
  t = await createTestApp();
  let person: { email: string };
  ({ slug, boutiqueId, client: admin, person } = await signUpAndLogIn(t, { boutiqueName: 'Linden Bridal' }));
  ownerEmail = person.email;
  await t.sql`
    UPDATE boutiques SET opening_hours = ${t.sql.json(allDay)}, appointment_capacity = 2, appointment_minutes = 60,
                         time_zone = ${zone}, phone = '207-555-0199'
    WHERE id = ${boutiqueId}`;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function newBride(): Promise<string> {
  const res = await t.client().post('/api/surveys', surveyForm({ ...sampleBrideFields, boutiqueName: slug }));
  expect(res.status).toBe(201);
  return res.body.brideId as string;
}

/** An instant at a local wall time `days` ahead. */
const localAt = (days: number, time: string) => boutiqueInstant(zone, boutiqueDate(zone, days), time).toISOString();

describe('GET/PUT /api/boutique-settings/booking-rules', () => {
  it('answers the defaults, refuses bad input and a consultant, and saves', async () => {
    expect((await admin.get(apiPaths.bookingRules)).body).toEqual({ changeCutoffHours: 0, waitlistHoldMinutes: 120 });
    const cases: [Record<string, unknown>, string][] = [
      [{ changeCutoffHours: -1, waitlistHoldMinutes: 120 }, 'Please enter the cut-off in hours: 0 to 336.'],
      [{ changeCutoffHours: 'soon', waitlistHoldMinutes: 120 }, 'Please enter the cut-off in hours: 0 to 336.'],
      [{ changeCutoffHours: 24 }, 'Please enter how long an offer holds its time: 15 to 1440 minutes.'],
      [
        { changeCutoffHours: 24, waitlistHoldMinutes: 5 },
        'Please enter how long an offer holds its time: 15 to 1440 minutes.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await admin.put(apiPaths.bookingRules, body);
      expect({ body, status: res.status, error: res.body.error }).toEqual({ body, status: 400, error: message });
    }
    const consultant = await logInNewConsultant(t, boutiqueId, { name: 'Ivy Stone', coachingGoals: '' });
    const refused = await consultant.put(apiPaths.bookingRules, { changeCutoffHours: 1, waitlistHoldMinutes: 60 });
    expect(refused.status).toBe(403);
    const saved = await admin.put(apiPaths.bookingRules, { changeCutoffHours: 48, waitlistHoldMinutes: 90 });
    expect(saved.body).toEqual({ changeCutoffHours: 48, waitlistHoldMinutes: 90 });
    expect((await consultant.get(apiPaths.bookingRules)).body).toEqual(saved.body);
  });
});

describe('the change cut-off', () => {
  it("refuses the bride's own move and cancel inside it, saying whom to call, and lets staff do both", async () => {
    await t.sql`UPDATE boutiques SET change_cutoff_hours = 48 WHERE id = ${boutiqueId}`;
    const brideId = await newBride();
    const booked = await admin.post(apiPaths.appointments.list, { brideId, startsAt: localAt(1, '15:00') });
    expect(booked.status).toBe(201);
    const appointmentId = booked.body.appointment.id as string;
    const link = await issueManageLink({ sql: t.sql, appointmentId });
    const message =
      'Changes online close 48 hours before your appointment. To move or cancel it now, please call or write to ' +
      `Linden Bridal on 207-555-0199 or ${ownerEmail}.`;
    const cancel = await t.client().post(apiPaths.booking.cancel(link!.token), {});
    expect({ status: cancel.status, error: cancel.body.error }).toEqual({ status: 409, error: message });
    const move = await t.client().post(apiPaths.booking.link(link!.token), { startsAt: localAt(1, '17:00') });
    expect({ status: move.status, error: move.body.error }).toEqual({ status: 409, error: message });
    // Her link is still good, and staff override the cut-off.
    const moved = await admin.patch(apiPaths.appointments.one(appointmentId), { startsAt: localAt(1, '16:00') });
    expect(moved.status).toBe(200);
    expect((await admin.post(apiPaths.appointments.cancel(moved.body.appointment.id as string), {})).status).toBe(200);
    await t.sql`UPDATE boutiques SET change_cutoff_hours = 0 WHERE id = ${boutiqueId}`;
  });

  it('counts elapsed hours across a DST change: refused 47.5 h before, allowed 48.5 h before; staff always', async () => {
    await t.sql`UPDATE boutiques SET change_cutoff_hours = 48 WHERE id = ${boutiqueId}`;
    const brideId = await newBride();
    // Monday 2027-03-15 10:00 EDT; the clocks went forward on Sunday the 14th at 02:00.
    const startsAt = boutiqueInstant(zone, '2027-03-15', '10:00');
    const [row] = await t.sql<{ id: string }[]>`
      INSERT INTO appointments (boutique_id, bride_id, starts_at, duration_minutes, booked_by)
      VALUES (${boutiqueId}, ${brideId}, ${startsAt}, 60, 'bride') RETURNING id`;
    const appointmentId = row!.id;
    // 09:30 EST on Saturday is after the wall-clock "two days before, 10:00" only on a 24-hour-day count:
    // it is 47.5 elapsed hours before the start, so inside the cut-off.
    const inside = new Date(startsAt.getTime() - 47.5 * 3_600_000);
    expect(inside.getTime()).toBe(boutiqueInstant(zone, '2027-03-13', '09:30').getTime());
    await expect(refuseInsideChangeCutoff(t.sql, { boutiqueId, appointmentId, now: inside })).rejects.toThrow(
      'Changes online close 48 hours before your appointment.',
    );
    const outside = new Date(startsAt.getTime() - 48.5 * 3_600_000);
    await expect(refuseInsideChangeCutoff(t.sql, { boutiqueId, appointmentId, now: outside })).resolves.toBeUndefined();
    expect((await admin.post(apiPaths.appointments.cancel(appointmentId), {})).status).toBe(200);
    await t.sql`UPDATE boutiques SET change_cutoff_hours = 0 WHERE id = ${boutiqueId}`;
  });
});

describe('moving an appointment', () => {
  it('keeps her consultant when she is free, else leaves it unassigned; the reminder moves with it', async () => {
    await logInNewConsultant(t, boutiqueId, { name: 'Maple Reed', coachingGoals: '' });
    const [consultant] = await t.sql<{ id: string }[]>`
      SELECT id FROM users WHERE boutique_id = ${boutiqueId} AND name = 'Maple Reed'`;
    const consultantId = consultant!.id;
    const [first, second] = [await newBride(), await newBride()];
    const a = await admin.post(apiPaths.appointments.list, {
      brideId: first,
      startsAt: localAt(5, '10:00'),
      consultantId,
    });
    const b = await admin.post(apiPaths.appointments.list, {
      brideId: second,
      startsAt: localAt(5, '14:00'),
      consultantId,
    });
    expect([a.status, b.status]).toEqual([201, 201]);

    const aId = a.body.appointment.id as string;
    const kept = await admin.patch(apiPaths.appointments.one(aId), { startsAt: localAt(5, '12:00') });
    expect(kept.status).toBe(200);
    const keptId = kept.body.appointment.id as string;
    expect(kept.body.appointment.consultantId).toBe(consultantId);
    const reminders = await t.sql<{ appointmentId: string; status: string; dueAt: Date }[]>`
      SELECT appointment_id, status, due_at FROM appointment_mails
      WHERE appointment_id IN (${aId}, ${keptId}) AND kind = 'reminder'
      ORDER BY created_at`;
    expect(reminders.map((r) => [r.appointmentId, r.status])).toEqual([
      [aId, 'superseded'],
      [keptId, 'pending'],
    ]);
    expect(reminders[1]!.dueAt.getTime()).toBe(Date.parse(localAt(5, '12:00')) - 24 * 3_600_000);

    // 14:00 has a second place, but she is with the other bride then: the moved one goes unassigned.
    const released = await admin.patch(apiPaths.appointments.one(keptId), {
      startsAt: localAt(5, '14:30'),
    });
    expect(released.status).toBe(200);
    expect(released.body.appointment.consultantId).toBeNull();
  });

  it("judges her consultant free for the type's own length, not the boutique's plain hour", async () => {
    const [consultant] = await t.sql<{ id: string }[]>`
      SELECT id FROM users WHERE boutique_id = ${boutiqueId} AND name = 'Maple Reed'`;
    const consultantId = consultant!.id;
    const [type] = await t.sql<{ id: string }[]>`
      INSERT INTO appointment_types (boutique_id, name, duration_minutes, payment_requirement)
      VALUES (${boutiqueId}, 'Bridal fitting', 120, 'none') RETURNING id`;
    const [first, second] = [await newBride(), await newBride()];
    const fitting = await admin.post(apiPaths.appointments.list, {
      brideId: first,
      startsAt: localAt(8, '09:00'),
      consultantId,
      appointmentTypeId: type!.id,
    });
    const other = await admin.post(apiPaths.appointments.list, {
      brideId: second,
      startsAt: localAt(8, '13:00'),
      consultantId,
    });
    expect([fitting.status, other.status]).toEqual([201, 201]);
    // 11:30 to 13:30 runs into her 13:00 bride (an hour from 11:30 would not): the fitting goes unassigned.
    const moved = await admin.patch(apiPaths.appointments.one(fitting.body.appointment.id as string), {
      startsAt: localAt(8, '11:30'),
    });
    expect(moved.status).toBe(200);
    expect(moved.body.appointment).toMatchObject({ durationMinutes: 120, consultantId: null });
  });
});
