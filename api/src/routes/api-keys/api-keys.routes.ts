import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { createApiKeyHandler, listApiKeysHandler, revokeApiKeyHandler } from './api-keys.handlers';

/** Mounted at /api/api-keys: the owner's keys. No key may call these (none is described for keys). */
export const apiKeysRoutes = new Hono<AppEnv>()
  .get('/', listApiKeysHandler)
  .post('/', createApiKeyHandler)
  .delete('/:keyId', revokeApiKeyHandler);
