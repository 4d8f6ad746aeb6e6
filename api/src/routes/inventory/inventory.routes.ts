import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { acceptsBody } from '../../http/route-body';
import {
  downloadInventoryHandler,
  inventoryMaxBytes,
  inventoryStatusHandler,
  inventoryStatusRoute,
  listInventoryDressesHandler,
  listInventoryDressesRoute,
  refreshPlansHandler,
  uploadInventoryHandler,
} from './inventory.handlers';

/** The file at its limit, and room for the form around it. */
const inventoryUploadBody = acceptsBody({ maxBytes: () => inventoryMaxBytes + 64 * 1024 });

/** Mounted at /api/inventory. */
export const inventoryRoutes = new Hono<AppEnv>()
  .post('/upload', inventoryUploadBody, uploadInventoryHandler)
  .get('/status', inventoryStatusRoute, inventoryStatusHandler)
  .get('/dresses', listInventoryDressesRoute, listInventoryDressesHandler)
  .get('/download', downloadInventoryHandler)
  .post('/refresh-plans', refreshPlansHandler);
