import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { appointmentTypeMessages } from '@bridal/shared/appointments/appointment-types';
import { Redis } from 'ioredis';
import { createTestDatabase, type TestDatabase } from '@bridal/testing/test-database';
import { createTestRedisPrefix, testRedisUrl } from '@bridal/testing/test-redis';
import { AppError } from '../errors/app-error';
import { bookAppointment } from './book-appointment';
import { moveAppointment } from './move-appointment';
import { listFreeSlots } from './schedule/free-slots';

// New York, open 10:00-14:00 every day; two rooms; 'Bridal' is 60 minutes and 15 after it in
// either room, 'Mothers' 45 minutes in the Ivory room only, for at most one guest.
let db: TestDatabase;
let redis: Redis;
const redisPrefix = createTestRedisPrefix();
let boutiqueId: number;
let otherBoutiqueId: number;
const rooms: Record<string, string> = {};
const types: Record<string, string> = {};
const now = new Date('2027-06-01T12:00:00Z');
const changes = () => ({ redis, prefix: redisPrefix.prefix });

async function makeBoutique(slug: string): Promise<number> {
  const hours = Array.from({ length: 7 }, () => [{ from: '10:00', to: '14:00' }]);
  const [row] = await db.sql<{ id: number }[]>`
    INSERT INTO boutiques (slug, name, time_zone, opening_hours, appointment_minutes, appointment_capacity)
    VALUES (${slug}, ${slug}, 'America/New_York', ${db.sql.json(hours)}, 60, 2) RETURNING id`;
  return row!.id;
}

async function makeRoom(boutique: number, name: string, position: number, archived = false): Promise<string> {
  const [row] = await db.sql<{ id: string }[]>`
    INSERT INTO fitting_rooms (boutique_id, name, position, archived_at)
    VALUES (${boutique}, ${name}, ${position}, ${archived ? now : null}) RETURNING id`;
  return row!.id;
}

async function makeType(
  boutique: number,
  fields: { name: string; duration: number; buffer: number; maxParty?: number; online?: boolean; archived?: boolean },
  roomIds: string[] = [],
): Promise<string> {
  const [row] = await db.sql<{ id: string }[]>`
    INSERT INTO appointment_types (boutique_id, name, duration_minutes, buffer_minutes, max_party, bookable_online, archived_at)
    VALUES (${boutique}, ${fields.name}, ${fields.duration}, ${fields.buffer}, ${fields.maxParty ?? 4},
            ${fields.online ?? true}, ${fields.archived ? now : null})
    RETURNING id`;
  for (const room of roomIds) {
    await db.sql`INSERT INTO appointment_type_rooms VALUES (${row!.id}, ${room}, ${boutique})`;
  }
  return row!.id;
}

async function makeBride(boutique = boutiqueId): Promise<string> {
  const [row] = await db.sql<{ id: string }[]>`
    INSERT INTO brides (boutique_id, name, answers, status) VALUES (${boutique}, 'Ava', ${db.sql.json({})}, 'ready')
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

const book = async (startsAt: string, extra: Record<string, unknown> = {}) =>
  bookAppointment({
    sql: db.sql,
    changes: changes(),
    boutiqueId,
    brideId: await makeBride(),
    startsAt,
    bookedBy: 'staff',
    now,
    mailBride: false,
    ...extra,
  });

const stored = async (appointmentId: string) => {
  const [row] = await db.sql<
    {
      typeId: string | null;
      roomId: string | null;
      durationMinutes: number;
      bufferMinutes: number;
      partySize: number | null;
    }[]
  >`
    SELECT appointment_type_id AS type_id, fitting_room_id AS room_id, duration_minutes, buffer_minutes, party_size
    FROM appointments WHERE id = ${appointmentId}`;
  return row!;
};

const clearDay = (from: string, to: string) =>
  db.sql`DELETE FROM appointments WHERE boutique_id = ${boutiqueId} AND starts_at >= ${from} AND starts_at < ${to}`;

beforeAll(async () => {
  db = await createTestDatabase();
  redis = new Redis(testRedisUrl, { maxRetriesPerRequest: 1 });
  boutiqueId = await makeBoutique('types-test');
  otherBoutiqueId = await makeBoutique('types-other');
  rooms.ivory = await makeRoom(boutiqueId, 'Ivory', 1);
  rooms.blush = await makeRoom(boutiqueId, 'Blush', 2);
  rooms.closed = await makeRoom(boutiqueId, 'Old parlour', 3, true);
  types.bridal = await makeType(boutiqueId, { name: 'Bridal', duration: 60, buffer: 15 });
  types.mothers = await makeType(boutiqueId, { name: 'Mothers', duration: 45, buffer: 0, maxParty: 1 }, [rooms.ivory!]);
  types.orphan = await makeType(boutiqueId, { name: 'Parlour', duration: 60, buffer: 0 }, [rooms.closed!]);
  types.offline = await makeType(boutiqueId, { name: 'Alterations', duration: 30, buffer: 0, online: false });
  types.archived = await makeType(boutiqueId, { name: 'Old type', duration: 30, buffer: 0, archived: true });
  types.foreign = await makeType(otherBoutiqueId, { name: 'Bridal', duration: 60, buffer: 0 });
});

afterAll(async () => {
  await db.drop();
  await redisPrefix.cleanup();
  redis.disconnect();
});

describe('booking with a type, a party and rooms', () => {
  it("stores the type's length and buffer, her party and the first free room that hosts it", async () => {
    const first = await book('2027-06-02T14:00:00Z', { appointmentTypeId: types.bridal, partySize: 3 });
    expect(first.durationMinutes).toBe(60);
    expect(await stored(first.id)).toEqual({
      typeId: types.bridal,
      roomId: rooms.ivory,
      durationMinutes: 60,
      bufferMinutes: 15,
      partySize: 3,
    });
    const second = await book('2027-06-02T14:00:00Z', { appointmentTypeId: types.bridal });
    expect(await stored(second.id)).toMatchObject({ roomId: rooms.blush, partySize: null });
    const full = await refusal(book('2027-06-02T14:00:00Z', { appointmentTypeId: types.bridal }));
    expect(full).toMatchObject({ code: 'CONFLICT' });
    // The rooms are held until 11:15 (60 + 15): the next slots offered start there.
    expect((full.details!.nextSlots as { startsAt: string }[])[0]!.startsAt).toBe('2027-06-02T15:15:00.000Z');
    // A 45-minute visit at 11:00 in the Ivory room runs into the Bridal's buffer.
    expect(await refusal(book('2027-06-02T15:00:00Z', { appointmentTypeId: types.mothers }))).toMatchObject({
      code: 'CONFLICT',
    });
    const after = await book('2027-06-02T15:15:00Z', { appointmentTypeId: types.mothers, partySize: 1 });
    expect(await stored(after.id)).toMatchObject({ roomId: rooms.ivory, durationMinutes: 45, bufferMinutes: 0 });
  });

  it('refuses a party larger than the type takes, a type no room hosts, and types not hers to book', async () => {
    const at = '2027-06-03T14:00:00Z';
    const party = await refusal(book(at, { appointmentTypeId: types.mothers, partySize: 2 }));
    expect(party).toMatchObject({ code: 'BAD_REQUEST', message: appointmentTypeMessages.partyTooLarge('Mothers', 1) });
    expect(party.fields).toEqual({ partySize: 'Mothers has room for at most 1 guest with the bride.' });
    const orphan = await refusal(book(at, { appointmentTypeId: types.orphan }));
    expect(orphan.fields).toEqual({ appointmentTypeId: appointmentTypeMessages.noRoomHosts('Parlour') });
    for (const typeId of [types.foreign, types.archived, '00000000-0000-4000-8000-000000000000']) {
      const refused = await refusal(book(at, { appointmentTypeId: typeId }));
      expect(refused.fields).toEqual({ appointmentTypeId: appointmentTypeMessages.typeUnavailable });
    }
    // Offered to staff, not on the bride's own link.
    const online = await refusal(book(at, { appointmentTypeId: types.offline, offeredTimesOnly: true }));
    expect(online.fields).toEqual({ appointmentTypeId: appointmentTypeMessages.typeUnavailable });
    const staff = await book(at, { appointmentTypeId: types.offline });
    expect(await stored(staff.id)).toMatchObject({ typeId: types.offline, durationMinutes: 30 });
    const [counted] = await db.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM appointments WHERE boutique_id = ${boutiqueId} AND starts_at = ${at}`;
    expect(counted!.n).toBe(1);
  });

  it("keeps her own link to the type's grid: length plus buffer steps", async () => {
    const offGrid = await refusal(
      book('2027-06-04T15:00:00Z', { appointmentTypeId: types.bridal, offeredTimesOnly: true }),
    );
    expect(offGrid.fields).toEqual({ startsAt: 'Please choose one of the times offered.' });
    const onGrid = await book('2027-06-04T15:15:00Z', { appointmentTypeId: types.bridal, offeredTimesOnly: true });
    expect(onGrid.startsAt).toBe('2027-06-04T15:15:00.000Z');
  });

  it('moves with her type and party, into a room free at the new time', async () => {
    const booked = await book('2027-06-05T14:00:00Z', { appointmentTypeId: types.mothers, partySize: 1 });
    await book('2027-06-05T16:30:00Z', { appointmentTypeId: types.bridal }); // Ivory, until 13:45
    const moved = await moveAppointment({
      sql: db.sql,
      changes: changes(),
      boutiqueId,
      appointmentId: booked.id,
      startsAt: '2027-06-05T15:00:00Z',
      movedBy: 'staff',
      now,
    });
    expect(await stored(moved.id)).toMatchObject({ typeId: types.mothers, roomId: rooms.ivory, partySize: 1 });
    // 12:30 in the Ivory room is taken by the Bridal: the Mothers type has no other room.
    const refused = await refusal(
      moveAppointment({
        sql: db.sql,
        changes: changes(),
        boutiqueId,
        appointmentId: moved.id,
        startsAt: '2027-06-05T16:30:00Z',
        movedBy: 'staff',
        now,
      }),
    );
    expect(refused).toMatchObject({ code: 'CONFLICT' });
  });

  it("holds rooms for length plus buffer across New York's fall-back (7 November 2027)", async () => {
    await clearDay('2027-11-06T00:00:00Z', '2027-11-09T00:00:00Z');
    // 10:00 EST on the 7th is 15:00Z; both rooms taken until 11:15 EST.
    await book('2027-11-07T15:00:00Z', { appointmentTypeId: types.bridal });
    await book('2027-11-07T15:00:00Z', { appointmentTypeId: types.bridal });
    const slots = await listFreeSlots(db.sql, boutiqueId, {
      from: new Date('2027-11-06T16:00:00Z'),
      days: 2,
      now,
      appointmentTypeId: types.bridal,
    });
    const times = (date: string) => slots.filter((slot) => slot.date === date).map((slot) => slot.startsAt);
    // The 6th is EDT (UTC-4): 10:00, 11:15, 12:30 local, untouched.
    expect(times('2027-11-06')).toEqual([
      '2027-11-06T14:00:00.000Z',
      '2027-11-06T15:15:00.000Z',
      '2027-11-06T16:30:00.000Z',
    ]);
    expect(times('2027-11-07')).toEqual(['2027-11-07T16:15:00.000Z', '2027-11-07T17:30:00.000Z']);
    // The Mothers type at 11:00 EST would still be inside the Ivory room's buffer.
    const inBuffer = await refusal(book('2027-11-07T16:00:00Z', { appointmentTypeId: types.mothers }));
    expect(inBuffer).toMatchObject({ code: 'CONFLICT' });
  });

  it('gives the last room to exactly one of 50 concurrent bookings', async () => {
    const at = '2027-06-08T14:00:00Z';
    await book(at, { appointmentTypeId: types.bridal }); // the Ivory room
    const brides = await Promise.all(Array.from({ length: 50 }, () => makeBride()));
    const results = await Promise.allSettled(
      brides.map((brideId) =>
        bookAppointment({
          sql: db.sql,
          changes: changes(),
          boutiqueId,
          brideId,
          startsAt: at,
          appointmentTypeId: types.bridal,
          bookedBy: 'bride',
          now,
          mailBride: false,
        }),
      ),
    );
    const won = results.filter((result) => result.status === 'fulfilled');
    const lost = results.filter((result) => result.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost.every((result) => (result.reason as AppError).code === 'CONFLICT')).toBe(true);
    const rows = await db.sql<{ roomId: string }[]>`
      SELECT fitting_room_id AS room_id FROM appointments
      WHERE boutique_id = ${boutiqueId} AND starts_at = ${at} AND status = 'booked' ORDER BY fitting_room_id`;
    expect(rows.map((row) => row.roomId).sort()).toEqual([rooms.ivory, rooms.blush].sort());
  });
});
