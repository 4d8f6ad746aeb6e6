import path from 'node:path';
import { AppError } from '@bridal/server/errors/app-error';
import { parseInventoryOffThread } from '@bridal/server/inventory/parse-inventory-off-thread';
import { readInventoryStatus } from '@bridal/server/inventory/read-inventory-status';
import { replaceInventory } from '@bridal/server/inventory/replace-inventory';
import type { UploadInventoryResponse } from '@bridal/shared/inventory/inventory';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { readMultipart } from '../../http/read-multipart';
import { requireAdmin } from '../../http/require-role';
import { resolveReader } from '../../http/resolve-reader';

export const inventoryMaxBytes = 600 * 1024;
export const inventoryTooLargeMessage = 'Please select a file smaller than 600KB for optimal AI analysis.';
export const inventoryTypeMessage = 'Please upload a .csv, .xlsx or .xls file.';
export const inventoryMissingMessage = 'Please choose an inventory file to upload.';

type Ctx = Context<AppEnv>;

export async function uploadInventoryHandler(c: Ctx) {
  const account = requireAdmin(c);
  const form = await readMultipart(c);
  const [file] = form.files('inventory');
  if (!file || file.size === 0) throw new AppError('BAD_REQUEST', inventoryMissingMessage);
  if (!['.csv', '.xlsx', '.xls'].includes(path.extname(file.name).toLowerCase())) {
    throw new AppError('BAD_REQUEST', inventoryTypeMessage);
  }
  if (file.size > inventoryMaxBytes) throw new AppError('PAYLOAD_TOO_LARGE', inventoryTooLargeMessage);
  const parsed = await parseInventoryOffThread(file.bytes, file.name);
  const { dressCount } = await replaceInventory(c.var.deps.sql, {
    boutiqueId: account.boutiqueId,
    fileName: file.name,
    dresses: parsed.dresses,
    skipped: parsed.skipped,
  });
  c.var.logger.info(
    { boutiqueId: account.boutiqueId, dressCount, skipped: parsed.skipped.length },
    'inventory uploaded',
  );
  return c.json({
    dressCount,
    skippedCount: parsed.skipped.length,
    skipped: parsed.skipped,
    columns: parsed.columns,
  } satisfies UploadInventoryResponse);
}

export async function inventoryStatusHandler(c: Ctx) {
  const reader = resolveReader(c);
  return c.json(await readInventoryStatus(c.var.deps.sql, reader.boutiqueId));
}
