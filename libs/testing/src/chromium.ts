/**
 * The machine's Chromium, as the end-to-end tests, the benchmark and the web audit run it
 * (Playwright, or Lighthouse through chrome-launcher).
 */
import { type Browser, chromium, type Page } from 'playwright-core';

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

export interface PhoneConditions {
  /** The link's speed each way, in kbit/s (1 kbit = 1000 bits), as DevTools throttling counts it. */
  kbps: number;
  /** Added to every round trip. */
  latencyMs: number;
  /** How many times slower the CPU runs (1: as is). */
  cpu?: number;
  /** The connection cut: nothing goes in or out until the next call. */
  offline?: boolean;
  /** Every request goes to the network, as on a first visit. */
  cacheDisabled?: boolean;
}

/**
 * A phone's link (and CPU) for `page`, through the Chrome DevTools Protocol: what DevTools'
 * throttling does. Each call sets the conditions anew, so a run can cut the link and restore it.
 */
export async function throttlePhone(page: Page, conditions: PhoneConditions): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  if (conditions.cacheDisabled) await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const bytesPerSecond = (conditions.kbps * 1000) / 8;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: conditions.offline ?? false,
    latency: conditions.latencyMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
  if (conditions.cpu !== undefined) await cdp.send('Emulation.setCPUThrottlingRate', { rate: conditions.cpu });
}
