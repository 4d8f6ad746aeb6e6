/**
 * Brings a control that has just appeared into the part of a phone's screen she can see: above
 * the survey's bottom bar (survey-nav-bar.tsx) and above the on-screen keyboard, which covers
 * the bottom of the layout viewport and shrinks the visual one (window.visualViewport).
 */

/** The attribute that marks the survey's bottom bar. */
export const navBarAttribute = 'data-survey-nav-bar';

/** Room left between the control and whatever covers the screen's edge. */
const gapPx = 16;

export interface VisibleBand {
  /** The first visible row, in the layout viewport's coordinates (getBoundingClientRect). */
  top: number;
  /** The first row hidden below: the keyboard's or the bar's top, whichever is higher. */
  bottom: number;
}

/** How far to scroll (positive: down) so that a box from `top` to `bottom` sits inside `band`. */
export function scrollToShow(box: { top: number; bottom: number }, band: VisibleBand): number {
  const below = box.bottom + gapPx - band.bottom;
  const above = band.top + gapPx - box.top;
  if (below > 0) {
    // A box taller than the band shows its top (where she types), not its bottom.
    return Math.min(below, -above);
  }
  return above > 0 ? -above : 0;
}

/** What she sees now: the visual viewport, less the bottom bar when it is on screen. */
export function visibleBand(): VisibleBand {
  const viewport = window.visualViewport;
  const top = viewport ? viewport.offsetTop : 0;
  let bottom = viewport ? viewport.offsetTop + viewport.height : window.innerHeight;
  const bar = document.querySelector(`[${navBarAttribute}]`);
  if (bar) bottom = Math.min(bottom, bar.getBoundingClientRect().top);
  return { top, bottom };
}

function scrollIntoBand(control: HTMLElement): void {
  const by = scrollToShow(control.getBoundingClientRect(), visibleBand());
  if (by !== 0) window.scrollBy({ top: by, behavior: 'instant' });
}

/**
 * Scrolls `control` into view above the bar and the keyboard and, with `focus`, puts her cursor
 * in it; while it keeps the focus, the keyboard opening (or the screen turning) scrolls it back
 * into view. Returns a function that stops watching.
 */
export function revealControl(control: HTMLElement, { focus }: { focus: boolean }): () => void {
  if (focus) control.focus({ preventScroll: true });
  scrollIntoBand(control);
  const viewport = window.visualViewport;
  if (!focus || !viewport) return () => undefined;
  const keepInView = () => {
    if (document.activeElement === control) scrollIntoBand(control);
  };
  const stop = () => {
    viewport.removeEventListener('resize', keepInView);
    control.removeEventListener('blur', stop);
  };
  viewport.addEventListener('resize', keepInView);
  control.addEventListener('blur', stop);
  return stop;
}
