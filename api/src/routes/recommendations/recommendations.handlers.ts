import { Readable } from 'node:stream';
import { findBridePhotoKey, readBridePlan } from '@bridal/server/brides/read-bride-plan';
import { canSeeDemoBride } from '@bridal/server/demo/can-see-demo-bride';
import { AppError } from '@bridal/server/errors/app-error';
import { clientNotFoundMessage } from '@bridal/shared/brides/client-not-found-message';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { readersOf } from '../../http/resolve-reader';

type Ctx = Context<AppEnv>;

/**
 * GET /api/recommendations/{brideId}: her BridePlan. The session's (or the demo visitor's)
 * boutique decides; a boutiqueId in the query cannot widen it.
 */
export async function readBridePlanHandler(c: Ctx) {
  const brideId = c.req.param('brideId') ?? '';
  for (const reader of readersOf(c)) {
    const visible = await canSeeDemoBride(c.var.deps.sql, reader, brideId);
    const plan = visible ? await readBridePlan(c.var.deps.sql, reader.boutiqueId, brideId) : undefined;
    if (plan) return c.json(plan);
  }
  throw new AppError('NOT_FOUND', clientNotFoundMessage);
}

export async function readBridePhotoHandler(c: Ctx) {
  const size = c.req.query('size') === 'thumbnail' ? 'thumbnail' : 'full';
  const brideId = c.req.param('brideId') ?? '';
  let key: string | undefined;
  for (const reader of readersOf(c)) {
    if (!(await canSeeDemoBride(c.var.deps.sql, reader, brideId))) continue;
    key = await findBridePhotoKey(c.var.deps.sql, reader.boutiqueId, brideId, c.req.param('photoId') ?? '', size);
    if (key) break;
  }
  if (!key) throw new AppError('NOT_FOUND', 'Photo not found');
  const { stream, contentLength } = await c.var.deps.storage.getStream(key);
  c.header('Content-Type', 'image/jpeg');
  c.header('Cache-Control', 'private, max-age=3600');
  if (contentLength !== undefined) c.header('Content-Length', String(contentLength));
  return c.body(Readable.toWeb(Readable.from(stream)) as ReadableStream);
}
