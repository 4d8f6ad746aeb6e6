import { historyImportMessages } from '@bridal/shared/history-import/history-import';
import type { Sql } from '../db/create-sql';
import { AppError } from '../errors/app-error';
import { readHistoryImportRecord } from './history-import-record';

/**
 * Marks a checked import as importing, once: the owner's second click, or a second tab, finds it
 * running. Refused before the dry run and while an unsure match waits for her.
 */
export async function startHistoryImport(sql: Sql, options: { boutiqueId: number; importId: string }): Promise<void> {
  const record = await readHistoryImportRecord(sql, options);
  if (record.status === 'importing') throw new AppError('CONFLICT', historyImportMessages.alreadyRunning);
  if (record.status === 'imported') throw new AppError('CONFLICT', historyImportMessages.alreadyImported);
  if (!['checked', 'failed'].includes(record.status) || record.dryRun === null) {
    throw new AppError('BAD_REQUEST', historyImportMessages.dryRunFirst);
  }
  if (record.dryRun.unsure.some((match) => match.decision === null)) {
    throw new AppError('BAD_REQUEST', historyImportMessages.decideUnsure);
  }
  const [started] = await sql`
    UPDATE history_imports SET status = 'importing', error = NULL, updated_at = now()
    WHERE id = ${record.id} AND boutique_id = ${options.boutiqueId} AND status IN ('checked', 'failed')
    RETURNING id`;
  if (!started) throw new AppError('CONFLICT', historyImportMessages.alreadyRunning);
}
