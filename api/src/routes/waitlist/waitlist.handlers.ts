import { acceptWaitlistOffer } from '@bridal/server/waitlist/accept-offer';
import { offerFreedPlaces } from '@bridal/server/waitlist/offer-freed-places';
import { readWaitlistOffer } from '@bridal/server/waitlist/read-offer';
import { listDayWaitlist, removeWaitlistEntry } from '@bridal/server/waitlist/staff-waitlist';
import { validateWithSchema } from '@bridal/server/errors/validate-with-schema';
import { paymentsConfigOf } from '@bridal/server/payments/payment-settings';
import { acceptWaitlistOfferSchema, waitlistDayQuerySchema, waitlistMessages } from '@bridal/shared/waitlist/waitlist';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { appointmentDepsOf } from '../../http/appointment-deps';
import { clientIp } from '../../http/client-ip';
import { describeRoute } from '../../http/describe-route';
import { readJsonBody } from '../../http/read-json-body';
import { uuidParam } from '../../http/uuid-param';
import { requireAccount } from '../../middleware/session';

type Ctx = Context<AppEnv>;

export const dayWaitlistRoute = describeRoute({
  summary: "List a day's waitlist",
  tags: ['Appointments'],
  query: waitlistDayQuerySchema,
  apiKey: 'read',
});

/** GET /api/waitlist?date= (staff): the day's waiting brides in order of joining, with live offers. */
export async function dayWaitlistHandler(c: Ctx) {
  const { boutiqueId } = requireAccount(c);
  const { date } = await dayWaitlistRoute.query(c);
  return c.json(await listDayWaitlist(c.var.deps.sql, boutiqueId, date));
}

export const removeWaitlistEntryRoute = describeRoute({
  summary: 'Take a bride off a waitlist',
  tags: ['Appointments'],
  apiKey: 'write',
});

/** DELETE /api/waitlist/{waitlistEntryId} (staff): her live offer is withdrawn and its place offered on. */
export async function removeWaitlistEntryHandler(c: Ctx) {
  const { boutiqueId } = requireAccount(c);
  const entryId = uuidParam(c, 'waitlistEntryId', waitlistMessages.entryNotFound);
  const { date } = await removeWaitlistEntry(c.var.deps.sql, { boutiqueId, entryId });
  await offerFreedPlaces(c.var.deps, { boutiqueId, dates: [date] });
  return c.body(null, 204);
}

/** GET /api/waitlist-offers/{token}: public; the offer's link is the credential. */
export async function readWaitlistOfferHandler(c: Ctx) {
  await c.var.deps.rateLimiter.consume('bookingLinkByIp', clientIp(c));
  const payments = paymentsConfigOf(c.var.deps.env);
  return c.json(await readWaitlistOffer(c.var.deps.sql, c.req.param('token') ?? '', { payments }));
}

/**
 * POST /api/waitlist-offers/{token}/accept { policyAgreed? }: books her into the held time (409 when
 * it is gone); her kind asks for a card or deposit: `payment.url`, the provider's page.
 */
export async function acceptWaitlistOfferHandler(c: Ctx) {
  await c.var.deps.rateLimiter.consume('bookingWriteByIp', clientIp(c));
  // A bare POST (no body) takes an offer that asks for nothing, as it always has.
  const body = c.req.header('content-type') ? await readJsonBody(c) : {};
  const { policyAgreed } = await validateWithSchema(acceptWaitlistOfferSchema, body);
  const result = await acceptWaitlistOffer(appointmentDepsOf(c, c.var.deps.logger), {
    token: c.req.param('token') ?? '',
    payments: paymentsConfigOf(c.var.deps.env),
    policyAgreed,
  });
  c.var.logger.info('bride took a waitlist offer');
  return c.json(result, 201);
}
