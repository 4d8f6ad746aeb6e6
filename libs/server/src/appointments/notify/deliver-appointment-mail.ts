import type { Queryable } from '../../db/queryable';
import type { Sql } from '../../db/create-sql';
import type { MailDelivery } from '../../mail/mail-delivery';
import { messageIdOf } from '../../mail/mail-transport';
import { appointmentEventSequence, appointmentEventUid } from '../../mail/render-appointment-ics';
import { type AppointmentEmailKind, renderAppointmentEmail } from '../../mail/render-appointment-email';
import { issueBookLink } from '../links/issue-book-link';
import { issueManageLink } from '../links/issue-manage-link';
import { claimLinkedOutboxRow } from './claim-linked-outbox-row';
import { settleAppointmentMails } from './settle-appointment-mails';
import type { AppointmentStatus } from '@bridal/shared/appointments/appointment';
import { mayTransition } from '@bridal/shared/appointments/transitions';

/** After this many tries an appointment e-mail is given up ('failed') and its link retired. */
export const appointmentMailAttempts = 10;
/** A job may fire this much before its row's due time (clocks differ a little between hosts). */

export interface DeliverAppointmentMailOptions extends MailDelivery {
  /** The outbox row (appointment_mails). */
  mailId: string;
}

interface OutboxRow {
  kind: AppointmentEmailKind;
  appointmentId: string;
  dueAt: Date;
  status: string;
  attempts: number;
  linkToken: string | null;
  linkId: string | null;
}

interface AppointmentMailRow {
  boutiqueId: number;
  brideId: string;
  startsAt: Date;
  durationMinutes: number;
  status: AppointmentStatus;
  brideName: string;
  email: string;
  boutiqueName: string;
  boutiquePhone: string;
  address: string;
  timeZone: string;
  rootId: string;
  moves: number;
}

const lockRow = async (tx: Queryable, mailId: string) =>
  (
    await tx<OutboxRow[]>`
      SELECT kind, appointment_id, due_at, status, attempts, link_token, link_id
      FROM appointment_mails WHERE id = ${mailId} FOR UPDATE`
  )[0];

/**
 * What the e-mail says, or undefined when there is nothing to send any more: no address, a
 * booking since cancelled or moved, an appointment that has started. Its calendar event is named
 * by the first appointment of its chain of moves (appointment_event_root), revised by each move.
 */
async function readAppointment(tx: Queryable, row: OutboxRow, now: Date): Promise<AppointmentMailRow | undefined> {
  const [appointment] = await tx<AppointmentMailRow[]>`
    SELECT a.boutique_id, a.bride_id, a.starts_at, a.duration_minutes, a.status,
           br.name AS bride_name, br.email, b.name AS boutique_name, b.phone AS boutique_phone, b.address,
           b.time_zone, root.root_id, root.moves
    FROM appointments a
    JOIN brides br ON br.id = a.bride_id
    JOIN boutiques b ON b.id = a.boutique_id
    CROSS JOIN LATERAL appointment_event_root(a.id) root
    WHERE a.id = ${row.appointmentId}`;
  if (!appointment || !appointment.email.trim()) return undefined;
  if (row.kind === 'cancelled') return mayTransition(appointment.status, 'sendCancellation') ? appointment : undefined;
  return mayTransition(appointment.status, 'remind') && appointment.startsAt > now ? appointment : undefined;
}

/** Her 'manage' link for a booked appointment, a 'book' link to book again for a cancelled one. */
const issueLink = (tx: Queryable, row: OutboxRow, appointment: AppointmentMailRow, now: Date) =>
  row.kind === 'cancelled'
    ? issueBookLink({ sql: tx, boutiqueId: appointment.boutiqueId, brideId: appointment.brideId, now })
    : issueManageLink({ sql: tx, appointmentId: row.appointmentId, now });

const settle = (tx: Queryable, mailId: string, status: 'skipped' | 'failed', now: Date) =>
  settleAppointmentMails(tx, { mailId }, status, now);

/** The claim (a try, her link) committed first: see claimLinkedOutboxRow. */
const claim = (sql: Sql, mailId: string, now: Date) =>
  claimLinkedOutboxRow(sql, {
    table: 'appointment_mails',
    id: mailId,
    now,
    maxAttempts: appointmentMailAttempts,
    lockRow,
    readTarget: readAppointment,
    issueLink,
    settle: (tx, status, at) => settle(tx, mailId, status, at),
  });

/**
 * Sends one row of the appointment outbox, as the worker runs its job: at least once, never again
 * once a send is recorded (the follow-ups' way, deliverFollowUpMail, says why not at most once).
 * The claim (a try, the link) is committed first; then, under the row's lock, the e-mail goes and
 * is recorded as sent. A try cut short after the mail server took the message (the worker killed)
 * is found by the next one, which sends the very same message (same Message-ID, same link) rather
 * than a second link; a send that throws leaves the row pending for the job's retry or the
 * housekeeping sweep, with its one link; out of tries, the row fails and its link is retired. A
 * cancellation or a move that supersedes the row waits for the lock, so it is sent or not, whole.
 */
export async function deliverAppointmentMail(options: DeliverAppointmentMailOptions): Promise<boolean> {
  const { sql, transport, publicUrl, mailId } = options;
  const now = options.now ?? new Date();
  if (!(await claim(sql, mailId, now))) return false;
  try {
    return (await sql.begin(async (tx) => {
      const row = await lockRow(tx, mailId);
      if (!row || row.status !== 'pending' || !row.linkToken) return false;
      const appointment = await readAppointment(tx, row, now);
      if (!appointment) {
        await settle(tx, mailId, 'skipped', now);
        return false;
      }
      const cancelled = row.kind === 'cancelled';
      await transport.send({
        to: appointment.email,
        messageId: messageIdOf('appointment', mailId, publicUrl),
        ...renderAppointmentEmail({
          kind: row.kind,
          brideName: appointment.brideName,
          boutiqueName: appointment.boutiqueName,
          boutiquePhone: appointment.boutiquePhone,
          address: appointment.address,
          timeZone: appointment.timeZone,
          startsAt: appointment.startsAt,
          durationMinutes: appointment.durationMinutes,
          uid: appointmentEventUid(appointment.rootId, publicUrl),
          sequence: appointmentEventSequence(appointment.moves, cancelled),
          token: row.linkToken,
          publicUrl,
        }),
      });
      await tx`
        UPDATE appointment_mails
        SET status = 'sent', sent_at = ${now}, sent_to = ${appointment.email}, link_token = NULL, last_error = '',
            updated_at = ${now}
        WHERE id = ${mailId}`;
      // Her first reminder, e-mail or text, marks the appointment reminded (the reports read it).
      if (row.kind === 'reminder') {
        await tx`UPDATE appointments SET reminded_at = ${now} WHERE id = ${row.appointmentId} AND reminded_at IS NULL`;
      }
      return true;
    })) as boolean;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await sql`UPDATE appointment_mails SET last_error = ${reason.slice(0, 500)} WHERE id = ${mailId}`.catch(
      () => undefined,
    );
    throw error;
  }
}
