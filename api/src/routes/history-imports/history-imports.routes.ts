import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { acceptsBody } from '../../http/route-body';
import {
  decideUnsureMatchHandler,
  dryRunHistoryImportHandler,
  historyUploadMaxBytes,
  readHistoryImportHandler,
  skippedRowsHandler,
  startHistoryImportHandler,
  updateHistoryMappingHandler,
  uploadHistoryImportHandler,
} from './history-imports.handlers';

// Streamed: the multipart reader counts the bytes of an upload sent without a length.
const historyUploadBody = acceptsBody({ maxBytes: historyUploadMaxBytes, streamed: true });

/** Mounted at /api/history-imports (admins only). */
export const historyImportsRoutes = new Hono<AppEnv>()
  .post('/', historyUploadBody, uploadHistoryImportHandler)
  .get('/:id', readHistoryImportHandler)
  .put('/:id/mapping', updateHistoryMappingHandler)
  .post('/:id/dry-run', dryRunHistoryImportHandler)
  .put('/:id/unsure', decideUnsureMatchHandler)
  .post('/:id/import', startHistoryImportHandler)
  .get('/:id/skipped.csv', skippedRowsHandler);
