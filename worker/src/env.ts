import { parseServerEnv, type ServerEnv } from '@bridal/server/config/server-env';

/** The one place the worker reads process.env. */
export function loadEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  return parseServerEnv(source);
}
