import type { ApiKeyScope } from '@bridal/shared/api-keys/api-keys';
import type { SessionCache } from '@bridal/server/accounts/session-cache';
import type { SessionAccount } from '@bridal/server/accounts/sessions';
import type { ServerEnv } from '@bridal/server/config/server-env';
import type { DashboardVersionCache } from '@bridal/server/dashboard-version/dashboard-version-cache';
import type { Sql } from '@bridal/server/db/create-sql';
import type { Logger } from '@bridal/server/logging/create-logger';
import type { ApiMetrics } from '@bridal/server/metrics/api-metrics';
import type { MailQueue } from '@bridal/server/queue/mail-queue';
import type { Redis } from '@bridal/server/queue/redis-connection';
import type { RateLimiter } from '@bridal/server/security/rate-limits';
import type { ObjectStorage } from '@bridal/server/storage/object-storage';
import type { FlowProducer, Queue } from 'bullmq';
import type { BodyDeadlinePolicy } from './http/body-deadline';

/** Everything a request handler may use, built once by main.ts (or by a test). */
export interface AppDeps {
  env: ServerEnv;
  sql: Sql;
  redis: Redis;
  mailQueue: MailQueue;
  rateLimiter: RateLimiter;
  storage: ObjectStorage;
  /** Starts a bride's analysis flow. */
  analysisFlow: FlowProducer;
  logger: Logger;
  /** Recently seen sessions; kept true by watchSessionChanges. Without it every request asks PostgreSQL. */
  sessionCache?: SessionCache;
  /** The boutiques' dashboard counters in memory; without it every dashboard poll asks Redis. */
  dashboardVersions?: DashboardVersionCache;
  /** Every queue of the platform, for /ops/queues and the queue-depth gauges; opened and closed by main.ts. */
  queues?: Queue[];
  /** How long a client may take to send a body; the default suits production, tests shorten it. */
  bodyDeadline?: BodyDeadlinePolicy;
  /**
   * Until this instant (ms since the epoch) readiness waits for a first worker heartbeat rather
   * than reporting the worker missing: by default, one missing-worker period after createApi.
   */
  workerGraceUntil?: number;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    logger: Logger;
    account?: SessionAccount;
    /** Set when an API key authenticated the request (its owner is then `account`). */
    apiKey?: { id: string; scope: ApiKeyScope };
    /** A prospect holding a valid demo-access cookie from the trial sign-up. */
    demoVisitor?: { trialId: string };
    /** Set when the operator endpoints are configured (OPS_PASSWORD): counters for AI calls and the like. */
    metrics?: ApiMetrics;
  };
}
