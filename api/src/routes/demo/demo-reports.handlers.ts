import { validateWithSchema } from '@bridal/server/errors/validate-with-schema';
import { readClosingReport } from '@bridal/server/reports/read-closing-report';
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
