import { canSeeDemoBride } from '@bridal/server/demo/can-see-demo-bride';
import { AppError } from '@bridal/server/errors/app-error';
import { readBrideFollowUps } from '@bridal/server/follow-ups/read/read-bride-follow-ups';
import { readDueFollowUps } from '@bridal/server/follow-ups/read/read-due-follow-ups';
import { demoBoutiqueId } from '@bridal/shared/accounts/account-types';
import { followUpLimits, followUpMessages } from '@bridal/shared/follow-ups/follow-up';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { uuidParam } from '../../http/uuid-param';
import { requireDemoVisitor } from '../../middleware/demo-visitor';

// The demo's reader sees what its admin would: every seeded bride's follow-ups, no one's in particular.
const demoAdmin = { userId: '00000000-0000-0000-0000-000000000000', isAdmin: true };

/** GET /api/follow-ups/demo/due: the demo boutique's 'Follow-ups due', for a visitor with demo access. */
export async function demoDueFollowUpsHandler(c: Context<AppEnv>) {
  requireDemoVisitor(c);
  const due = await readDueFollowUps({
    sql: c.var.deps.sql,
    boutiqueId: demoBoutiqueId,
    actor: demoAdmin,
    limit: followUpLimits.dueOnDashboard,
  });
  return c.json(due);
}

/**
 * GET /api/follow-ups/demo/brides/{brideId}: a demo bride's follow-ups, read-only. A seeded bride
 * is everyone's, one sent through the demo survey only her visitor's; any other is not found.
 */
export async function demoBrideFollowUpsHandler(c: Context<AppEnv>) {
  const visitor = requireDemoVisitor(c);
  const { sql } = c.var.deps;
  const brideId = uuidParam(c, 'brideId', followUpMessages.brideNotFound);
  if (!(await canSeeDemoBride(sql, { boutiqueId: demoBoutiqueId, demoTrialId: visitor.trialId }, brideId))) {
    throw new AppError('NOT_FOUND', followUpMessages.brideNotFound);
  }
  return c.json(await readBrideFollowUps({ sql, boutiqueId: demoBoutiqueId, brideId }));
}
