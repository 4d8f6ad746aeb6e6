import type { Queryable } from '../../db/queryable';

/**
 * Ends pending rows that will not be sent, in the caller's transaction: their plain tokens are erased and
 * their links retired, so no live link is left that no e-mail carries.
 */
export async function settleAppointmentMails(
  tx: Queryable,
  where: { mailId: string } | { appointmentIds: string[] },
  status: 'skipped' | 'failed' | 'superseded',
  now: Date,
): Promise<void> {
  // A row being sent right now is left to its sender (SKIP LOCKED), so a booking never waits on a
  // mail server: the sender reads the appointment again under the row's lock and sends nothing moot.
  const rows = await tx<{ linkId: string | null }[]>`
    UPDATE appointment_mails SET status = ${status}, link_token = NULL, updated_at = ${now}
    WHERE id IN (
      SELECT id FROM appointment_mails
      WHERE status = 'pending'
        AND ${'mailId' in where ? tx`id = ${where.mailId}` : tx`appointment_id IN ${tx(where.appointmentIds)}`}
      FOR UPDATE SKIP LOCKED)
    RETURNING link_id`;
  const links = rows.flatMap((row) => (row.linkId ? [row.linkId] : []));
  if (links.length > 0) {
    await tx`UPDATE appointment_links SET used_at = ${now} WHERE id IN ${tx(links)} AND used_at IS NULL`;
  }
}
