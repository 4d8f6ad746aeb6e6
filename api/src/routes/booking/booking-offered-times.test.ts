import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { issueManageLink } from '@bridal/server/appointments/links/issue-manage-link';
import { apiPaths } from '@bridal/shared/api/api-paths';
import type { BookingLinkView, BookingSlot } from '@bridal/shared/appointments/booking';
import { sampleBrideFields, signUpAndLogIn, type TestClient } from '../../../test/support/boutique-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

/*
 * A bride's link books (and moves to) only a time it lists: a slot's start on the boutique's grid,
 * inside its hours, within the 60 days it offers. Staff's schedule and slot queries refuse a date
 * outside the years the schedule works in with a clear 400, never a 500. The times tried are
 * made from the slots the product lists, not from the test's clock.
 */

let t: TestApp;
let staff: TestClient;
let slug: string;
let boutiqueId: number;

const allDay = Array.from({ length: 7 }, () => [{ from: '00:00', to: '23:59' }]);
const minute = 60_000;
const day = 24 * 60 * minute;

beforeAll(async () => {
  t = await createTestApp();
  ({ client: staff, slug, boutiqueId } = await signUpAndLogIn(t));
  // Open all week on a 60-minute grid: slots exist whenever the test runs.
  await t.sql`
    UPDATE boutiques SET opening_hours = ${t.sql.json(allDay)}, appointment_minutes = 60, appointment_capacity = 3,
                         time_zone = 'America/New_York'
    WHERE id = ${boutiqueId}`;
});
afterAll(async () => {
  await t?.close();
});

async function newBride(): Promise<{ brideId: string; bookingToken: string }> {
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...sampleBrideFields, boutiqueName: slug })) {
    for (const item of [value].flat()) form.append(key, item);
  }
  const res = await t.client().post('/api/surveys', form);
  expect(res.status).toBe(201);
  return res.body;
}

async function offeredSlots(token: string): Promise<BookingSlot[]> {
  const res = await t.client().get(apiPaths.booking.link(token));
  expect(res.status).toBe(200);
  return (res.body as BookingLinkView).slots;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Times a caller could send that the link does not list, each with the message it is refused with. */
function unofferedTimes(slots: BookingSlot[]): [string, string, string][] {
  const first = Date.parse(slots[3]!.startsAt);
  const last = Date.parse(slots.at(-1)!.startsAt);
  return [
    ['off the grid', iso(first + 7 * minute), 'Please choose one of the times offered.'],
    ['the day after the last one offered', iso(last + day), 'Please choose a time within the next 60 days.'],
    ['400 days ahead', iso(first + 400 * day), 'Please choose a time within the next 60 days.'],
    ['in the year 9999', '9999-12-31T15:00:00.000Z', 'Please choose a date between 2000 and 2099.'],
    ['in the year 0000', '0000-01-01T15:00:00.000Z', 'Please choose a date between 2000 and 2099.'],
    ['in the past', iso(first - 30 * day), 'That time has already passed.'],
  ];
}

async function appointmentsOf(brideId: string) {
  return t.sql<{ startsAt: Date; status: string }[]>`
    SELECT starts_at, status FROM appointments WHERE bride_id = ${brideId} ORDER BY created_at`;
}

describe("a bride's book link", () => {
  it('refuses every time it does not list, books none, and still books one it lists', async () => {
    const { brideId, bookingToken } = await newBride();
    const slots = await offeredSlots(bookingToken);
    const base = { email: 'nora.quill@example.com', phone: '', followUpConsent: false };
    for (const [label, startsAt, message] of unofferedTimes(slots)) {
      const res = await t.client().post(apiPaths.booking.link(bookingToken), { ...base, startsAt });
      expect({ label, status: res.status, field: res.body.fields?.startsAt }).toEqual({
        label,
        status: 400,
        field: message,
      });
    }
    expect(await appointmentsOf(brideId)).toEqual([]);

    for (const slot of [slots[0]!, slots.at(-1)!]) {
      const { bookingToken: token, brideId: id } = await newBride();
      const email = `bride.${id.slice(0, 8)}@example.com`;
      const res = await t.client().post(apiPaths.booking.link(token), { ...base, email, startsAt: slot.startsAt });
      expect(res.status).toBe(201);
      expect((await appointmentsOf(id)).map((a) => a.startsAt.toISOString())).toEqual([slot.startsAt]);
    }
  });
});

describe("a bride's manage link", () => {
  it('moves only to a time it lists, and keeps her appointment otherwise', async () => {
    const { brideId, bookingToken } = await newBride();
    const slots = await offeredSlots(bookingToken);
    const booked = await t.client().post(apiPaths.booking.link(bookingToken), {
      startsAt: slots[2]!.startsAt,
      email: 'ada.byron@example.com',
    });
    expect(booked.status).toBe(201);
    const [appointment] = await t.sql<{ id: string }[]>`SELECT id FROM appointments WHERE bride_id = ${brideId}`;
    const manage = await issueManageLink({ sql: t.sql, appointmentId: appointment!.id });

    for (const [label, startsAt, message] of unofferedTimes(slots)) {
      const res = await t.client().post(apiPaths.booking.link(manage!.token), { startsAt });
      expect({ label, status: res.status, field: res.body.fields?.startsAt }).toEqual({
        label,
        status: 400,
        field: message,
      });
    }
    expect(await appointmentsOf(brideId)).toEqual([{ startsAt: new Date(slots[2]!.startsAt), status: 'booked' }]);

    const moved = await t.client().post(apiPaths.booking.link(manage!.token), { startsAt: slots[5]!.startsAt });
    expect(moved.status).toBe(200);
    expect((await appointmentsOf(brideId)).map((a) => [a.startsAt.toISOString(), a.status])).toEqual([
      [slots[2]!.startsAt, 'cancelled'],
      [slots[5]!.startsAt, 'booked'],
    ]);
  });
});

describe("staff's schedule queries at the edges of time", () => {
  const outOfYears = 'Please choose a date between 2000 and 2099.';

  it.each([
    ['slots from the year 9999', `${apiPaths.appointments.slots}?from=9999-12-01T00:00:00.000Z&days=42`, 'from'],
    ['slots from the year 0000', `${apiPaths.appointments.slots}?from=0000-01-01T00:00:00.000Z`, 'from'],
    ['the schedule from the year 9999', `${apiPaths.appointments.list}?from=9999-12-01T00:00:00.000Z`, 'from'],
    ['the schedule from the year 0000', `${apiPaths.appointments.list}?from=0000-01-01T00:00:00.000Z`, 'from'],
    [
      'the schedule up to the year 2100',
      `${apiPaths.appointments.list}?from=2099-12-30T00:00:00.000Z&to=2100-01-02T00:00:00.000Z`,
      'to',
    ],
  ])('answers 400 with a clear message for %s', async (_label, url, field) => {
    const res = await staff.get(url);
    expect({ status: res.status, error: res.body.error, field: res.body.fields?.[field] }).toEqual({
      status: 400,
      error: outOfYears,
      field: outOfYears,
    });
  });

  it('still answers the last days of 2099 and the first of 2000', async () => {
    const late = await staff.get(`${apiPaths.appointments.slots}?from=2099-12-01T00:00:00.000Z&days=42`);
    expect(late.status).toBe(200);
    expect(late.body.slots.length).toBeGreaterThan(0);
    const early = await staff.get(`${apiPaths.appointments.list}?from=2000-01-01T00:00:00.000Z`);
    expect(early.status).toBe(200);
  });

  it('refuses a booking by staff in the year 9999 or 0000 with the same message', async () => {
    const { brideId } = await newBride();
    for (const startsAt of ['9999-12-31T15:00:00.000Z', '0000-01-01T15:00:00.000Z']) {
      const res = await staff.post(apiPaths.appointments.list, { brideId, startsAt });
      expect({ status: res.status, field: res.body.fields?.startsAt }).toEqual({ status: 400, field: outOfYears });
    }
    expect(await appointmentsOf(brideId)).toEqual([]);
  });
});
