import { AppError } from '../../errors/app-error';
import type { Queryable } from '../../db/queryable';
import { localDateOf } from '../../appointments/staff/read-staff-day';

export interface GoalBoutique {
  timeZone: string;
  /** The boutique's today (YYYY-MM-DD): a goal starts on it, and none may be due before it. */
  today: string;
  teamBoardEnabled: boolean;
}

const boutiqueNotFound = 'Boutique not found';

/** What goals need of their boutique: its zone, its today, and whether its team board is on. */
export async function readGoalBoutique(sql: Queryable, boutiqueId: number, now = new Date()): Promise<GoalBoutique> {
  const [row] = await sql<{ timeZone: string; teamBoardEnabled: boolean }[]>`
    SELECT time_zone, team_board_enabled FROM boutiques WHERE id = ${boutiqueId}`;
  if (!row) throw new AppError('NOT_FOUND', boutiqueNotFound);
  return { timeZone: row.timeZone, today: localDateOf(now, row.timeZone), teamBoardEnabled: row.teamBoardEnabled };
}
