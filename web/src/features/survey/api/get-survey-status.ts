import { apiPaths } from '@bridal/shared/api/api-paths';
import type { SurveyStatus } from '@bridal/shared/survey/survey-responses';
import useSWR from 'swr';
import { fetcher } from '../../../lib/api-client';

export const surveyStatusKey = apiPaths.surveyStatus;

/** How many of the server's analysis steps are done (an unexpected shape counts as none). */
export function countDoneSteps(status: SurveyStatus | undefined): number {
  if (!status?.steps || typeof status.steps !== 'object') return 0;
  return Object.values(status.steps).filter((step) => step === 'done').length;
}

/** GET /api/surveys/{brideId}/status every `intervalMs` until the analysis is ready, or while `paused` is false. */
export function useSurveyStatus(brideId: string, { intervalMs, paused }: { intervalMs: number; paused: boolean }) {
  return useSWR<SurveyStatus>(paused ? null : surveyStatusKey(brideId), fetcher, {
    refreshInterval: (latest) => (latest?.status === 'ready' ? 0 : intervalMs),
    dedupingInterval: 0,
  });
}
