import { apiPaths } from '@bridal/shared/api/api-paths';
import type { TeamBoardResponse } from '@bridal/shared/coaching/goal-standing';
import useSWR, { mutate } from 'swr';
import { apiRequest, fetcher } from '../../../lib/api-client';

/** GET /api/goals/team-board: the board, or that it is off. */
export function useTeamBoard() {
  return useSWR<TeamBoardResponse>(apiPaths.goals.teamBoard, fetcher);
}

/** PUT /api/goals/team-board (admins): on or off for the whole team; the board is read again. */
export async function setTeamBoard(enabled: boolean): Promise<{ enabled: boolean }> {
  const saved = await apiRequest<{ enabled: boolean }>(apiPaths.goals.teamBoard, { method: 'PUT', body: { enabled } });
  await mutate(apiPaths.goals.teamBoard);
  return saved;
}
