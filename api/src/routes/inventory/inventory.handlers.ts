import path from 'node:path';
import { AppError } from '@bridal/server/errors/app-error';
import { inventoryCsv } from '@bridal/server/inventory/inventory-csv';
import { listInventoryDresses, readInventoryDresses } from '@bridal/server/inventory/list-inventory-dresses';
import { parseInventoryOffThread } from '@bridal/server/inventory/parse-inventory-off-thread';
import { readInventoryStatus } from '@bridal/server/inventory/read-inventory-status';
import { refreshOutdatedPlans } from '@bridal/server/brides/refresh-plans';
import { replaceInventory } from '@bridal/server/inventory/replace-inventory';
import type { UploadInventoryResponse } from '@bridal/shared/inventory/inventory';
import { inventoryDressesMessages, inventoryDressesQuerySchema } from '@bridal/shared/inventory/inventory-dresses';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { attachmentHeader } from '../../http/attachment-header';
import { planDepsOf } from '../../http/plan-deps';
import { readMultipart } from '../../http/read-multipart';
import { requireAdmin } from '../../http/require-role';
import { resolveReader } from '../../http/resolve-reader';
import { describeRoute } from '../../http/describe-route';

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
    sizes: parsed.sizes,
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
    sizes: parsed.sizes,
  } satisfies UploadInventoryResponse);
}

export const inventoryStatusRoute = describeRoute({
  summary: "Read the inventory's status: its file, when it was read, how many dresses",
  tags: ['Inventory'],
  apiKey: 'read',
});

export async function inventoryStatusHandler(c: Ctx) {
  const reader = resolveReader(c);
  return c.json(await readInventoryStatus(c.var.deps.sql, reader.boutiqueId));
}

export const listInventoryDressesRoute = describeRoute({
  summary: 'List the current inventory as it was read, a page at a time',
  tags: ['Inventory'],
  query: inventoryDressesQuerySchema,
  apiKey: 'read',
});

/**
 * GET /api/inventory/dresses?search=&page=: the current inventory as it was read, a page at a time.
 * Any staff: a consultant searches it for the dress a bride said yes to.
 */
export async function listInventoryDressesHandler(c: Ctx) {
  const reader = resolveReader(c);
  const { search, page } = await listInventoryDressesRoute.query(c);
  return c.json(await listInventoryDresses(c.var.deps.sql, reader.boutiqueId, { search, page }));
}

/** GET /api/inventory/download: the stored dresses as CSV, with the attributes read from each row. */
export async function downloadInventoryHandler(c: Ctx) {
  const account = requireAdmin(c);
  const inventory = await readInventoryDresses(c.var.deps.sql, account.boutiqueId);
  if (!inventory) throw new AppError('NOT_FOUND', inventoryDressesMessages.none);
  const name = path.parse(inventory.upload.fileName).name || 'inventory';
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', attachmentHeader(`${name} (as read).csv`));
  // A byte-order mark, so spreadsheet programs read accented names as UTF-8.
  return c.body(`\uFEFF${inventoryCsv(inventory.dresses)}`);
}

/** POST /api/inventory/refresh-plans: every upcoming bride's outdated dresses picked again. */
export async function refreshPlansHandler(c: Ctx) {
  const account = requireAdmin(c);
  const answer = await refreshOutdatedPlans(planDepsOf(c, account.boutiqueId));
  c.var.logger.info({ boutiqueId: account.boutiqueId, ...answer }, 'outdated plans refreshed');
  return c.json(answer);
}
