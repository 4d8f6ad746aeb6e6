import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { isOnlineBookingOpen } from '@bridal/server/appointments/schedule/online-booking';
import { apiPaths } from '@bridal/shared/api/api-paths';
import { type BookingLinkView, bookingMessages } from '@bridal/shared/appointments/booking';
import type { FreeSlot } from '@bridal/shared/appointments/boutique-settings';
import {
  confirmScheduleSettings,
  sampleBrideFields,
  signUpAndLogIn,
  surveyForm,
  type TestClient,
} from '../../../test/support/boutique-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

// Right after sign-up the boutique's hours and time zone are only defaults she never confirmed: a
// bride cannot book herself until the owner has saved them. Staff can book all along, and the
// bride's link keeps working, so she books once it opens.
let t: TestApp;
let owner: TestClient;
let slug: string;

const allDay = Array.from({ length: 7 }, () => [{ from: '00:00', to: '23:59' }]);

beforeAll(async () => {
  t = await createTestApp();
  let boutiqueId: number;
  ({
    client: owner,
    slug,
    boutiqueId,
  } = await signUpAndLogIn(
    t,
    { boutiqueName: 'Not Yet Open Bridal', phone: '(207) 555-0177' },
    { confirmSchedule: false },
  ));
  // Open all day (as defaults, not confirmed): slots exist whenever the test runs.
  await t.sql`UPDATE boutiques SET opening_hours = ${t.sql.json(allDay)} WHERE id = ${boutiqueId}`;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function newBride(name: string): Promise<{ brideId: string; bookingToken: string }> {
  const res = await t.client().post('/api/surveys', surveyForm({ ...sampleBrideFields, name, boutiqueName: slug }));
  expect(res.status).toBe(201);
  return res.body;
}

const staffSlots = async () => {
  const res = await owner.get(apiPaths.appointments.slots);
  expect(res.status).toBe(200);
  return (res.body as { slots: FreeSlot[] }).slots;
};

describe('before the owner confirms her hours and time zone', () => {
  it("the bride's link opens on a kind 'not open yet' with the boutique's contact, and refuses to book", async () => {
    const { brideId, bookingToken } = await newBride('Wren Early');
    const view = (await t.client().get(apiPaths.booking.link(bookingToken))).body as BookingLinkView;
    expect(view.onlineBookingOpen).toBe(false);
    expect(view.slots).toEqual([]);
    expect(view.boutique).toMatchObject({ name: 'Not Yet Open Bridal', phone: '(207) 555-0177' });

    const [slot] = await staffSlots();
    const refused = await t.client().post(apiPaths.booking.link(bookingToken), {
      startsAt: slot!.startsAt,
      email: 'wren@example.com',
      followUpConsent: true,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(bookingMessages.notOpenYet);
    const [bride] = await t.sql<{ email: string; count: number }[]>`
      SELECT email, (SELECT count(*)::int FROM appointments WHERE bride_id = ${brideId}) AS count
      FROM brides WHERE id = ${brideId}`;
    expect(bride).toEqual({ email: '', count: 0 });
    // Her link is not spent: it still opens.
    expect((await t.client().get(apiPaths.booking.link(bookingToken))).status).toBe(200);
  });

  it('staff can still book her', async () => {
    const { brideId } = await newBride('Maud Walkin');
    const [, slot] = await staffSlots();
    const booked = await owner.post(apiPaths.appointments.list, { brideId, startsAt: slot!.startsAt });
    expect(booked.status).toBe(201);
  });

  it('once she saves her settings, the same link books', async () => {
    const { bookingToken } = await newBride('Iris Later');
    await confirmScheduleSettings(owner);
    const view = (await t.client().get(apiPaths.booking.link(bookingToken))).body as BookingLinkView;
    expect(view.onlineBookingOpen).toBe(true);
    expect(view.slots.length).toBeGreaterThan(0);
    const res = await t.client().post(apiPaths.booking.link(bookingToken), {
      startsAt: view.slots[0]!.startsAt,
      email: 'iris@example.com',
    });
    expect(res.status).toBe(201);
  });
});

describe('the demo boutique', () => {
  it('is open to brides without anyone confirming', async () => {
    const [demo] = await t.sql<{ confirmed: boolean }[]>`
      SELECT schedule_confirmed_at IS NOT NULL AS confirmed FROM boutiques WHERE id = 99 AND is_demo`;
    expect(demo).toEqual({ confirmed: false });
    expect(await isOnlineBookingOpen(t.sql, 99)).toBe(true);
    const res = await t.client().post('/api/surveys', surveyForm({ ...sampleBrideFields, boutiqueName: 'demo' }));
    expect(res.status).toBe(201);
    const view = (await t.client().get(apiPaths.booking.link(res.body.bookingToken))).body as BookingLinkView;
    expect(view.onlineBookingOpen).toBe(true);
    expect(view.slots.length).toBeGreaterThan(0);
  });
});
