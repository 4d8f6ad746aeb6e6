import { isValidTimeZone } from '@bridal/shared/appointments/boutique-settings';
import type { Queryable } from './queryable';

let names: Promise<Map<string, string>> | undefined;

/** PostgreSQL's time zone names by their lower case (it matches them without case), read once per process. */
function databaseTimeZones(sql: Queryable): Promise<Map<string, string>> {
  names ??= sql<{ name: string }[]>`SELECT name FROM pg_timezone_names`.then(
    (rows) => new Map(rows.map((row) => [row.name.toLowerCase(), row.name])),
    (error: unknown) => {
      names = undefined;
      throw error;
    },
  );
  return names;
}

/**
 * The time zone as PostgreSQL spells it, when both the runtime and PostgreSQL know it; else
 * undefined. The dashboards, lists and reports read a boutique's dates in SQL (`AT TIME ZONE`) and
 * its times in the runtime: a zone only one of them knows (`US/Pacific-New`, gone from
 * PostgreSQL's data) would fail every one of them.
 */
export async function knownTimeZone(sql: Queryable, value: unknown): Promise<string | undefined> {
  if (!isValidTimeZone(value)) return undefined;
  return (await databaseTimeZones(sql)).get(value.trim().toLowerCase());
}
