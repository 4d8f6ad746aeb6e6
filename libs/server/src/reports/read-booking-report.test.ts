import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@bridal/testing/test-database';
import type { Sql } from '../db/create-sql';
import { readBookingReport } from './read-booking-report';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
}, 60_000);

afterAll(async () => {
  await db?.drop();
});

async function addBoutique(sql: Sql, slug: string): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    INSERT INTO boutiques (slug, name, time_zone) VALUES (${slug}, ${slug}, 'America/New_York') RETURNING id`;
  return row!.id;
}

async function addBride(sql: Sql, boutiqueId: number): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    INSERT INTO brides (boutique_id, name, answers, email) VALUES (${boutiqueId}, 'Bride', ${sql.json({})}, 'b@example.com')
    RETURNING id`;
  return row!.id;
}

interface Visit {
  startsAt: string;
  status: 'completed' | 'no_show' | 'booked' | 'cancelled';
  typeId?: string | null;
  hold?: 'card' | 'deposit' | null;
  remindedAt?: string | null;
  confirmedAt?: string | null;
}

async function addVisit(sql: Sql, boutiqueId: number, visit: Visit): Promise<void> {
  const brideId = await addBride(sql, boutiqueId);
  await sql`
    INSERT INTO appointments (boutique_id, bride_id, starts_at, duration_minutes, status, booked_by,
                              appointment_type_id, payment_hold, reminded_at, confirmed_at)
    VALUES (${boutiqueId}, ${brideId}, ${visit.startsAt}, 60, ${visit.status}, 'staff', ${visit.typeId ?? null},
            ${visit.hold ?? null}, ${visit.remindedAt ?? null}, ${visit.confirmedAt ?? null})`;
}

describe('the booking report', () => {
  it('counts no-shows by type and by hold, reminders confirmed and waitlist fills, on the boutique days', async () => {
    const sql = db.sql;
    const boutiqueId = await addBoutique(sql, 'figures');
    const other = await addBoutique(sql, 'other-figures');
    const [bridal] = await sql<{ id: string }[]>`
      INSERT INTO appointment_types (boutique_id, name, duration_minutes) VALUES (${boutiqueId}, 'Bridal', 90) RETURNING id`;
    // March 2026 in New York: the 1st starts at 05:00Z; 23:30 local on the 31st is April 1st 03:30Z (EDT).
    const visits: Visit[] = [
      {
        startsAt: '2026-03-02T15:00:00Z',
        status: 'no_show',
        typeId: bridal!.id,
        hold: 'card',
        remindedAt: '2026-03-01T15:00:00Z',
      },
      {
        startsAt: '2026-03-03T15:00:00Z',
        status: 'completed',
        typeId: bridal!.id,
        hold: 'card',
        remindedAt: '2026-03-02T15:00:00Z',
        confirmedAt: '2026-03-02T16:00:00Z',
      },
      { startsAt: '2026-03-04T15:00:00Z', status: 'completed', typeId: bridal!.id, hold: 'deposit' },
      { startsAt: '2026-03-05T15:00:00Z', status: 'no_show', remindedAt: '2026-03-04T15:00:00Z' },
      { startsAt: '2026-03-06T15:00:00Z', status: 'completed' },
      {
        startsAt: '2026-04-01T03:30:00Z',
        status: 'completed',
        remindedAt: '2026-03-31T03:30:00Z',
        confirmedAt: '2026-03-31T04:00:00Z',
      },
      // Not counted: cancelled or still booked (neither came nor failed to), or outside the month.
      { startsAt: '2026-03-07T15:00:00Z', status: 'cancelled' },
      { startsAt: '2026-03-08T15:00:00Z', status: 'booked' },
      { startsAt: '2026-03-01T04:30:00Z', status: 'no_show' },
      { startsAt: '2026-04-01T04:30:00Z', status: 'no_show' },
    ];
    for (const visit of visits) await addVisit(sql, boutiqueId, visit);
    await addVisit(sql, other, {
      startsAt: '2026-03-02T15:00:00Z',
      status: 'no_show',
      remindedAt: '2026-03-01T15:00:00Z',
    });
    for (const [date, status] of [
      ['2026-03-10', 'booked'],
      ['2026-03-10', 'lapsed'],
      ['2026-03-11', 'waiting'],
      ['2026-04-01', 'booked'],
    ] as const) {
      const brideId = await addBride(sql, boutiqueId);
      await sql`
        INSERT INTO waitlist_entries (boutique_id, bride_id, local_date, status)
        VALUES (${boutiqueId}, ${brideId}, ${date}, ${status})`;
    }

    const report = await readBookingReport(sql, { boutiqueId, from: '2026-03-01', to: '2026-03-31' });
    expect(report).toMatchObject({ from: '2026-03-01', to: '2026-03-31', timeZone: 'America/New_York' });
    expect(report.noShowsByType).toEqual([
      { label: 'Bridal', appointments: 3, noShows: 1, rate: 1 / 3 },
      { label: 'No type', appointments: 3, noShows: 1, rate: 1 / 3 },
    ]);
    expect(report.noShowsByHold).toEqual([
      { label: 'Card on file', appointments: 2, noShows: 1, rate: 0.5 },
      { label: 'Deposit', appointments: 1, noShows: 0, rate: 0 },
      { label: 'Nothing held', appointments: 3, noShows: 1, rate: 1 / 3 },
    ]);
    expect(report.reminders).toEqual({ reminded: 4, confirmed: 2, rate: 0.5 });
    expect(report.waitlist).toEqual({ joined: 3, booked: 1, rate: 1 / 3 });
  });

  it('answers null rates, with zero counts, for a period with nothing in it', async () => {
    const boutiqueId = await addBoutique(db.sql, 'empty-figures');
    const report = await readBookingReport(db.sql, { boutiqueId, from: '2026-01-01', to: '2026-01-31' });
    expect(report.noShowsByType).toEqual([]);
    expect(report.noShowsByHold.every((row) => row.appointments === 0 && row.rate === null)).toBe(true);
    expect(report.reminders).toEqual({ reminded: 0, confirmed: 0, rate: null });
    expect(report.waitlist).toEqual({ joined: 0, booked: 0, rate: null });
  });
});
