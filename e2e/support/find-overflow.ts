import type { Page } from './browser';

/**
 * What spills on the page as it stands, in words (empty when the layout holds): the page scrolling
 * sideways, an element whose content is wider than its box, and an element reaching out of the box
 * drawn around it (a list item, a card, a bordered box, a button or field) or out of the screen.
 * Content inside a box that scrolls or clips on purpose (a wide table's scroller, an ellipsis) is
 * that box's business; text kept for screen readers only is not on screen.
 */
export function findOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const viewportWidth = window.innerWidth;
    const pageWidth = document.scrollingElement!.scrollWidth;
    if (pageWidth > viewportWidth) problems.push(`the page scrolls sideways: ${pageWidth} px wide`);

    const boxSelector =
      'li, button, a, input, select, textarea, [role="button"], .chakra-card__root, [data-testid$="card"]';
    const styleOf = (element: Element) => getComputedStyle(element);
    const hasDrawnBox = (element: Element) => {
      const style = styleOf(element);
      return (
        parseFloat(style.borderLeftWidth) > 0 &&
        parseFloat(style.borderRightWidth) > 0 &&
        style.borderLeftStyle !== 'none' &&
        style.borderRightStyle !== 'none'
      );
    };
    const isBox = (element: Element) => element.matches(boxSelector) || hasDrawnBox(element);
    const clips = (style: CSSStyleDeclaration) => style.overflowX !== 'visible';
    const hiddenForScreenReadersOnly = (style: CSSStyleDeclaration) =>
      (style.clip !== 'auto' && style.clip !== '') || (style.clipPath !== 'none' && style.clipPath !== '');
    const describe = (element: Element) => {
      const testId = element.getAttribute('data-testid');
      const label = element.getAttribute('aria-label');
      const text = (element as HTMLElement).innerText?.replace(/\s+/g, ' ').trim().slice(0, 50);
      return `<${element.tagName.toLowerCase()}${testId ? ` data-testid="${testId}"` : ''}${label ? ` aria-label="${label}"` : ''}>${text ? ` "${text}"` : ''}`;
    };

    /** The box an element must stay inside, or undefined when a clipping or scrolling box comes first. */
    const boundOf = (element: Element): Element | 'screen' | undefined => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = styleOf(parent);
        if (clips(style) || hiddenForScreenReadersOnly(style)) return undefined;
        if (isBox(parent)) return parent;
        // A fixed layer (a phone's action bar) is laid out against the screen, not the boxes it
        // sits inside in the markup: what it holds must stay on the screen.
        if (style.position === 'fixed') return 'screen';
      }
      return 'screen';
    };

    const wider: Element[] = [];
    const outside: { element: Element; bound: Element | 'screen'; by: number }[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const style = styleOf(element);
      if (style.display === 'none' || style.visibility === 'hidden' || style.position === 'fixed') continue;
      if (hiddenForScreenReadersOnly(style) || (element.closest('svg') !== null && element.tagName !== 'svg')) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const bound = boundOf(element);
      if (bound === undefined) continue;
      // Wider content is judged inside a drawn box; on the bare page, a row may lean into the margin.
      if (bound !== 'screen' && !clips(style) && style.display !== 'inline' && element.clientWidth > 0) {
        if (element.scrollWidth > element.clientWidth + 1) wider.push(element);
      }
      const limits =
        bound === 'screen' ? { left: 0, right: viewportWidth } : (bound.getBoundingClientRect() as DOMRect);
      const by = Math.max(rect.right - limits.right, limits.left - rect.left);
      if (by > 1) outside.push({ element, bound, by });
    }
    // The innermost box whose content is too wide says where; its ancestors only repeat it.
    for (const element of wider) {
      if (!wider.some((other) => other !== element && element.contains(other))) {
        problems.push(
          `${describe(element)}: content ${element.scrollWidth} px wide in a ${element.clientWidth} px box`,
        );
      }
    }
    // The outermost element out of its box says what; its children only repeat it.
    for (const { element, bound, by } of outside) {
      if (
        !outside.some((other) => other.element !== element && other.element.contains(element) && other.bound === bound)
      ) {
        const where = bound === 'screen' ? 'the screen' : describe(bound);
        problems.push(`${describe(element)}: ${Math.round(by)} px out of ${where}`);
      }
    }
    return problems;
  });
}

/** The page at `width` (its height kept), once its layout has followed. */
export async function resizeTo(page: Page, width: number): Promise<void> {
  const height = page.viewportSize()?.height ?? 900;
  await page.setViewportSize({ width, height });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
