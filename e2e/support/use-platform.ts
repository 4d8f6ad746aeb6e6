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
    const [platform, browser] = await Promise.allSettled([startPlatform(env), launchChromium()]);
    if (platform.status === 'fulfilled') running.platform = platform.value;
    if (browser.status === 'fulfilled') running.browser = browser.value;
    // afterAll stops whichever did start: a browser left open would keep jest from exiting.
    if (platform.status === 'rejected') throw platform.reason;
    if (browser.status === 'rejected') throw browser.reason;
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.platform?.stop();
  });
  return running;
}
