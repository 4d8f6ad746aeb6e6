import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { acceptsBody } from '../../http/route-body';
import {
  deleteTrendingDocumentHandler,
  downloadTrendingDocumentHandler,
  listTrendingDocumentsHandler,
  trendingUploadMaxBytes,
  uploadTrendingDocumentsHandler,
} from './trending-gowns.handlers';

// Streamed: the multipart reader counts the bytes of an upload sent without a length.
const trendingUploadBody = acceptsBody({ maxBytes: trendingUploadMaxBytes, streamed: true });

/** Mounted at /api/trending-gowns. */
export const trendingGownsRoutes = new Hono<AppEnv>()
  .get('/', listTrendingDocumentsHandler)
  .post('/upload', trendingUploadBody, uploadTrendingDocumentsHandler)
  .get('/download/:id', downloadTrendingDocumentHandler)
  .delete('/:id', deleteTrendingDocumentHandler);
