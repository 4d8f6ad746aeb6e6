import { cancelWithLink, moveWithLink } from '@bridal/server/appointments/links/use-booking-link';
import { bookWithPayment, readBookingLinkWithPayment } from '@bridal/server/payments/book-with-payment';
import { openAppointmentLink } from '@bridal/server/appointments/links/open-appointment-link';
import { validateWithSchema } from '@bridal/server/errors/validate-with-schema';
import { paymentsConfigOf } from '@bridal/server/payments/payment-settings';
import { bookingMoveSchema, bookingRequestSchema } from '@bridal/shared/appointments/booking';
import { joinWaitlist } from '@bridal/server/waitlist/join-waitlist';
import { offerAfterChange } from '@bridal/server/waitlist/offer-freed-places';
import { waitlistJoinSchema } from '@bridal/shared/waitlist/waitlist';
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
  const payments = paymentsConfigOf(c.var.deps.env);
  return c.json(
    await readBookingLinkWithPayment({ sql: c.var.deps.sql, token: tokenOf(c), typeId: typeQueryOf(c), payments }),
  );
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
    const payments = paymentsConfigOf(c.var.deps.env);
    const result = await bookWithPayment(appointmentDepsOf(c, c.var.deps.logger), { token, request, payments });
    c.var.logger.info({ brideId: link.brideId, boutiqueId: link.boutiqueId }, 'bride booked');
    return c.json(result, 201);
  }
  const { startsAt } = await validateWithSchema(bookingMoveSchema, body);
  const result = await moveWithLink(appointmentDepsOf(c, c.var.deps.logger), { token, startsAt });
  await offerAfterChange(c.var.deps, link.boutiqueId, link.appointmentId!);
  c.var.logger.info({ appointmentId: link.appointmentId, boutiqueId: link.boutiqueId }, 'bride moved her appointment');
  return c.json(result);
}

/** POST /api/booking/{token}/cancel: a 'manage' link cancels its appointment. */
export async function cancelByLinkHandler(c: Ctx) {
  await c.var.deps.rateLimiter.consume('bookingWriteByIp', clientIp(c));
  const link = await openAppointmentLink({ sql: c.var.deps.sql, token: tokenOf(c), purpose: 'manage' });
  const result = await cancelWithLink(appointmentDepsOf(c, c.var.deps.logger), { token: tokenOf(c) });
  await offerAfterChange(c.var.deps, link.boutiqueId, link.appointmentId!);
  return c.json(result);
}

/** POST /api/booking/{token}/waitlist { date, email, appointmentTypeId?, partySize? }: a full day's waitlist. */
export async function joinWaitlistHandler(c: Ctx) {
  const { sql, rateLimiter } = c.var.deps;
  await rateLimiter.consume('bookingWriteByIp', clientIp(c));
  // The link first: another boutique's token, or none, is 404 whatever the body.
  await openAppointmentLink({ sql, token: tokenOf(c), purpose: 'book' });
  const request = await validateWithSchema(waitlistJoinSchema, await readJsonBody(c));
  const joined = await joinWaitlist({ sql, rateLimiter, token: tokenOf(c), request });
  return c.json(joined, 201);
}
