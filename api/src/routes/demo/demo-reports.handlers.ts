import { validateWithSchema } from '@bridal/server/errors/validate-with-schema';
import { readBehaviourFigures } from '@bridal/server/coaching/score-cards/read-behaviour-figures';
import { readDemoCoaching } from '@bridal/server/demo/read-demo-coaching';
import { readClosingReport } from '@bridal/server/reports/read-closing-report';
import { behaviourFiguresQuerySchema } from '@bridal/shared/coaching/behaviour-figures';
import { demoBoutiqueId } from '@bridal/shared/accounts/account-types';
import { closingReportQuerySchema, type ReportGrouping } from '@bridal/shared/reports/closing-report';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireDemoVisitor } from '../../middleware/demo-visitor';

/**
 * GET /api/reports/demo?from=&to=&by=: the demo boutique's closing report as its admin sees it,
 * for a visitor with demo access (the seeded appointments; a visitor adds none: the demo is read-only).
 */
export async function demoClosingReportHandler(c: Context<AppEnv>) {
  requireDemoVisitor(c);
  const query = await validateWithSchema(closingReportQuerySchema, c.req.query(), { textInput: true });
  const report = await readClosingReport(c.var.deps.sql, {
    boutiqueId: demoBoutiqueId,
    from: query.from,
    to: query.to,
    by: query.by as ReportGrouping,
  });
  return c.json(report);
}

/** GET /api/reports/demo/score-cards?from=&to=: the demo boutique's score-card figures, as its admin sees them. */
export async function demoBehaviourFiguresHandler(c: Context<AppEnv>) {
  requireDemoVisitor(c);
  const query = await validateWithSchema(behaviourFiguresQuerySchema, c.req.query(), { textInput: true });
  return c.json(
    await readBehaviourFigures({ sql: c.var.deps.sql, boutiqueId: demoBoutiqueId, from: query.from, to: query.to }),
  );
}

/** GET /api/reports/demo/coaching: the demo team's weekly coaching digests of its last whole week. */
export async function demoCoachingHandler(c: Context<AppEnv>) {
  requireDemoVisitor(c);
  return c.json(await readDemoCoaching(c.var.deps.sql));
}
