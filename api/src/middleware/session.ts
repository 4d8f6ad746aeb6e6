import { sessionPolicyOf } from '@bridal/server/accounts/session-policy';
import { findSession } from '@bridal/server/accounts/sessions';
import { hashToken } from '@bridal/server/auth/tokens';
import { cookieIsSecure, type ServerEnv } from '@bridal/server/config/server-env';
import { AppError } from '@bridal/server/errors/app-error';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env';

export const notLoggedInMessage = 'Please log in to continue.';

/** `__Host-` binds the cookie to this exact host when it is sent over HTTPS only. */
export function sessionCookieName(env: ServerEnv): string {
  return cookieIsSecure(env) ? '__Host-bc_session' : 'bc_session';
}

export const sessionPolicy = sessionPolicyOf;

export function readSessionToken(c: Context<AppEnv>): string | undefined {
  const token = getCookie(c, sessionCookieName(c.get('deps').env));
  return token && token.length <= 100 ? token : undefined;
}

export function writeSessionCookie(c: Context<AppEnv>, token: string, expiresAt: Date): void {
  const env = c.get('deps').env;
  setCookie(c, sessionCookieName(env), token, {
    httpOnly: true,
    secure: cookieIsSecure(env),
    sameSite: 'Lax',
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  const env = c.get('deps').env;
  deleteCookie(c, sessionCookieName(env), { path: '/', secure: cookieIsSecure(env) });
}

/** The key of a session in the SessionCache: the token's hash, as the database stores it. */
export const sessionCacheKey = (token: string) => hashToken(token).toString('hex');

/** Loads the account behind the session cookie, if any, into c.var.account. */
export function loadSession(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = readSessionToken(c);
    if (token) {
      const { sql, env, sessionCache } = c.get('deps');
      const key = sessionCacheKey(token);
      let account = sessionCache?.get(key);
      if (!account) {
        account = await findSession(sql, token, sessionPolicy(env));
        if (account) sessionCache?.set(key, account);
      }
      if (account) c.set('account', account);
    }
    return next();
  };
}

/** Drops a session this replica remembers; the database's notification tells the others. */
export function forgetSession(c: Context<AppEnv>, token: string): void {
  c.get('deps').sessionCache?.forgetToken(sessionCacheKey(token));
}

export function requireAccount(c: Context<AppEnv>) {
  const account = c.get('account');
  if (!account) throw new AppError('UNAUTHORIZED', notLoggedInMessage);
  return account;
}
