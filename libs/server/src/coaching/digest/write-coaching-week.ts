import type { DigestContent, DigestFacts, DigestWriter } from '@bridal/shared/coaching/digest';
import type { Sql } from '../../db/create-sql';
import type { Logger } from '../../logging/create-logger';
import { resolveReportPeriod } from '../../reports/report-period';
import type { DigestWordsContext } from './check-digest-words';
import { buildBoutiqueDigests } from './build-boutique-digests';
import { digestWeekOf } from './digest-week';
import { type DigestWriters, writeDigestWords } from './digest-writers';
import { type DigestRecipient, readBoutiqueWeek, readDigestBoutique } from './read-boutique-week';
import { readDigestWordsContext } from './read-digest-words-context';

export interface WriteCoachingWeekOptions {
  sql: Sql;
  boutiqueId: number;
  /** The boutique-local Monday of the week. */
  weekStart: string;
  writers: DigestWriters;
  logger: Logger;
}

export interface WrittenWeek {
  /** Rows written by this run (a second run writes none). */
  written: number;
  /** The digests whose e-mail is to go: written now, to someone with an address who has not opted out. */
  toMail: string[];
}

interface DigestRow {
  recipient: DigestRecipient;
  facts: DigestFacts;
  content: DigestContent;
  writtenBy: DigestWriter;
}

const nothing: WrittenWeek = { written: 0, toMail: [] };

/** Whether the boutique's digests of that week are already written (by this worker or another). */
async function isWritten(sql: Sql, boutiqueId: number, weekStart: string): Promise<boolean> {
  const [row] = await sql`
    SELECT 1 FROM coaching_digests WHERE boutique_id = ${boutiqueId} AND week_start = ${weekStart} LIMIT 1`;
  return row !== undefined;
}

/**
 * A boutique's digests of one week, written once: one row per active consultant (her page; her
 * e-mail unless she opted out or has no address) and one team row per owner and admin, each with
 * the facts and the words. Nothing for a boutique that turned the digest off, or a consultant no
 * longer on the team (her history stays in the team's figures). Rows go in with ON CONFLICT DO
 * NOTHING, so a second run, or a second worker, writes and mails nothing twice.
 */
export async function writeCoachingWeek(options: WriteCoachingWeekOptions): Promise<WrittenWeek> {
  const { sql, boutiqueId, weekStart, writers, logger } = options;
  const boutique = await readDigestBoutique(sql, boutiqueId);
  if (!boutique?.digestEnabled || (await isWritten(sql, boutiqueId, weekStart))) return nothing;

  const week = digestWeekOf(weekStart);
  const read = await readBoutiqueWeek(sql, boutique, week);
  const digests = buildBoutiqueDigests(read);
  const context: DigestWordsContext =
    writers.writer === writers.fallback
      ? { knownNames: [], inventory: [] }
      : await readDigestWordsContext(
          sql,
          boutiqueId,
          resolveReportPeriod({
            timeZone: boutique.timeZone,
            from: week.periods.window.from,
            to: week.periods.window.to,
          }).from,
        );
  const rows: DigestRow[] = [];
  const word = async (recipient: DigestRecipient, facts: DigestFacts) =>
    rows.push({ recipient, facts, ...(await writeDigestWords(writers, facts, context, logger)) });
  for (const { recipient, facts } of digests.consultants) await word(recipient, facts);
  for (const admin of read.admins) await word(admin, digests.team);

  const inserted = await sql.begin(async (tx) => {
    const ids: { id: string; mailStatus: string }[] = [];
    for (const { recipient, facts, content, writtenBy } of rows) {
      const mailStatus = recipient.optOut || !recipient.email ? 'skipped' : 'pending';
      const [row] = await tx<{ id: string; mailStatus: string }[]>`
        INSERT INTO coaching_digests (boutique_id, user_id, kind, week_start, facts, content, written_by, mail_status)
        SELECT ${boutiqueId}, u.id, ${facts.kind}, ${weekStart}, ${tx.json(facts as never)}, ${tx.json(content as never)},
               ${writtenBy}, ${mailStatus}
        FROM users u WHERE u.id = ${recipient.id} AND u.boutique_id = ${boutiqueId}
        ON CONFLICT (user_id, kind, week_start) DO NOTHING
        RETURNING id, mail_status`;
      if (row) ids.push(row);
    }
    return ids;
  });
  return {
    written: inserted.length,
    toMail: inserted.filter((row) => row.mailStatus === 'pending').map((row) => row.id),
  };
}
