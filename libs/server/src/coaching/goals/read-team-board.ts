import { goalMessages } from '@bridal/shared/coaching/goal-request';
import type { TeamBoardResponse, TeamBoardRow } from '@bridal/shared/coaching/goal-standing';
import type { Sql } from '../../db/create-sql';
import { readScoreCardBehaviours } from '../score-card-behaviours';
import { countsByPeriod } from './coaching-counts-by-period';
import { currentGoalsSince, spanOf } from './goal-periods';
import { readGoalBoutique } from './read-goal-boutique';
import { readGoalStandings } from './read-goal-standings';
import { readGoals } from './read-goals';
import { readTeamMembers } from './team-members';

export interface ReadTeamBoardOptions {
  sql: Sql;
  boutiqueId: number;
  now?: Date;
}

const mean = (values: number[]) =>
  values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * The optional team board: each person ranked by how far she has come toward her own goals from
 * her own starting point (the mean over her goals), never by a raw figure; people whose goals
 * cannot be compared yet, and people without goals, listed apart. Off: says so, and reads nothing.
 */
export async function readTeamBoard({ sql, boutiqueId, now }: ReadTeamBoardOptions): Promise<TeamBoardResponse> {
  const boutique = await readGoalBoutique(sql, boutiqueId, now);
  if (!boutique.teamBoardEnabled) return { enabled: false, message: goalMessages.boardOff };
  const { today, timeZone } = boutique;
  const [members, behaviours, goals] = await Promise.all([
    readTeamMembers(sql, boutiqueId),
    readScoreCardBehaviours(sql, boutiqueId),
    readGoals(sql, { boutiqueId, dueSince: currentGoalsSince(today) }),
  ]);
  const counts = countsByPeriod(sql, boutiqueId, timeZone);
  const standings = await readGoalStandings({ goals, today, counts, behaviours });

  const rows: TeamBoardRow[] = members.flatMap((member) => {
    const own = standings.filter((standing) => standing.goal.consultantId === member.id);
    if (own.length === 0) return [];
    const improvements = own.map((standing) => standing.improvement).filter((value) => value !== null);
    return [{ consultantId: member.id, name: member.name, goals: own, improvement: mean(improvements) }];
  });
  const withGoals = new Set(rows.map((row) => row.consultantId));
  const span = spanOf(standings.map((standing) => standing.period));
  const team = span ? (await counts(span)).team : null;
  return {
    enabled: true,
    today,
    ranked: rows
      .filter((row) => row.improvement !== null)
      .sort((a, b) => b.improvement! - a.improvement! || a.name.localeCompare(b.name)),
    notYetMeasured: rows.filter((row) => row.improvement === null),
    withoutGoals: members
      .filter((member) => member.role === 'consultant' && member.status === 'active' && !withGoals.has(member.id))
      .map((member) => ({ consultantId: member.id, name: member.name })),
    team:
      span && team
        ? {
            period: span,
            completed: team.completed,
            sales: team.sales,
            bridesSeen: team.bridesSeen,
            bridesBought: team.bridesBought,
          }
        : null,
  };
}
