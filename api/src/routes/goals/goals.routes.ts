import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import {
  createGoalHandler,
  deleteGoalHandler,
  goalSuggestionsHandler,
  goalsProgressHandler,
  listGoalsHandler,
  ownGoalsHandler,
  setTeamBoardHandler,
  teamBoardHandler,
  updateGoalHandler,
} from './goals.handlers';

/** Mounted at /api/goals: measurable goals per team member, their progress, and the optional team board. */
export const goalsRoutes = new Hono<AppEnv>()
  .get('/mine', ownGoalsHandler)
  .get('/progress', goalsProgressHandler)
  .get('/team-board', teamBoardHandler)
  .put('/team-board', setTeamBoardHandler)
  .get('/consultants/:id', listGoalsHandler)
  .post('/consultants/:id', createGoalHandler)
  .get('/consultants/:id/suggestions', goalSuggestionsHandler)
  .put('/:goalId', updateGoalHandler)
  .delete('/:goalId', deleteGoalHandler);
