import {
  centsToMoneyInput,
  moneyInputSchema,
  parseMoneyToCents,
  paymentLimits,
  type PaymentSettingsRequest,
  paymentSettingsSchema,
  type PaymentSettingsView,
} from '@bridal/shared/payments/payments';
import { validateWithSchema } from '../../../lib/lazy-schema';

/** The form's fields: the fee as typed in the boutique's currency (the API keeps cents). */
export type PaymentSettingsValues = Omit<PaymentSettingsRequest, 'noShowFeeCents'> & { noShowFee: string };

/** The form's Formik validate: the shared rules, the fee typed in the boutique's currency. */
export const validateIn = (currency: string) =>
  validateWithSchema<PaymentSettingsValues>(() =>
    Promise.resolve(
      paymentSettingsSchema.omit(['noShowFeeCents']).shape({
        noShowFee: moneyInputSchema({
          what: 'the no-show fee',
          minCents: 0,
          maxCents: paymentLimits.maxFeeCents,
          currency,
        }),
      }),
    ),
  );

/** What the form shows to edit: the fee from cents to money as typed. */
export const valuesOf = (settings: PaymentSettingsView): PaymentSettingsValues => ({
  secretKey: '',
  publishableKey: settings.publishableKey,
  webhookSecret: '',
  noShowPolicy: settings.noShowPolicy,
  noShowFee: centsToMoneyInput(settings.noShowFeeCents),
  noShowChargeDays: settings.noShowChargeDays,
});

/** What is sent (after validation, so the fee reads): the fee back in cents. */
export const requestOf = ({ noShowFee, ...values }: PaymentSettingsValues): PaymentSettingsRequest => ({
  ...values,
  noShowFeeCents: parseMoneyToCents(noShowFee)!,
});

/** The server names the fee in cents; the form shows its word under the typed amount. */
export const toFormErrors = ({ noShowFeeCents, ...fields }: Record<string, string>) =>
  noShowFeeCents ? { ...fields, noShowFee: noShowFeeCents } : fields;
