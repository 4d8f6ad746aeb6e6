import { chakra } from '@chakra-ui/react';
import { surveyStepCount } from '@bridal/shared/survey/survey-options';
import { Formik, type FormikErrors, useFormikContext } from 'formik';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { surveyPhotoMessages } from '@bridal/shared/survey/survey-photos';
import { describeTrouble } from '../photos/describe-upload';
import { overallProgress } from '../photos/photo-uploader';
import { type SendProgress, SurveySendProblem } from './survey-send-problem';
import { loadSubmit, useFinalSend } from '../hooks/use-final-send';
import { type InspirationPhotos, useInspirationPhotos } from '../hooks/use-inspiration-photos';
import { useKeepDraftUpToDate, useSurveyDraft } from '../hooks/use-survey-draft';
import { useSurveyStartHandover } from '../hooks/use-survey-start-handover';
import type { SurveyStartOpening } from '../utils/survey-start-handover';
import type { DraftKeeper } from '../utils/survey-draft-keeper';
import { initialSurveyValues, type SurveyField, type SurveyFormValues } from '../utils/survey-form-values';
import { firstStepWithError, photosStepNumber, surveySteps } from '../utils/survey-steps';
import { whenIdle } from '../../../lib/when-idle';
import { SurveyDraftNotice } from './survey-draft-notice';
import { SurveyNavBar } from './survey-nav-bar';
import { loadLaterSteps, SurveyStepContent } from './survey-step-content';
import { SurveyStepLayout } from './survey-step-layout';

export interface SurveySubmitted {
  brideId: string;
  name: string;
  /** Her link to book an appointment (empty when the server gave none). */
  bookingToken?: string;
}

interface SurveyWizardProps {
  /** The boutique slug from the link. */
  boutiqueSlug: string;
  onSubmitted: (result: SurveySubmitted) => void;
  /** The page's opening, which she may be using: the wizard takes it over as it shows. */
  opening?: SurveyStartOpening;
}

// The answers' schema (yup) and the sending load while she types her name: the first step opens
// without them, and nothing needs them before she presses Next.
const loadValidation = () => import('../utils/validate-survey');

const invalidControl = '[data-invalid] :is(input, textarea, select)';

/** What went wrong with sending, said so she knows what to do; null while nothing did. */
interface SendProblem {
  message: string;
  /** Photos the server refused (by name): she removes them on step 5. */
  refusedPhotos: string[];
}

function describeSubmitError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status === 413) return 'Your photos are too large to send. Please remove one or two and try again.';
    if (error.status === 429) return 'Too many surveys were sent from here. Please wait a few minutes and try again.';
    return 'Please check your answers and try again.';
  }
  return 'We could not reach the server. Your answers and photos are saved on this device. Check your connection and press "Try again".';
}

/**
 * The 11-step survey. Answers and photos live here until the server has them, and in a draft on
 * her device meanwhile, so leaving for the Pinterest app or a reload loses nothing.
 */
export function SurveyWizard({ boutiqueSlug, onSubmitted, opening }: SurveyWizardProps) {
  const photos = useInspirationPhotos(boutiqueSlug);
  const { saved, keeper } = useSurveyDraft(boutiqueSlug);
  const { sendFinal, retryNote } = useFinalSend(boutiqueSlug, keeper);
  const [phase, setPhase] = useState<SendProgress['phase'] | null>(null);
  const [problem, setProblem] = useState<SendProblem | null>(null);
  const [typedName] = useState(() => opening?.typed().name ?? '');
  useEffect(
    () =>
      whenIdle(() => {
        void loadValidation();
        void loadLaterSteps();
        void loadSubmit();
      }),
    [],
  );

  /** Waits for her photos (each sent on its own, retried by itself); a problem if any could not be sent. */
  async function photosSent(): Promise<SendProblem | null> {
    setPhase('photos');
    await photos.uploader.whenSettled();
    const failed = photos.uploader.snapshot().filter((upload) => upload.status === 'failed');
    if (failed.length === 0) return null;
    const refused = failed.filter((upload) => upload.refused);
    if (refused.length > 0) {
      return {
        message: `${refused.map((upload) => upload.error).join(' ')} Remove it on the photos step, then send again.`,
        refusedPhotos: refused.map((upload) => upload.fileName),
      };
    }
    return { message: surveyPhotoMessages.failed, refusedPhotos: [] };
  }

  async function sendAnswers(values: SurveyFormValues) {
    setPhase('answers');
    return sendFinal(values, photos.uploader.photoIds(photos.photos.map((photo) => photo.id)));
  }

  async function send(values: SurveyFormValues) {
    setProblem(null);
    try {
      let waiting = await photosSent();
      if (waiting) return setProblem(waiting);
      let result;
      try {
        result = await sendAnswers(values);
      } catch (error) {
        // The server no longer holds a photo (it expired while she was away): each goes again.
        if (!(error instanceof ApiError && error.serverMessage === surveyPhotoMessages.stagedPhotoMissing)) throw error;
        photos.uploader.forgetSent();
        waiting = await photosSent();
        if (waiting) return setProblem(waiting);
        result = await sendAnswers(values);
      }
      void keeper.discard();
      onSubmitted({
        brideId: result.brideId,
        name: values.name.trim(),
        bookingToken: result.bookingToken ?? undefined,
      });
    } catch (error) {
      const message = describeSubmitError(error);
      setProblem({ message, refusedPhotos: [] });
      notify('error', 'We could not send your survey', message, 8000);
    } finally {
      setPhase(null);
    }
  }

  return (
    <Formik<SurveyFormValues>
      initialValues={{ ...initialSurveyValues, ...saved?.answers, ...(typedName ? { name: typedName } : {}) }}
      validate={(values) => loadValidation().then(({ validateSurvey }) => validateSurvey(values))}
      onSubmit={send}
    >
      <WizardForm
        photos={photos}
        phase={phase}
        retryNote={retryNote}
        problem={problem}
        draft={keeper}
        savedStep={saved?.step ?? null}
        opening={opening}
      />
    </Formik>
  );
}

interface WizardFormProps {
  photos: InspirationPhotos;
  /** What is being sent, while the survey is. */
  phase: SendProgress['phase'] | null;
  /** Her answers' send is waiting to try again. */
  retryNote: string | null;
  problem: SendProblem | null;
  draft: DraftKeeper;
  /** The step of the draft the survey opened from, or null for a new survey. */
  savedStep: number | null;
  opening?: SurveyStartOpening;
}

function WizardForm({ photos, phase, retryNote, problem, draft, savedStep, opening }: WizardFormProps) {
  const formik = useFormikContext<SurveyFormValues>();
  const [step, setStep] = useState(savedStep ?? 1);
  const [welcomeBack, setWelcomeBack] = useState(savedStep !== null);
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const focusErrorNext = useRef(false);
  const current = surveySteps[step - 1] ?? surveySteps[0]!;

  const { setFieldValue } = formik;
  const setName = useCallback((name: string) => void setFieldValue('name', name, false), [setFieldValue]);
  useSurveyStartHandover(opening, form, setName);

  useKeepDraftUpToDate(draft, {
    step,
    values: formik.values,
    files: photos.files,
    restored: savedStep !== null,
    onPhotosRead: photos.add,
  });

  // Each step move scrolls to the top and puts focus on the new question (or its first error).
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    window.scrollTo(0, 0);
    if (focusErrorNext.current) return;
    heading.current?.focus({ preventScroll: true });
  }, [step]);

  useEffect(() => {
    if (!focusErrorNext.current) return;
    const control = form.current?.querySelector<HTMLElement>(invalidControl);
    if (!control) return;
    focusErrorNext.current = false;
    control.focus();
  });

  function goTo(next: number) {
    if (next === step) return;
    moved.current = true;
    setWelcomeBack(false);
    setStep(next);
  }

  /** Forgets the draft on this device: a new, empty survey from step 1. */
  function startOver() {
    focusErrorNext.current = false;
    photos.clear();
    formik.resetForm({ values: initialSurveyValues });
    void draft.clear();
    setWelcomeBack(false);
    if (step === 1) heading.current?.focus({ preventScroll: true });
    else goTo(1);
  }

  function showErrors(errors: FormikErrors<SurveyFormValues>, fields: readonly SurveyField[]) {
    for (const field of fields) if (errors[field]) void formik.setFieldTouched(field, true, false);
    focusErrorNext.current = true;
  }

  async function next() {
    focusErrorNext.current = false;
    const errors = await formik.validateForm();
    const failing = current.fields.filter((field) => errors[field]);
    if (failing.length > 0) {
      showErrors(errors, failing);
      return;
    }
    goTo(Math.min(surveyStepCount, step + 1));
  }

  async function finish() {
    if (formik.isSubmitting) return;
    focusErrorNext.current = false;
    const errors = await formik.validateForm();
    const firstBad = firstStepWithError(errors);
    if (firstBad !== null) {
      showErrors(
        errors,
        surveySteps.flatMap((candidate) => candidate.fields),
      );
      goTo(firstBad);
      return;
    }
    await formik.submitForm();
  }

  const overall = overallProgress(photos.uploads);
  const trouble = photos.uploads.find((upload) => ['offline', 'retrying'].includes(upload.status));
  const progress: SendProgress | null =
    phase === null
      ? null
      : {
          phase,
          percent: phase === 'photos' ? overall.percent : 100,
          sent: overall.sent,
          total: overall.total,
          note: trouble ? describeTrouble(trouble) : retryNote,
        };

  return (
    <chakra.form
      ref={form}
      noValidate
      display="flex"
      flexDirection="column"
      flex="1"
      onSubmit={(event) => {
        event.preventDefault();
        void (step < surveyStepCount ? next() : finish());
      }}
    >
      <SurveyStepLayout
        step={step}
        headingRef={heading}
        notice={welcomeBack && <SurveyDraftNotice onStartOver={startOver} />}
      >
        <SurveyStepContent step={step} photos={photos} />
      </SurveyStepLayout>
      <SurveyNavBar
        step={step}
        total={surveyStepCount}
        onBack={() => {
          focusErrorNext.current = false;
          goTo(Math.max(1, step - 1));
        }}
        submitting={formik.isSubmitting}
        progress={progress}
        problem={
          problem && !formik.isSubmitting ? (
            <SurveySendProblem
              message={problem.message}
              onRetry={() => {
                photos.uploader.retryFailed();
                void finish();
              }}
              onReviewPhotos={problem.refusedPhotos.length > 0 ? () => goTo(photosStepNumber) : undefined}
            />
          ) : null
        }
      />
    </chakra.form>
  );
}
