import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { apiPaths } from '@bridal/shared/api/api-paths';
import type { PaymentSettingsView } from '@bridal/shared/payments/payments';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { mutate } from 'swr';
import { cache } from 'swr/_internal';
import { ApiError } from '../../../lib/api-client';
import { failureText } from '../../../lib/show-failure';
import { disconnectPaymentAccount } from '../api/payments-api';
import { PaymentSettingsForm } from './payment-settings-section';

const render = (node: ReactNode) => renderToStaticMarkup(<ChakraProvider value={defaultSystem}>{node}</ChakraProvider>);

const connected: PaymentSettingsView = {
  available: true,
  connected: true,
  secretKeyHint: 'sk_t...4242',
  publishableKey: 'pk_test_abc',
  webhookUrl: 'https://app.example.com/api/payments/stripe-webhook/7',
  noShowPolicy: 'A $40 fee is charged for a missed appointment.',
  noShowFeeCents: 4050,
  noShowChargeDays: 7,
  currency: 'usd',
};
const disconnected: PaymentSettingsView = { ...connected, connected: false, secretKeyHint: '', publishableKey: '' };

describe('the payments section', () => {
  it('shows the no-show fee in the boutique’s currency, not in cents', () => {
    const html = render(<PaymentSettingsForm settings={{ ...connected, currency: 'eur' }} />);
    expect(html).toContain('No-show fee (EUR)');
    expect(html).toMatch(/<input[^>]*name="noShowFee"[^>]*value="40.50"/);
    expect(html).not.toContain('cents');
  });

  it('offers Disconnect for a connected account only', () => {
    expect(render(<PaymentSettingsForm settings={connected} />)).toMatch(/<button[^>]*>Disconnect<\/button>/);
    expect(render(<PaymentSettingsForm settings={disconnected} />)).not.toContain('Disconnect');
  });
});

describe('disconnecting', () => {
  const realFetch = globalThis.fetch;
  let answer: Response;
  let calls: { url: string; method: string }[];
  beforeEach(async () => {
    calls = [];
    globalThis.fetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, method: init.method ?? 'GET' });
      return answer;
    }) as typeof fetch;
    await mutate(apiPaths.payments.settings, connected, { revalidate: false });
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
  const shown = () => (cache.get(apiPaths.payments.settings) as { data?: PaymentSettingsView } | undefined)?.data;

  it('sends DELETE and the section then shows the account not connected', async () => {
    answer = Response.json(disconnected);
    await disconnectPaymentAccount();
    expect(calls).toEqual([{ url: apiPaths.payments.settings, method: 'DELETE' }]);
    expect(shown()).toEqual(disconnected);
  });

  it('refused by the server: its words come back to show, and the account is still shown connected', async () => {
    answer = Response.json({ error: 'Only the owner can change payments.' }, { status: 403 });
    const failure = await disconnectPaymentAccount().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    // The toast says what the server said.
    expect(failureText(failure)).toBe('Only the owner can change payments.');
    expect(shown()).toEqual(connected);
  });
});
