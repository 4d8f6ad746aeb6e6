import postgres from 'postgres';

export type Sql = postgres.Sql;

export interface CreateSqlOptions {
  url: string;
  max?: number;
  /** Name shown in pg_stat_activity, to tell the api's connections from the worker's. */
  applicationName?: string;
}

/** A postgres.js pool whose rows come back in camelCase. */
export function createSql({ url, max = 10, applicationName = 'bridal-coach' }: CreateSqlOptions): Sql {
  return postgres(url, {
    max,
    idle_timeout: 30,
    connect_timeout: 10,
    // After failed connects postgres.js waits up to 20 s before the next (3^n / 100 s, shared by the
    // pool) and keeps waiting after PostgreSQL returns; capped, a pool is back within ~2 s of it.
    backoff: (retries: number) => (0.5 + Math.random() / 2) * Math.min(3 ** retries / 100, 2),
    onnotice: () => undefined,
    transform: postgres.camel,
    connection: { application_name: applicationName },
  });
}
