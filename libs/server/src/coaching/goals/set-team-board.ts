import type { Queryable } from '../../db/queryable';

export interface SetTeamBoardOptions {
  sql: Queryable;
  boutiqueId: number;
  enabled: boolean;
}

/** The team board turned on or off for the whole boutique (admins). */
export async function setTeamBoard({ sql, boutiqueId, enabled }: SetTeamBoardOptions): Promise<{ enabled: boolean }> {
  const [row] = await sql<{ teamBoardEnabled: boolean }[]>`
    UPDATE boutiques SET team_board_enabled = ${enabled} WHERE id = ${boutiqueId} RETURNING team_board_enabled`;
  return { enabled: row?.teamBoardEnabled ?? enabled };
}
