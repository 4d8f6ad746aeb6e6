import type { ServerEnv } from '@bridal/server/config/server-env';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../app-env';

/** A route that declares no body of its own takes a small JSON form. */
export const jsonBodyLimitBytes = 64 * 1024;
export const bodyTooLargeMessage = 'The request body is too large.';

export interface RouteBody {
  /** The most the route may be sent, for the deployment's limits. */
  maxBytes: (env: ServerEnv) => number;
  /**
   * Read as a stream that counts its own bytes: only a declared length over the limit is refused
   * up front, because Hono's bodyLimit would buffer a body sent without a length to count it.
   */
  streamed?: boolean;
  /**
   * Files from a phone (photos): held to the body deadline's slower upload rate, so a weak but
   * moving connection finishes (api/src/http/body-deadline.ts).
   */
  upload?: boolean;
}

const declaredBodiesByHandler = new WeakMap<object, RouteBody>();
const jsonBody: RouteBody = { maxBytes: () => jsonBodyLimitBytes };

/**
 * Declares on a route the body it takes (an upload's room for its files). It does nothing itself:
 * the app's body deadline and body limit, which must run before anything reads the body, read it
 * through bodyOf, so the two always agree.
 */
export function acceptsBody(body: RouteBody): MiddlewareHandler<AppEnv> {
  const declaration: MiddlewareHandler<AppEnv> = (_c, next) => next();
  declaredBodiesByHandler.set(declaration, body);
  return declaration;
}

/** The body the request's route declared, or a small JSON form. */
export function bodyOf(c: Context<AppEnv>): RouteBody {
  for (const route of matchedRoutes(c)) {
    const declared = declaredBodiesByHandler.get(route.handler);
    if (declared) return declared;
  }
  return jsonBody;
}

/** The largest body any route of `app` takes, which bounds how long the server lets a whole request take. */
export function largestMaxBodyBytes(app: Hono<AppEnv>, env: ServerEnv): number {
  const declared = app.routes.flatMap((route) => declaredBodiesByHandler.get(route.handler) ?? []);
  return Math.max(jsonBodyLimitBytes, ...declared.map((body) => body.maxBytes(env)));
}

/** Every body the routes of `app` declare, for the deployment's limits (the server's backstop is scaled to them). */
export function declaredBodies(app: Hono<AppEnv>, env: ServerEnv): { maxBytes: number; upload: boolean }[] {
  const declared = app.routes.flatMap((route) => declaredBodiesByHandler.get(route.handler) ?? []);
  return [
    { maxBytes: jsonBodyLimitBytes, upload: false },
    ...declared.map((body) => ({ maxBytes: body.maxBytes(env), upload: body.upload ?? false })),
  ];
}

const refuseTooLarge = (c: Context) => c.json({ error: bodyTooLargeMessage }, 413);

/** Refuses a body over its route's limit with 413; GET and HEAD pass, as they carry none. */
export function limitBodies(env: ServerEnv): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // GET and HEAD have no body; asking for one would build a whole Request object per poll.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const body = bodyOf(c);
    const maxBytes = body.maxBytes(env);
    if (!body.streamed) return bodyLimit({ maxSize: maxBytes, onError: refuseTooLarge })(c, next);
    if (Number(c.req.header('content-length') ?? '0') > maxBytes) return refuseTooLarge(c);
    return next();
  };
}
