import type { Queryable } from '../../db/queryable';
import type { DashboardChanges } from '../../dashboard-version/dashboard-version';
import { guardOutsideMail, outsideMailAllowed } from '../../mail/guard-outside-mail';
import type { RateLimiter } from '../../security/rate-limits';
import { type AppointmentChangedOptions, type AppointmentNotifyDeps, appointmentChanged } from './appointment-changed';

export interface BrideMailDeps extends AppointmentNotifyDeps {
  /** Her e-mail counts against the outside-mail limits (guardOutsideMail). */
  rateLimiter: RateLimiter;
}

/** What a write to her appointment needs: the dashboards to tell and her e-mails to send. */
export interface AppointmentWriteDeps extends BrideMailDeps {
  changes: DashboardChanges;
}

/** The boutique writing to her, and who of its staff asked (the owner is asked to confirm; none: the public). */
export interface BrideMailSender {
  boutiqueId: number;
  actorUserId?: string;
}

export type BrideOf = { brideId: string } | { appointmentId: string };

async function brideEmail(sql: Queryable, where: BrideOf): Promise<string> {
  const [row] =
    'brideId' in where
      ? await sql<{ email: string }[]>`SELECT email FROM brides WHERE id = ${where.brideId}`
      : await sql<{ email: string }[]>`
          SELECT b.email FROM appointments a JOIN brides b ON b.id = a.bride_id WHERE a.id = ${where.appointmentId}`;
  return row?.email.trim() ?? '';
}

/**
 * Before a staff booking or move her e-mail follows: refuses (403, 429) what the outside-mail guard
 * would refuse, counting nothing, so the staff is told before anything changes. Call it once the
 * bride or appointment is known to be the boutique's.
 */
export async function checkBrideMail(
  deps: Pick<BrideMailDeps, 'sql' | 'rateLimiter'>,
  sender: BrideMailSender,
  where: BrideOf,
): Promise<void> {
  const email = await brideEmail(deps.sql, where);
  if (email) await guardOutsideMail({ ...deps, ...sender, kind: 'bride', to: email, mode: 'check' });
}

/**
 * Whether her e-mail about her appointment may go: counted against the outside-mail limits and
 * true, or false (logged) where the guard refuses. No address: true (nothing goes anyway).
 */
export async function brideMailAllowed(
  deps: BrideMailDeps,
  sender: BrideMailSender,
  appointment: { appointmentId: string; to?: string },
): Promise<boolean> {
  const { sql, rateLimiter, logger } = deps;
  const email = appointment.to ?? (await brideEmail(sql, { appointmentId: appointment.appointmentId }));
  return (
    !email ||
    outsideMailAllowed({
      sql,
      rateLimiter,
      ...sender,
      kind: 'bride',
      to: email,
      logger,
      context: { appointmentId: appointment.appointmentId },
    })
  );
}

/**
 * After a booking, move or cancellation: her e-mail and her reminder (never fails the write). The
 * e-mail counts against the outside-mail limits; one they refuse (two writes raced past the check,
 * or a cancellation) is not sent, and the write stands.
 */
export async function notifyBride(
  deps: BrideMailDeps,
  sender: BrideMailSender,
  change: Omit<AppointmentChangedOptions, 'mail'> & { to?: string },
): Promise<void> {
  const mail = await brideMailAllowed(deps, sender, change);
  await appointmentChanged(deps, { appointmentId: change.appointmentId, change: change.change, mail });
}
