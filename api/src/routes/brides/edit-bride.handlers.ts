import { deleteBride } from '@bridal/server/brides/delete-bride';
import { editBride } from '@bridal/server/brides/edit-bride';
import { jsonObjectOf } from '@bridal/server/errors/validate-with-schema';
import { clientNotFoundMessage } from '@bridal/shared/brides/client-not-found-message';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { dashboardChangesOf } from '../../http/dashboard-changes';
import { planDepsOf } from '../../http/plan-deps';
import { readJsonBody } from '../../http/read-json-body';
import { requireAdmin } from '../../http/require-role';
import { uuidParam } from '../../http/uuid-param';

type Ctx = Context<AppEnv>;

const brideIdOf = (c: Ctx) => uuidParam(c, 'brideId', clientNotFoundMessage);

/**
 * PATCH /api/brides/{brideId} { name?, weddingDate?, weddingDateConfirmed?, weddingVenue?, weddingLocation?, budget?, customBudget? } (admins).
 * A body that is not a JSON object is refused first (400), then a bride not of the boutique (404), then
 * a field breaking its rule once merged with her stored answers (400).
 */
export async function editBrideHandler(c: Ctx) {
  const account = requireAdmin(c);
  const patch = jsonObjectOf(await readJsonBody(c));
  const brideId = brideIdOf(c);
  const edited = await editBride({ ...planDepsOf(c, account.boutiqueId), brideId, patch });
  c.var.logger.info({ brideId, replanning: edited.replanning }, 'bride edited');
  return c.json(edited);
}

/** DELETE /api/brides/{brideId} (admins): she and everything she sent, files included. */
export async function deleteBrideHandler(c: Ctx) {
  const account = requireAdmin(c);
  const brideId = brideIdOf(c);
  await deleteBride({
    sql: c.var.deps.sql,
    storage: c.var.deps.storage,
    boutiqueId: account.boutiqueId,
    brideId,
    dashboardChanges: dashboardChangesOf(c),
    logger: c.var.logger,
  });
  c.var.logger.info({ brideId }, 'bride deleted');
  return c.json({ ok: true });
}
