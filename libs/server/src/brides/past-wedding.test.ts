import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@bridal/testing/test-database';
import { readActiveClients } from '../dashboard/read-dashboard';
import { listBrides } from './list-brides';

let db: TestDatabase;
let newYork: number;
let tokyo: number;

// Sunday 14 March 2027: New York moves its clocks forward at 02:00 (EST, UTC-5, to EDT, UTC-4),
// so that day is 23 hours long and ends at 04:00 UTC on the 15th. Tokyo (UTC+9) has no DST.
const weddingDay = '2027-03-14';

async function makeBoutique(slug: string, timeZone: string): Promise<number> {
  const [row] = await db.sql<{ id: number }[]>`
    INSERT INTO boutiques (slug, name, time_zone) VALUES (${slug}, ${slug}, ${timeZone}) RETURNING id`;
  return row!.id;
}

async function makeBride(boutiqueId: number, name: string, weddingDate: string | null): Promise<void> {
  await db.sql`
    INSERT INTO brides (boutique_id, name, wedding_date, answers, status)
    VALUES (${boutiqueId}, ${name}, ${weddingDate}::date, ${db.sql.json({})}, 'ready')`;
}

/** Her place in the brides list and on the dashboard at `now`: 'past' or 'upcoming' (both must agree). */
async function whenIs(boutiqueId: number, now: string): Promise<Record<string, string>> {
  const at = new Date(now);
  const page = await listBrides({
    sql: db.sql,
    boutiqueId,
    demoTrialId: null,
    now: at,
    search: '',
    status: '',
    when: '',
    page: 1,
  });
  const listed = Object.fromEntries(page.brides.map((entry) => [entry.bride.name, entry.when]));
  const active = await readActiveClients(db.sql, boutiqueId, at, null);
  const onDashboard = Object.fromEntries(
    page.brides.map((entry) => [
      entry.bride.name,
      active.some((card) => card.bride.name === entry.bride.name) ? 'upcoming' : 'past',
    ]),
  );
  expect(onDashboard).toEqual(listed);
  return listed;
}

beforeAll(async () => {
  db = await createTestDatabase();
  newYork = await makeBoutique('past-wedding-ny', 'America/New_York');
  tokyo = await makeBoutique('past-wedding-tokyo', 'Asia/Tokyo');
  for (const boutique of [newYork, tokyo]) {
    await makeBride(boutique, 'Wedding day', weddingDay);
    await makeBride(boutique, 'Day before', '2027-03-13');
    await makeBride(boutique, 'No date', null);
  }
});

afterAll(async () => {
  await db.drop();
});

describe('a past wedding, counted in the boutique’s own time zone', () => {
  it('keeps her upcoming until midnight at the boutique, on a day the clocks go forward', async () => {
    // 23:30 EDT on her wedding day, already the 15th in UTC.
    expect(await whenIs(newYork, '2027-03-15T03:30:00Z')).toEqual({
      'Wedding day': 'upcoming',
      'No date': 'upcoming',
      'Day before': 'past',
    });
    // 00:30 EDT the next day: her day is over where the boutique is.
    expect(await whenIs(newYork, '2027-03-15T04:30:00Z')).toEqual({
      'No date': 'upcoming',
      'Wedding day': 'past',
      'Day before': 'past',
    });
    // 00:30 EST on her wedding day, before the clocks change: her day has begun, and is hers.
    expect(await whenIs(newYork, '2027-03-14T05:30:00Z')).toMatchObject({ 'Wedding day': 'upcoming' });
  });

  it('calls her day over at midnight in Tokyo, while it is still her date in UTC', async () => {
    expect(await whenIs(tokyo, '2027-03-14T14:30:00Z')).toMatchObject({ 'Wedding day': 'upcoming' });
    expect(await whenIs(tokyo, '2027-03-14T15:30:00Z')).toMatchObject({ 'Wedding day': 'past' });
  });

  it('reads each boutique’s own zone: the same instant, two answers', async () => {
    const instant = '2027-03-15T03:30:00Z';
    expect((await whenIs(newYork, instant))['Wedding day']).toBe('upcoming');
    expect((await whenIs(tokyo, instant))['Wedding day']).toBe('past');
  });
});
