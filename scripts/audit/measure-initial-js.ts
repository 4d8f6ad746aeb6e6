/**
 * The JavaScript a first visit to a public page downloads: every script the browser fetches
 * until the page's h1 is on screen and the network is quiet, as the API sends it (brotli for
 * Chromium), with an empty cache and no interaction.
 */
import type { Browser } from 'playwright-core';
import type { AuditData } from './seed-audit-data';
import { viewports } from './run-axe';

/** 170 KiB: 170 × 1024 bytes. */
export const initialJsBudgetBytes = 170 * 1024;

export interface InitialJs {
  label: string;
  path: string;
  files: number;
  encodedBytes: number;
  decodedBytes: number;
  largest: { name: string; encodedBytes: number }[];
  error?: string;
}

export function publicPages(data: AuditData): { label: string; path: string }[] {
  return [
    { label: 'Landing', path: '/' },
    { label: 'Pricing', path: '/pricing' },
    { label: 'About', path: '/about' },
    { label: 'Terms of Service', path: '/terms-of-service' },
    { label: 'Privacy Policy', path: '/privacy-policy' },
    { label: 'Sign-up', path: '/signup' },
    { label: 'Trial sign-up', path: '/trial-signup' },
    { label: 'Login', path: '/login' },
    { label: 'Forgot password', path: '/forgot-password' },
    { label: 'Reset password', path: '/reset-password?token=audit-token' },
    { label: 'Consultant invitation', path: data.invitationPath },
    { label: 'Survey', path: `/survey/${data.slug}` },
    { label: '404', path: '/no-such-page' },
  ];
}

export async function measureInitialJs(browser: Browser, baseUrl: string, data: AuditData): Promise<InitialJs[]> {
  const results: InitialJs[] = [];
  for (const { label, path } of publicPages(data)) {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: viewports.phone });
    const scripts: Promise<{ name: string; encodedBytes: number; decodedBytes: number }>[] = [];
    try {
      const page = await context.newPage();
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (response.request().resourceType() !== 'script' && !url.pathname.endsWith('.js')) return;
        scripts.push(
          Promise.all([response.request().sizes(), response.body()]).then(([sizes, body]) => ({
            name: url.pathname.split('/').pop()!,
            encodedBytes: sizes.responseBodySize,
            decodedBytes: body.length,
          })),
        );
      });
      await page.goto(path);
      await page.locator('h1').first().waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
      const files = await Promise.all(scripts);
      results.push({
        label,
        path,
        files: files.length,
        encodedBytes: files.reduce((sum, file) => sum + file.encodedBytes, 0),
        decodedBytes: files.reduce((sum, file) => sum + file.decodedBytes, 0),
        largest: files
          .sort((a, b) => b.encodedBytes - a.encodedBytes)
          .slice(0, 4)
          .map(({ name, encodedBytes }) => ({ name, encodedBytes })),
      });
    } catch (error) {
      results.push({
        label,
        path,
        files: 0,
        encodedBytes: 0,
        decodedBytes: 0,
        largest: [],
        error: error instanceof Error ? error.message.split('\n')[0] : String(error),
      });
    } finally {
      await context.close();
    }
  }
  return results;
}
