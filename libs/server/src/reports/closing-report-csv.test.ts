import { describe, expect, it } from '@jest/globals';
import type { ClosingReport } from '@bridal/shared/reports/closing-report';
import { emptyCounts, toFigures } from './closing-ratios';
import { closingReportCsv } from './closing-report-csv';

const figures = toFigures({
  ...emptyCounts,
  bridesSeen: 8,
  bridesBought: 5,
  completed: 10,
  sales: 5,
  salesTotalCents: 1_250_050,
  pricedSales: 5,
});

const report: ClosingReport = {
  timeZone: 'America/New_York',
  period: { from: '2025-06-01', to: '2025-06-30', by: 'month' },
  scope: 'boutique',
  totals: figures,
  byPeriod: [{ start: '2025-06-01', label: 'June 2025', ...figures }],
  byConsultant: [
    {
      consultantId: 'c1',
      name: '=HYPERLINK("http://evil.example")',
      coachingGoals: '+Close more, ask twice',
      ...figures,
      byPeriod: [],
    },
    { consultantId: 'c2', name: '@Bea', coachingGoals: '-less\tmore', ...toFigures(emptyCounts), byPeriod: [] },
  ],
  pullListHitRate: { sales: 5, onPullList: 0, rate: 0 },
  saleVsBudget: {
    count: 1,
    withinBudget: 0,
    over: 1,
    under: 0,
    averageDifferencePercent: -12.5,
    rows: [
      {
        consultantId: 'c1',
        name: '\rCR',
        count: 1,
        withinBudget: 0,
        over: 1,
        under: 0,
        averageDifferencePercent: -12.5,
      },
    ],
  },
  topReasons: [{ reason: 'budget', label: 'Budget', count: 3, share: 0.375 }],
  outcomesWithoutSale: 8,
  followUps: {
    sent: 6,
    bridesWritten: 4,
    salesWithin30Days: 1,
    winBackRate: 0.25,
    rows: [
      { consultantId: 'c1', name: '=Ana', sent: 6, bridesWritten: 4, salesWithin30Days: 1, winBackRate: 0.25 },
      { consultantId: 'c2', name: '@Bea', sent: 0, bridesWritten: 0, salesWithin30Days: 0, winBackRate: null },
    ],
  },
};

describe('the closing report as CSV', () => {
  it('writes the ratios as percentages and money in dollars, with a total row', () => {
    const { csv, fileName } = closingReportCsv(report, 'byPeriod');
    expect(fileName).toBe('closing-by-period-month-2025-06-01-to-2025-06-30.csv');
    const lines = csv.trimEnd().split('\n');
    expect(lines[0]).toMatch(
      /^"Period","Starts","Brides seen","Brides who bought","Contact-based closing ratio \(%\)"/,
    );
    expect(lines[1]).toBe('"June 2025","2025-06-01",8,5,62.5,10,5,50,0,0,12500.5,2500.1,0,0');
    expect(lines[2]).toMatch(/^"Boutique total",/);
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    const { csv } = closingReportCsv(report, 'byConsultant');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")","'+Close more, ask twice"`);
    expect(csv).toContain(`"'@Bea","'-less\tmore",0,0,,`);
    expect(closingReportCsv(report, 'saleVsBudget').csv).toContain(`"'\rCR",1,0,1,0,-12.5`);
  });

  it("keeps a formula after a ';' as text too, for spreadsheets whose list separator it is", () => {
    const named = (name: string) => ({ ...report, byConsultant: [{ ...report.byConsultant[0]!, name }] });
    const { csv } = closingReportCsv(named("x;=cmd|' /C calc'!A0;"), 'byConsultant');
    const row = csv.split('\n')[1]!;
    expect(row.startsWith(`"x;'=cmd|' /C calc'!A0;",`)).toBe(true);
    // Split the way such a spreadsheet would, no part of it starts a formula.
    expect(row.split(/[;,]/).map((cell) => cell.replace(/^"/, ''))).not.toContainEqual(
      expect.stringMatching(/^[=+\-@]/),
    );
  });

  it('writes the follow-ups with their win-back rate, a dash-free empty cell when nobody was written to', () => {
    const { csv, fileName } = closingReportCsv(report, 'followUps');
    expect(fileName).toBe('follow-ups-month-2025-06-01-to-2025-06-30.csv');
    expect(csv).toBe(
      '"Consultant","Follow-ups sent","Brides written to","Sales within 30 days","Win-back rate (%)"\n' +
        `"'=Ana",6,4,1,25\n"'@Bea",0,0,0,\n"Boutique total",6,4,1,25\n`,
    );
  });

  it('writes the reasons with their share', () => {
    expect(closingReportCsv(report, 'reasons').csv).toBe(
      '"Reason","Outcomes","Share of outcomes without a sale (%)"\n"Budget",3,37.5\n',
    );
  });
});
