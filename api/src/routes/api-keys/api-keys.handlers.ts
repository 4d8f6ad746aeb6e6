import { createApiKey } from '@bridal/server/api-keys/create-api-key';
import { listApiKeys } from '@bridal/server/api-keys/list-api-keys';
import { revokeApiKey } from '@bridal/server/api-keys/revoke-api-key';
import { validateWithSchema } from '@bridal/server/errors/validate-with-schema';
import { apiKeyMessages, type ApiKeysResponse, createApiKeySchema } from '@bridal/shared/api-keys/api-keys';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { readJsonBody } from '../../http/read-json-body';
import { requireOwner } from '../../http/require-role';

type Ctx = Context<AppEnv>;

const requireKeyOwner = (c: Ctx) => requireOwner(c, apiKeyMessages.ownerOnly);

/** GET /api/api-keys (the owner): the boutique's keys, never their secrets. */
export async function listApiKeysHandler(c: Ctx) {
  const owner = requireKeyOwner(c);
  return c.json((await listApiKeys(c.var.deps.sql, owner.boutiqueId)) satisfies ApiKeysResponse);
}

/** POST /api/api-keys { name, scope } (the owner): a new key, answered whole this once. */
export async function createApiKeyHandler(c: Ctx) {
  const owner = requireKeyOwner(c);
  const request = await validateWithSchema(createApiKeySchema, await readJsonBody(c));
  const created = await createApiKey({
    sql: c.var.deps.sql,
    boutiqueId: owner.boutiqueId,
    ownerId: owner.userId,
    request,
  });
  c.var.logger.info({ apiKeyId: created.key.id, scope: created.key.scope }, 'API key created');
  return c.json(created, 201);
}

/** DELETE /api/api-keys/{keyId} (the owner): revokes it; its next call answers 401. */
export async function revokeApiKeyHandler(c: Ctx) {
  const owner = requireKeyOwner(c);
  const key = await revokeApiKey(c.var.deps.sql, owner.boutiqueId, c.req.param('keyId') ?? '');
  c.var.logger.info({ apiKeyId: key.id }, 'API key revoked');
  return c.json({ key });
}
