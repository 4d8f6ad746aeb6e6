import { useEffect, useRef, useState } from 'react';
import { countDoneSteps, useSurveyStatus } from '../api/get-survey-status';

declare global {
  interface Window {
    /**
     * Test hook: multiplies every duration in `analysisTiming` (0.01 turns 8 s into 80 ms) so
     * end-to-end tests need not wait a minute. Unset or invalid means 1 (the product's pace).
     */
    __SURVEY_PACE_MS__?: number;
  }
}

/** The analysis animation's pace in milliseconds: a step every 8 to 12 s at random, the results 2 s after the last. */
export const analysisTiming = {
  /** While the analysis runs, each step stays current for a random 8 to 12 s at least. */
  minStepMs: 8_000,
  maxStepMs: 12_000,
  /** Once the bride's analysis is ready, the remaining steps finish quickly. */
  readyStepMs: 600,
  /** After the last step, the results show this much later. */
  finishMs: 2_000,
  /** Past this, the results show anyway; the analysis carries on for the consultant. */
  maxWaitMs: 90_000,
  pollMs: 1_500,
  minPollMs: 250,
} as const;

export const analysisStepLabels = [
  'Reading your quiz answers',
  'Exploring your Pinterest board',
  'Studying your inspiration photos',
  'Building your style profile',
  'Finding your dress',
] as const;

export type AnalysisStepState = 'pending' | 'current' | 'completed';

function paceMultiplier(): number {
  const pace = typeof window === 'undefined' ? undefined : window.__SURVEY_PACE_MS__;
  return typeof pace === 'number' && Number.isFinite(pace) && pace > 0 ? pace : 1;
}

const randomStepMs = () =>
  analysisTiming.minStepMs + Math.random() * (analysisTiming.maxStepMs - analysisTiming.minStepMs);

/**
 * Drives the five-step animation from the bride's real analysis status. While the analysis runs,
 * a step completes once its paced time has passed, never more than one step ahead of the
 * server, and the last step waits for the server. When the server says ready (or after the
 * bounded wait) the remaining steps finish quickly, then `finished` turns true.
 */
export function useAnalysisProgress(brideId: string) {
  const [pace] = useState(paceMultiplier);
  const total = analysisStepLabels.length;
  const [completed, setCompleted] = useState(0);
  const [timedOut, setTimedOut] = useState(false);
  const [finished, setFinished] = useState(false);
  const stepStartedAt = useRef(0);
  const stepDurationMs = useRef(0);

  const { data, error } = useSurveyStatus(brideId, {
    intervalMs: Math.max(analysisTiming.minPollMs, analysisTiming.pollMs * pace),
    paused: finished || timedOut,
  });
  const ready = data?.status === 'ready' || timedOut;
  // Without a usable status (not yet fetched, or failing), pacing alone moves the steps.
  const followingServer = Boolean(data) && !error;
  const allowed = ready ? total : Math.min(total - 1, followingServer ? 1 + countDoneSteps(data) : total - 1);

  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), analysisTiming.maxWaitMs * pace);
    return () => clearTimeout(timer);
  }, [pace]);

  // A new step becomes current: start its clock.
  useEffect(() => {
    stepStartedAt.current = Date.now();
    stepDurationMs.current = randomStepMs() * pace;
  }, [completed, pace]);

  useEffect(() => {
    if (completed >= total) {
      const timer = setTimeout(() => setFinished(true), analysisTiming.finishMs * pace);
      return () => clearTimeout(timer);
    }
    if (!ready && completed >= allowed) return undefined;
    const delay = ready
      ? analysisTiming.readyStepMs * pace
      : Math.max(0, stepStartedAt.current + stepDurationMs.current - Date.now());
    const timer = setTimeout(() => setCompleted((count) => Math.min(total, count + 1)), delay);
    return () => clearTimeout(timer);
  }, [completed, allowed, ready, pace, total]);

  const steps = analysisStepLabels.map((label, index) => ({
    label,
    state: (index < completed ? 'completed' : index === completed ? 'current' : 'pending') as AnalysisStepState,
  }));

  return { steps, completed, total, finished };
}
