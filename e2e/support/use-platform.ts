import { afterAll, beforeAll } from '@jest/globals';
import { launchChromium } from '@bridal/testing/chromium';
import type { Browser } from './browser';
import { type Platform, startPlatform } from './platform';

export interface RunningPlatform {
  platform: Platform;
  browser: Browser;
}

/**
 * Starts the platform (with the file's own `env`, if any) and a browser for a test file (filled in
 * before its tests), and stops both after.
 */
export function usePlatform(env: Record<string, string> = {}): RunningPlatform {
  const running = {} as RunningPlatform;
  beforeAll(async () => {
    [running.platform, running.browser] = await Promise.all([startPlatform(env), launchChromium()]);
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.platform?.stop();
  });
  return running;
}
