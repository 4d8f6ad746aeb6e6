import type { PaymentSettingsRequest, PaymentSettingsView } from '@bridal/shared/payments/payments';
import { paymentMessages } from '@bridal/shared/payments/payments';
import { apiPaths } from '@bridal/shared/api/api-paths';
import type { Queryable } from '../db/queryable';
import { AppError } from '../errors/app-error';
import { openSecret, sealSecret } from '../security/seal-secret';
import type { PaymentProvider } from './payment-provider';
import { stripeProvider } from './stripe-provider';

/** What payments need of the configuration (PAYMENTS_ENCRYPTION_KEY, STRIPE_API_BASE, PUBLIC_URL). */
export interface PaymentsConfig {
  encryptionKey: string | undefined;
  stripeApiBase: string | undefined;
  publicUrl: string;
  holdMinutes: number;
}

export const paymentsConfigOf = (env: {
  PAYMENTS_ENCRYPTION_KEY?: string | undefined;
  STRIPE_API_BASE?: string | undefined;
  PUBLIC_URL: string;
  PAYMENT_HOLD_MINUTES: number;
}): PaymentsConfig => ({
  encryptionKey: env.PAYMENTS_ENCRYPTION_KEY,
  stripeApiBase: env.STRIPE_API_BASE,
  publicUrl: env.PUBLIC_URL,
  holdMinutes: env.PAYMENT_HOLD_MINUTES,
});

interface SettingsRow {
  secretKeyEncrypted: string | null;
  webhookSecretEncrypted: string | null;
  publishableKey: string;
  secretKeyHint: string;
  noShowPolicy: string;
  noShowFeeCents: number;
  noShowChargeDays: number;
  currency: string;
}

const readRow = async (sql: Queryable, boutiqueId: number) =>
  (
    await sql<SettingsRow[]>`
      SELECT secret_key_encrypted, webhook_secret_encrypted, publishable_key, secret_key_hint, no_show_policy,
             no_show_fee_cents, no_show_charge_days, currency
      FROM boutique_payment_settings WHERE boutique_id = ${boutiqueId}`
  )[0];

const hintOf = (key: string) => `${key.slice(0, 8)}…${key.slice(-4)}`;

export const stripeWebhookUrl = (config: PaymentsConfig, boutiqueId: number) =>
  new URL(apiPaths.payments.stripeWebhook(String(boutiqueId)), config.publicUrl).toString();

/** GET /api/payments/settings: never a key, only a hint of the secret one. */
export async function readPaymentSettings(
  sql: Queryable,
  config: PaymentsConfig,
  boutiqueId: number,
): Promise<PaymentSettingsView> {
  const row = await readRow(sql, boutiqueId);
  return {
    available: config.encryptionKey !== undefined,
    connected: Boolean(config.encryptionKey && row?.secretKeyEncrypted && row.webhookSecretEncrypted),
    secretKeyHint: row?.secretKeyHint ?? '',
    publishableKey: row?.publishableKey ?? '',
    webhookUrl: stripeWebhookUrl(config, boutiqueId),
    noShowPolicy: row?.noShowPolicy ?? '',
    noShowFeeCents: row?.noShowFeeCents ?? 0,
    noShowChargeDays: row?.noShowChargeDays ?? 7,
    currency: row?.currency ?? 'usd',
  };
}

/** PUT /api/payments/settings: keys sealed before they are written; an empty key keeps the kept one. */
export async function savePaymentSettings(
  sql: Queryable,
  config: PaymentsConfig,
  boutiqueId: number,
  request: PaymentSettingsRequest,
): Promise<PaymentSettingsView> {
  const key = config.encryptionKey;
  // The policy can be written before payments are turned on; keys cannot be kept without the key to seal them.
  if (!key && (request.secretKey || request.webhookSecret)) {
    throw new AppError('BAD_REQUEST', paymentMessages.notAvailable);
  }
  const existing = await readRow(sql, boutiqueId);
  const secretKey =
    key && request.secretKey
      ? sealSecret(request.secretKey, Buffer.from(key, 'hex'))
      : (existing?.secretKeyEncrypted ?? null);
  const webhookSecret =
    key && request.webhookSecret
      ? sealSecret(request.webhookSecret, Buffer.from(key, 'hex'))
      : (existing?.webhookSecretEncrypted ?? null);
  if ((secretKey === null) !== (webhookSecret === null)) {
    const fields: Record<string, string> = {
      [secretKey === null ? 'secretKey' : 'webhookSecret']: paymentMessages.keysRequired,
    };
    throw new AppError('BAD_REQUEST', paymentMessages.keysRequired, { fields });
  }
  const hint = request.secretKey ? hintOf(request.secretKey) : (existing?.secretKeyHint ?? '');
  const publishable = request.publishableKey || existing?.publishableKey || '';
  await sql`
    INSERT INTO boutique_payment_settings (boutique_id, secret_key_encrypted, webhook_secret_encrypted, publishable_key,
                                           secret_key_hint, no_show_policy, no_show_fee_cents, no_show_charge_days)
    VALUES (${boutiqueId}, ${secretKey}, ${webhookSecret}, ${publishable}, ${hint}, ${request.noShowPolicy},
            ${request.noShowFeeCents}, ${request.noShowChargeDays})
    ON CONFLICT (boutique_id) DO UPDATE SET
      secret_key_encrypted = EXCLUDED.secret_key_encrypted, webhook_secret_encrypted = EXCLUDED.webhook_secret_encrypted,
      publishable_key = EXCLUDED.publishable_key, secret_key_hint = EXCLUDED.secret_key_hint,
      no_show_policy = EXCLUDED.no_show_policy, no_show_fee_cents = EXCLUDED.no_show_fee_cents,
      no_show_charge_days = EXCLUDED.no_show_charge_days, updated_at = now()`;
  return readPaymentSettings(sql, config, boutiqueId);
}

/** DELETE /api/payments/settings: the account disconnected (the policy kept); booking asks for nothing. */
export async function disconnectPayments(sql: Queryable, config: PaymentsConfig, boutiqueId: number) {
  await sql`
    UPDATE boutique_payment_settings
    SET secret_key_encrypted = NULL, webhook_secret_encrypted = NULL, secret_key_hint = '', publishable_key = '',
        updated_at = now()
    WHERE boutique_id = ${boutiqueId}`;
  return readPaymentSettings(sql, config, boutiqueId);
}

export interface ConnectedAccount {
  provider: PaymentProvider;
  webhookSecret: string;
  noShowPolicy: string;
  noShowFeeCents: number;
  noShowChargeDays: number;
  currency: string;
}

/** The boutique's provider with its own key; undefined when payments are off or it is not connected. */
export async function connectedAccount(
  sql: Queryable,
  config: PaymentsConfig,
  boutiqueId: number,
): Promise<ConnectedAccount | undefined> {
  const key = config.encryptionKey;
  if (!key) return undefined;
  const row = await readRow(sql, boutiqueId);
  if (!row?.secretKeyEncrypted || !row.webhookSecretEncrypted) return undefined;
  return {
    provider: paymentProviderFactory.create({
      secretKey: openSecret(row.secretKeyEncrypted, Buffer.from(key, 'hex')),
      apiBase: config.stripeApiBase,
    }),
    webhookSecret: openSecret(row.webhookSecretEncrypted, Buffer.from(key, 'hex')),
    noShowPolicy: row.noShowPolicy,
    noShowFeeCents: row.noShowFeeCents,
    noShowChargeDays: row.noShowChargeDays,
    currency: row.currency,
  };
}

/** Stripe is the one provider so far; a second would be chosen here by the settings row's `provider`. */
const paymentProviderFactory = { create: stripeProvider };
