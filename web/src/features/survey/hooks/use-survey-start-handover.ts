import { type RefObject, useLayoutEffect, useRef } from 'react';
import type { SurveyStartOpening } from '../utils/survey-start-handover';

/** How often, and how long at most, the hand-over waits for a tap on the opening to end. */
const pressCheckMs = 40;
const longestPressWaitMs = 2000;

/**
 * The wizard takes a survey link's opening over as it first shows, before the screen repaints:
 * the opening goes, what she typed since the wizard read it becomes her answer, her caret stays
 * where it was, and a Next she pressed while the app was on its way is pressed for her.
 */
export function useSurveyStartHandover(
  opening: SurveyStartOpening | undefined,
  form: RefObject<HTMLFormElement | null>,
  setName: (name: string) => void,
): void {
  const taken = useRef(false);
  useLayoutEffect(() => {
    if (!opening || taken.current) return;
    let waited = 0;
    let wait: ReturnType<typeof setTimeout> | undefined;
    const takeOver = () => {
      // A tap under way on the opening ends there first: taking its Next away between press and
      // release would lose the tap (the release lands on another element, so no click at all).
      if (opening.pressed() && waited < longestPressWaitMs) {
        waited += pressCheckMs;
        wait = setTimeout(takeOver, pressCheckMs);
        return;
      }
      taken.current = true;
      const typed = opening.typed();
      opening.remove();
      if (typed.name !== '') setName(typed.name);
      const field = form.current?.querySelector<HTMLInputElement>('input[name="name"]');
      if (typed.focus && field) {
        field.focus({ preventScroll: true });
        field.setSelectionRange(typed.focus.start, typed.focus.end);
      }
      // After the name's update has rendered, as if she pressed it now.
      if (typed.nextRequested) setTimeout(() => form.current?.requestSubmit());
    };
    takeOver();
    return () => clearTimeout(wait);
  }, [opening, form, setName]);
}
