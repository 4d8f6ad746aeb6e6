import {
  surveyStartedEvent,
  surveyStartId,
  surveyStartNextAttribute,
  surveyStartStageAttribute,
} from '@bridal/shared/web/survey-start';

/** What she did on the opening's first step before the app took it over. */
export interface TypedOnOpening {
  name: string;
  /** The name's field had the focus, with this selection (her caret). */
  focus: { start: number; end: number } | null;
  /** She pressed Next (or Enter). */
  nextRequested: boolean;
}

/**
 * A survey link's opening (@bridal/shared/web/survey-start): the landing and first step the page
 * came with as HTML, which she may be using when the app starts. The app renders beside it in a
 * hidden #root and shows itself when it takes over.
 */
export interface SurveyStartOpening {
  /** Which view of the opening she is on. */
  stage(): 'landing' | 'first-step';
  /** What she has typed so far; read at the moment of the hand-over. */
  typed(): TypedOnOpening;
  /** Her finger or mouse is down on the opening now (a tap that has not ended yet). */
  pressed(): boolean;
  /** Calls `listener` when she taps Start on the opening; returns the unsubscribe. */
  onStarted(listener: () => void): () => void;
  /** Takes the opening away and shows the app in its place. */
  remove(): void;
}

/** The page's opening, while it has one (a survey link the server filled for her boutique). */
export function findSurveyStart(): SurveyStartOpening | null {
  const element = document.getElementById(surveyStartId);
  if (!element) return null;
  const nameField = () => element.querySelector<HTMLInputElement>('input[name="name"]');
  return {
    stage: () => (element.getAttribute(surveyStartStageAttribute) === 'first-step' ? 'first-step' : 'landing'),
    typed: () => {
      const field = nameField();
      const focused = field !== null && document.activeElement === field;
      return {
        name: field?.value ?? '',
        focus: focused
          ? { start: field.selectionStart ?? field.value.length, end: field.selectionEnd ?? field.value.length }
          : null,
        nextRequested: element.hasAttribute(surveyStartNextAttribute),
      };
    },
    pressed: () => element.matches(':active'),
    onStarted: (listener) => {
      document.addEventListener(surveyStartedEvent, listener);
      return () => document.removeEventListener(surveyStartedEvent, listener);
    },
    remove: () => {
      element.remove();
      document.getElementById('root')?.removeAttribute('hidden');
    },
  };
}
