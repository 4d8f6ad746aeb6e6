import { Readable } from 'node:stream';
import type { ServerEnv } from '@bridal/server/config/server-env';
import { AppError } from '@bridal/server/errors/app-error';
import { acceptTrendingUpload } from '@bridal/server/trending-gowns/accept-trending-upload';
import { deleteTrendingDocument } from '@bridal/server/trending-gowns/delete-trending-document';
import { StorageNotFoundError } from '@bridal/server/storage/object-storage';
import { findTrendingDocument } from '@bridal/server/trending-gowns/find-trending-document';
import { listTrendingDocuments } from '@bridal/server/trending-gowns/list-trending-documents';
import { trendingMaxFilesPerUpload, trendingMessages } from '@bridal/shared/trending-gowns/trending-gowns';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { attachmentHeader } from '../../http/attachment-header';
import { openMultipartStream } from '../../http/read-multipart-stream';
import { requireAdmin } from '../../http/require-role';
import { resolveReader } from '../../http/resolve-reader';
import { uuidParam } from '../../http/uuid-param';
import { requireAccount } from '../../middleware/session';

/** What one upload may carry: every file at its limit, and room for the form around them. */
export const trendingUploadMaxBytes = (env: Pick<ServerEnv, 'TRENDING_DOCUMENT_MAX_BYTES'>) =>
  env.TRENDING_DOCUMENT_MAX_BYTES * trendingMaxFilesPerUpload + 1024 * 1024;

const notFound = () => new AppError('NOT_FOUND', trendingMessages.notFound);

type Ctx = Context<AppEnv>;

const documentIdOf = (c: Ctx) => uuidParam(c, 'id', trendingMessages.notFound);

// Every user of the boutique reads the documents (consultants use them on the floor); only
// admins upload and delete them.
export async function listTrendingDocumentsHandler(c: Ctx) {
  const reader = resolveReader(c);
  return c.json(await listTrendingDocuments(c.var.deps.sql, reader.boutiqueId));
}

export async function uploadTrendingDocumentsHandler(c: Ctx) {
  const account = requireAdmin(c);
  const { env, sql, storage } = c.var.deps;
  const form = openMultipartStream(c, { maxBytes: trendingUploadMaxBytes(env) });
  try {
    const documents = await acceptTrendingUpload({
      sql,
      storage,
      boutiqueId: account.boutiqueId,
      userId: account.userId,
      parts: form,
      maxFileBytes: env.TRENDING_DOCUMENT_MAX_BYTES,
    });
    c.var.logger.info(
      {
        boutiqueId: account.boutiqueId,
        documents: documents.length,
        topSellers: documents.map((d) => d.topSellerCount),
      },
      'trending documents uploaded',
    );
    return c.json({ documents }, 201);
  } catch (error) {
    // The client is still sending: read the rest so it gets this answer rather than a reset.
    await form.discardRest();
    throw error;
  }
}

export async function downloadTrendingDocumentHandler(c: Ctx) {
  const account = requireAccount(c);
  const document = await findTrendingDocument(c.var.deps.sql, account.boutiqueId, documentIdOf(c));
  if (!document) throw notFound();
  let stream: NodeJS.ReadableStream;
  try {
    ({ stream } = await c.var.deps.storage.getStream(document.storageKey));
  } catch (error) {
    if (!(error instanceof StorageNotFoundError)) throw error;
    c.var.logger.error({ storageKey: document.storageKey }, 'a trending document has lost its file');
    throw notFound();
  }
  const textual = document.mimeType.startsWith('text/');
  c.header('Content-Type', textual ? `${document.mimeType}; charset=utf-8` : document.mimeType);
  c.header('Content-Disposition', attachmentHeader(document.fileName));
  c.header('Content-Length', String(document.fileSize));
  c.header('X-Content-Type-Options', 'nosniff');
  return c.body(Readable.toWeb(Readable.from(stream)) as ReadableStream);
}

export async function deleteTrendingDocumentHandler(c: Ctx) {
  const account = requireAdmin(c);
  const documentId = documentIdOf(c);
  const deleted = await deleteTrendingDocument({
    sql: c.var.deps.sql,
    storage: c.var.deps.storage,
    boutiqueId: account.boutiqueId,
    documentId,
    logger: c.var.logger,
  });
  if (!deleted) throw notFound();
  return c.body(null, 204);
}
