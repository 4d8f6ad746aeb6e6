import type { DigestPeriod } from '@bridal/shared/coaching/digest';
import { type ConsultantGoal, type GoalProgress, goalProgress } from '@bridal/shared/coaching/goal';
import { type CoachingCounts, emptyCoachingCounts } from '@bridal/shared/coaching/measures';
import type { ScoreCardBehaviour } from '@bridal/shared/coaching/score-card';
import type { Sql } from '../../db/create-sql';
import { resolveReportPeriod } from '../../reports/report-period';
import { type CoachingCountsReport, readCoachingCounts } from '../read-coaching-counts';
import { readScoreCardBehaviours } from '../score-card-behaviours';
import { readDigestGoals } from './read-digest-goals';
import type { DigestWeek } from './digest-week';

/** A member of the team a digest is written for. */
export interface DigestRecipient {
  id: string;
  name: string;
  /** Her login address (null: a consultant added without one). */
  email: string | null;
  optOut: boolean;
}

export interface DigestBoutique {
  id: number;
  name: string;
  timeZone: string;
  digestEnabled: boolean;
}

/** Everything a boutique's digests of one week are computed from, read in a handful of queries. */
export interface BoutiqueWeek {
  boutique: DigestBoutique;
  week: DigestWeek;
  behaviours: ScoreCardBehaviour[];
  /** Active consultants (each gets her digest) and the owner and admins (each gets the team's). */
  consultants: DigestRecipient[];
  admins: DigestRecipient[];
  counts: { lastWeek: CoachingCountsReport; weekBefore: CoachingCountsReport; window: CoachingCountsReport };
  /** Each consultant's goals of the week with their progress. */
  goals: Map<string, GoalProgress[]>;
}

export async function readDigestBoutique(sql: Sql, boutiqueId: number): Promise<DigestBoutique | undefined> {
  const [boutique] = await sql<DigestBoutique[]>`
    SELECT id, name, time_zone, coaching_digest_enabled AS digest_enabled FROM boutiques WHERE id = ${boutiqueId}`;
  return boutique;
}

/** The team members who get a digest: active consultants, and the owner and admins. */
async function readRecipients(sql: Sql, boutiqueId: number) {
  const people = await sql<(DigestRecipient & { role: string })[]>`
    SELECT id, name, email, role, coaching_digest_opt_out AS opt_out
    FROM users WHERE boutique_id = ${boutiqueId} AND status = 'active'
    ORDER BY name, id`;
  const strip = ({ role: _role, ...person }: DigestRecipient & { role: string }): DigestRecipient => person;
  return {
    consultants: people.filter((person) => person.role === 'consultant').map(strip),
    admins: people.filter((person) => person.role !== 'consultant').map(strip),
  };
}

/**
 * Each goal's progress over its own days: one read of the boutique's counts per distinct period
 * (goals set together share one), however many consultants have them.
 */
async function readGoalProgress(
  sql: Sql,
  boutique: DigestBoutique,
  goals: { goal: ConsultantGoal; period: DigestPeriod }[],
  today: string,
): Promise<Map<string, GoalProgress[]>> {
  const periods = new Map<string, DigestPeriod>();
  for (const { period } of goals) periods.set(`${period.from}/${period.to}`, period);
  const counts = new Map(
    await Promise.all(
      [...periods].map(async ([key, period]) => {
        const range = resolveReportPeriod({ timeZone: boutique.timeZone, from: period.from, to: period.to });
        return [key, await readCoachingCounts(sql, { boutiqueId: boutique.id, period: range })] as const;
      }),
    ),
  );
  const byConsultant = new Map<string, GoalProgress[]>();
  for (const { goal, period } of goals) {
    const hers =
      counts.get(`${period.from}/${period.to}`)!.byConsultant.get(goal.consultantId) ?? emptyCoachingCounts();
    const list = byConsultant.get(goal.consultantId) ?? [];
    list.push(goalProgress(goal, hers, period, today));
    byConsultant.set(goal.consultantId, list);
  }
  return byConsultant;
}

/** The boutique's week as the digest reads it: its team, behaviours, counts over the three periods and goals. */
export async function readBoutiqueWeek(sql: Sql, boutique: DigestBoutique, week: DigestWeek): Promise<BoutiqueWeek> {
  const countsOver = (period: DigestPeriod) =>
    readCoachingCounts(sql, {
      boutiqueId: boutique.id,
      period: resolveReportPeriod({ timeZone: boutique.timeZone, from: period.from, to: period.to }),
    });
  const { lastWeek, weekBefore, window } = week.periods;
  const [recipients, behaviours, goals, lastWeekCounts, weekBeforeCounts, windowCounts] = await Promise.all([
    readRecipients(sql, boutique.id),
    readScoreCardBehaviours(sql, boutique.id),
    readDigestGoals(sql, boutique.id, lastWeek).then((found) => readGoalProgress(sql, boutique, found, lastWeek.to)),
    countsOver(lastWeek),
    countsOver(weekBefore),
    countsOver(window),
  ]);
  return {
    boutique,
    week,
    behaviours,
    ...recipients,
    counts: { lastWeek: lastWeekCounts, weekBefore: weekBeforeCounts, window: windowCounts },
    goals,
  };
}

/** A consultant's counts in a report, or none when she had nothing in its period. */
export const countsOf = (report: CoachingCountsReport, consultantId: string): CoachingCounts =>
  report.byConsultant.get(consultantId) ?? emptyCoachingCounts();
