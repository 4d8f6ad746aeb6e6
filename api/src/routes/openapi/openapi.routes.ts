import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { buildOpenApiDocument, type OpenApiDocument } from '../../http/openapi/build-openapi-document';

export const openApiVersion = '1.0.0';

/**
 * Mounted at /api/openapi.json (public): the API reference, built once from `appOf()`, the whole
 * app, read at the first request so that every route is registered by then.
 */
export function openApiRoutes(appOf: () => Hono<AppEnv>) {
  let document: OpenApiDocument | undefined;
  return new Hono<AppEnv>().get('/', (c) => {
    document ??= buildOpenApiDocument(appOf(), {
      serverUrl: c.var.deps.env.PUBLIC_URL,
      version: openApiVersion,
    });
    return c.json(document);
  });
}
