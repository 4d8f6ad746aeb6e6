import { makeCalendarFeed } from '@bridal/server/calendar-feeds/make-calendar-feed';
import { openCalendarFeed } from '@bridal/server/calendar-feeds/open-calendar-feed';
import { readBoutiqueCalendarFeeds, readOwnCalendarFeed } from '@bridal/server/calendar-feeds/read-calendar-feeds';
import { revokeCalendarFeed, revokeTeamMemberFeed } from '@bridal/server/calendar-feeds/revoke-calendar-feed';
import { consultantMessages } from '@bridal/shared/consultants/consultants';
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { clientIp } from '../../http/client-ip';
import { ifNoneMatchHits } from '../../http/if-none-match';
import { requireAdmin } from '../../http/require-role';
import { uuidParam } from '../../http/uuid-param';
import { requireAccount } from '../../middleware/session';

type Ctx = Context<AppEnv>;

/** A feed of the session's boutique: the caller's own (consultantId her id) or the boutique's (null). */
const feedOf = (c: Ctx, account: { boutiqueId: number }, consultantId: string | null) => ({
  sql: c.var.deps.sql,
  boutiqueId: account.boutiqueId,
  consultantId,
});

/** GET /api/calendar-feeds/mine: whether she has a link, when it was made and last fetched. */
export async function ownFeedHandler(c: Ctx) {
  const account = requireAccount(c);
  return c.json(
    await readOwnCalendarFeed({ sql: c.var.deps.sql, boutiqueId: account.boutiqueId, userId: account.userId }),
  );
}

async function makeFeed(c: Ctx, account: { boutiqueId: number; userId: string }, consultantId: string | null) {
  const made = await makeCalendarFeed({
    ...feedOf(c, account, consultantId),
    createdBy: account.userId,
    publicUrl: c.var.deps.env.PUBLIC_URL,
  });
  c.var.logger.info({ boutiqueFeed: consultantId === null }, 'calendar feed link made');
  return c.json(made, 201);
}

/** POST /api/calendar-feeds/mine: a new link to her appointments; her old one stops answering. */
export async function makeOwnFeedHandler(c: Ctx) {
  const account = requireAccount(c);
  return makeFeed(c, account, account.userId);
}

/** DELETE /api/calendar-feeds/mine: her link revoked. */
export async function revokeOwnFeedHandler(c: Ctx) {
  const account = requireAccount(c);
  await revokeCalendarFeed(feedOf(c, account, account.userId));
  c.var.logger.info('calendar feed link revoked');
  return c.json({ feed: null });
}

/** GET /api/calendar-feeds/boutique (admins): the boutique's link and the team's. */
export async function boutiqueFeedsHandler(c: Ctx) {
  const account = requireAdmin(c);
  return c.json(await readBoutiqueCalendarFeeds(c.var.deps.sql, account.boutiqueId));
}

/** POST /api/calendar-feeds/boutique (admins): a new link to every appointment of the boutique. */
export async function makeBoutiqueFeedHandler(c: Ctx) {
  return makeFeed(c, requireAdmin(c), null);
}

/** DELETE /api/calendar-feeds/boutique (admins). */
export async function revokeBoutiqueFeedHandler(c: Ctx) {
  const account = requireAdmin(c);
  await revokeCalendarFeed(feedOf(c, account, null));
  c.var.logger.info({ boutiqueFeed: true }, 'calendar feed link revoked');
  return c.json({ feed: null });
}

/** DELETE /api/calendar-feeds/consultants/{id} (admins): a team member's link revoked. */
export async function revokeTeamMemberFeedHandler(c: Ctx) {
  const account = requireAdmin(c);
  const consultantId = uuidParam(c, 'id', consultantMessages.notFound);
  await revokeTeamMemberFeed({ ...feedOf(c, account, consultantId), consultantId });
  c.var.logger.info({ consultantId }, "a team member's calendar feed link revoked");
  return c.json({ feed: null });
}

/**
 * GET /api/calendar/{token}.ics: public, as calendar apps send no cookies; the token is the
 * credential. A miss counts against the caller's address and a hit is handed back, so only
 * guesses and revoked links still polled are limited. An unchanged feed renders the same bytes,
 * so its hash is its ETag and an app that sends it back gets a 304 (the fetch still recorded).
 */
export async function calendarFeedHandler(c: Ctx) {
  const { rateLimiter, sql, env } = c.var.deps;
  const ip = clientIp(c);
  await rateLimiter.consume('calendarFeedMissesByIp', ip);
  const ics = await openCalendarFeed({ sql, token: c.req.param('token') ?? '', publicUrl: env.PUBLIC_URL });
  await rateLimiter.giveBack('calendarFeedMissesByIp', ip);
  // Personal data behind a secret link: no shared cache keeps it, and apps ask again each time.
  c.header('Cache-Control', 'private, no-cache');
  const etag = `"${createHash('sha256').update(ics).digest('base64url').slice(0, 27)}"`;
  c.header('ETag', etag);
  if (ifNoneMatchHits(c.req.header('if-none-match'), etag)) return c.body(null, 304);
  c.header('Content-Disposition', 'inline; filename="appointments.ics"');
  return c.body(ics, 200, { 'Content-Type': 'text/calendar; charset=utf-8' });
}
