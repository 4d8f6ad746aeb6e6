import { demoBoutiqueId } from '@bridal/shared/accounts/account-types';
import type { Sql } from '../../db/create-sql';
import { currentDigestWeek, type DigestWeek } from './digest-week';

export interface DueDigestWeek {
  boutiqueId: number;
  week: DigestWeek;
}

/**
 * The boutiques whose digest of the current week is due and not yet written: the digest on, its
 * local time Monday 08:00 or later, no row for that week yet. The demo boutique's accounts are
 * never mailed. Each boutique's week is found in its own zone, so a boutique whose Monday starts
 * while it is still Sunday in UTC is due on its Monday, and a week whose clocks changed on Sunday
 * is due at 08:00 on the new offset.
 */
export async function findDueDigestWeeks(sql: Sql, now: Date): Promise<DueDigestWeek[]> {
  const boutiques = await sql<{ id: number; timeZone: string }[]>`
    SELECT id, time_zone FROM boutiques WHERE coaching_digest_enabled AND id <> ${demoBoutiqueId} ORDER BY id`;
  const due = boutiques.flatMap(({ id, timeZone }) => {
    const { week, due: isDue } = currentDigestWeek(now, timeZone);
    return isDue ? [{ boutiqueId: id, week }] : [];
  });
  if (due.length === 0) return [];
  const written = await sql<{ boutiqueId: number; weekStart: string }[]>`
    SELECT DISTINCT d.boutique_id, to_char(d.week_start, 'YYYY-MM-DD') AS week_start
    FROM coaching_digests d
    JOIN unnest(${due.map((entry) => entry.boutiqueId)}::int[], ${due.map((entry) => entry.week.weekStart)}::date[])
      AS due(boutique_id, week_start) ON due.boutique_id = d.boutique_id AND due.week_start = d.week_start`;
  const done = new Set(written.map((row) => `${row.boutiqueId}/${row.weekStart}`));
  return due.filter((entry) => !done.has(`${entry.boutiqueId}/${entry.week.weekStart}`));
}
