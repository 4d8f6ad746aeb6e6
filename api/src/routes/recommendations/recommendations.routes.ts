import { Readable } from 'node:stream';
import { findBridePhotoKey, readBridePlan } from '@bridal/server/brides/read-bride-plan';
import { AppError } from '@bridal/server/errors/app-error';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireAccount } from '../../middleware/session';

export const clientNotFoundMessage = 'Client not found';

export const recommendationsRoutes = new Hono<AppEnv>()
  // The session's boutique decides; a boutiqueId in the query cannot widen it.
  .get('/recommendations/:brideId', async (c) => {
    const account = requireAccount(c);
    const plan = await readBridePlan(c.var.deps.sql, account.boutiqueId, c.req.param('brideId'));
    if (!plan) throw new AppError('NOT_FOUND', clientNotFoundMessage);
    return c.json(plan);
  })
  .get('/brides/:brideId/photos/:photoId', async (c) => {
    const account = requireAccount(c);
    const size = c.req.query('size') === 'thumbnail' ? 'thumbnail' : 'full';
    const key = await findBridePhotoKey(
      c.var.deps.sql,
      account.boutiqueId,
      c.req.param('brideId'),
      c.req.param('photoId'),
      size,
    );
    if (!key) throw new AppError('NOT_FOUND', 'Photo not found');
    const { stream, contentLength } = await c.var.deps.storage.getStream(key);
    c.header('Content-Type', 'image/jpeg');
    c.header('Cache-Control', 'private, max-age=3600');
    if (contentLength !== undefined) c.header('Content-Length', String(contentLength));
    return c.body(Readable.toWeb(Readable.from(stream)) as ReadableStream);
  });
