import type { Sql } from '../../db/create-sql';
import type { MailTransport } from '../../mail/mail-transport';
import { type AppointmentEmailKind, renderAppointmentEmail } from '../../mail/render-appointment-email';
import { issueBookLink } from '../links/issue-book-link';
import { issueManageLink } from '../links/issue-manage-link';

export interface DeliverAppointmentMailOptions {
  sql: Sql;
  transport: MailTransport;
  publicUrl: string;
  appointmentId: string;
  kind: AppointmentEmailKind;
  /** A reminder is sent only while the appointment still starts at this instant. */
  startsAt?: string;
}

interface AppointmentMailRow {
  boutiqueId: number;
  brideId: string;
  startsAt: Date;
  durationMinutes: number;
  status: string;
  brideName: string;
  email: string;
  boutiqueName: string;
  boutiquePhone: string;
  address: string;
  timeZone: string;
  rootId: string;
  moves: number;
}

/**
 * Builds and sends the bride's e-mail about one appointment, as the worker runs it. Her link is
 * made here, so the token exists only in this e-mail. Returns false when there is nothing to send
 * any more: no address, an e-mail about a booking that was since cancelled or moved, a reminder
 * for a time that changed.
 */
export async function deliverAppointmentMail(options: DeliverAppointmentMailOptions): Promise<boolean> {
  const { sql, transport, publicUrl, appointmentId, kind } = options;
  // Moves chain appointments (rebooked_from): the first one's id names the calendar event, and each
  // move raises its revision, so her calendar keeps one event that follows the changes.
  const [row] = await sql<AppointmentMailRow[]>`
    WITH RECURSIVE chain AS (
      SELECT id, rebooked_from, 0 AS moves FROM appointments WHERE id = ${appointmentId}
      UNION ALL
      SELECT a.id, a.rebooked_from, c.moves + 1 FROM appointments a JOIN chain c ON a.id = c.rebooked_from
      WHERE c.moves < 100
    )
    SELECT a.boutique_id, a.bride_id, a.starts_at, a.duration_minutes, a.status,
           br.name AS bride_name, br.email, b.name AS boutique_name, b.phone AS boutique_phone, b.address,
           b.time_zone, root.id AS root_id, root.moves
    FROM appointments a
    JOIN brides br ON br.id = a.bride_id
    JOIN boutiques b ON b.id = a.boutique_id
    CROSS JOIN LATERAL (SELECT id, moves FROM chain ORDER BY moves DESC LIMIT 1) root
    WHERE a.id = ${appointmentId}`;
  if (!row || !row.email) return false;
  const cancelled = kind === 'cancelled';
  if (cancelled ? row.status !== 'cancelled' : row.status !== 'booked') return false;
  if (kind === 'reminder' && row.startsAt.toISOString() !== new Date(options.startsAt ?? 0).toISOString()) return false;

  const link = cancelled
    ? await issueBookLink({ sql, boutiqueId: row.boutiqueId, brideId: row.brideId })
    : await issueManageLink({ sql, appointmentId });
  if (!cancelled && !link) return false;
  await transport.send({
    to: row.email,
    ...renderAppointmentEmail({
      kind,
      brideName: row.brideName,
      boutiqueName: row.boutiqueName,
      boutiquePhone: row.boutiquePhone,
      address: row.address,
      timeZone: row.timeZone,
      startsAt: row.startsAt,
      durationMinutes: row.durationMinutes,
      uid: `${row.rootId}@${new URL(publicUrl).hostname}`,
      sequence: row.moves + (cancelled ? 1 : 0),
      token: link?.token,
      publicUrl,
    }),
  });
  return true;
}
