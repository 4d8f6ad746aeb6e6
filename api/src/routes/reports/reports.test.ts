import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiPaths } from '@bridal/shared/api/api-paths';
import { type ClosingReport, reportMessages } from '@bridal/shared/reports/closing-report';
import { logInNewConsultant, signUpAndLogIn, type TestClient } from '../../../test/support/boutique-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
let admin: TestClient;
let ivy: TestClient;
let otherAdmin: TestClient;
let boutiqueId: number;
let ivyId: string;
let mayId: string;

const june = 'from=2025-06-01&to=2025-06-30';

/** One appointment (and its outcome) made in the database, as the booking and outcome calls store them. */
async function visit(
  brideName: string,
  consultantId: string,
  startsAt: string,
  outcome?: { result: 'said_yes' | 'not_yet'; cents?: number; reasons?: string[] },
  inBoutique = boutiqueId,
): Promise<string> {
  const [bride] = await t.sql<{ id: string }[]>`
    SELECT id FROM brides WHERE boutique_id = ${inBoutique} AND name = ${brideName}`;
  const brideId =
    bride?.id ??
    (
      await t.sql<{ id: string }[]>`
        INSERT INTO brides (boutique_id, name, answers)
        VALUES (${inBoutique}, ${brideName}, ${t.sql.json({ budget: '2000-3000' })}) RETURNING id`
    )[0]!.id;
  const [appointment] = await t.sql<{ id: string }[]>`
    INSERT INTO appointments (boutique_id, bride_id, consultant_id, starts_at, duration_minutes, status, booked_by)
    VALUES (${inBoutique}, ${brideId}, ${consultantId}, ${startsAt}, 90, 'completed', 'staff') RETURNING id`;
  if (outcome) {
    await t.sql`
      INSERT INTO appointment_outcomes (appointment_id, boutique_id, bride_id, consultant_id, result, sale_amount_cents, reasons)
      VALUES (${appointment!.id}, ${inBoutique}, ${brideId}, ${consultantId}, ${outcome.result}, ${outcome.cents ?? null},
              ${outcome.reasons ?? []})`;
  }
  return brideId;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ client: admin, boutiqueId } = await signUpAndLogIn(t));
  ivy = await logInNewConsultant(t, boutiqueId, { name: 'Ivy Consultant', coachingGoals: 'Ask for the sale' });
  await logInNewConsultant(t, boutiqueId, { name: 'May Colleague', coachingGoals: '=cmd|calc' });
  const ids = await t.sql<{ id: string; name: string }[]>`SELECT id, name FROM users WHERE boutique_id = ${boutiqueId}`;
  ivyId = ids.find((row) => row.name === 'Ivy Consultant')!.id;
  mayId = ids.find((row) => row.name === 'May Colleague')!.id;
  const other = await signUpAndLogIn(t);
  otherAdmin = other.client;

  // Ivy: one bride, two visits, one sale. May: two brides, one sale, one 'not yet' for budget.
  await visit('Nora', ivyId, '2025-06-03T15:00:00Z');
  await visit('Nora', ivyId, '2025-06-10T15:00:00Z', { result: 'said_yes', cents: 250_000 });
  await visit('Olive', mayId, '2025-06-04T15:00:00Z', { result: 'said_yes', cents: 310_000 });
  await visit('Pearl', mayId, '2025-06-05T15:00:00Z', { result: 'not_yet', reasons: ['budget'] });
  const [otherOwner] = await t.sql<{ id: string }[]>`SELECT id FROM users WHERE boutique_id = ${other.boutiqueId}`;
  await visit('Quinn', otherOwner!.id, '2025-06-05T15:00:00Z', { result: 'said_yes', cents: 1 }, other.boutiqueId);
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('GET /api/reports/closing', () => {
  it("shows an admin both ratios for the boutique and each consultant's figures beside her goals", async () => {
    const res = await admin.get(`${apiPaths.reports.closing}?${june}&by=month`);
    expect(res.status).toBe(200);
    const report = res.body as ClosingReport;
    expect(report.period).toEqual({ from: '2025-06-01', to: '2025-06-30', by: 'month' });
    expect(report.scope).toBe('boutique');
    expect(report.totals).toMatchObject({ bridesSeen: 3, bridesBought: 2, completed: 4, sales: 2 });
    expect(report.totals.contactRatio).toBeCloseTo(2 / 3);
    expect(report.totals.appointmentRatio).toBe(0.5);
    expect(report.byPeriod).toHaveLength(1);
    const byName = Object.fromEntries(report.byConsultant.map((row) => [row.name, row]));
    expect(byName['Ivy Consultant']).toMatchObject({
      coachingGoals: 'Ask for the sale',
      contactRatio: 1,
      appointmentRatio: 0.5,
    });
    expect(byName['May Colleague']).toMatchObject({ contactRatio: 0.5, appointmentRatio: 0.5 });
    expect(report.topReasons).toEqual([{ reason: 'budget', label: 'Budget', count: 1, share: 1 }]);
    expect(report.saleVsBudget).toMatchObject({ count: 2, withinBudget: 1, over: 1 });
    expect(res.text).not.toContain('Quinn');
  });

  it('shows a consultant her own figures and the boutique totals, never a colleague', async () => {
    const res = await ivy.get(`${apiPaths.reports.closing}?${june}&by=week`);
    expect(res.status).toBe(200);
    const report = res.body as ClosingReport;
    expect(report.scope).toBe('own');
    expect(report.totals.bridesSeen).toBe(3);
    expect(report.byConsultant.map((row) => row.name)).toEqual(['Ivy Consultant']);
    expect(report.byPeriod.map((row) => row.start)).toEqual([
      '2025-05-26',
      '2025-06-02',
      '2025-06-09',
      '2025-06-16',
      '2025-06-23',
      '2025-06-30',
    ]);
    expect(res.text).not.toContain('May Colleague');
    expect(res.text).not.toContain(mayId);
  });

  it('reads the last four weeks by week when no period is given, and only for a session', async () => {
    const res = await admin.get(apiPaths.reports.closing);
    expect(res.status).toBe(200);
    expect(res.body.period.by).toBe('week');
    expect((await t.client().get(apiPaths.reports.closing)).status).toBe(401);
    const other = await otherAdmin.get(`${apiPaths.reports.closing}?${june}`);
    expect(other.body.totals.sales).toBe(1);
    expect(other.text).not.toContain('Ivy');
  });

  it.each([
    ['from=2025-06-31&to=2025-07-01', 'from', reportMessages.from],
    ['from=June&to=2025-07-01', 'from', reportMessages.from],
    ['from=2025-06-01&to=2025-6-2', 'to', reportMessages.to],
    ['from=2025-06-01', 'to', reportMessages.both],
    ['to=2025-06-01', 'from', reportMessages.both],
    ['from=2025-07-01&to=2025-06-01', 'to', reportMessages.order],
    ['from=2023-01-01&to=2025-06-01', 'from', reportMessages.tooLong],
    [`${june}&by=day`, 'by', reportMessages.by],
  ])('refuses %s with a 400 that names %s', async (query, field, message) => {
    const res = await admin.get(`${apiPaths.reports.closing}?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(res.body.fields).toEqual({ [field]: message });
  });

  it('accepts a period of exactly two years', async () => {
    expect((await admin.get(`${apiPaths.reports.closing}?from=2023-06-01&to=2025-05-31&by=month`)).status).toBe(200);
  });
});

describe('GET /api/reports/closing.csv', () => {
  it('downloads a table as an attachment, formula cells neutralised', async () => {
    const res = await admin.get(`${apiPaths.reports.closingCsv}?${june}&by=month&table=byConsultant`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="closing-by-consultant-month-2025-06-01-to-2025-06-30.csv"; filename*=UTF-8''closing-by-consultant-month-2025-06-01-to-2025-06-30.csv`,
    );
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n');
    expect(lines[0]).toMatch(/^"Consultant","Coaching goals","Brides seen",/);
    expect(lines).toContain('"Ivy Consultant","Ask for the sale",1,1,100,2,1,50,0,0,2500,2500,0,0');
    expect(lines).toContain(`"May Colleague","'=cmd|calc",2,1,50,2,1,50,0,0,3100,3100,0,0`);
  });

  it.each(['byPeriod', 'reasons', 'saleVsBudget', 'followUps'])('downloads the %s table', async (table) => {
    const res = await admin.get(`${apiPaths.reports.closingCsv}?${june}&table=${table}`);
    expect(res.status).toBe(200);
    expect(res.text.split('\n').length).toBeGreaterThan(2);
  });

  it('gives a consultant her own row only', async () => {
    const res = await ivy.get(`${apiPaths.reports.closingCsv}?${june}&table=byConsultant`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('Ivy Consultant');
    expect(res.text).not.toContain('May Colleague');
    const followUps = await ivy.get(`${apiPaths.reports.closingCsv}?${june}&table=followUps`);
    expect(followUps.status).toBe(200);
    expect(followUps.text).toContain('Ivy Consultant');
    expect(followUps.text).not.toContain('May Colleague');
  });

  it('refuses an unknown table and bad dates with a 400', async () => {
    const table = await admin.get(`${apiPaths.reports.closingCsv}?${june}&table=users`);
    expect(table.status).toBe(400);
    expect(table.body).toMatchObject({ error: reportMessages.table, fields: { table: reportMessages.table } });
    const dates = await admin.get(`${apiPaths.reports.closingCsv}?from=2025-07-01&to=2025-06-01`);
    expect(dates.status).toBe(400);
    expect(dates.body.error).toBe(reportMessages.order);
    expect((await t.client().get(apiPaths.reports.closingCsv)).status).toBe(401);
  });
});
