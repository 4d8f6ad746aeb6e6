/**
 * Rooms and types (DESIGN.md section 14): a boutique with 6 fitting rooms and 4 appointment types,
 * its next 60 days well booked, then (A4) the free slots for 60 days of each type in turn, and
 * (A5) 50 bookings racing for its last free room at one time: exactly one may win.
 */
import { bookAppointment } from '@bridal/server/appointments/book-appointment';
import { listFreeSlots } from '@bridal/server/appointments/schedule/free-slots';
import { AppError } from '@bridal/server/errors/app-error';
import type { Sql } from '@bridal/server/db/create-sql';
import { testRedisUrl } from '@bridal/testing/test-redis';
import { Redis } from 'ioredis';
import { formatMs, type LatencySummary, measureOneAtATime } from './load';

export const roomsTargets = { freeSlotsP95Ms: 30, racers: 50 };

const timeZone = 'Europe/London';
const runs = { warmUp: 20, measured: 200 };
/** Name, length, buffer, the rooms (1 to 6) that host it (none: all). */
const typeSpecs = [
  { name: 'Bridal', duration: 90, buffer: 15, rooms: [] as number[] },
  { name: 'Bridesmaids', duration: 120, buffer: 15, rooms: [1, 2, 3] },
  { name: 'Mother of the bride', duration: 60, buffer: 0, rooms: [4, 5, 6] },
  { name: 'Second visit', duration: 45, buffer: 15, rooms: [5, 6] },
];

async function seedRooms(sql: Sql): Promise<{ boutiqueId: number; typeIds: string[]; roomIds: string[] }> {
  return sql.begin(async (tx) => {
    const hours = Array.from({ length: 7 }, () => [{ from: '09:00', to: '19:00' }]);
    const [boutique] = await tx<{ id: number }[]>`
      INSERT INTO boutiques (slug, name, time_zone, opening_hours, appointment_minutes, appointment_capacity,
                             schedule_confirmed_at)
      VALUES ('bench-rooms', 'Bench Rooms', ${timeZone}, ${tx.json(hours)}, 90, 6, now()) RETURNING id`;
    const boutiqueId = boutique!.id;
    const rooms = await tx<{ id: string }[]>`
      INSERT INTO fitting_rooms (boutique_id, name, position)
      SELECT ${boutiqueId}, 'Room ' || i, i FROM generate_series(1, 6) AS i RETURNING id`;
    const roomIds = rooms.map((room) => room.id);
    const typeIds: string[] = [];
    for (const [index, spec] of typeSpecs.entries()) {
      const [type] = await tx<{ id: string }[]>`
        INSERT INTO appointment_types (boutique_id, name, duration_minutes, buffer_minutes, position)
        VALUES (${boutiqueId}, ${spec.name}, ${spec.duration}, ${spec.buffer}, ${index}) RETURNING id`;
      typeIds.push(type!.id);
      for (const room of spec.rooms) {
        await tx`INSERT INTO appointment_type_rooms VALUES (${type!.id}, ${roomIds[room - 1]!}, ${boutiqueId})`;
      }
    }
    await tx`
      INSERT INTO brides (boutique_id, name, answers, status)
      SELECT ${boutiqueId}, 'Rooms bride ' || i, '{}'::jsonb, 'ready' FROM generate_series(1, 1200) AS i`;
    // Two Bridal visits a day in each of rooms 1 to 4 for the next 60 days, staggered by room (09:30 and
    // 13:30 in room 1, half an hour later in each next room): rooms 5 and 6 stay free for the others.
    await tx`
      WITH bride AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM brides WHERE boutique_id = ${boutiqueId})
      INSERT INTO appointments (boutique_id, bride_id, starts_at, duration_minutes, buffer_minutes, status, booked_by,
                                appointment_type_id, fitting_room_id)
      SELECT ${boutiqueId}, bride.id,
             (date_trunc('day', now() AT TIME ZONE ${timeZone}) + make_interval(days => 1 + d, mins => 570 + 30 * (r - 1) + 240 * k))
               AT TIME ZONE ${timeZone},
             90, 15, 'booked', 'bride', ${typeIds[0]!}, (${roomIds}::uuid[])[r]
      FROM generate_series(0, 59) AS d, generate_series(1, 4) AS r, generate_series(0, 1) AS k
      JOIN bride ON bride.n = 0`;
    return { boutiqueId, typeIds, roomIds };
  });
}

/** 50 brides book the same Bridal time, where five of six rooms are taken: the answers. */
async function raceForTheLastRoom(sql: Sql, boutiqueId: number, typeIds: string[], roomIds: string[]) {
  // 10:00 local, 70 days ahead: past the seeded bookings.
  const [when] = await sql<{ startsAt: Date }[]>`
    SELECT (date_trunc('day', now() AT TIME ZONE ${timeZone}) + interval '70 days 10 hours') AT TIME ZONE ${timeZone}
           AS starts_at`;
  const startsAt = when!.startsAt;
  const [bride] = await sql<{ id: string }[]>`SELECT id FROM brides WHERE boutique_id = ${boutiqueId} LIMIT 1`;
  for (const roomId of roomIds.slice(0, 5)) {
    await sql`
      INSERT INTO appointments (boutique_id, bride_id, starts_at, duration_minutes, buffer_minutes, status, booked_by,
                                appointment_type_id, fitting_room_id)
      VALUES (${boutiqueId}, ${bride!.id}, ${startsAt}, 90, 15, 'booked', 'staff', ${typeIds[0]!}, ${roomId})`;
  }
  const racers = await sql<{ id: string }[]>`
    SELECT id FROM brides WHERE boutique_id = ${boutiqueId} ORDER BY id OFFSET 1 LIMIT ${roomsTargets.racers}`;
  const redis = new Redis(testRedisUrl, { maxRetriesPerRequest: 1 });
  try {
    const started = performance.now();
    const results = await Promise.allSettled(
      racers.map(({ id }) =>
        bookAppointment({
          sql,
          changes: { redis, prefix: `bench-rooms-${process.pid}:` },
          boutiqueId,
          brideId: id,
          startsAt,
          appointmentTypeId: typeIds[0]!,
          bookedBy: 'bride',
          mailBride: false,
        }),
      ),
    );
    const ms = performance.now() - started;
    const won = results.filter((result) => result.status === 'fulfilled').length;
    const full = results.filter(
      (result) =>
        result.status === 'rejected' && result.reason instanceof AppError && result.reason.code === 'CONFLICT',
    ).length;
    const [stored] = await sql<{ n: number; rooms: number }[]>`
      SELECT count(*)::int AS n, count(DISTINCT fitting_room_id)::int AS rooms FROM appointments
      WHERE boutique_id = ${boutiqueId} AND starts_at = ${startsAt} AND status = 'booked'`;
    return { won, full, ms, stored: stored!.n, rooms: stored!.rooms };
  } finally {
    await redis.quit();
  }
}

const mark = (met: boolean) => (met ? '✅' : '❌');
const latency = (stats: LatencySummary) =>
  `p50 ${formatMs(stats.p50)} · p95 ${formatMs(stats.p95)} · p99 ${formatMs(stats.p99)} · max ${formatMs(stats.max)}`;

export async function runRoomsBench(sql: Sql, signal: AbortSignal): Promise<{ rows: string[][]; notes: string[] }> {
  console.log('Appointments: seeding 6 rooms, 4 types and 60 days of bookings...');
  const { boutiqueId, typeIds, roomIds } = await seedRooms(sql);
  await sql`ANALYZE appointments`;
  let turn = 0;
  const slotCounts = await Promise.all(
    typeIds.map(
      async (appointmentTypeId) => (await listFreeSlots(sql, boutiqueId, { days: 60, appointmentTypeId })).length,
    ),
  );
  console.log(`Appointments: free slots for 60 days with rooms and types, ${runs.measured} runs...`);
  const slots = await measureOneAtATime(
    () => listFreeSlots(sql, boutiqueId, { days: 60, appointmentTypeId: typeIds[turn++ % typeIds.length] }),
    runs,
    signal,
  );
  console.log(`Appointments: ${roomsTargets.racers} bookings racing for the last room...`);
  const race = await raceForTheLastRoom(sql, boutiqueId, typeIds, roomIds);
  const raceMet = race.won === 1 && race.full === roomsTargets.racers - 1 && race.stored === 6 && race.rooms === 6;
  if (!raceMet) console.error(`Appointments: the race for the last room broke its rule: ${JSON.stringify(race)}`);
  return {
    rows: [
      [
        'A4. Free slots for 60 days, 6 rooms and 4 types (each type in turn; 480 bookings ahead)',
        `${latency(slots)} · ${slotCounts.join(' / ')} slots by type`,
        `p95 ≤ ${roomsTargets.freeSlotsP95Ms} ms`,
        mark(slots.p95 <= roomsTargets.freeSlotsP95Ms),
      ],
      [
        `A5. ${roomsTargets.racers} concurrent bookings for the last free room`,
        `${race.won} booked, ${race.full} told it is taken (409), ${race.stored} appointments in ${race.rooms} rooms, ` +
          `${formatMs(race.ms)} for all`,
        'exactly 1 booked',
        mark(raceMet),
      ],
    ],
    notes: [
      'Appointments A4-A5: slots and bookings from hours, rooms, types and buffers together (one range read per ' +
        'call); the race runs through bookAppointment (per boutique and day advisory lock, the room chosen inside).',
    ],
  };
}
