import { rolesOf } from '@bridal/server/auth/role-mapping';
import { validateWithSchema } from '@bridal/server/errors/validate-with-schema';
import { closingReportCsv } from '@bridal/server/reports/closing-report-csv';
import { readClosingReport } from '@bridal/server/reports/read-closing-report';
import { readBookingReport } from '@bridal/server/reports/read-booking-report';
import {
  closingReportCsvQuerySchema,
  closingReportQuerySchema,
  type ReportGrouping,
} from '@bridal/shared/reports/closing-report';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { attachmentHeader } from '../../http/attachment-header';
import { requireAccount } from '../../middleware/session';
import { describeRoute } from '../../http/describe-route';

type Ctx = Context<AppEnv>;

/** The report the session may read: an admin sees everyone, a consultant her own figures and the totals. */
function readReportFor(c: Ctx, query: { from?: string; to?: string; by: string }) {
  const account = requireAccount(c);
  const isAdmin = rolesOf(account.role).userType === 'admin';
  return readClosingReport(c.var.deps.sql, {
    boutiqueId: account.boutiqueId,
    from: query.from,
    to: query.to,
    by: query.by as ReportGrouping,
    ...(isAdmin ? {} : { consultantId: account.userId }),
  });
}

export const closingReportRoute = describeRoute({
  summary: 'Read the closing report: both closing ratios and the rest, for a period',
  tags: ['Reports'],
  query: closingReportQuerySchema,
  apiKey: 'read',
});

/** GET /api/reports/closing?from=&to=&by=: both closing ratios and the rest, for the chosen period. */
export async function closingReportHandler(c: Ctx) {
  requireAccount(c);
  const query = await closingReportRoute.query(c);
  return c.json(await readReportFor(c, query));
}

/** GET /api/reports/closing.csv?from=&to=&by=&table=: one table of the report, as a download. */
export async function closingReportCsvHandler(c: Ctx) {
  requireAccount(c);
  const query = await validateWithSchema(closingReportCsvQuerySchema, c.req.query(), { textInput: true });
  const { fileName, csv } = closingReportCsv(await readReportFor(c, query), query.table);
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', attachmentHeader(fileName));
  // A byte-order mark, so spreadsheet programs read accented names as UTF-8.
  return c.body(`\uFEFF${csv}`);
}

export const bookingReportRoute = describeRoute({
  summary: 'Read the booking report: no-shows by type and by what was held, reminders confirmed, waitlist fills',
  tags: ['Reports'],
  query: closingReportQuerySchema,
  apiKey: 'read',
});

/** GET /api/reports/booking?from=&to=: the boutique's booking figures, each with its counts (staff). */
export async function bookingReportHandler(c: Ctx) {
  const account = requireAccount(c);
  const query = await bookingReportRoute.query(c);
  return c.json(
    await readBookingReport(c.var.deps.sql, { boutiqueId: account.boutiqueId, from: query.from, to: query.to }),
  );
}
