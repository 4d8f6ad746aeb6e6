import {
  type AppointmentChangedOptions,
  appointmentChanged,
} from '@bridal/server/appointments/notify/appointment-changed';
import { outsideMailAllowed } from '@bridal/server/mail/guard-outside-mail';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { guardMailFromBoutique } from '../../http/guard-outside-mail';
import { requireAccount } from '../../middleware/session';

type Ctx = Context<AppEnv>;

async function brideEmail(c: Ctx, where: { brideId: string } | { appointmentId: string }): Promise<string> {
  const { sql } = c.var.deps;
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
export async function checkBrideMail(c: Ctx, where: { brideId: string } | { appointmentId: string }): Promise<void> {
  const email = await brideEmail(c, where);
  if (email) await guardMailFromBoutique(c, { kind: 'bride', to: email, mode: 'check' });
}

/**
 * After a staff booking, move or cancellation: her e-mail and her reminder (never fails the write).
 * The e-mail counts against the outside-mail limits; one they refuse (two writes raced past the
 * check, or a cancellation) is not sent, and the write stands.
 */
export async function notifyBride(c: Ctx, change: AppointmentChangedOptions): Promise<void> {
  const { sql, mailQueue, rateLimiter } = c.var.deps;
  const account = requireAccount(c);
  const email = await brideEmail(c, { appointmentId: change.appointmentId });
  const mail =
    !email ||
    (await outsideMailAllowed({
      sql,
      rateLimiter,
      boutiqueId: account.boutiqueId,
      actorUserId: account.userId,
      kind: 'bride',
      to: email,
      logger: c.var.logger,
      context: { appointmentId: change.appointmentId },
    }));
  await appointmentChanged({ sql, mailQueue, logger: c.var.logger }, { ...change, mail });
}
