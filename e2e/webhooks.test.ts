import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { webhookMessages } from '@bridal/shared/webhooks/webhook-endpoint';
import { hasValidSignature, startWebhookReceiver } from '@bridal/testing/webhook-receiver';
import { pageAs, type SignedUpBoutique, signUpBoutique } from './support/boutique';
import { desktop, expectToast, seriousAxeViolations } from './support/browser';
import { usePlatform } from './support/use-platform';

/*
 * Webhooks end to end, on the production bundle: the owner adds an endpoint (a receiver this test
 * runs on 127.0.0.1, so the operator's WEBHOOKS_ALLOW_PRIVATE_ADDRESSES is on), sends a test event,
 * and sees its 200 in the delivery log. The refusal of private addresses (the setting off, as in
 * production) is tested by the API's integration tests (api/src/routes/webhooks/webhooks.test.ts),
 * which need no second platform.
 */

const ctx = usePlatform({ WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true', HOUSEKEEPING_INTERVAL_SECONDS: '1' });
const stamp = Date.now();
const owner = {
  name: 'Wilhelmina Hart',
  email: `wilhelmina.${stamp}@hart-bridal.com`,
  password: 'Organza&Silk2026',
  phone: '2075550177',
  boutiqueName: 'Hart Bridal',
  address: '4 Fore St, Portland, ME',
  consultantSeats: 4,
  agreedToTerms: true,
};

let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let boutique: SignedUpBoutique;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  boutique = await signUpBoutique(ctx, owner);
});
afterAll(async () => {
  await receiver?.stop();
});

describe('webhooks', () => {
  it('lets the owner add an endpoint from Settings, send a test event and see its 200 in the log', async () => {
    const page = await pageAs(ctx, boutique.ownerCookie, desktop);
    await page.goto(`/admin/${boutique.boutiqueId}/settings`);
    await page.getByRole('link', { name: 'Manage webhooks' }).click();
    await page.waitForURL(`**/admin/${boutique.boutiqueId}/webhooks`);
    await page.getByRole('heading', { name: 'Add an Endpoint' }).waitFor();

    // Nothing chosen and no URL: the form says so, word for word.
    await page.getByLabel('Endpoint URL').fill('not a url');
    await page.getByRole('button', { name: 'Add Endpoint' }).click();
    await page.getByText(webhookMessages.urlInvalid).waitFor();
    await page.getByText(webhookMessages.eventsRequired).waitFor();

    await page.getByLabel('Endpoint URL').fill(receiver.url('/bridal-events'));
    await page.getByLabel('Description (optional)').fill('Our CRM');
    await page.getByRole('checkbox', { name: /coaching plan is ready/ }).check();
    await page.getByRole('button', { name: 'Add Endpoint' }).click();
    await expectToast(page, 'Endpoint Added');
    const secret = (await page.getByTestId('webhook-secret').locator('code').last().innerText()).trim();
    expect(secret).toMatch(/^whsec_/);

    await page.getByRole('button', { name: 'Send test event' }).click();
    await expectToast(page, 'Test Event Sent');
    expect(await receiver.waitFor('/bridal-events')).toBe(true);
    const [request] = receiver.received;
    expect(hasValidSignature(request!, secret)).toBe(true);
    expect(JSON.parse(request!.body)).toMatchObject({ type: 'webhook.test', version: 1 });

    // The log reads itself again while a delivery is under way: its 200 shows without a reload.
    const row = page.getByTestId('webhook-delivery').first();
    await row.getByText('Delivered').waitFor({ timeout: 15_000 });
    expect(await row.getByTestId('webhook-response').innerText()).toBe('200');
    expect(await row.getByText('webhook.test').count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
