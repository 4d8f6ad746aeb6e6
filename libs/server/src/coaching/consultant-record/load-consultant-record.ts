import { DateTime } from 'luxon';
import type { Sql } from '../../db/create-sql';
import { resolveReportPeriod } from '../../reports/report-period';
import { readCoachingCounts } from '../read-coaching-counts';
import { readScoreCardBehaviours } from '../score-card-behaviours';
import { type ConsultantRecord, readRecordFacts } from '@bridal/shared/coaching/record-facts';

/** How far back advice reads a consultant's record: long enough to count, recent enough to be her. */
export const recordDays = 90;

export interface LoadConsultantRecordOptions {
  sql: Sql;
  boutiqueId: number;
  consultantId: string;
  now?: Date;
}

/** Her record over the last 90 boutique-local days (today included), read into facts against the rest of the team. */
export async function loadConsultantRecord(options: LoadConsultantRecordOptions): Promise<ConsultantRecord> {
  const { sql, boutiqueId, consultantId } = options;
  const [boutique] = await sql<{ timeZone: string }[]>`SELECT time_zone FROM boutiques WHERE id = ${boutiqueId}`;
  if (!boutique) return { days: recordDays, facts: [] };
  const today = DateTime.fromJSDate(options.now ?? new Date(), { zone: boutique.timeZone });
  const period = resolveReportPeriod({
    timeZone: boutique.timeZone,
    from: today.minus({ days: recordDays - 1 }).toISODate()!,
    to: today.toISODate()!,
  });
  const [counts, behaviours] = await Promise.all([
    readCoachingCounts(sql, { boutiqueId, period }),
    readScoreCardBehaviours(sql, boutiqueId),
  ]);
  return readRecordFacts({
    own: counts.byConsultant.get(consultantId),
    team: counts.team,
    behaviours,
    days: recordDays,
  });
}
