import { type RefObject, useLayoutEffect, useRef } from 'react';
import type { SurveyStartOpening } from '../utils/survey-start-handover';

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
  }, [opening, form, setName]);
}
