import { decideUnsureMatch } from '@bridal/server/history-import/decide-unsure-match';
import { dryRunHistoryImport } from '@bridal/server/history-import/dry-run-history-import';
import { countryOfZone } from '@bridal/server/history-import/country-of-zone';
import { maxHistoryFileBytes } from '@bridal/server/history-import/read-history-file';
import { readHistoryImportView } from '@bridal/server/history-import/read-history-import-view';
import { readStagedFileOffThread } from '@bridal/server/history-import/read-staged-file-off-thread';
import { skippedRowsCsv } from '@bridal/server/history-import/skipped-rows-csv';
import { stageHistoryImport } from '@bridal/server/history-import/stage-history-import';
import { startHistoryImport } from '@bridal/server/history-import/start-history-import';
import { updateHistoryMapping } from '@bridal/server/history-import/update-history-mapping';
import { AppError } from '@bridal/server/errors/app-error';
import { validateWithSchema } from '@bridal/server/errors/validate-with-schema';
import { enqueueHistoryImport } from '@bridal/server/queue/history-import-queue';
import {
  historyImportMessages,
  historyMappingSchema,
  historyUnsureDecisionSchema,
} from '@bridal/shared/history-import/history-import';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { attachmentHeader } from '../../http/attachment-header';
import { readJsonBody } from '../../http/read-json-body';
import { openMultipartStream } from '../../http/read-multipart-stream';
import { requireAdmin } from '../../http/require-role';

type Ctx = Context<AppEnv>;

/** The file at its limit, and room for the form around it. */
export const historyUploadMaxBytes = () => maxHistoryFileBytes + 64 * 1024;

const importIdOf = (c: Ctx) => c.req.param('id') ?? '';

/** The `file` part, counted as it streams in: a file over the limit is refused without holding it. */
async function readUploadedFile(c: Ctx): Promise<{ name: string; bytes: Buffer }> {
  const form = openMultipartStream(c, { maxBytes: historyUploadMaxBytes() });
  try {
    let file: { name: string; bytes: Buffer } | null = null;
    for await (const part of form) {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.body) {
        size += chunk.length;
        if (size > maxHistoryFileBytes) throw new AppError('PAYLOAD_TOO_LARGE', historyImportMessages.tooLarge);
        if (part.name === 'file' && part.fileName !== null && file === null) chunks.push(chunk);
      }
      if (part.name === 'file' && part.fileName !== null && file === null) {
        file = { name: part.fileName, bytes: Buffer.concat(chunks) };
      }
    }
    if (!file || file.bytes.length === 0) throw new AppError('BAD_REQUEST', historyImportMessages.missingFile);
    return file;
  } catch (error) {
    await form.discardRest();
    throw error;
  }
}

/** POST /api/history-imports: stages an export and answers its preview. */
export async function uploadHistoryImportHandler(c: Ctx) {
  const account = requireAdmin(c);
  const { sql } = c.var.deps;
  const file = await readUploadedFile(c);
  const [boutique] = await sql<
    { timeZone: string }[]
  >`SELECT time_zone FROM boutiques WHERE id = ${account.boutiqueId}`;
  const staged = await readStagedFileOffThread(file.bytes, file.name, countryOfZone(boutique!.timeZone));
  const { importId } = await stageHistoryImport(sql, {
    boutiqueId: account.boutiqueId,
    userId: account.userId,
    fileName: file.name,
    bytes: file.bytes,
    file: staged,
  });
  c.var.logger.info({ boutiqueId: account.boutiqueId, importId, rows: staged.rows.length }, 'history import staged');
  return c.json(await readHistoryImportView(sql, { boutiqueId: account.boutiqueId, importId }), 201);
}

/** GET /api/history-imports/:id: the preview, the dry run and the job's progress. */
export async function readHistoryImportHandler(c: Ctx) {
  const account = requireAdmin(c);
  return c.json(
    await readHistoryImportView(c.var.deps.sql, { boutiqueId: account.boutiqueId, importId: importIdOf(c) }),
  );
}

/** PUT /api/history-imports/:id/mapping { mapping, dateOrder? } */
export async function updateHistoryMappingHandler(c: Ctx) {
  const account = requireAdmin(c);
  const body = await validateWithSchema(historyMappingSchema, await readJsonBody(c));
  const target = { boutiqueId: account.boutiqueId, importId: importIdOf(c) };
  await updateHistoryMapping(c.var.deps.sql, { ...target, mapping: body.mapping as never, dateOrder: body.dateOrder });
  return c.json(await readHistoryImportView(c.var.deps.sql, target));
}

/** POST /api/history-imports/:id/dry-run */
export async function dryRunHistoryImportHandler(c: Ctx) {
  const account = requireAdmin(c);
  const target = { boutiqueId: account.boutiqueId, importId: importIdOf(c) };
  await dryRunHistoryImport(c.var.deps.sql, target);
  return c.json(await readHistoryImportView(c.var.deps.sql, target));
}

/** PUT /api/history-imports/:id/unsure { key, decision } */
export async function decideUnsureMatchHandler(c: Ctx) {
  const account = requireAdmin(c);
  const body = await validateWithSchema(historyUnsureDecisionSchema, await readJsonBody(c));
  const target = { boutiqueId: account.boutiqueId, importId: importIdOf(c) };
  await decideUnsureMatch(c.var.deps.sql, { ...target, ...body });
  return c.json(await readHistoryImportView(c.var.deps.sql, target));
}

/** POST /api/history-imports/:id/import: queues the import job; the page polls its progress. */
export async function startHistoryImportHandler(c: Ctx) {
  const account = requireAdmin(c);
  const { sql, redis, env } = c.var.deps;
  const target = { boutiqueId: account.boutiqueId, importId: importIdOf(c) };
  await startHistoryImport(sql, target);
  try {
    await enqueueHistoryImport(redis, env.REDIS_PREFIX, target);
  } catch (error) {
    // Nothing is lost: the import goes back to checked and can be started again.
    await sql`UPDATE history_imports SET status = 'checked' WHERE id = ${target.importId} AND boutique_id = ${target.boutiqueId}`;
    throw error;
  }
  return c.json(await readHistoryImportView(sql, target), 202);
}

/** GET /api/history-imports/:id/skipped.csv */
export async function skippedRowsHandler(c: Ctx) {
  const account = requireAdmin(c);
  const { fileName, csv } = await skippedRowsCsv(c.var.deps.sql, {
    boutiqueId: account.boutiqueId,
    importId: importIdOf(c),
  });
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', attachmentHeader(fileName));
  return c.body(`\uFEFF${csv}`);
}
