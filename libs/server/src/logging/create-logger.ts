import { pino, type Logger } from 'pino';

export type { Logger };

/** Paths that never reach a log line: passwords, tokens, cookies. */
export const redactedPaths = [
  'password',
  'token',
  '*.password',
  '*.token',
  '*.confirmPassword',
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-user-password"]',
  'res.headers["set-cookie"]',
];

export function createLogger(options: { level: string; name: string }): Logger {
  return pino({
    name: options.name,
    level: options.level,
    redact: { paths: redactedPaths, censor: '[redacted]' },
  });
}
