import * as yup from 'yup';
import type { AppointmentStatus } from '../appointments/appointment';
import { toCents } from '../appointments/outcome';

export const paymentLimits = { policy: 2000, reason: 500, maxFeeCents: 10_000_000, maxChargeDays: 90 } as const;

/** What staff and the bride are told, word for word (the tests compare them). */
export const paymentMessages = {
  notAvailable: 'Payments are not turned on for this installation.',
  secretKey: 'Enter the secret key from your Stripe dashboard (it starts with sk_).',
  publishableKey: 'The publishable key starts with pk_.',
  webhookSecret: 'Enter the webhook signing secret (it starts with whsec_).',
  keysRequired: 'To connect, enter both the secret key and the webhook signing secret.',
  policyRequired: 'Write the no-show policy the bride agrees to.',
  policyTooLong: `Please keep the policy under ${paymentLimits.policy} characters.`,
  fee: `Enter the no-show fee in cents, from 0 to ${paymentLimits.maxFeeCents}.`,
  chargeDays: `Enter how many days after the appointment the fee may be charged, from 1 to ${paymentLimits.maxChargeDays}.`,
  amount: 'Enter an amount in cents, more than 0.',
  reasonTooLong: `Please keep the reason under ${paymentLimits.reason} characters.`,
  policyAgreement: 'Please agree to the no-show policy to continue.',
  providerDown: 'We could not reach the payment page just now. Please try again in a moment.',
  holdNotFound: 'This payment link is not valid.',
  appointmentNotFound: 'Appointment not found',
  noCardHeld: 'No card is on file for this appointment.',
  notNoShow: 'The fee can only be charged for an appointment marked as a no-show.',
  feeAboveLimit: (maxCents: number) => `The fee can be at most ${formatCents(maxCents)}, as the policy says.`,
  windowPassed: (days: number) =>
    `The no-show fee can only be charged within ${days} days of the appointment, as the policy says.`,
  alreadyCharged: 'The no-show fee has already been charged for this appointment.',
  noDeposit: 'No deposit was paid for this appointment.',
  depositSettled: 'This deposit has already been refunded or applied to a sale.',
  notConnected: "The boutique's payment account is not connected.",
} as const;

export function formatCents(cents: number, currency = 'usd'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

/** Why typed money is not an amount (money forms say which, in the words of moneyMessages). */
type MoneyProblem = 'number' | 'negative' | 'decimals';

/** Money as typed ("50", "50.5", "$1,250.00") read as cents, or what is wrong with it. */
function readMoney(text: string): { cents: number } | { problem: MoneyProblem } {
  // A currency sign and thousands commas are what people type; they change nothing.
  const plain = text
    .trim()
    .replace(/,/g, '')
    .replace(/^(-?)\s*\$\s*/, '$1');
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(plain);
  if (!match || (match[2] === '' && !match[3])) return { problem: 'number' };
  if (match[1] === '-' && Number(plain) !== 0) return { problem: 'negative' };
  if ((match[3] ?? '').length > 2) return { problem: 'decimals' };
  return { cents: toCents(Math.abs(Number(plain))) };
}

/** Money as a person types it ("50", "50.00", "$1,250.5") in cents; null when it is not an amount of money. */
export function parseMoneyToCents(text: string): number | null {
  const read = readMoney(text);
  return 'cents' in read ? read.cents : null;
}

/** Cents as a money field shows them to edit: 5000 is "50.00"; none is an empty field. */
export const centsToMoneyInput = (cents: number | null | undefined): string =>
  cents == null ? '' : (cents / 100).toFixed(2);

/** A money form field's messages, naming what is typed ("the deposit") and the boutique's currency. */
export const moneyMessages = {
  required: (what: string) => `Enter ${what}, like 50 or 50.00.`,
  number: (what: string) => `Enter ${what} as a number, like 50 or 50.00.`,
  negative: (what: string) => `${capitalized(what)} cannot be negative.`,
  decimals: (what: string) => `Enter ${what} with at most two decimals, like 50.25.`,
  belowMin: (what: string, minCents: number, currency: string) =>
    `${capitalized(what)} must be at least ${formatCents(minCents, currency)}.`,
  aboveMax: (what: string, maxCents: number, currency: string) =>
    `${capitalized(what)} can be at most ${formatCents(maxCents, currency)}.`,
} as const;

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A form's money field: text in the boutique's currency (the API takes cents, parseMoneyToCents
 * converts on submit), from minCents to maxCents, each mistake with its own message.
 */
export function moneyInputSchema(options: { what: string; minCents: number; maxCents: number; currency: string }) {
  const { what, minCents, maxCents, currency } = options;
  return yup
    .string()
    .trim()
    .required(moneyMessages.required(what))
    .test('money', moneyMessages.number(what), function money(value) {
      const read = readMoney(value ?? '');
      if ('problem' in read) return this.createError({ message: moneyMessages[read.problem](what) });
      if (read.cents < minCents) return this.createError({ message: moneyMessages.belowMin(what, minCents, currency) });
      if (read.cents > maxCents) return this.createError({ message: moneyMessages.aboveMax(what, maxCents, currency) });
      return true;
    });
}

const optionalKey = (prefix: RegExp, message: string) =>
  yup
    .string()
    .trim()
    .default('')
    .max(400, message)
    .test('prefix', message, (value) => !value || prefix.test(value));

/**
 * PUT /api/payments/settings: the boutique's Stripe account and its no-show policy. A key left
 * empty keeps the one already kept (they are never shown again).
 */
export const paymentSettingsSchema = yup.object({
  secretKey: optionalKey(/^(sk|rk)_[A-Za-z0-9_]+$/, paymentMessages.secretKey),
  publishableKey: optionalKey(/^pk_[A-Za-z0-9_]+$/, paymentMessages.publishableKey),
  webhookSecret: optionalKey(/^whsec_[A-Za-z0-9_+/=]+$/, paymentMessages.webhookSecret),
  noShowPolicy: yup
    .string()
    .trim()
    .required(paymentMessages.policyRequired)
    .max(paymentLimits.policy, paymentMessages.policyTooLong),
  noShowFeeCents: yup
    .number()
    .typeError(paymentMessages.fee)
    .integer(paymentMessages.fee)
    .min(0, paymentMessages.fee)
    .max(paymentLimits.maxFeeCents, paymentMessages.fee)
    .required(paymentMessages.fee),
  noShowChargeDays: yup
    .number()
    .typeError(paymentMessages.chargeDays)
    .integer(paymentMessages.chargeDays)
    .min(1, paymentMessages.chargeDays)
    .max(paymentLimits.maxChargeDays, paymentMessages.chargeDays)
    .required(paymentMessages.chargeDays),
});
export type PaymentSettingsRequest = yup.InferType<typeof paymentSettingsSchema>;

/** GET /api/payments/settings (the owner). */
export interface PaymentSettingsView {
  /** PAYMENTS_ENCRYPTION_KEY is set: an account can be connected. */
  available: boolean;
  connected: boolean;
  /** The kept secret key's first and last characters, never the key. */
  secretKeyHint: string;
  publishableKey: string;
  /** Where the boutique points its Stripe webhook. */
  webhookUrl: string;
  noShowPolicy: string;
  noShowFeeCents: number;
  noShowChargeDays: number;
  currency: string;
}

const reason = yup.string().trim().default('').max(paymentLimits.reason, paymentMessages.reasonTooLong);

/** POST /api/appointments/{id}/payments/no-show-fee. */
export const noShowFeeSchema = yup.object({
  amountCents: yup
    .number()
    .typeError(paymentMessages.amount)
    .integer(paymentMessages.amount)
    .min(1, paymentMessages.amount)
    .max(paymentLimits.maxFeeCents, paymentMessages.amount)
    .required(paymentMessages.amount),
  reason,
});
export type NoShowFeeRequest = yup.InferType<typeof noShowFeeSchema>;

/** POST /api/appointments/{id}/payments/refund and .../apply-deposit. */
export const paymentReasonSchema = yup.object({ reason });

export type PaymentHoldKind = 'card' | 'deposit';
export type LedgerKind = 'card_saved' | 'deposit' | 'no_show_fee' | 'refund' | 'deposit_applied';

export const ledgerKindLabels: Record<LedgerKind, string> = {
  card_saved: 'Card saved',
  deposit: 'Deposit paid',
  no_show_fee: 'No-show fee',
  refund: 'Deposit refunded',
  deposit_applied: 'Deposit applied to sale',
};

export interface LedgerEntry {
  id: string;
  kind: LedgerKind;
  amountCents: number;
  currency: string;
  status: 'succeeded' | 'failed';
  providerId: string;
  reason: string;
  failureMessage: string;
  /** Staff who did it; null: the bride at booking, or the provider. */
  userName: string | null;
  createdAt: string;
}

/** GET /api/appointments/{id}/payments: what is held, what happened, what staff may do now. */
export interface AppointmentPaymentsView {
  hold: { kind: PaymentHoldKind; status: 'pending' | 'held' | 'released'; amountCents: number | null } | null;
  ledger: LedgerEntry[];
  currency: string;
  noShowFee: { maxCents: number; chargeUntil: string | null; refusal: string | null };
  deposit: { refusal: string | null };
}

/** A type that asks for money at booking, as the bride's booking page shows it. */
export interface BookingPaymentTerm {
  appointmentTypeId: string;
  requirement: PaymentHoldKind;
  depositCents: number | null;
}

/** On the booking link's view when the boutique takes cards or deposits. */
export interface BookingPaymentTerms {
  noShowPolicy: string;
  noShowFeeCents: number;
  currency: string;
  types: BookingPaymentTerm[];
}

/** GET /api/payments/return/{token}: where her card or deposit stands, after the provider's page. */
export interface PaymentReturnView {
  status: 'pending' | 'held' | 'released';
  kind: PaymentHoldKind;
  amountCents: number | null;
  currency: string;
  /** Open again while pending (she left the provider's page early). */
  paymentUrl: string | null;
  holdExpiresAt: string;
  appointment: { startsAt: string; durationMinutes: number; status: AppointmentStatus };
  boutique: { name: string; timeZone: string; address: string };
}
