/** axe on a Playwright page, as the end-to-end tests and the web audit judge accessibility. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Lets entry animations (dialogs, toasts) end, so that axe judges the colours the user sees once
 * the page settles, not halfway through a fade-in (axe reads the opacity of that moment).
 * Spinners never end, so they are not waited for.
 */
export async function waitForAnimations(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

export interface AxeViolation {
  id: string;
  impact: 'serious' | 'critical';
  help: string;
  targets: string[];
}

/** The violations a person would be hurt by (serious and critical); the lesser ones only counted, by node. */
export async function axeViolations(page: Page): Promise<{ violations: AxeViolation[]; lesser: number }> {
  const results = await new AxeBuilder({ page }).analyze();
  const violations: AxeViolation[] = [];
  let lesser = 0;
  for (const violation of results.violations) {
    if (violation.impact === 'serious' || violation.impact === 'critical') {
      violations.push({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      });
    } else {
      lesser += violation.nodes.length;
    }
  }
  return { violations, lesser };
}
