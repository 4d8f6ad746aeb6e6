import { lazy, Suspense } from 'react';
import { PageLoader } from '../../../components/layout/page-loader';
import type { InspirationPhotos } from '../hooks/use-inspiration-photos';
import { NameStep } from './steps/name-step';

/**
 * Steps 2 to 11 (the choice cards, the photos, the dates) in a chunk of their own: the first
 * step, her name, opens without them on a slow phone, and they load while she types it.
 */
export const loadLaterSteps = () => import('./later-survey-steps');
const LaterSurveyStep = lazy(() => loadLaterSteps().then((module) => ({ default: module.LaterSurveyStep })));

/** The questions of one step (1 to 11). */
export function SurveyStepContent({ step, photos }: { step: number; photos: InspirationPhotos }) {
  if (step <= 1) return <NameStep />;
  return (
    <Suspense fallback={<PageLoader />}>
      <LaterSurveyStep step={step} photos={photos} />
    </Suspense>
  );
}
