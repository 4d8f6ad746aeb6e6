import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { testDatabaseAdminUrl } from '@bridal/testing/test-database';
import postgres from 'postgres';

// Migration 0019 closes online booking until an owner confirms her hours: boutiques already using
// the product must stay open. Here a database is taken to 0018, filled like a live one, then 0019
// runs on it.
const migrationsDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@bridal/server/package.json')),
  'migrations',
);
const admin = postgres(testDatabaseAdminUrl, { max: 1, onnotice: () => undefined });
const name = `bc_test_migration_${process.pid}_${randomBytes(4).toString('hex')}`;
let sql: postgres.Sql;

const migrationText = new Map<string, string>();
async function apply(file: string) {
  await sql.begin((tx) => tx.unsafe(migrationText.get(file)!));
}

beforeAll(async () => {
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(testDatabaseAdminUrl);
  url.pathname = `/${name}`;
  sql = postgres(url.toString(), { max: 1, onnotice: () => undefined });
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort();
  for (const file of files) migrationText.set(file, await readFile(path.join(migrationsDir, file), 'utf8'));
  for (const file of files.filter((f) => f < '0019')) await apply(file);
}, 60_000);

afterAll(async () => {
  await sql?.end({ timeout: 5 });
  await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end({ timeout: 5 });
});

const boutique = async (slug: string, extra: Record<string, unknown> = {}) => {
  const [row] = await sql<{ id: number }[]>`
    INSERT INTO boutiques ${sql({ slug, name: slug, ...extra })} RETURNING id`;
  return row!.id;
};

describe('migration 0019 on a live database', () => {
  it('keeps open the demo and every boutique in use (appointments, brides, saved settings); a bare new one waits', async () => {
    const demo = await boutique('demo', { id: 99, is_demo: true });
    const untouched = await boutique('untouched');
    const withHours = await boutique('with-hours', { appointment_minutes: 60 });
    const withZone = await boutique('with-zone', { time_zone: 'Europe/London' });
    const withBride = await boutique('with-bride');
    await sql`
      INSERT INTO brides (boutique_id, name, answers) VALUES (${withBride}, 'Ada', '{}')`;
    const withAppointment = await boutique('with-appointment');
    const [other] = await sql<{ id: string }[]>`
      INSERT INTO brides (boutique_id, name, answers) VALUES (${withAppointment}, 'Bea', '{}') RETURNING id`;
    await sql`
      INSERT INTO appointments (boutique_id, bride_id, starts_at, duration_minutes, booked_by)
      VALUES (${withAppointment}, ${other!.id}, '2026-05-02T14:00:00Z', 90, 'staff')`;

    await apply('0019_setup_checklist.sql');

    const rows = await sql<{ id: number; confirmed: boolean; dismissed: boolean; trial: boolean }[]>`
      SELECT id, schedule_confirmed_at IS NOT NULL AS confirmed, setup_dismissed_at IS NOT NULL AS dismissed,
             trial_ends_at IS NOT NULL AS trial
      FROM boutiques ORDER BY id`;
    const confirmed = Object.fromEntries(rows.map((row) => [row.id, row.confirmed]));
    expect(confirmed).toEqual({
      [demo]: true,
      [untouched]: false,
      [withHours]: true,
      [withZone]: true,
      [withBride]: true,
      [withAppointment]: true,
    });
    // Existing boutiques are customers, not on a trial, and never shown the new owner's checklist.
    expect(rows.every((row) => row.dismissed && !row.trial)).toBe(true);
  });
});
