import { z } from 'zod';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((value) => (value === undefined ? fallback : ['true', '1', 'yes'].includes(value)));

const url = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    `must be a ${protocols.join(' or ')} URL`,
  );

const int = (fallback: number, min: number, max: number) =>
  z.coerce
    .number({ error: `must be a whole number from ${min} to ${max}` })
    .int(`must be a whole number from ${min} to ${max}`)
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`)
    .default(fallback);

/** Comma-separated whole seconds, at most 20 of them, each at most a day: a retry schedule. */
const secondsList = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .refine(
      (value) => /^\d{1,5}(,\d{1,5}){0,19}$/.test(value.replace(/\s/g, '')),
      'must be up to 20 whole numbers of seconds, separated by commas',
    )
    .transform((value) => value.replace(/\s/g, '').split(',').map(Number))
    .refine((seconds) => seconds.every((second) => second <= 86400), 'each pause must be at most 86400 seconds');

/** A 32-byte key written as 64 hex digits or base64; undefined when it is neither. */
function secretKeyBytes(value: string): Buffer | undefined {
  const bytes = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  return bytes.length === 32 ? bytes : undefined;
}

/** Where the app is reached when PUBLIC_URL is unset: this machine, on the API's port. */
export const localPublicUrl = (port: number) => `http://localhost:${port}`;

const serverEnvFields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: int(3000, 0, 65535),
  HOST: z.string().min(1).default('0.0.0.0'),
  // Unset, it follows PORT (see localPublicUrl), so links work on whichever port the API listens on.
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  DATABASE_URL: url(['postgres:', 'postgresql:']).default('postgres://postgres@127.0.0.1:5432/bridal_coach'),
  DATABASE_POOL_SIZE: int(10, 1, 100),
  REDIS_URL: url(['redis:', 'rediss:']).default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-zA-Z0-9:_-]+$/, 'may hold letters, digits, ":", "_" and "-" only')
    .default('bridal'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool(false),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  SESSION_IDLE_MINUTES: int(720, 1, 60 * 24 * 30),
  SESSION_ABSOLUTE_HOURS: int(24 * 7, 1, 24 * 90),
  SMTP_URL: z
    .string()
    .optional()
    .refine((value) => !value || /^smtps?:\/\//.test(value), 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: z.string().min(3).default('Bridal Coach <no-reply@bridalcoach.app>'),
  WEB_DIST: z.string().default('web/dist'),
  SERVE_WEB: z.enum(['auto', 'true', 'false']).default('auto'),
  WORKER_CONCURRENCY: int(5, 1, 100),
  WORKER_HEARTBEAT_FILE: z.string().default('/tmp/worker-heartbeat'),
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),

  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  STORAGE_DIR: z.string().min(1).default('data/uploads'),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().default('bridal-coach'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool(true),

  PHOTO_MAX_BYTES: int(10 * 1024 * 1024, 1024, 100 * 1024 * 1024),
  PHOTO_MAX_PIXELS: int(50_000_000, 10_000, 500_000_000),
  TRENDING_DOCUMENT_MAX_BYTES: int(50 * 1024 * 1024, 1024, 500 * 1024 * 1024),

  AI_PROVIDER: z.enum(['auto', 'local', 'openai']).default('auto'),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().optional(),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  OPENAI_VISION_MODEL: z.string().optional(),
  OPENAI_TIMEOUT_MS: int(60_000, 1_000, 600_000),
  OPENAI_MAX_REQUESTS_PER_MINUTE: int(60, 1, 100_000),
  ANALYSIS_STALE_MINUTES: int(5, 1, 24 * 60),
  HOUSEKEEPING_INTERVAL_SECONDS: int(30, 1, 3600),
  // How often the worker looks for boutiques whose weekly coaching digest is due (Monday 08:00 local).
  COACHING_DIGEST_INTERVAL_SECONDS: int(900, 1, 3600),
  ANALYSIS_REQUEUE_GRACE_SECONDS: int(30, 1, 3600),
  // How long a follow-up 'day' lasts (the 2 and 7 days after an appointment); tests shorten it.
  FOLLOW_UP_DAY_SECONDS: int(86400, 1, 86400),

  // Webhooks (DESIGN.md section 13). Endpoints on private, loopback or link-local addresses (and
  // plain http) are refused unless the operator allows them (a receiver on this machine, tests).
  WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: bool(false),
  WEBHOOK_TIMEOUT_SECONDS: int(10, 1, 30),
  // Attempts in flight per worker: they mostly wait on receivers, so more than WORKER_CONCURRENCY.
  WEBHOOK_CONCURRENCY: int(20, 1, 200),
  // The pauses before each retry of a failed delivery (Standard Webhooks' suggested schedule).
  WEBHOOK_RETRY_SCHEDULE_SECONDS: secondsList('5,300,1800,7200,18000,36000'),
  // An endpoint is switched off once this many deliveries in a row failed every attempt, and it
  // has been failing for at least WEBHOOK_DISABLE_AFTER_FAILING_SECONDS.
  WEBHOOK_DISABLE_AFTER_FAILED_DELIVERIES: int(3, 1, 1000),
  WEBHOOK_DISABLE_AFTER_FAILING_SECONDS: int(86400, 0, 30 * 86400),

  // Text messages (DESIGN.md section 14): the key (32 bytes, base64 or 64 hex digits) that seals each
  // boutique's provider token at rest. Unset, boutiques cannot turn texts on.
  SMS_ENCRYPTION_KEY: z
    .string()
    .optional()
    .refine((value) => !value || secretKeyBytes(value) !== undefined, 'must be 32 bytes: base64 or 64 hex digits'),
  // Where the Twilio SDK sends its calls instead of https://api.twilio.com (a local stand-in, tests and dev only).
  TWILIO_API_BASE: url(['http:', 'https:']).optional(),

  // Operators: /ops/queues and /metrics exist only when OPS_PASSWORD is set (HTTP Basic auth).
  OPS_USER: z
    .string()
    .regex(/^[^:\s]+$/, 'may not hold ":" or spaces')
    .default('ops'),
  OPS_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  WORKER_METRICS_PORT: z.coerce
    .number({ error: 'must be a whole number from 1 to 65535' })
    .int('must be a whole number from 1 to 65535')
    .min(1, 'must be at least 1')
    .max(65535, 'must be at most 65535')
    .optional(),
});

/**
 * Every environment variable the API and the worker read, with its default. The worker reads PORT
 * too, so that its e-mailed links agree with the API's survey link.
 */
export const serverEnvSchema = serverEnvFields.transform((env) => ({
  ...env,
  PUBLIC_URL: env.PUBLIC_URL ?? localPublicUrl(env.PORT),
}));

export type ServerEnv = z.infer<typeof serverEnvSchema>;

/** `auto` uses the model when a key is set, and the built-in analyst otherwise. */
export function aiProviderOf(env: Pick<ServerEnv, 'AI_PROVIDER' | 'OPENAI_API_KEY'>): 'local' | 'openai' {
  if (env.AI_PROVIDER === 'auto') return env.OPENAI_API_KEY ? 'openai' : 'local';
  return env.AI_PROVIDER;
}

/** The webhook delivery settings the worker and the API read. */
export const webhookSettingsOf = (env: ServerEnv) => ({
  allowPrivateAddresses: env.WEBHOOKS_ALLOW_PRIVATE_ADDRESSES,
  timeoutMs: env.WEBHOOK_TIMEOUT_SECONDS * 1000,
  retryDelaysMs: env.WEBHOOK_RETRY_SCHEDULE_SECONDS.map((seconds) => seconds * 1000),
  disableAfterFailedDeliveries: env.WEBHOOK_DISABLE_AFTER_FAILED_DELIVERIES,
  disableAfterFailingMs: env.WEBHOOK_DISABLE_AFTER_FAILING_SECONDS * 1000,
});

export type WebhookSettings = ReturnType<typeof webhookSettingsOf>;

/** The largest photo, in bytes and in pixels, a survey may bring. */
/** What texts need from the environment: the sealing key (none: texts cannot be turned on) and the SDK's host. */
export const smsSettingsOf = (env: Pick<ServerEnv, 'SMS_ENCRYPTION_KEY' | 'TWILIO_API_BASE'>) => ({
  encryptionKey: env.SMS_ENCRYPTION_KEY ? secretKeyBytes(env.SMS_ENCRYPTION_KEY) : undefined,
  twilioApiBase: env.TWILIO_API_BASE,
});

export const photoLimitsOf = (env: Pick<ServerEnv, 'PHOTO_MAX_BYTES' | 'PHOTO_MAX_PIXELS'>) => ({
  maxBytes: env.PHOTO_MAX_BYTES,
  maxPixels: env.PHOTO_MAX_PIXELS,
});

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; a bad value throws an error that names the variable. */
export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = serverEnvSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
}

export function cookieIsSecure(env: Pick<ServerEnv, 'COOKIE_SECURE' | 'PUBLIC_URL'>): boolean {
  if (env.COOKIE_SECURE === 'auto') return env.PUBLIC_URL.startsWith('https:');
  return env.COOKIE_SECURE === 'true';
}

export function shouldServeWeb(env: Pick<ServerEnv, 'SERVE_WEB' | 'NODE_ENV'>): boolean {
  if (env.SERVE_WEB === 'auto') return env.NODE_ENV === 'production';
  return env.SERVE_WEB === 'true';
}
