import { demoBoutiqueSlug } from '@bridal/shared/accounts/account-types';
import { apiPaths } from '@bridal/shared/api/api-paths';
import type { SurveyBoutique } from '@bridal/shared/survey/survey-responses';
import useSWR, { mutate } from 'swr';
import { fetcher } from '../../../lib/api-client';

/** /survey/demo has its own route, without a boutique parameter: it is the demo boutique's survey. */
export const defaultBoutiqueSlug = demoBoutiqueSlug;

export const surveyBoutiqueKey = apiPaths.surveyBoutique;

/** GET /api/survey-boutiques/{slug}: 200 with the boutique, 404 for an unknown slug. */
export function getSurveyBoutique(slug: string): Promise<SurveyBoutique> {
  return fetcher<SurveyBoutique>(surveyBoutiqueKey(slug));
}

export function useSurveyBoutique(slug: string) {
  return useSWR<SurveyBoutique>(surveyBoutiqueKey(slug), () => getSurveyBoutique(slug), {
    revalidateIfStale: false,
  });
}

/** Looks the boutique up ahead of the survey's first render, into the cache useSurveyBoutique reads. */
export async function prefetchSurveyBoutique(slug: string): Promise<void> {
  const boutique = await getSurveyBoutique(slug);
  await mutate(surveyBoutiqueKey(slug), boutique, { revalidate: false });
}
