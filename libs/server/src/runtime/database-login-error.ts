/** PostgreSQL refused who we are, not where we are: a message naming DATABASE_URL, never a stack. */
export class DatabaseLoginError extends Error {
  override name = 'DatabaseLoginError';
}

// 28P01 a wrong or missing password, 28000 a role that does not exist or may not connect,
// 42501 a role that may log in but not create the database `npm start` creates.
const refusedLogin = new Set(['28P01', '28000']);
const refusedCreate = '42501';

/**
 * The one line to print for a database login PostgreSQL refused, or null when the error is
 * something else. The URL's password is never repeated.
 */
export function databaseLoginError(error: unknown, databaseUrl: string): DatabaseLoginError | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || (!refusedLogin.has(code) && code !== refusedCreate)) return null;
  const url = new URL(databaseUrl);
  const role = decodeURIComponent(url.username) || 'the default role';
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  const where = `PostgreSQL at ${url.hostname}:${url.port || '5432'}`;
  const reason = (error as { message?: unknown }).message;
  const said = typeof reason === 'string' && reason ? ` (${reason})` : '';
  const example = `postgres://USER:PASSWORD@${url.hostname}:${url.port || '5432'}/${database}`;
  const fix =
    code === refusedCreate
      ? `create the database "${database}" once as a superuser, or set DATABASE_URL to a role with CREATEDB`
      : `set DATABASE_URL to a role that may log in, e.g. ${example}`;
  const what =
    code === refusedCreate ? `refused ${role} the creation of "${database}"` : `refused the login of ${role}`;
  return new DatabaseLoginError(`${where} ${what}${said}: ${fix}, or run everything with "docker compose up --build".`);
}
