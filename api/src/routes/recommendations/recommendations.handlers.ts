import { Readable } from 'node:stream';
import { findBridePhotoKey, readBridePlan } from '@bridal/server/brides/read-bride-plan';
import { canSeeDemoBride } from '@bridal/server/demo/can-see-demo-bride';
import { readDemoHelpAnswers } from '@bridal/server/demo/read-demo-help-answers';
import { demoBoutiqueId } from '@bridal/shared/accounts/account-types';
import { AppError } from '@bridal/server/errors/app-error';
import { clientNotFoundMessage } from '@bridal/shared/brides/client-not-found-message';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { readersOf } from '../../http/resolve-reader';
import { uuidParam } from '../../http/uuid-param';
import { describeRoute } from '../../http/describe-route';

type Ctx = Context<AppEnv>;

const photoNotFoundMessage = 'Photo not found';

export const readBridePlanRoute = describeRoute({
  summary: 'Read a bride: her survey, her analysis and her plan (the dresses to pull)',
  tags: ['Brides'],
  apiKey: 'read',
});

/**
 * GET /api/recommendations/{brideId}: her BridePlan. The session's (or the demo visitor's)
 * boutique decides; a boutiqueId in the query cannot widen it.
 */
export async function readBridePlanHandler(c: Ctx) {
  const readers = readersOf(c);
  const brideId = uuidParam(c, 'brideId', clientNotFoundMessage);
  for (const reader of readers) {
    const visible = await canSeeDemoBride(c.var.deps.sql, reader, brideId);
    const plan = visible ? await readBridePlan(c.var.deps.sql, reader.boutiqueId, brideId) : undefined;
    if (!plan) continue;
    // The demo's help wizard answers from her plan, with no advice request (see readDemoHelpAnswers).
    if (reader.boutiqueId === demoBoutiqueId) {
      const demoHelp = await readDemoHelpAnswers({ sql: c.var.deps.sql, brideId });
      return c.json(demoHelp ? { ...plan, demoHelp } : plan);
    }
    return c.json(plan);
  }
  throw new AppError('NOT_FOUND', clientNotFoundMessage);
}

export async function readBridePhotoHandler(c: Ctx) {
  const size = c.req.query('size') === 'thumbnail' ? 'thumbnail' : 'full';
  const readers = readersOf(c);
  const brideId = uuidParam(c, 'brideId', photoNotFoundMessage);
  const photoId = uuidParam(c, 'photoId', photoNotFoundMessage);
  let key: string | undefined;
  for (const reader of readers) {
    if (!(await canSeeDemoBride(c.var.deps.sql, reader, brideId))) continue;
    key = await findBridePhotoKey(c.var.deps.sql, reader.boutiqueId, brideId, photoId, size);
    if (key) break;
  }
  if (!key) throw new AppError('NOT_FOUND', photoNotFoundMessage);
  const { stream, contentLength } = await c.var.deps.storage.getStream(key);
  c.header('Content-Type', 'image/jpeg');
  c.header('Cache-Control', 'private, max-age=3600');
  if (contentLength !== undefined) c.header('Content-Length', String(contentLength));
  return c.body(Readable.toWeb(Readable.from(stream)) as ReadableStream);
}
