/**
 * axe on every page of audit-pages.ts, on a phone and on a desktop screen, after each of the
 * page's states. Only serious and critical violations count toward the target; the rest are
 * tallied. Console errors and uncaught page errors seen on the way are recorded too.
 */
import { type AxeViolation, axeViolations, waitForAnimations } from '@bridal/testing/axe';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type AxeScenario, type FormFactor, type Role, axeScenarios } from './audit-pages';
import type { AuditData } from './seed-audit-data';

export const viewports: Record<FormFactor, { width: number; height: number }> = {
  phone: { width: 375, height: 740 },
  desktop: { width: 1280, height: 900 },
};

export interface AxeStateResult {
  state: string;
  url: string;
  violations: AxeViolation[];
  /** Moderate and minor violations, counted only. */
  lesser: number;
  error?: string;
}

export interface AxeScenarioResult {
  scenario: AxeScenario;
  formFactor: FormFactor;
  states: AxeStateResult[];
  consoleErrors: string[];
}

/** The page as the user finally sees it: its late requests answered, its entry animations over. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await waitForAnimations(page);
}

/** A browser state for each role: a visitor has none; the others log in, or sign up for the demo, once. */
async function storageStates(
  browser: Browser,
  baseUrl: string,
  data: AuditData,
): Promise<Record<Role, Awaited<ReturnType<BrowserContext['storageState']>> | undefined>> {
  const logIn = async (email: string, password: string) => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: viewports.desktop });
    try {
      const page = await context.newPage();
      await page.goto('/login');
      await page.locator('input[name="email"]').fill(email);
      await page.locator('input[name="password"]').fill(password);
      await page.getByRole('button', { name: /^Log In$/ }).click();
      await page.waitForURL(/\/(admin|consultant)\/\d+$/, { timeout: 30_000 });
      return await context.storageState();
    } finally {
      await context.close();
    }
  };
  const demo = async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: viewports.desktop });
    try {
      const page = await context.newPage();
      await page.goto('/trial-signup');
      await page.locator('input[name="name"]').fill('Imogen Audit');
      await page.locator('input[name="phone"]').fill('2075550123');
      await page.locator('input[name="email"]').fill(`imogen.${Date.now()}@audit-bridal.com`);
      await page.locator('input[name="boutiqueName"]').fill('Imogen Audit Bridal');
      await page.getByRole('button', { name: 'Get Started' }).click();
      await page.waitForURL('**/survey/demo', { timeout: 30_000 });
      return await context.storageState();
    } finally {
      await context.close();
    }
  };
  return {
    visitor: undefined,
    admin: await logIn(data.admin.email, data.admin.password),
    consultant: await logIn(data.consultant.email, data.consultant.password),
    demo: await demo(),
  };
}

async function runScenario(
  browser: Browser,
  baseUrl: string,
  data: AuditData,
  scenario: AxeScenario,
  formFactor: FormFactor,
  storageState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined,
): Promise<AxeScenarioResult> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: viewports[formFactor], storageState });
  const result: AxeScenarioResult = { scenario, formFactor, states: [], consoleErrors: [] };
  try {
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') result.consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => result.consoleErrors.push(`uncaught: ${error.message}`));
    await page.goto(scenario.path(data));
    for (const state of scenario.states) {
      if (state.only && state.only !== formFactor) continue;
      try {
        await state.reach(page);
        await settle(page);
        result.states.push({ state: state.name, url: page.url().replace(baseUrl, ''), ...(await axeViolations(page)) });
      } catch (error) {
        const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
        result.states.push({
          state: state.name,
          url: page.url().replace(baseUrl, ''),
          violations: [],
          lesser: 0,
          error: message,
        });
        // The states build on each other: without this one the rest cannot be reached.
        break;
      }
    }
  } finally {
    await context.close();
  }
  return result;
}

export async function runAxe(
  browser: Browser,
  baseUrl: string,
  data: AuditData,
  onProgress: (line: string) => void,
): Promise<AxeScenarioResult[]> {
  const states = await storageStates(browser, baseUrl, data);
  const results: AxeScenarioResult[] = [];
  for (const scenario of axeScenarios(data)) {
    for (const formFactor of ['phone', 'desktop'] as const) {
      const result = await runScenario(browser, baseUrl, data, scenario, formFactor, states[scenario.role]);
      const serious = result.states.reduce((sum, state) => sum + state.violations.length, 0);
      const failed = result.states.some((state) => state.error);
      onProgress(
        `axe ${scenario.label} (${formFactor}): ${result.states.length} state(s), ${serious} serious/critical rule(s)${failed ? ', a state could not be reached' : ''}`,
      );
      results.push(result);
    }
  }
  return results;
}
