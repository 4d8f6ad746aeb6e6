import { createHmac } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { openSecret, sealSecret } from '../security/seal-secret';
import { WebhookSignatureError } from './payment-provider';
import { stripeProvider } from './stripe-provider';

const secret = 'whsec_unit_test_secret';
const provider = stripeProvider({ secretKey: 'sk_test_unit', apiBase: 'http://127.0.0.1:9' });
const body = JSON.stringify({
  id: 'evt_1',
  object: 'event',
  type: 'checkout.session.completed',
  data: { object: { id: 'cs_test_1', object: 'checkout.session' } },
});
/** Stripe's documented scheme: v1 = HMAC-SHA256 of `${t}.${payload}` with the endpoint's secret. */
const header = (payload: string, t = Math.floor(Date.now() / 1000), key = secret) =>
  `t=${t},v1=${createHmac('sha256', key).update(`${t}.${payload}`).digest('hex')}`;

describe("Stripe's webhook signature, through the SDK", () => {
  it('accepts a body signed with the secret and says which session it is about', () => {
    expect(provider.verifyWebhook(body, header(body), secret)).toEqual({
      id: 'evt_1',
      type: 'checkout.session.completed',
      sessionId: 'cs_test_1',
    });
  });

  it.each([
    ['another secret', header(body, undefined, 'whsec_other')],
    ['a changed body', header(`${body} `)],
    ['a timestamp older than five minutes', header(body, Math.floor(Date.now() / 1000) - 600)],
    ['no v1 signature', `t=${Math.floor(Date.now() / 1000)}`],
    ['garbage', 'nonsense'],
  ])('refuses %s', (_name, signature) => {
    expect(() => provider.verifyWebhook(body, signature, secret)).toThrow(WebhookSignatureError);
  });
});

describe('a provider key at rest', () => {
  const key = Buffer.from('0f'.repeat(32), 'hex');

  it('round-trips, differs each time and never holds the key in clear', () => {
    const sealed = sealSecret('sk_test_abcdef123456', key);
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('abcdef123456');
    expect(sealSecret('sk_test_abcdef123456', key)).not.toBe(sealed);
    expect(openSecret(sealed, key)).toBe('sk_test_abcdef123456');
  });

  it('fails loudly under another key or when changed', () => {
    const sealed = sealSecret('sk_test_abcdef123456', key);
    expect(() => openSecret(sealed, Buffer.from('1e'.repeat(32), 'hex'))).toThrow();
    expect(() => openSecret(`${sealed.slice(0, -2)}AA`, key)).toThrow();
  });
});
