import {
  type CoachingCounts,
  countAnswer,
  emptyBehaviourCounts,
  emptyCoachingCounts,
} from '@bridal/shared/coaching/measures';
import type { ScoreCardAnswer } from '@bridal/shared/coaching/score-card';
import type { NoSaleReason } from '@bridal/shared/appointments/appointment';
import type { Sql } from '../db/create-sql';
import { isSale, ranBy } from '../db/sale-sql';
import { readFollowUpFigures } from '../reports/read-follow-up-figures';
import type { ReportPeriod } from '../reports/report-period';

export interface ReadCoachingCountsOptions {
  boutiqueId: number;
  period: ReportPeriod;
}

/** The team's counts (everyone's appointments, assigned or not) and each consultant's. */
export interface CoachingCountsReport {
  team: CoachingCounts;
  /** By who ran the appointments (`ranBy`); someone with nothing in the period is absent. */
  byConsultant: Map<string, CoachingCounts>;
}

interface AppointmentRow {
  consultantId: string | null;
  brideId: string;
  status: 'completed' | 'no_show';
  sold: boolean;
  saleAmountCents: number | null;
  dressOnPullList: boolean | null;
  hasOutcome: boolean;
  onTime: boolean;
  reasons: string[] | null;
  answers: Record<string, ScoreCardAnswer> | null;
}

/**
 * A boutique's coaching counts over a period, in one read of its appointments (due in the
 * period by their start, like the closing report) with their outcomes and score cards, plus the
 * follow-ups sent in the period. Every coaching figure (goals, score-card behaviours, the digest,
 * advice) is computed from these with libs/shared/src/coaching/measures.ts.
 */
export async function readCoachingCounts(
  sql: Sql,
  { boutiqueId, period }: ReadCoachingCountsOptions,
): Promise<CoachingCountsReport> {
  const [rows, followUps] = await Promise.all([
    sql<AppointmentRow[]>`
      SELECT ${ranBy(sql)} AS consultant_id, a.bride_id, a.status,
             coalesce(${isSale(sql)}, false) AS sold, o.sale_amount_cents, o.dress_on_pull_list,
             o.appointment_id IS NOT NULL AS has_outcome,
             coalesce(o.recorded_at <= a.starts_at + interval '24 hours', false) AS on_time,
             o.reasons, s.answers
      FROM appointments a
      LEFT JOIN appointment_outcomes o ON o.appointment_id = a.id AND o.boutique_id = ${boutiqueId}
      LEFT JOIN score_cards s ON s.appointment_id = a.id AND s.boutique_id = ${boutiqueId}
      WHERE a.boutique_id = ${boutiqueId}
        AND a.status IN ('completed', 'no_show')
        AND a.starts_at >= ${period.from} AND a.starts_at < ${period.to}`,
    readFollowUpFigures(sql, { boutiqueId, period }),
  ]);

  const team = emptyCoachingCounts();
  const byConsultant = new Map<string, CoachingCounts>();
  const seen = new Map<CoachingCounts, { seen: Set<string>; bought: Set<string> }>();
  const countsOf = (consultantId: string | null): CoachingCounts[] => {
    if (consultantId === null) return [team];
    let own = byConsultant.get(consultantId);
    if (!own) byConsultant.set(consultantId, (own = emptyCoachingCounts()));
    return [team, own];
  };

  for (const row of rows) {
    if (row.status !== 'completed') continue;
    for (const counts of countsOf(row.consultantId)) {
      let brides = seen.get(counts);
      if (!brides) seen.set(counts, (brides = { seen: new Set(), bought: new Set() }));
      brides.seen.add(row.brideId);
      counts.completed += 1;
      if (row.hasOutcome) {
        counts.outcomes += 1;
        if (row.onTime) counts.outcomesOnTime += 1;
      }
      if (row.sold) {
        brides.bought.add(row.brideId);
        counts.sales += 1;
        if (row.saleAmountCents !== null) {
          counts.salesTotalCents += row.saleAmountCents;
          counts.pricedSales += 1;
        }
        if (row.dressOnPullList) counts.salesOnPullList += 1;
      } else if (row.hasOutcome) {
        counts.noSales += 1;
        for (const reason of row.reasons ?? []) {
          if (reason in counts.reasons) counts.reasons[reason as NoSaleReason] += 1;
        }
      }
      if (row.answers && row.hasOutcome) {
        counts.scoreCards += 1;
        for (const [key, answer] of Object.entries(row.answers)) {
          countAnswer((counts.behaviours[key] ??= emptyBehaviourCounts()), answer, row.sold);
        }
      }
    }
  }
  for (const [counts, brides] of seen) {
    counts.bridesSeen = brides.seen.size;
    counts.bridesBought = brides.bought.size;
  }

  team.bridesFollowedUp = followUps.bridesWritten;
  team.followUpSales = followUps.salesWithin30Days;
  for (const group of followUps.byConsultant) {
    if (group.consultantId === null) continue;
    const [, own] = countsOf(group.consultantId);
    own!.bridesFollowedUp = group.bridesWritten;
    own!.followUpSales = group.salesWithin30Days;
  }
  return { team, byConsultant };
}
