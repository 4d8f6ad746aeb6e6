import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { useParams } from 'react-router-dom';
import { PageLoader } from '../../../components/layout/page-loader';
import { ApiError } from '../../../lib/api-client';
import { paths } from '@bridal/shared/web/page-paths';
import { surveyPageTitle } from '@bridal/shared/web/survey-start';
import { defaultBoutiqueSlug, useSurveyBoutique } from '../../../features/survey/api/get-survey-boutique';
import { BoutiqueNotFound } from '../../../features/survey/components/boutique-not-found';
import { PublicFrame } from '../../../components/layout/public-frame';
import { SurveyLanding } from '../../../features/survey/components/survey-landing';
import { SurveyResults } from '../../../features/survey/components/survey-results';
import type { SurveySubmitted } from '../../../features/survey/components/survey-wizard';
import { useDropStaleDraft } from '../../../features/survey/hooks/use-drop-stale-draft';
import { surveyDraftStore } from '../../../features/survey/utils/survey-draft-store';
import { whenIdle } from '../../../lib/when-idle';
import { loadSurveyWizard } from '../../../features/survey/components/load-survey-wizard';
import { findSurveyStart } from '../../../features/survey/utils/survey-start-handover';

// The landing view is all a bride's first visit needs to show: the first step's code loads while
// it renders (load-survey-wizard.ts), the other steps once she is on the first, the analysis view
// while she answers.
const loadAnalysis = () => import('../../../features/survey/components/analysis-progress');
const SurveyWizard = lazy(() => loadSurveyWizard().then((module) => ({ default: module.SurveyWizard })));
const AnalysisProgress = lazy(() => loadAnalysis().then((module) => ({ default: module.AnalysisProgress })));

const noSubscription = () => () => undefined;

type SurveyView =
  | { name: 'landing' }
  | { name: 'survey' }
  | { name: 'loading'; brideId: string; brideName: string; bookingToken?: string }
  | { name: 'results'; brideName: string; bookingToken?: string };

export interface SurveyPageProps {
  /** Shown above every view of the survey (the demo survey puts its banner here). */
  banner?: ReactNode;
  /** Called instead of showing the results once the analysis animation ends (the demo moves on). */
  onAnalysisFinished?: (bride: SurveySubmitted) => void;
}

/** /survey and /survey/{boutiqueName}: landing, then the 11 steps, then the analysis, then thanks. */
export default function SurveyPage({ banner, onAnalysisFinished }: SurveyPageProps) {
  const { boutiqueName: slugFromPath } = useParams();
  const slug = slugFromPath ?? defaultBoutiqueSlug;
  const { data: boutique, error, isLoading } = useSurveyBoutique(slug);
  // The landing and first step the page came with, which she may be using already.
  const [opening] = useState(findSurveyStart);
  // A bride back from the Pinterest app, or after a reload, goes on where she left off.
  const [chosenView, setView] = useState<SurveyView>(() =>
    surveyDraftStore.has(slug) ? { name: 'survey' } : { name: 'landing' },
  );
  // Start tapped on the opening starts the survey here too.
  const openingStage = useSyncExternalStore(opening?.onStarted ?? noSubscription, () => opening?.stage() ?? 'landing');
  const view = useMemo<SurveyView>(
    () => (chosenView.name === 'landing' && openingStage === 'first-step' ? { name: 'survey' } : chosenView),
    [chosenView, openingStage],
  );
  const boutiqueGone = error instanceof ApiError && error.status === 404;
  const droppedDraft = useDropStaleDraft(slug, boutiqueGone);

  const start = useCallback(() => {
    setView({ name: 'survey' });
    window.scrollTo(0, 0);
  }, []);
  const submitted = useCallback(({ brideId, name, bookingToken }: SurveySubmitted) => {
    setView({ name: 'loading', brideId, brideName: name, bookingToken });
    window.scrollTo(0, 0);
  }, []);
  const finishAnalysis = useCallback(() => {
    if (onAnalysisFinished && view.name === 'loading') {
      onAnalysisFinished({ brideId: view.brideId, name: view.brideName, bookingToken: view.bookingToken });
      return;
    }
    setView((current) =>
      current.name === 'loading'
        ? { name: 'results', brideName: current.brideName, bookingToken: current.bookingToken }
        : current,
    );
  }, [onAnalysisFinished, view]);

  // On the opening she is a tap away from the first step, whose code takes it over: it comes now.
  useEffect(() => {
    if (opening) void loadSurveyWizard();
  }, [opening]);
  // The link names no boutique after all: the app says so, in the opening's place.
  useLayoutEffect(() => {
    if (opening && boutiqueGone) opening.remove();
  }, [opening, boutiqueGone]);

  // Once the first step is up and the line is quiet: not while its own code is on the way.
  useEffect(() => (view.name === 'survey' ? whenIdle(() => void loadAnalysis()) : undefined), [view.name]);
  const showsLanding = view.name === 'landing' && !isLoading;
  useEffect(() => (showsLanding ? whenIdle(() => void loadSurveyWizard()) : undefined), [showsLanding]);

  const title = surveyPageTitle(boutique?.name ?? 'Bridal Coach');

  // The opening shows her this landing already: the app waits beside it, hidden, until she starts.
  if (opening && view.name === 'landing' && !boutiqueGone) return null;

  if (isLoading) {
    return (
      <PublicFrame banner={banner}>
        <title>{title}</title>
        <PageLoader label="Loading your survey..." />
      </PublicFrame>
    );
  }

  if (boutiqueGone) {
    return (
      <PublicFrame>
        <title>Boutique not found - Bridal Coach</title>
        <BoutiqueNotFound droppedDraft={droppedDraft} />
      </PublicFrame>
    );
  }

  // Any other lookup failure still lets the bride take the survey; only the greeting is generic.
  return (
    <PublicFrame boutiqueName={boutique?.name} banner={banner}>
      <title>{title}</title>
      {view.name === 'landing' && (
        <SurveyLanding boutiqueName={boutique?.name} onStart={start} onIntentToStart={() => void loadSurveyWizard()} />
      )}
      <Suspense fallback={<PageLoader label="Loading your survey..." />}>
        {view.name === 'survey' && (
          <SurveyWizard boutiqueSlug={slug} onSubmitted={submitted} opening={opening ?? undefined} />
        )}
        {view.name === 'loading' && <AnalysisProgress brideId={view.brideId} onFinished={finishAnalysis} />}
      </Suspense>
      {view.name === 'results' && (
        <SurveyResults
          name={view.brideName}
          boutiqueName={boutique?.name}
          bookingHref={view.bookingToken ? paths.booking(view.bookingToken) : undefined}
        />
      )}
    </PublicFrame>
  );
}
