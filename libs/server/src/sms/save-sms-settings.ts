import type { Queryable } from '../db/queryable';
import { AppError } from '../errors/app-error';
import { sealSecret } from './seal-secret';
import { readSmsSettings } from './sms-settings';
import { type SmsSettingsRequest, type SmsSettingsView, smsSettingsMessages } from '@bridal/shared/appointments/sms';

const defaults = { reminderHours: [48, 24], quietStart: '21:00', quietEnd: '09:00' };

export interface SmsSettingsContext {
  /** The sealing key; undefined when the operator has not set one (texts cannot be turned on). */
  encryptionKey: Buffer | undefined;
  /** The inbound webhook's public URL for this boutique. */
  webhookUrl: string;
}

/** What the settings page shows: never the token, only whether one is saved. */
export async function readSmsSettingsView(
  sql: Queryable,
  boutiqueId: number,
  context: SmsSettingsContext,
): Promise<SmsSettingsView> {
  const saved = await readSmsSettings(sql, boutiqueId);
  return {
    available: context.encryptionKey !== undefined,
    enabled: saved?.enabled ?? false,
    accountSid: saved?.accountSid ?? '',
    hasAuthToken: saved !== undefined,
    fromNumber: saved?.fromNumber ?? '',
    reminderHours: saved?.reminderHours ?? defaults.reminderHours,
    quietStart: saved?.quiet.start ?? defaults.quietStart,
    quietEnd: saved?.quiet.end ?? defaults.quietEnd,
    webhookUrl: context.webhookUrl,
  };
}

/**
 * Saves the boutique's account and text settings; the token is sealed before it is stored, and an
 * empty one keeps the saved token. 400 when the server has no key or no token was ever given.
 */
export async function saveSmsSettings(
  sql: Queryable,
  boutiqueId: number,
  request: SmsSettingsRequest,
  context: SmsSettingsContext,
): Promise<SmsSettingsView> {
  if (!context.encryptionKey) throw new AppError('BAD_REQUEST', smsSettingsMessages.unavailable);
  const saved = await readSmsSettings(sql, boutiqueId);
  if (!request.authToken && !saved) {
    throw new AppError('BAD_REQUEST', smsSettingsMessages.authToken, {
      fields: { authToken: smsSettingsMessages.authToken },
    });
  }
  const sealed = request.authToken ? sealSecret(request.authToken, context.encryptionKey) : saved!.authTokenSealed;
  const reminderHours = [...new Set(request.reminderHours)].sort((a, b) => b - a);
  await sql`
    INSERT INTO boutique_sms_settings
      (boutique_id, enabled, account_sid, auth_token_sealed, from_number, reminder_hours, quiet_start, quiet_end, updated_at)
    VALUES (${boutiqueId}, ${request.enabled}, ${request.accountSid}, ${sealed}, ${request.fromNumber},
            ${reminderHours}, ${request.quietStart}, ${request.quietEnd}, now())
    ON CONFLICT (boutique_id) DO UPDATE
    SET enabled = EXCLUDED.enabled, account_sid = EXCLUDED.account_sid, auth_token_sealed = EXCLUDED.auth_token_sealed,
        from_number = EXCLUDED.from_number, reminder_hours = EXCLUDED.reminder_hours,
        quiet_start = EXCLUDED.quiet_start, quiet_end = EXCLUDED.quiet_end, updated_at = now()`;
  return readSmsSettingsView(sql, boutiqueId, context);
}
