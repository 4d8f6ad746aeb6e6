import { dismissSetupChecklist, readSetupChecklist } from '@bridal/server/dashboard/read-setup-checklist';
import { validateWithSchema } from '@bridal/server/errors/validate-with-schema';
import { setupDismissalSchema } from '@bridal/shared/setup/setup-checklist';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { readJsonBody } from '../../http/read-json-body';
import { requireAdmin } from '../../http/require-role';

type Ctx = Context<AppEnv>;

/** GET /api/setup (admins): the setup checklist of the session's boutique. */
export async function getSetupChecklistHandler(c: Ctx) {
  const account = requireAdmin(c);
  return c.json(
    await readSetupChecklist({ sql: c.var.deps.sql, boutiqueId: account.boutiqueId, userId: account.userId }),
  );
}

/** PUT /api/setup/dismissal { dismissed } (admins): answers the checklist as it now stands. */
export async function dismissSetupChecklistHandler(c: Ctx) {
  const account = requireAdmin(c);
  const { dismissed } = await validateWithSchema(setupDismissalSchema, await readJsonBody(c));
  const { sql } = c.var.deps;
  await dismissSetupChecklist({ sql, boutiqueId: account.boutiqueId, dismissed });
  return c.json(await readSetupChecklist({ sql, boutiqueId: account.boutiqueId, userId: account.userId }));
}
