import { readBookingLink } from '@bridal/server/appointments/links/read-booking-link';
import { bookWithLink, cancelWithLink, moveWithLink } from '@bridal/server/appointments/links/use-booking-link';
import { openAppointmentLink } from '@bridal/server/appointments/links/open-appointment-link';
import { validateWithSchema } from '@bridal/server/errors/validate-with-schema';
import { bookingMoveSchema, bookingRequestSchema } from '@bridal/shared/appointments/booking';
import { isUuid } from '@bridal/shared/appointments/appointment-types';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { clientIp } from '../../http/client-ip';
import { appointmentDepsOf } from '../../http/appointment-deps';
import { readJsonBody } from '../../http/read-json-body';

type Ctx = Context<AppEnv>;

const tokenOf = (c: Ctx) => c.req.param('token') ?? '';
/** `?type=`: a UUID, or ignored (the link's default type then). */
const typeQueryOf = (c: Ctx) => {
  const type = c.req.query('type');
  return isUuid(type) ? type : null;
};

/** GET /api/booking/{token}?type=: public; the link is the credential. */
export async function readBookingLinkHandler(c: Ctx) {
  await c.var.deps.rateLimiter.consume('bookingLinkByIp', clientIp(c));
  return c.json(await readBookingLink({ sql: c.var.deps.sql, token: tokenOf(c), typeId: typeQueryOf(c) }));
}

/** POST /api/booking/{token}: a 'book' link books (with her e-mail); a 'manage' link moves. */
export async function useBookingLinkHandler(c: Ctx) {
  const { sql, rateLimiter } = c.var.deps;
  await rateLimiter.consume('bookingWriteByIp', clientIp(c));
  const token = tokenOf(c);
  const link = await openAppointmentLink({ sql, token });
  const body = await readJsonBody(c);
  if (link.purpose === 'book') {
    const request = await validateWithSchema(bookingRequestSchema, body);
    await rateLimiter.consume('bookingsByAddress', request.email.toLowerCase());
    const result = await bookWithLink(appointmentDepsOf(c, c.var.deps.logger), { token, request });
    c.var.logger.info({ brideId: link.brideId, boutiqueId: link.boutiqueId }, 'bride booked');
    return c.json(result, 201);
  }
  const { startsAt } = await validateWithSchema(bookingMoveSchema, body);
  const result = await moveWithLink(appointmentDepsOf(c, c.var.deps.logger), { token, startsAt });
  c.var.logger.info({ appointmentId: link.appointmentId, boutiqueId: link.boutiqueId }, 'bride moved her appointment');
  return c.json(result);
}

/** POST /api/booking/{token}/cancel: a 'manage' link cancels its appointment. */
export async function cancelByLinkHandler(c: Ctx) {
  await c.var.deps.rateLimiter.consume('bookingWriteByIp', clientIp(c));
  const result = await cancelWithLink(appointmentDepsOf(c, c.var.deps.logger), { token: tokenOf(c) });
  return c.json(result);
}
