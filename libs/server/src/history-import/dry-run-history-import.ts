import { type HistoryDryRun, historyImportMessages } from '@bridal/shared/history-import/history-import';
import type { Sql } from '../db/create-sql';
import { AppError } from '../errors/app-error';
import { readHistoryImportRecord } from './history-import-record';
import { needsDateOrder } from './map-history-columns';
import { planHistoryImport } from './plan-history-import';

/** Notes kept with the dry run; the skipped rows are all kept (for their download). */
const maxNotes = 200;

/**
 * What the import would do, without doing it: new and matched brides, new appointments and those
 * imported before, sales, and every skipped row with its reason.
 */
export async function dryRunHistoryImport(
  sql: Sql,
  options: { boutiqueId: number; importId: string; now?: Date },
): Promise<HistoryDryRun> {
  const record = await readHistoryImportRecord(sql, options);
  if (record.status === 'importing' || record.status === 'imported') {
    throw new AppError('CONFLICT', historyImportMessages.alreadyImported);
  }
  if (record.dateOrder === null) {
    const rows = await sql<{ cells: string[] }[]>`
      SELECT cells FROM history_import_rows WHERE import_id = ${record.id}`;
    if (
      needsDateOrder(
        record.columns,
        rows.map((row) => row.cells),
      )
    ) {
      throw new AppError('BAD_REQUEST', historyImportMessages.chooseDateOrder);
    }
  }
  const plan = await planHistoryImport(sql, record, options.now ?? new Date());
  const identities = [...plan.identities.values()];
  const newRows = plan.rows.filter((row) => !plan.alreadyImported.has(row.sourceKey));
  const dryRun: HistoryDryRun = {
    newBrides: identities.filter((identity) => identity.match.kind === 'new').length,
    matchedBrides: identities.filter((identity) => identity.match.kind === 'existing').length,
    newAppointments: newRows.length,
    alreadyImported: plan.rows.length - newRows.length,
    sales: newRows.filter((row) => row.row.sale !== null).length,
    skipped: plan.skipped.length,
    newConsultants: [...plan.consultants].filter(([, id]) => id === null).map(([name]) => name),
    notes: plan.notes.slice(0, maxNotes),
    unsure: plan.unsure,
  };
  await sql`
    UPDATE history_imports
    SET dry_run = ${sql.json(JSON.parse(JSON.stringify(dryRun)))},
        skipped = ${sql.json(JSON.parse(JSON.stringify(plan.skipped)))}, status = 'checked', updated_at = now()
    WHERE id = ${record.id} AND boutique_id = ${options.boutiqueId}`;
  return dryRun;
}
