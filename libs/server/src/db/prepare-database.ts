import type { Sql } from './create-sql';
import { migrateDatabase } from './migrate-database';
import { seedDemoBoutique } from './seed-demo-boutique';

/** Migrations then the demo seed: what every process runs at start. */
export async function prepareDatabase(sql: Sql, logger?: { info: (message: string) => void }): Promise<void> {
  await migrateDatabase(sql, logger);
  await seedDemoBoutique(sql);
}
