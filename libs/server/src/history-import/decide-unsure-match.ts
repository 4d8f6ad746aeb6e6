import { historyImportMessages } from '@bridal/shared/history-import/history-import';
import type { Sql } from '../db/create-sql';
import { AppError } from '../errors/app-error';
import { readHistoryImportRecord } from './history-import-record';

/** The owner takes an unsure match as the same bride, or makes her a new one. */
export async function decideUnsureMatch(
  sql: Sql,
  options: { boutiqueId: number; importId: string; key: string; decision: 'match' | 'new' },
): Promise<void> {
  const record = await readHistoryImportRecord(sql, options);
  if (record.status === 'importing' || record.status === 'imported') {
    throw new AppError('CONFLICT', historyImportMessages.alreadyImported);
  }
  const unsure = record.dryRun?.unsure ?? [];
  const index = unsure.findIndex((match) => match.key === options.key);
  if (index < 0) throw new AppError('NOT_FOUND', historyImportMessages.unknownMatch);
  await sql.begin(async (tx) => {
    await tx`
      INSERT INTO history_import_decisions (import_id, identity_key, decision)
      VALUES (${record.id}, ${options.key}, ${options.decision})
      ON CONFLICT (import_id, identity_key) DO UPDATE SET decision = EXCLUDED.decision`;
    const dryRun = {
      ...record.dryRun!,
      unsure: unsure.map((match, at) => (at === index ? { ...match, decision: options.decision } : match)),
    };
    await tx`
      UPDATE history_imports SET dry_run = ${tx.json(JSON.parse(JSON.stringify(dryRun)))}, updated_at = now()
      WHERE id = ${record.id}`;
  });
}
