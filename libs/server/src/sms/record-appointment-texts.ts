import type { Queryable } from '../db/queryable';
import { outsideQuietHours } from './quiet-hours';
import { readSmsSettings } from './sms-settings';

const hourMs = 60 * 60_000;

export interface RecordAppointmentTextsOptions {
  appointmentId: string;
  change: 'booked' | 'moved' | 'cancelled';
  previousAppointmentId?: string | null;
  now: Date;
}

/** When each text is due: the confirmation now, each reminder its hours before; quiet hours pushed past. */
export function appointmentTextTimes(options: {
  change: 'booked' | 'moved' | 'cancelled';
  startsAt: Date;
  now: Date;
  reminderHours: number[];
  quiet: { start: string; end: string };
  timeZone: string;
}): { kind: 'booked' | 'reminder'; dueAt: Date }[] {
  const { change, startsAt, now, reminderHours, quiet, timeZone } = options;
  if (change === 'cancelled' || startsAt <= now) return [];
  // Hours of elapsed time, as the e-mail reminder counts them: 24 h before is 24 h before across a DST change.
  const wanted = [
    ...(change === 'booked' ? [{ kind: 'booked' as const, dueAt: now }] : []),
    ...reminderHours
      .map((hours) => new Date(startsAt.getTime() - hours * hourMs))
      .filter((dueAt) => dueAt > now)
      .map((dueAt) => ({ kind: 'reminder' as const, dueAt })),
  ];
  const times: { kind: 'booked' | 'reminder'; dueAt: Date }[] = [];
  for (const text of wanted) {
    const dueAt = outsideQuietHours(text.dueAt, quiet, timeZone, startsAt);
    // Two reminders pushed to the same morning are one text.
    if (dueAt && !times.some((other) => other.kind === text.kind && other.dueAt.getTime() === dueAt.getTime())) {
      times.push({ kind: text.kind, dueAt });
    }
  }
  return times;
}

/** Ends pending texts that will not be sent, their links retired (as settleAppointmentMails). */
export async function settleAppointmentTexts(
  tx: Queryable,
  where: { textId: string } | { appointmentIds: string[] },
  status: 'skipped' | 'failed' | 'superseded',
  now: Date,
): Promise<void> {
  const rows = await tx<{ linkId: string | null }[]>`
    UPDATE appointment_texts SET status = ${status}, link_token = NULL, updated_at = ${now}
    WHERE id IN (
      SELECT id FROM appointment_texts
      WHERE status = 'pending'
        AND ${'textId' in where ? tx`id = ${where.textId}` : tx`appointment_id IN ${tx(where.appointmentIds)}`}
      FOR UPDATE SKIP LOCKED)
    RETURNING link_id`;
  const links = rows.flatMap((row) => (row.linkId ? [row.linkId] : []));
  if (links.length > 0) {
    await tx`UPDATE appointment_links SET used_at = ${now} WHERE id IN ${tx(links)} AND used_at IS NULL`;
  }
}

/**
 * The bride's texts about a change to her appointment, written into the outbox (appointment_texts)
 * in the caller's transaction beside her e-mails (recordAppointmentMail calls it): her confirmation
 * and her reminders when the boutique's texts are on. Whether she consented and has not opted out
 * is read when a text is sent, as her address is for an e-mail; what was pending is superseded.
 */
export async function recordAppointmentTexts(tx: Queryable, options: RecordAppointmentTextsOptions): Promise<void> {
  const { appointmentId, change, previousAppointmentId, now } = options;
  const replaced = previousAppointmentId ? [appointmentId, previousAppointmentId] : [appointmentId];
  await settleAppointmentTexts(tx, { appointmentIds: replaced }, 'superseded', now);
  const [appointment] = await tx<{ boutiqueId: number; startsAt: Date; status: string; timeZone: string }[]>`
    SELECT a.boutique_id, a.starts_at, a.status, b.time_zone
    FROM appointments a JOIN boutiques b ON b.id = a.boutique_id WHERE a.id = ${appointmentId}`;
  if (!appointment || appointment.status !== 'booked') return;
  const settings = await readSmsSettings(tx, appointment.boutiqueId);
  if (!settings?.enabled) return;
  const times = appointmentTextTimes({
    change,
    startsAt: appointment.startsAt,
    now,
    reminderHours: settings.reminderHours,
    quiet: settings.quiet,
    timeZone: appointment.timeZone,
  });
  for (const text of times) {
    await tx`
      INSERT INTO appointment_texts (boutique_id, appointment_id, kind, due_at, created_at, updated_at)
      VALUES (${appointment.boutiqueId}, ${appointmentId}, ${text.kind}, ${text.dueAt}, ${now}, ${now})`;
  }
}
