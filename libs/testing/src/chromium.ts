/**
 * The machine's Chromium, as the end-to-end tests, the benchmark and the web audit run it
 * (Playwright, or Lighthouse through chrome-launcher).
 */
import { type Browser, chromium } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * `--headless=new` because chrome-launcher adds no headless flag of its own (Playwright adds
 * `--headless`, the same mode since Chromium 132). `--no-sandbox` because Chromium will not start
 * as root without it, and containers often lack the namespaces its sandbox needs. The rest keeps
 * Chromium from calling home, so that only the page under test uses the network and the CPU.
 */
export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags });
}
