import { createHash } from 'node:crypto';
import type { Sql } from '../db/create-sql';
import type { StagedFile } from './read-staged-file';

const insertBatch = 2000;

/**
 * Stages an uploaded export: one row for the file (its fingerprint, the columns as recognised)
 * and one per data row, in one transaction. Nothing reaches the boutique's brides or appointments
 * until the import job runs.
 */
export async function stageHistoryImport(
  sql: Sql,
  options: { boutiqueId: number; userId: string; fileName: string; bytes: Buffer; file: StagedFile },
): Promise<{ importId: string }> {
  const { boutiqueId, userId, fileName, bytes, file } = options;
  const fingerprint = createHash('sha256').update(bytes).digest('hex');
  return sql.begin(async (tx) => {
    const [made] = await tx<{ id: string }[]>`
      INSERT INTO history_imports (boutique_id, uploaded_by, file_name, fingerprint, byte_size, headers, columns,
                                   date_order, date_order_from_values, row_count)
      VALUES (${boutiqueId}, ${userId}, ${fileName.slice(0, 255)}, ${fingerprint}, ${bytes.length}, ${file.headers},
              ${tx.json(JSON.parse(JSON.stringify(file.columns)))}, ${file.dateOrder}, ${file.dateOrderFromValues},
              ${file.rows.length})
      RETURNING id`;
    const importId = made!.id;
    for (let from = 0; from < file.rows.length; from += insertBatch) {
      const batch = file.rows.slice(from, from + insertBatch).map((cells, offset) => ({
        importId,
        rowIndex: from + offset,
        rowNumber: file.rowNumbers[from + offset]!,
        cells,
      }));
      await tx`INSERT INTO history_import_rows ${tx(batch, 'importId', 'rowIndex', 'rowNumber', 'cells')}`;
    }
    return { importId };
  });
}
