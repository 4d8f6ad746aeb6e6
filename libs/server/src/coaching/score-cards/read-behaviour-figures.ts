import {
  type BehaviourFigures,
  type BehaviourFiguresGroup,
  behaviourFiguresOf,
} from '@bridal/shared/coaching/behaviour-figures';
import type { CoachingCounts } from '@bridal/shared/coaching/measures';
import { emptyCoachingCounts } from '@bridal/shared/coaching/measures';
import { minimumCount } from '@bridal/shared/coaching/statistics';
import type { Sql } from '../../db/create-sql';
import { AppError } from '../../errors/app-error';
import { reportNotFoundMessage } from '../../reports/read-closing-report';
import { resolveReportPeriod } from '../../reports/report-period';
import { readCoachingCounts } from '../read-coaching-counts';
import { readScoreCardBehaviours } from '../score-card-behaviours';

export interface ReadBehaviourFiguresOptions {
  sql: Sql;
  boutiqueId: number;
  /** Boutique-local days, both included; both absent: the last four weeks up to today. */
  from?: string;
  to?: string;
  /** A consultant's own view: her figures and the team's, no colleague's. */
  consultantId?: string;
}

interface Member {
  id: string;
  name: string;
  role: string;
}

export const teamName = 'The team';

/**
 * What the score cards of a period say, for the team and each consultant (who ran the
 * appointments): each of the boutique's behaviours, how often it happened and the closing ratio
 * with and without it. Counted by readCoachingCounts, like every coaching figure.
 */
export async function readBehaviourFigures(options: ReadBehaviourFiguresOptions): Promise<BehaviourFigures> {
  const { sql, boutiqueId, consultantId } = options;
  const [boutique] = await sql<{ timeZone: string }[]>`SELECT time_zone FROM boutiques WHERE id = ${boutiqueId}`;
  if (!boutique) throw new AppError('NOT_FOUND', reportNotFoundMessage);
  const period = resolveReportPeriod({ timeZone: boutique.timeZone, from: options.from, to: options.to });
  const [counts, behaviours, team] = await Promise.all([
    readCoachingCounts(sql, { boutiqueId, period }),
    readScoreCardBehaviours(sql, boutiqueId),
    sql<Member[]>`SELECT id, name, role FROM users WHERE boutique_id = ${boutiqueId} ORDER BY lower(name), id`,
  ]);
  const groupOf = (id: string | null, name: string, of: CoachingCounts): BehaviourFiguresGroup => ({
    consultantId: id,
    name,
    completed: of.completed,
    scoreCards: of.scoreCards,
    behaviours: behaviourFiguresOf(of, behaviours),
  });
  // Everyone who consults shows, even in a quiet period; an admin only when she ran appointments.
  const byConsultant = team
    .filter((member) =>
      consultantId === undefined
        ? member.role === 'consultant' || counts.byConsultant.has(member.id)
        : member.id === consultantId,
    )
    .map((member) => groupOf(member.id, member.name, counts.byConsultant.get(member.id) ?? emptyCoachingCounts()));
  return {
    timeZone: boutique.timeZone,
    period: { from: period.firstDay, to: period.lastDay },
    scope: consultantId === undefined ? 'boutique' : 'own',
    team: groupOf(null, teamName, counts.team),
    byConsultant,
    minimumCount,
  };
}
