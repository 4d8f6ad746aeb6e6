import { describe, expect, it } from '@jest/globals';
import { paymentMessages, type PaymentSettingsView } from '@bridal/shared/payments/payments';
import { requestOf, toFormErrors, validateIn, valuesOf } from './payment-settings-values';

const settings: PaymentSettingsView = {
  available: true,
  connected: true,
  secretKeyHint: 'sk_t...4242',
  publishableKey: 'pk_test_abc',
  webhookUrl: 'https://app.example.com/api/payments/stripe-webhook/7',
  noShowPolicy: 'A $40 fee is charged for a missed appointment.',
  noShowFeeCents: 4000,
  noShowChargeDays: 7,
  currency: 'usd',
};

describe('the no-show fee in the payment settings form', () => {
  it('shows the kept fee in money and sends it back in cents', () => {
    const values = valuesOf(settings);
    expect(values.noShowFee).toBe('40.00');
    expect(requestOf({ ...values, noShowFee: '35.5' })).toMatchObject({ noShowFeeCents: 3550 });
    expect(requestOf({ ...values, noShowFee: '0' })).toMatchObject({ noShowFeeCents: 0 });
    expect(requestOf(values)).not.toHaveProperty('noShowFee');
  });

  it.each([
    ['', 'Enter the no-show fee, like 50 or 50.00.'],
    ['forty', 'Enter the no-show fee as a number, like 50 or 50.00.'],
    ['-40', 'The no-show fee cannot be negative.'],
    ['40.001', 'Enter the no-show fee with at most two decimals, like 50.25.'],
    ['100000.01', 'The no-show fee can be at most $100,000.00.'],
  ])('refuses a fee of %j: %s', async (noShowFee, message) => {
    expect(await validateIn('usd')({ ...valuesOf(settings), noShowFee })).toEqual({ noShowFee: message });
  });

  it('takes a fee like 40 or 40.00, and no fee', async () => {
    for (const noShowFee of ['40', '40.00', '0']) {
      expect(await validateIn('usd')({ ...valuesOf(settings), noShowFee })).toEqual({});
    }
  });

  it('shows the server’s word about the fee under the fee field', () => {
    expect(toFormErrors({ noShowFeeCents: paymentMessages.fee })).toEqual({ noShowFee: paymentMessages.fee });
  });
});
