import { listBrides } from '@bridal/server/brides/list-brides';
import { bridesQuerySchema } from '@bridal/shared/brides/brides-page';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { resolveReader } from '../../http/resolve-reader';
import { describeRoute } from '../../http/describe-route';

type Ctx = Context<AppEnv>;

export const listBridesRoute = describeRoute({
  summary: "List the boutique's brides, a page at a time",
  tags: ['Brides'],
  query: bridesQuerySchema,
  apiKey: 'read',
});

/**
 * GET /api/brides?search=&status=&when=&page=: one page of the reader's boutique's brides (the
 * session's, or the demo visitor's view of the demo boutique). A boutiqueId in the query cannot widen it.
 */
export async function listBridesHandler(c: Ctx) {
  const reader = resolveReader(c);
  const query = await listBridesRoute.query(c);
  const page = await listBrides({
    sql: c.var.deps.sql,
    boutiqueId: reader.boutiqueId,
    demoTrialId: reader.demoTrialId,
    ...query,
  });
  return c.json(page);
}
