export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'REQUEST_TIMEOUT'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL';

export const statusOfCode: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

interface AppErrorOptions {
  /** Per-field messages for a form. */
  fields?: Record<string, string>;
  /** Seconds after which the caller may try again (429). */
  retryAfterSeconds?: number;
  /** More for the caller to act on, sent as the answer's `details` (e.g. the next free slots of a 409). */
  details?: Record<string, unknown>;
  cause?: unknown;
}

/** The one error type of the platform: a code and a message that is safe to show a user. */
export class AppError extends Error {
  override name = 'AppError';
  readonly fields?: Record<string, string>;
  readonly retryAfterSeconds?: number;
  readonly details?: Record<string, unknown>;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message, { cause: options.cause });
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.details = options.details;
  }

  get status(): number {
    return statusOfCode[this.code];
  }
}
