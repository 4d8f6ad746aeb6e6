import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { scheduleMessages } from '@bridal/shared/appointments/schedule';
import { dashboardVersionKey } from '@bridal/server/dashboard-version/dashboard-version';
import { deliverSurveyInvite } from '@bridal/server/appointments/staff/deliver-survey-invite';
import type { MailMessage } from '@bridal/server/mail/mail-transport';
import { boutiqueDate, boutiqueInstant, instantAgo, zoneAtMidday } from '@bridal/testing/boutique-day';
import {
  logInNewConsultant,
  sampleBrideFields,
  signUpAndLogIn,
  submitTextSurvey,
  surveyForm,
  type TestClient,
} from '../../../test/support/boutique-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
let owner: TestClient;
let consultant: TestClient;
let colleague: TestClient;
let stranger: TestClient;
let boutiqueId: number;
let slug: string;
let ownerId: string;
let consultantId: string;
let colleagueId: string;
let strangerBrideId: string;
let strangerConsultantId: string;

/** A whole hour of the boutique's day `days` from today (its zone is UTC): it is open 08:00-20:00 every day. */
const at = (days: number, hour: number) =>
  boutiqueInstant('UTC', boutiqueDate('UTC', days), `${String(hour).padStart(2, '0')}:00`).toISOString();
const range = (fromDays: number, toDays: number) =>
  `from=${encodeURIComponent(at(fromDays, 0))}&to=${encodeURIComponent(at(toDays, 0))}`;

const everyDay = Array.from({ length: 7 }, () => [{ from: '08:00', to: '20:00' }]);

async function openAllWeek(id: number) {
  await t.sql`
    UPDATE boutiques SET time_zone = 'UTC', opening_hours = ${t.sql.json(everyDay)}, appointment_minutes = 60,
      appointment_capacity = 2, closed_dates = '{}'
    WHERE id = ${id}`;
}

async function userIdOf(email: string) {
  const [row] = await t.sql<{ id: string }[]>`SELECT id FROM users WHERE email = ${email}`;
  return row!.id;
}

async function newBride(name = 'Ada Lane') {
  return submitTextSurvey(t, slug, { ...sampleBrideFields, name });
}

/** An appointment written directly (any time, past ones included). */
async function insertAppointment(brideId: string, startsAt: string, consultant: string | null = null) {
  const [row] = await t.sql<{ id: string }[]>`
    INSERT INTO appointments (boutique_id, bride_id, consultant_id, starts_at, duration_minutes, booked_by)
    VALUES (${boutiqueId}, ${brideId}, ${consultant}, ${startsAt}, 60, 'staff') RETURNING id`;
  return row!.id;
}

const dashboardVersion = () => t.deps.redis.get(dashboardVersionKey(t.env.REDIS_PREFIX, boutiqueId));

beforeAll(async () => {
  t = await createTestApp();
  ({ client: owner, boutiqueId, slug, ownerId } = await signUpAndLogIn(t));
  await openAllWeek(boutiqueId);
  consultant = await logInNewConsultant(t, boutiqueId, { name: 'Clara Vale', coachingGoals: '' });
  colleague = await logInNewConsultant(t, boutiqueId, { name: 'Mona Reed', coachingGoals: '' });
  consultantId = await userIdOf((await consultant.get('/api/auth/me')).body.email);
  colleagueId = await userIdOf((await colleague.get('/api/auth/me')).body.email);
  const other = await signUpAndLogIn(t, { boutiqueName: 'Elsewhere Bridal' });
  stranger = other.client;
  strangerConsultantId = other.ownerId;
  strangerBrideId = await submitTextSurvey(t, other.slug, { ...sampleBrideFields, name: 'Far Away' });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.sql`DELETE FROM appointments WHERE boutique_id = ${boutiqueId}`;
});

describe('GET /api/appointments', () => {
  it('answers 401 without a session', async () => {
    expect((await t.client().get(`/api/appointments?${range(0, 7)}`)).status).toBe(401);
  });

  it.each([
    ['an end that is no date', 'to=friday', 'to'],
    ['a start that is no date', `from=tomorrow&to=${encodeURIComponent(at(2, 0))}`, 'from'],
    ['a date without a time', `from=2027-01-01&to=2027-01-02T00:00:00Z`, 'from'],
    ['an end before the start', `from=${encodeURIComponent(at(3, 0))}&to=${encodeURIComponent(at(2, 0))}`, 'to'],
    ['more than 42 days', range(0, 50), 'to'],
  ])('refuses %s with a message per field', async (_label, query, field) => {
    const res = await owner.get(`/api/appointments?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toEqual(expect.any(String));
  });

  it('defaults to the week from now', async () => {
    const soon = await insertAppointment(await newBride(), at(3, 10));
    await insertAppointment(await newBride(), at(9, 10));
    const res = await owner.get('/api/appointments');
    expect(res.status).toBe(200);
    expect(res.body.appointments.map((a: { id: string }) => a.id)).toEqual([soon]);
  });

  it("shows admins every appointment and a consultant hers and the unassigned ones, with the boutique's zone", async () => {
    const brideId = await newBride('Lia Moss');
    const mine = await insertAppointment(brideId, at(1, 10), consultantId);
    const theirs = await insertAppointment(await newBride('Ruth Bell'), at(1, 11), colleagueId);
    const open = await insertAppointment(await newBride('Ina Pike'), at(2, 9));

    const all = await owner.get(`/api/appointments?${range(0, 7)}`);
    expect(all.status).toBe(200);
    expect(all.body.timeZone).toBe('UTC');
    expect(all.body.appointments.map((a: { id: string }) => a.id)).toEqual([mine, theirs, open]);
    expect(all.body.appointments[0]).toMatchObject({
      brideId,
      brideName: 'Lia Moss',
      consultantId,
      consultantName: 'Clara Vale',
      status: 'booked',
      outsideHours: false,
      durationMinutes: 60,
      hasOutcome: false,
    });

    const hers = await consultant.get(`/api/appointments?${range(0, 7)}`);
    expect(hers.body.appointments.map((a: { id: string }) => a.id)).toEqual([mine, open]);
    const byBride = await owner.get(`/api/appointments?${range(0, 7)}&brideId=${brideId}`);
    expect(byBride.body.appointments.map((a: { id: string }) => a.id)).toEqual([mine]);
    const byConsultant = await owner.get(`/api/appointments?${range(0, 7)}&consultantId=${colleagueId}`);
    expect(byConsultant.body.appointments.map((a: { id: string }) => a.id)).toEqual([theirs]);
  });

  it('marks a booked appointment outside the hours', async () => {
    const id = await insertAppointment(await newBride(), at(1, 21));
    const res = await owner.get(`/api/appointments?${range(0, 7)}`);
    expect(res.body.appointments.find((a: { id: string }) => a.id === id).outsideHours).toBe(true);
  });

  it("answers 404 for another boutique's bride or consultant, and for an unknown one", async () => {
    for (const query of [`brideId=${strangerBrideId}`, `consultantId=${strangerConsultantId}`, 'brideId=nope']) {
      expect((await owner.get(`/api/appointments?${range(0, 7)}&${query}`)).status).toBe(404);
    }
    expect((await stranger.get(`/api/appointments?${range(0, 7)}`)).body.appointments).toEqual([]);
  });

  it('answers 404 for a filter id that is not one (checked at the edge; the library only queries)', async () => {
    const cases: [string, string][] = [
      ['brideId=nope', scheduleMessages.brideNotFound],
      ['consultantId=nope', scheduleMessages.consultantNotFound],
    ];
    for (const [query, message] of cases) {
      const res = await owner.get(`/api/appointments?${range(0, 7)}&${query}`);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(message);
    }
  });
});

describe('GET /api/appointments/slots', () => {
  it('answers free slots in the boutique zone', async () => {
    const res = await consultant.get(`/api/appointments/slots?from=${encodeURIComponent(at(1, 0))}&days=2`);
    expect(res.status).toBe(200);
    expect(res.body.timeZone).toBe('UTC');
    expect(res.body.slots.length).toBeGreaterThan(0);
    expect(res.body.slots[0]).toEqual({ startsAt: expect.any(String), date: expect.any(String), remaining: 2 });
  });

  it.each([
    ['days=0', 'days'],
    ['days=43', 'days'],
    ['days=two', 'days'],
    ['from=soon', 'from'],
  ])('refuses %s', async (query, field) => {
    const res = await owner.get(`/api/appointments/slots?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toEqual(expect.any(String));
  });

  it('answers 401 without a session', async () => {
    expect((await t.client().get('/api/appointments/slots')).status).toBe(401);
  });
});

describe('POST /api/appointments', () => {
  it("books her as staff, tells the dashboards and answers the schedule's view", async () => {
    const brideId = await newBride('Tess Ward');
    const before = await dashboardVersion();
    const res = await owner.post('/api/appointments', { brideId, startsAt: at(2, 10), consultantId: colleagueId });
    expect(res.status).toBe(201);
    expect(res.body.appointment).toMatchObject({
      brideId,
      consultantId: colleagueId,
      bookedBy: 'staff',
      status: 'booked',
    });
    expect(await dashboardVersion()).not.toBe(before);
    const [row] = await t.sql<{ bookedByUserId: string }[]>`
      SELECT booked_by_user_id FROM appointments WHERE id = ${res.body.appointment.id}`;
    expect(row!.bookedByUserId).toBe(ownerId);
  });

  it('books a consultant herself by default, and refuses her booking a colleague', async () => {
    const res = await consultant.post('/api/appointments', { brideId: await newBride(), startsAt: at(2, 12) });
    expect(res.status).toBe(201);
    expect(res.body.appointment.consultantId).toBe(consultantId);
    const colleagues = await consultant.post('/api/appointments', {
      brideId: await newBride(),
      startsAt: at(2, 13),
      consultantId: colleagueId,
    });
    expect(colleagues.status).toBe(403);
    expect(colleagues.body.error).toBe(scheduleMessages.bookOnlyYourself);
  });

  it.each([
    [{ startsAt: at(2, 10) }, 'brideId'],
    [{ brideId: 'x', startsAt: 'tomorrow' }, 'startsAt'],
    [{ brideId: 'x' }, 'startsAt'],
    [{ brideId: 'x', startsAt: at(2, 10), consultantId: 42 }, 'consultantId'],
  ])('refuses %j', async (body, field) => {
    const res = await owner.post('/api/appointments', body);
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toEqual(expect.any(String));
  });

  it("answers 404 for another boutique's bride or consultant", async () => {
    expect((await owner.post('/api/appointments', { brideId: strangerBrideId, startsAt: at(2, 10) })).status).toBe(404);
    const res = await owner.post('/api/appointments', {
      brideId: await newBride(),
      startsAt: at(2, 10),
      consultantId: strangerConsultantId,
    });
    expect(res.status).toBe(404);
  });

  it('answers 404 for a bride or consultant id that is not one (checked at the edge)', async () => {
    const badBride = await owner.post('/api/appointments', { brideId: 'not-a-uuid', startsAt: at(2, 10) });
    expect(badBride.status).toBe(404);
    expect(badBride.body.error).toBe(scheduleMessages.brideNotFound);
    const badConsultant = await owner.post('/api/appointments', {
      brideId: await newBride(),
      startsAt: at(2, 10),
      consultantId: 'not-a-uuid',
    });
    expect(badConsultant.status).toBe(404);
    expect(badConsultant.body.error).toBe(scheduleMessages.consultantNotFound);
  });

  it("checks the request's own form before looking anyone up: a malformed consultant is named before a foreign bride", async () => {
    const res = await owner.post('/api/appointments', {
      brideId: strangerBrideId,
      startsAt: at(2, 10),
      consultantId: 'not-a-uuid',
    });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe(scheduleMessages.consultantNotFound);
    const listed = await owner.get(
      `/api/appointments?${range(0, 7)}&brideId=${strangerBrideId}&consultantId=not-a-uuid`,
    );
    expect(listed.status).toBe(404);
    expect(listed.body.error).toBe(scheduleMessages.consultantNotFound);
  });

  it('answers 409 with the next free times when the time is full', async () => {
    await insertAppointment(await newBride(), at(3, 10));
    await insertAppointment(await newBride(), at(3, 10));
    const res = await owner.post('/api/appointments', { brideId: await newBride(), startsAt: at(3, 10) });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(scheduleMessages.slotTaken);
    expect(res.body.details.nextSlots.length).toBeGreaterThan(0);
  });
});

describe('PATCH /api/appointments/{id}', () => {
  it('lets an admin assign anyone of the team, and unassign', async () => {
    const id = await insertAppointment(await newBride(), at(2, 10));
    const res = await owner.patch(`/api/appointments/${id}`, { consultantId: colleagueId });
    expect(res.status).toBe(200);
    expect(res.body.appointment).toMatchObject({ id, consultantId: colleagueId, consultantName: 'Mona Reed' });
    const unassigned = await owner.patch(`/api/appointments/${id}`, { consultantId: null });
    expect(unassigned.body.appointment.consultantId).toBeNull();
  });

  it('lets a consultant take an unassigned appointment herself, and nothing more', async () => {
    const open = await insertAppointment(await newBride(), at(2, 10));
    const forColleague = await consultant.patch(`/api/appointments/${open}`, { consultantId: colleagueId });
    expect(forColleague.status).toBe(403);
    expect(forColleague.body.error).toBe(scheduleMessages.assignOnlyYourself);
    const taken = await consultant.patch(`/api/appointments/${open}`, { consultantId });
    expect(taken.body.appointment.consultantId).toBe(consultantId);
    const colleagues = await insertAppointment(await newBride(), at(2, 11), colleagueId);
    expect((await consultant.patch(`/api/appointments/${colleagues}`, { consultantId })).status).toBe(403);
  });

  it('moves it: the old one is cancelled, the answer is the new one', async () => {
    const brideId = await newBride();
    const id = await insertAppointment(brideId, at(2, 10), consultantId);
    const res = await consultant.patch(`/api/appointments/${id}`, { startsAt: at(4, 15) });
    expect(res.status).toBe(200);
    expect(res.body.appointment).toMatchObject({ brideId, consultantId, startsAt: at(4, 15) });
    expect(res.body.appointment.id).not.toBe(id);
    const [old] = await t.sql<{ status: string }[]>`SELECT status FROM appointments WHERE id = ${id}`;
    expect(old!.status).toBe('cancelled');
  });

  it('refuses an empty change, a bad time and a bad consultant', async () => {
    const id = await insertAppointment(await newBride(), at(2, 10));
    const empty = await owner.patch(`/api/appointments/${id}`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe(scheduleMessages.nothingToChange);
    expect((await owner.patch(`/api/appointments/${id}`, { startsAt: 'noon' })).body.fields.startsAt).toBe(
      scheduleMessages.startsAt,
    );
    expect((await owner.patch(`/api/appointments/${id}`, { consultantId: ['x'] })).status).toBe(400);
    expect((await owner.patch(`/api/appointments/${id}`, { consultantId: strangerConsultantId })).status).toBe(404);
    const malformed = await owner.patch(`/api/appointments/${id}`, { consultantId: 'not-a-uuid' });
    expect(malformed.status).toBe(404);
    expect(malformed.body.error).toBe(scheduleMessages.consultantNotFound);
  });

  it("answers 404 for an unknown or another boutique's appointment", async () => {
    const id = await insertAppointment(await newBride(), at(2, 10));
    expect((await stranger.patch(`/api/appointments/${id}`, { consultantId: null })).status).toBe(404);
    expect((await owner.patch('/api/appointments/nope', { consultantId: null })).status).toBe(404);
  });
});

describe('POST /api/appointments/{id}/cancel', () => {
  it('cancels a booked appointment once', async () => {
    const id = await insertAppointment(await newBride(), at(2, 10), consultantId);
    const res = await consultant.post(`/api/appointments/${id}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body.appointment.status).toBe('cancelled');
    expect((await consultant.post(`/api/appointments/${id}/cancel`)).status).toBe(409);
  });

  it("refuses a consultant cancelling a colleague's, and another boutique", async () => {
    const id = await insertAppointment(await newBride(), at(2, 10), colleagueId);
    expect((await consultant.post(`/api/appointments/${id}/cancel`)).status).toBe(403);
    expect((await stranger.post(`/api/appointments/${id}/cancel`)).status).toBe(404);
  });

  it('answers 404 for an id that is not one (checked at the edge; the library only queries)', async () => {
    const res = await owner.post('/api/appointments/x/cancel');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe(scheduleMessages.notFound);
  });
});

describe('POST /api/appointments/{id}/no-show', () => {
  it('refuses before the start, and marks it after', async () => {
    const future = await insertAppointment(await newBride(), at(2, 10));
    const early = await owner.post(`/api/appointments/${future}/no-show`);
    expect(early.status).toBe(400);
    expect(early.body.error).toBe('You can mark a no-show once the appointment has started.');
    const past = await insertAppointment(await newBride(), new Date(Date.now() - 3_600_000).toISOString());
    const before = await dashboardVersion();
    const res = await owner.post(`/api/appointments/${past}/no-show`);
    expect(res.status).toBe(200);
    expect(res.body.appointment.status).toBe('no_show');
    expect(await dashboardVersion()).not.toBe(before);
    expect((await owner.post(`/api/appointments/${past}/no-show`)).status).toBe(409);
  });
});

describe('POST /api/appointments/{id}/start', () => {
  it('opens from 30 minutes before; a consultant starting an unassigned one takes it', async () => {
    const later = await insertAppointment(await newBride(), new Date(Date.now() + 2 * 3_600_000).toISOString());
    const early = await consultant.post(`/api/appointments/${later}/start`);
    expect(early.status).toBe(400);
    expect(early.body.error).toBe(scheduleMessages.startTooEarly);
    const soon = await insertAppointment(await newBride(), new Date(Date.now() + 20 * 60_000).toISOString());
    const res = await consultant.post(`/api/appointments/${soon}/start`);
    expect(res.status).toBe(200);
    expect(res.body.appointment).toMatchObject({ id: soon, consultantId, status: 'booked' });
    expect(res.body.appointment.startedAt).toEqual(expect.any(String));
    const again = await consultant.post(`/api/appointments/${soon}/start`);
    expect(again.body.appointment.startedAt).toBe(res.body.appointment.startedAt);
    expect((await colleague.post(`/api/appointments/${soon}/start`)).status).toBe(403);
  });
});

describe('POST /api/appointments/walk-in', () => {
  it('books a walk-in as a bride awaiting her survey, and queues her survey link', async () => {
    const res = await owner.post('/api/appointments/walk-in', {
      name: 'Wren Hale',
      email: 'wren@example.com',
      phone: '555 0100',
      startsAt: at(2, 14),
      sendSurveyLink: true,
    });
    expect(res.status).toBe(201);
    expect(res.body.surveyLinkSent).toBe(true);
    expect(res.body.appointment).toMatchObject({ brideName: 'Wren Hale', brideStatus: 'awaiting_survey' });
    const [bride] = await t.sql<{ status: string; email: string; phone: string }[]>`
      SELECT status, email, phone FROM brides WHERE id = ${res.body.appointment.brideId}`;
    expect(bride).toEqual({ status: 'awaiting_survey', email: 'wren@example.com', phone: '555 0100' });
    const jobs = await t.deps.mailQueue.getJobs(['waiting', 'delayed', 'prioritized']);
    expect(jobs.map((job) => job.data)).toContainEqual({
      kind: 'survey-invite',
      brideId: res.body.appointment.brideId,
    });
  });

  it('keeps her readable everywhere brides are read while her survey is not in', async () => {
    const res = await owner.post('/api/appointments/walk-in', {
      name: 'Pia Vos',
      startsAt: at(2, 15),
      sendSurveyLink: false,
    });
    const brideId = res.body.appointment.brideId as string;
    const plan = await consultant.get(`/api/recommendations/${brideId}`);
    expect(plan.status).toBe(200);
    expect(plan.body.bride).toMatchObject({ id: brideId, name: 'Pia Vos', status: 'awaiting_survey' });
    const listed = await owner.get('/api/brides?status=awaiting_survey');
    expect(listed.status).toBe(200);
    expect(listed.body.brides.map((entry: { bride: { id: string } }) => entry.bride.id)).toContain(brideId);
    const dashboard = await owner.get('/api/dashboard/consultant');
    expect(dashboard.status).toBe(200);
    expect((await t.client().get(`/api/surveys/${brideId}/status`)).status).toBe(200);
  });

  it('leaves no bride behind when the time is full', async () => {
    await insertAppointment(await newBride(), at(3, 12));
    await insertAppointment(await newBride(), at(3, 12));
    const res = await consultant.post('/api/appointments/walk-in', {
      name: 'Gone Again',
      startsAt: at(3, 12),
      sendSurveyLink: false,
    });
    expect(res.status).toBe(409);
    expect(await t.sql`SELECT 1 FROM brides WHERE name = 'Gone Again'`).toHaveLength(0);
  });

  it.each([
    [{ startsAt: at(2, 10), sendSurveyLink: false }, 'name'],
    [{ name: 'A', startsAt: at(2, 10), sendSurveyLink: false }, 'name'],
    [{ name: 'Amy Low', email: 'not-mail', startsAt: at(2, 10), sendSurveyLink: false }, 'email'],
    [{ name: 'Amy Low', startsAt: at(2, 10), sendSurveyLink: true }, 'email'],
    [{ name: 'Amy Low', phone: '5'.repeat(40), startsAt: at(2, 10), sendSurveyLink: false }, 'phone'],
    [{ name: 'Amy Low', startsAt: 'later', sendSurveyLink: false }, 'startsAt'],
    [{ name: 'Amy Low', startsAt: 'nowish', sendSurveyLink: false }, 'startsAt'],
    [{ name: 'Amy Low', startsAt: '', sendSurveyLink: false }, 'startsAt'],
    [{ name: 'Amy Low', startsAt: at(2, 10) }, 'sendSurveyLink'],
    [{ name: 'Amy Low', startsAt: at(2, 10), sendSurveyLink: 'yes' }, 'sendSurveyLink'],
  ])('refuses %j', async (body, field) => {
    const res = await owner.post('/api/appointments/walk-in', body);
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toEqual(expect.any(String));
  });

  it('books her for now, between slots, with the consultant the admin picks; a consultant books herself', async () => {
    // About noon there now: open (08:00-20:00); 'now' is almost never on the hourly slot grid.
    const zone = zoneAtMidday();
    await t.sql`UPDATE boutiques SET time_zone = ${zone} WHERE id = ${boutiqueId}`;
    try {
      const before = instantAgo({ minutes: 1 });
      const res = await owner.post('/api/appointments/walk-in', {
        name: 'Nora Now',
        startsAt: 'now',
        consultantId: colleagueId,
        sendSurveyLink: false,
      });
      expect(res.status).toBe(201);
      expect(res.body.appointment).toMatchObject({
        brideName: 'Nora Now',
        consultantId: colleagueId,
        consultantName: 'Mona Reed',
        status: 'booked',
      });
      const startsAt = new Date(res.body.appointment.startsAt as string);
      expect(startsAt.getTime()).toBeGreaterThan(before.getTime());
      expect(startsAt.getTime()).toBeLessThanOrEqual(Date.now());
      expect(startsAt.getUTCSeconds()).toBe(0);

      const hers = await consultant.post('/api/appointments/walk-in', {
        name: 'Hana Now',
        startsAt: 'now',
        sendSurveyLink: false,
      });
      expect(hers.status).toBe(201);
      expect(hers.body.appointment.consultantId).toBe(consultantId);
      const forColleague = await consultant.post('/api/appointments/walk-in', {
        name: 'Cleo Now',
        startsAt: 'now',
        consultantId: colleagueId,
        sendSurveyLink: false,
      });
      expect(forColleague.status).toBe(403);
      expect(forColleague.body.error).toBe(scheduleMessages.bookOnlyYourself);
    } finally {
      await t.sql`UPDATE boutiques SET time_zone = 'UTC' WHERE id = ${boutiqueId}`;
    }
  });

  it('refuses now on a day the boutique is closed, leaving no bride behind', async () => {
    const zone = zoneAtMidday();
    await t.sql`UPDATE boutiques SET time_zone = ${zone}, closed_dates = ${[boutiqueDate(zone)]}::date[] WHERE id = ${boutiqueId}`;
    try {
      const res = await owner.post('/api/appointments/walk-in', {
        name: 'Closed Clea',
        startsAt: 'now',
        sendSurveyLink: false,
      });
      expect(res.status).toBe(400);
      expect(res.body.fields.startsAt).toMatch(/^The boutique is closed today/);
      expect(await t.sql`SELECT 1 FROM brides WHERE name = 'Closed Clea'`).toHaveLength(0);
    } finally {
      await openAllWeek(boutiqueId);
    }
  });

  it("answers 404 for another boutique's consultant", async () => {
    const res = await owner.post('/api/appointments/walk-in', {
      name: 'Amy Low',
      startsAt: at(2, 10),
      consultantId: strangerConsultantId,
      sendSurveyLink: false,
    });
    expect(res.status).toBe(404);
  });
});

describe('POST /api/appointments/survey-link', () => {
  it("queues a walk-in's survey link again; refuses a bride whose survey is in", async () => {
    const walkIn = await owner.post('/api/appointments/walk-in', {
      name: 'Nell Park',
      email: 'nell@example.com',
      startsAt: at(2, 16),
      sendSurveyLink: false,
    });
    const brideId = walkIn.body.appointment.brideId as string;
    expect((await consultant.post('/api/appointments/survey-link', { brideId })).status).toBe(200);
    const surveyed = await consultant.post('/api/appointments/survey-link', { brideId: await newBride() });
    expect(surveyed.status).toBe(409);
    expect((await owner.post('/api/appointments/survey-link', { brideId: strangerBrideId })).status).toBe(404);
    const malformed = await owner.post('/api/appointments/survey-link', { brideId: 'not-a-uuid' });
    expect(malformed.status).toBe(404);
    expect(malformed.body.error).toBe(scheduleMessages.brideNotFound);
    expect((await owner.post('/api/appointments/survey-link', {})).status).toBe(400);
  });
});

describe("the dashboard's day", () => {
  it("shows a consultant hers (and unassigned ones) today in the boutique's zone, an admin the team's", async () => {
    // About noon there now, so 'today' has room either side.
    const zone = zoneAtMidday();
    await t.sql`UPDATE boutiques SET time_zone = ${zone} WHERE id = ${boutiqueId}`;
    try {
      const soon = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
      const later = await insertAppointment(await newBride('Late Lily'), soon(120), consultantId);
      const earlier = await insertAppointment(await newBride('Early Erin'), soon(30), consultantId);
      const open = await insertAppointment(await newBride('Open Olga'), soon(60));
      const theirs = await insertAppointment(await newBride('Their Tara'), soon(90), colleagueId);
      const cancelled = await insertAppointment(await newBride('Gone Gina'), soon(100), consultantId);
      await t.sql`UPDATE appointments SET status = 'cancelled' WHERE id = ${cancelled}`;
      await insertAppointment(await newBride('Next Nina'), soon(24 * 60 + 30), consultantId);

      const hers = await consultant.get('/api/dashboard/consultant');
      expect(hers.status).toBe(200);
      expect(hers.body.today.timeZone).toBe(zone);
      expect(hers.body.today.appointments.map((a: { id: string }) => a.id)).toEqual([earlier, open, later]);
      const team = await owner.get('/api/dashboard/consultant');
      expect(team.body.today.appointments.map((a: { id: string }) => a.id)).toEqual([earlier, open, theirs, later]);
    } finally {
      await t.sql`UPDATE boutiques SET time_zone = 'UTC' WHERE id = ${boutiqueId}`;
    }
  });

  it("says a bride whose appointment was cancelled is not coming (a moved one still is), with the boutique's zone", async () => {
    const gone = await newBride('Cancelled Cora');
    const goneAppointment = await insertAppointment(gone, at(2, 10), consultantId);
    await t.sql`UPDATE appointments SET status = 'cancelled' WHERE id = ${goneAppointment}`;
    const moved = await newBride('Moved Mae');
    const old = await insertAppointment(moved, at(2, 11), consultantId);
    await t.sql`UPDATE appointments SET status = 'cancelled' WHERE id = ${old}`;
    await insertAppointment(moved, at(3, 11), consultantId);
    const cancelledOf = async (name: string) => {
      const listed = await owner.get(`/api/brides?search=${encodeURIComponent(name)}`);
      expect(listed.body.timeZone).toBe('UTC');
      return listed.body.brides[0].bride.appointmentCancelled as boolean;
    };
    expect(await cancelledOf('Cancelled Cora')).toBe(true);
    expect(await cancelledOf('Moved Mae')).toBe(false);
    expect(await cancelledOf('Ada Lane')).toBe(false);
    const plan = await consultant.get(`/api/recommendations/${gone}`);
    expect(plan.body.bride).toMatchObject({ appointmentCancelled: true, timeZone: 'UTC' });
    const dashboard = await consultant.get('/api/dashboard/consultant');
    expect(dashboard.body.timeZone).toBe('UTC');
    const card = dashboard.body.activeClients.find((entry: { bride: { id: string } }) => entry.bride.id === gone);
    if (card) expect(card.bride.appointmentCancelled).toBe(true);
  });

  it('gives the poll a new ETag when an appointment is written', async () => {
    const first = await consultant.get('/api/dashboard/consultant');
    const etag = first.headers.get('etag')!;
    expect((await consultant.get('/api/dashboard/consultant', { 'if-none-match': etag })).status).toBe(304);
    await consultant.post('/api/appointments', { brideId: await newBride(), startsAt: at(2, 9) });
    expect((await consultant.get('/api/dashboard/consultant', { 'if-none-match': etag })).status).toBe(200);
  });
});

describe("a walk-in's survey invite", () => {
  it('e-mails her a single-use link whose survey fills in her own record and starts her analysis', async () => {
    const walkIn = await owner.post('/api/appointments/walk-in', {
      name: 'Ivy Dunn',
      email: 'ivy@example.com',
      startsAt: at(2, 17),
      sendSurveyLink: true,
    });
    const brideId = walkIn.body.appointment.brideId as string;
    const sent: MailMessage[] = [];
    const transport = { send: async (message: MailMessage) => void sent.push(message), close: () => undefined };
    expect(await deliverSurveyInvite({ sql: t.sql, transport, publicUrl: t.env.PUBLIC_URL, brideId })).toBe(true);
    expect(sent[0]!.to).toBe('ivy@example.com');
    const link = /\/survey\/[^\s"?]+\?invite=([A-Za-z0-9_-]{43})/.exec(sent[0]!.text);
    expect(link).not.toBeNull();
    const token = link![1]!;

    const before = await dashboardVersion();
    const fields = { ...sampleBrideFields, name: 'Ivy Dunn-Marsh', boutiqueName: slug };
    const res = await t.client().post(`/api/surveys?invite=${token}`, surveyForm(fields));
    expect(res.status).toBe(201);
    expect(res.body.brideId).toBe(brideId);
    // Her appointment is booked already: no link to book another.
    expect(res.body.bookingToken).toBeNull();
    const [bride] = await t.sql<{ name: string; status: string; email: string }[]>`
      SELECT name, status, email FROM brides WHERE id = ${brideId}`;
    expect(bride).toEqual({ name: 'Ivy Dunn-Marsh', status: 'analyzing', email: 'ivy@example.com' });
    expect(await t.sql`SELECT 1 FROM analysis_steps WHERE bride_id = ${brideId}`).not.toHaveLength(0);
    expect(await dashboardVersion()).not.toBe(before);
    expect(await t.sql`SELECT 1 FROM brides WHERE name = 'Ivy Dunn-Marsh'`).toHaveLength(1);

    const again = await t.client().post(`/api/surveys?invite=${token}`, surveyForm(fields));
    expect(again.status).toBe(404);
    expect(await deliverSurveyInvite({ sql: t.sql, transport, publicUrl: t.env.PUBLIC_URL, brideId })).toBe(false);
  });

  it('refuses a made-up invite', async () => {
    const res = await t
      .client()
      .post(`/api/surveys?invite=${'x'.repeat(43)}`, surveyForm({ ...sampleBrideFields, boutiqueName: slug }));
    expect(res.status).toBe(404);
  });
});
