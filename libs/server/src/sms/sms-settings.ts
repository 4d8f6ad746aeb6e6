import type { Queryable } from '../db/queryable';
import type { QuietHours } from './quiet-hours';

/** A boutique's text settings as the server uses them (the token still sealed). */
export interface BoutiqueSmsSettings {
  boutiqueId: number;
  enabled: boolean;
  accountSid: string;
  authTokenSealed: string;
  fromNumber: string;
  reminderHours: number[];
  quiet: QuietHours;
}

interface Row {
  boutiqueId: number;
  enabled: boolean;
  accountSid: string;
  authTokenSealed: string;
  fromNumber: string;
  reminderHours: number[];
  quietStart: string;
  quietEnd: string;
}

const hhmm = (time: string) => time.slice(0, 5);

const fromRow = (row: Row): BoutiqueSmsSettings => ({
  boutiqueId: row.boutiqueId,
  enabled: row.enabled,
  accountSid: row.accountSid,
  authTokenSealed: row.authTokenSealed,
  fromNumber: row.fromNumber,
  reminderHours: row.reminderHours,
  quiet: { start: hhmm(row.quietStart), end: hhmm(row.quietEnd) },
});

/** The boutique's text settings, or undefined when it never saved any. */
export async function readSmsSettings(sql: Queryable, boutiqueId: number): Promise<BoutiqueSmsSettings | undefined> {
  const [row] = await sql<Row[]>`
    SELECT boutique_id, enabled, account_sid, auth_token_sealed, from_number, reminder_hours,
           quiet_start::text, quiet_end::text
    FROM boutique_sms_settings WHERE boutique_id = ${boutiqueId}`;
  return row && fromRow(row);
}
