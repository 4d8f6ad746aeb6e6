import { openUnsubscribe, unsubscribeByToken } from '@bridal/server/follow-ups/unsubscribe/unsubscribe';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { clientIp } from '../../http/client-ip';

type Ctx = Context<AppEnv>;

const tokenOf = (c: Ctx) => c.req.param('token') ?? '';

/** GET /api/unsubscribe/{token}: public; the link is the credential. Changes nothing. */
export async function openUnsubscribeHandler(c: Ctx) {
  await c.var.deps.rateLimiter.consume('unsubscribeByIp', clientIp(c));
  return c.json(await openUnsubscribe(c.var.deps.sql, tokenOf(c)));
}

/**
 * POST /api/unsubscribe/{token}: her page's click (JSON) and the RFC 8058 one-click POST a mail
 * provider sends (`List-Unsubscribe=One-Click`, form-encoded). The body says nothing the path does
 * not, so it is not read.
 */
export async function unsubscribeHandler(c: Ctx) {
  await c.var.deps.rateLimiter.consume('unsubscribeByIp', clientIp(c));
  const state = await unsubscribeByToken(c.var.deps.sql, tokenOf(c));
  c.var.logger.info('bride unsubscribed from follow-ups');
  return c.json(state);
}
