import { validateWithSchema } from '@bridal/server/errors/validate-with-schema';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AnyObjectSchema, InferType } from 'yup';
import type { AppEnv } from '../app-env';
import { readJsonBody } from './read-json-body';

/** What an API key needs to call a route: `read` for a GET, `write` (a read-write key) for a change. */
export type ApiKeyAccess = 'read' | 'write';

export interface RouteDescription<B extends AnyObjectSchema | undefined, Q extends AnyObjectSchema | undefined> {
  /** One line for the API reference. */
  summary: string;
  description?: string;
  /** The reference's sections. */
  tags: string[];
  /** The JSON body the handler reads with `.body(c)`. */
  body?: B;
  /** The query string the handler reads with `.query(c)`. */
  query?: Q;
  apiKey: ApiKeyAccess;
}

type AnyDescription = RouteDescription<AnyObjectSchema | undefined, AnyObjectSchema | undefined>;

/** The route's declaration, put before its handler, and the readers of its declared input. */
export interface DescribedRoute<
  B extends AnyObjectSchema | undefined,
  Q extends AnyObjectSchema | undefined,
> extends MiddlewareHandler<AppEnv> {
  /** The JSON body, validated by the declared schema (400 with its message when it fails). */
  body: (c: Context<AppEnv>) => Promise<B extends AnyObjectSchema ? InferType<B> : never>;
  /** The query string, validated by the declared schema. */
  query: (c: Context<AppEnv>) => Promise<Q extends AnyObjectSchema ? InferType<Q> : never>;
}

const descriptionsByHandler = new WeakMap<object, AnyDescription>();

/**
 * Declares a route part of the public API: what the OpenAPI document says of it and what an API
 * key needs to call it. It is the one source of both: a route without it answers 403 to any key,
 * and is left out of the document. The schemas it declares are the ones its handler validates
 * with, through `.body(c)` and `.query(c)`, so the document cannot drift from the checks. Like
 * acceptsBody it does nothing as a middleware; it is read from the matched route.
 */
export function describeRoute<
  B extends AnyObjectSchema | undefined = undefined,
  Q extends AnyObjectSchema | undefined = undefined,
>(description: RouteDescription<B, Q>): DescribedRoute<B, Q> {
  const declaration: MiddlewareHandler<AppEnv> = (_c, next) => next();
  const described = Object.assign(declaration, {
    body: async (c: Context<AppEnv>) => {
      if (!description.body) throw new Error(`${description.summary}: no body schema is declared`);
      return validateWithSchema(description.body, await readJsonBody(c));
    },
    query: async (c: Context<AppEnv>) => {
      if (!description.query) throw new Error(`${description.summary}: no query schema is declared`);
      return validateWithSchema(description.query, c.req.query(), { textInput: true });
    },
  }) as DescribedRoute<B, Q>;
  descriptionsByHandler.set(described, description);
  return described;
}

/** What an API key needs for the request's route, or undefined when keys may not call it. */
export function apiKeyAccessOf(c: Context<AppEnv>): ApiKeyAccess | undefined {
  for (const route of matchedRoutes(c)) {
    const described = descriptionsByHandler.get(route.handler);
    if (described) return described.apiKey;
  }
  return undefined;
}

/** Every described route of `app`, with its method and full path, in the order the app registers them. */
export function describedRoutes(app: Hono<AppEnv>): { method: string; path: string; description: AnyDescription }[] {
  return app.routes.flatMap((route) => {
    const description = descriptionsByHandler.get(route.handler);
    return description ? [{ method: route.method, path: route.path, description }] : [];
  });
}
