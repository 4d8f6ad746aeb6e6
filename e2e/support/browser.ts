import { axeViolations, waitForAnimations } from '@bridal/testing/axe';
import type { Browser, BrowserContext, Page } from 'playwright-core';

export type { Browser, BrowserContext, Page };

export const phone = { width: 375, height: 740 };
export const desktop = { width: 1280, height: 900 };

/** Axe violations a person would be hurt by: serious and critical. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  await waitForAnimations(page);
  let { violations } = await axeViolations(page);
  if (violations.length > 0) {
    // Read again at rest: a toast that came up while axe read the page was judged mid-fade (its
    // colours half-way in). What is still there is a fault of the page.
    await page.waitForTimeout(500);
    await waitForAnimations(page);
    ({ violations } = await axeViolations(page));
  }
  return violations.map((violation) => `${violation.id}: ${violation.help} (${violation.targets.join(', ')})`);
}

/**
 * Waits for a toast that shows `text` (a new toast replaces the one on screen). When none comes,
 * the error says what the page showed instead: the toasts and alerts on screen.
 */
export async function expectToast(page: Page, text: string): Promise<void> {
  try {
    await page.getByTestId('toast').filter({ hasText: text }).first().waitFor({ state: 'visible', timeout: 20_000 });
  } catch (error) {
    const toasts = await page
      .getByTestId('toast')
      .allTextContents()
      .catch(() => []);
    const alerts = await page
      .getByRole('alert')
      .allTextContents()
      .catch(() => []);
    throw new Error(`No toast '${text}'; toasts: ${JSON.stringify(toasts)}, alerts: ${JSON.stringify(alerts)}`, {
      cause: error,
    });
  }
}
