import {
  type AppointmentChangedOptions,
  appointmentChanged,
} from '@bridal/server/appointments/notify/appointment-changed';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';

/** After a staff booking, move or cancellation: her e-mail and her reminder (never fails the write). */
export async function notifyBride(c: Context<AppEnv>, change: AppointmentChangedOptions): Promise<void> {
  const { sql, mailQueue } = c.var.deps;
  await appointmentChanged({ sql, mailQueue, logger: c.var.logger }, change);
}
