import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { createTestDatabase, type TestDatabase } from '@bridal/testing/test-database';
import { boutiqueInstant } from '@bridal/testing/boutique-day';
import { createTestRedisPrefix, testRedisUrl } from '@bridal/testing/test-redis';
import { AppError } from '../errors/app-error';
import { readDashboardVersion } from '../dashboard-version/dashboard-version';
import { bookAppointment } from './book-appointment';
import { cancelAppointment } from './cancel-appointment';
import { moveAppointment } from './move-appointment';

let db: TestDatabase;
let redis: Redis;
const redisPrefix = createTestRedisPrefix();
let boutiqueId: number;
let otherBoutiqueId: number;
let consultantId: string;
let otherConsultantId: string;

// Wednesday 2 June 2027 in New York (EDT, UTC-4): open 10:00-13:00, 60-minute appointments, 2 at once.
const now = new Date('2027-06-01T12:00:00Z');
const at10 = '2027-06-02T14:00:00.000Z';
/** A well-formed id naming no row: a malformed one never reaches the library (the api answers 404 first). */
const nobodysId = '00000000-0000-4000-8000-000000000000';
const at11 = '2027-06-02T15:00:00.000Z';
const at12 = '2027-06-02T16:00:00.000Z';

const changes = () => ({ redis, prefix: redisPrefix.prefix });

async function makeBoutique(slug: string): Promise<number> {
  const hours = Array.from({ length: 7 }, () => [{ from: '10:00', to: '13:00' }]);
  const [row] = await db.sql<{ id: number }[]>`
    INSERT INTO boutiques (slug, name, time_zone, opening_hours, appointment_minutes, appointment_capacity, closed_dates)
    VALUES (${slug}, ${slug}, 'America/New_York', ${db.sql.json(hours)}, 60, 2, ${['2027-06-10']}::date[])
    RETURNING id`;
  return row!.id;
}

async function makeBride(boutique = boutiqueId): Promise<string> {
  const [row] = await db.sql<{ id: string }[]>`
    INSERT INTO brides (boutique_id, name, answers, status) VALUES (${boutique}, 'Ava', ${db.sql.json({})}, 'ready')
    RETURNING id`;
  return row!.id;
}

async function makeUser(boutique: number, email: string, status = 'active'): Promise<string> {
  const [row] = await db.sql<{ id: string }[]>`
    INSERT INTO users (boutique_id, email, name, role, status) VALUES (${boutique}, ${email}, 'Cora', 'consultant', ${status})
    RETURNING id`;
  return row!.id;
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

const book = async (brideId: string, startsAt: unknown, extra: Record<string, unknown> = {}) =>
  bookAppointment({ sql: db.sql, changes: changes(), boutiqueId, brideId, startsAt, bookedBy: 'staff', now, ...extra });

beforeAll(async () => {
  db = await createTestDatabase();
  redis = new Redis(testRedisUrl, { maxRetriesPerRequest: 1 });
  boutiqueId = await makeBoutique('book-test');
  otherBoutiqueId = await makeBoutique('book-other');
  consultantId = await makeUser(boutiqueId, 'cora@example.com');
  otherConsultantId = await makeUser(otherBoutiqueId, 'olga@example.com');
});

afterAll(async () => {
  await db.drop();
  await redisPrefix.cleanup();
  redis.disconnect();
});

describe('bookAppointment', () => {
  it('books a free slot with the boutique length and marks the dashboards changed', async () => {
    const before = await readDashboardVersion({ redis, prefix: redisPrefix.prefix, boutiqueId });
    const brideId = await makeBride();
    const booked = await book(brideId, '2027-06-02T10:00:00-04:00', { consultantId });
    expect(booked).toEqual({
      id: expect.any(String),
      brideId,
      consultantId,
      startsAt: at10,
      durationMinutes: 60,
      status: 'booked',
    });
    expect(await readDashboardVersion({ redis, prefix: redisPrefix.prefix, boutiqueId })).not.toBe(before);
    await cancelAppointment({ sql: db.sql, changes: changes(), boutiqueId, appointmentId: booked.id });
  });

  it('books a consultant added without an e-mail, who has no login yet', async () => {
    const [row] = await db.sql<{ id: string }[]>`
      INSERT INTO users (boutique_id, email, name, role, status) VALUES (${boutiqueId}, NULL, 'Wren', 'consultant', 'needs_setup')
      RETURNING id`;
    const booked = await book(await makeBride(), '2027-06-02T11:00:00-04:00', { consultantId: row!.id });
    expect(booked).toMatchObject({ consultantId: row!.id, startsAt: at11, status: 'booked' });
    await cancelAppointment({ sql: db.sql, changes: changes(), boutiqueId, appointmentId: booked.id });
  });

  it('refuses bad input, each with a clear answer', async () => {
    const brideId = await makeBride();
    const otherBride = await makeBride(otherBoutiqueId);
    expect(await refusal(book(otherBride, at10))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await refusal(book(nobodysId, at10))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await refusal(book(brideId, 'tomorrow'))).toMatchObject({
      code: 'BAD_REQUEST',
      fields: { startsAt: expect.any(String) },
    });
    expect(await refusal(book(brideId, 42))).toMatchObject({ code: 'BAD_REQUEST' });
    // A wall time without its zone would be read in the server's zone: refused.
    expect(await refusal(book(brideId, '2027-06-02T10:00:00'))).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await refusal(book(brideId, '2027-13-02T10:00:00Z'))).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await refusal(book(brideId, '2027-05-31T14:00:00Z'))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'That time has already passed.',
    });
    const outside = await refusal(book(brideId, '2027-06-02T12:30:00-04:00'));
    expect(outside.code).toBe('BAD_REQUEST');
    expect(outside.message).toContain('Wednesday 10:00–13:00');
    expect((await refusal(book(brideId, '2027-06-10T10:00:00-04:00'))).message).toBe(
      'The boutique is closed on Thursday 10 June 2027.',
    );
    expect(await refusal(book(brideId, at10, { consultantId: otherConsultantId }))).toMatchObject({
      code: 'BAD_REQUEST',
      fields: { consultantId: 'Choose a consultant of your team.' },
    });
    expect(await refusal(book(brideId, at10, { rebookedFrom: nobodysId }))).toMatchObject({ code: 'NOT_FOUND' });
    const [{ count } = { count: -1 }] = await db.sql<
      { count: number }[]
    >`SELECT count(*)::int AS count FROM appointments WHERE bride_id = ${brideId}`;
    expect(count).toBe(0);
  });

  it('refuses a second booked future appointment for the same bride', async () => {
    const brideId = await makeBride();
    const first = await book(brideId, at11);
    const second = await refusal(book(brideId, at12));
    expect(second.code).toBe('CONFLICT');
    expect(second.message).toBe(
      'She already has an appointment on Wednesday 2 June 2027 at 11:00; move that one instead.',
    );
    await cancelAppointment({ sql: db.sql, changes: changes(), boutiqueId, appointmentId: first.id });
  });

  it('gives exactly the capacity to six bookings racing for the same slot, and the next free slots to the others', async () => {
    const brides = await Promise.all(Array.from({ length: 6 }, () => makeBride()));
    const results = await Promise.allSettled(brides.map((brideId) => book(brideId, at12)));
    const booked = results.filter((r) => r.status === 'fulfilled');
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as AppError] : []));
    expect(booked).toHaveLength(2);
    expect(refused).toHaveLength(4);
    for (const error of refused) {
      expect(error).toBeInstanceOf(AppError);
      expect(error.code).toBe('CONFLICT');
      expect(error.message).toBe('That time is no longer free.');
      const nextSlots = (error.details as { nextSlots: { startsAt: string }[] }).nextSlots;
      expect(nextSlots).toHaveLength(5);
      expect(nextSlots[0]!.startsAt).toBe('2027-06-03T14:00:00.000Z');
    }
    const [{ count } = { count: -1 }] = await db.sql<{ count: number }[]>`
      SELECT count(*)::int AS count FROM appointments WHERE boutique_id = ${boutiqueId} AND starts_at = ${at12} AND status = 'booked'`;
    expect(count).toBe(2);
  });
});

describe('moveAppointment', () => {
  it('cancels the old one and books the new one for the same bride and consultant, its own place not counted', async () => {
    const brideId = await makeBride();
    const other = await makeBride();
    const old = await book(brideId, '2027-06-04T10:00:00-04:00', { consultantId });
    await book(other, '2027-06-04T10:00:00-04:00');
    // Full at 10:00 (2 of 2); 10:30 overlaps both, yet hers does not count against her move.
    const moved = await moveAppointment({
      sql: db.sql,
      changes: changes(),
      boutiqueId,
      appointmentId: old.id,
      startsAt: '2027-06-04T11:00:00-04:00',
      movedBy: 'bride',
      now,
    });
    expect(moved).toMatchObject({ brideId, consultantId, startsAt: '2027-06-04T15:00:00.000Z', status: 'booked' });
    const [oldRow] = await db.sql<{ status: string; cancelledAt: Date | null }[]>`
      SELECT status, cancelled_at FROM appointments WHERE id = ${old.id}`;
    expect(oldRow).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(Date) });
    const [newRow] = await db.sql<{ rebookedFrom: string; bookedBy: string }[]>`
      SELECT rebooked_from, booked_by FROM appointments WHERE id = ${moved.id}`;
    expect(newRow).toEqual({ rebookedFrom: old.id, bookedBy: 'bride' });

    expect(
      await refusal(
        moveAppointment({
          sql: db.sql,
          changes: changes(),
          boutiqueId,
          appointmentId: old.id,
          startsAt: at11,
          movedBy: 'staff',
          now,
        }),
      ),
    ).toMatchObject({ code: 'CONFLICT', message: 'Only a booked appointment can be moved.' });
    expect(
      await refusal(
        moveAppointment({
          sql: db.sql,
          changes: changes(),
          boutiqueId: otherBoutiqueId,
          appointmentId: moved.id,
          startsAt: at11,
          movedBy: 'staff',
          now,
        }),
      ),
    ).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('moves within the full slot it holds (capacity counted without the old one)', async () => {
    const brides = [await makeBride(), await makeBride()];
    const [mine] = await Promise.all(brides.map((b) => book(b, '2027-06-07T10:00:00-04:00')));
    const moved = await moveAppointment({
      sql: db.sql,
      changes: changes(),
      boutiqueId,
      appointmentId: mine!.id,
      startsAt: '2027-06-07T10:00:00-04:00',
      movedBy: 'staff',
      now,
    });
    expect(moved.startsAt).toBe('2027-06-07T14:00:00.000Z');
    const full = await refusal(
      moveAppointment({
        sql: db.sql,
        changes: changes(),
        boutiqueId,
        appointmentId: moved.id,
        startsAt: 'soon',
        movedBy: 'staff',
        now,
      }),
    );
    expect(full.code).toBe('BAD_REQUEST');
  });
});

describe('cancelAppointment', () => {
  it('cancels only a booked appointment of the boutique', async () => {
    const brideId = await makeBride();
    const booked = await book(brideId, '2027-06-08T10:00:00-04:00');
    expect(
      await refusal(
        cancelAppointment({ sql: db.sql, changes: changes(), boutiqueId: otherBoutiqueId, appointmentId: booked.id }),
      ),
    ).toMatchObject({ code: 'NOT_FOUND' });
    const cancelled = await cancelAppointment({
      sql: db.sql,
      changes: changes(),
      boutiqueId,
      appointmentId: booked.id,
    });
    expect(cancelled.status).toBe('cancelled');
    expect(
      await refusal(cancelAppointment({ sql: db.sql, changes: changes(), boutiqueId, appointmentId: booked.id })),
    ).toMatchObject({ code: 'CONFLICT', message: 'Only a booked appointment can be cancelled.' });
  });
});

describe('a walk-in booked for now (startsNow)', () => {
  const zone = 'America/New_York';
  // Sunday 14 March 2027: New York's clocks go forward at 02:00 (EST -5 to EDT -4).
  const walkInNow = (date: string, time: string) => boutiqueInstant(zone, date, time);

  it('starts at the moment given, between slots and running past closing, on the day the clock changes', async () => {
    const moment = walkInNow('2027-03-14', '12:37');
    expect(moment.toISOString()).toBe('2027-03-14T16:37:00.000Z');
    const booked = await book(await makeBride(), moment, { startsNow: true, now: moment, consultantId });
    expect(booked).toMatchObject({ startsAt: '2027-03-14T16:37:00.000Z', consultantId, durationMinutes: 60 });
  });

  it('is refused when the boutique is not open at that moment, naming the hours or the closed day', async () => {
    const afterHours = walkInNow('2027-03-14', '13:00');
    const late = await refusal(book(await makeBride(), afterHours, { startsNow: true, now: afterHours }));
    expect(late.message).toBe(
      "The boutique is not open now (13:00; today's hours 10:00–13:00), so she cannot be booked for now.",
    );
    expect(late.fields).toEqual({ startsAt: late.message });
    const closedDay = walkInNow('2027-06-10', '11:00');
    const closed = await refusal(book(await makeBride(), closedDay, { startsNow: true, now: closedDay }));
    expect(closed.message).toBe('The boutique is closed today (Thursday 10 June), so she cannot be booked for now.');
  });

  it('still counts the fitting rooms: full now is 409', async () => {
    const moment = walkInNow('2027-03-21', '11:10');
    await book(await makeBride(), walkInNow('2027-03-21', '11:00'), { now: walkInNow('2027-03-20', '09:00') });
    await book(await makeBride(), walkInNow('2027-03-21', '11:00'), { now: walkInNow('2027-03-20', '09:00') });
    const full = await refusal(book(await makeBride(), moment, { startsNow: true, now: moment }));
    expect(full.code).toBe('CONFLICT');
  });
});
