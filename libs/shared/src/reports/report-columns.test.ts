import { describe, expect, it } from '@jest/globals';
import { csvHeader, reportTableDefinitions } from './report-columns';

describe('the report columns', () => {
  it('give the CSV the label the page shows, with the unit of its numbers', () => {
    expect(reportTableDefinitions.byPeriod.columns.map(csvHeader).slice(0, 5)).toEqual([
      'Period',
      'Starts',
      'Brides seen',
      'Brides who bought',
      'Contact-based closing ratio (%)',
    ]);
    expect(reportTableDefinitions.saleVsBudget.columns.map(csvHeader)).toContain('Average difference (%)');
    expect(reportTableDefinitions.byConsultant.columns.map(csvHeader)).toContain('Average sale ($)');
  });

  it('name each row by its first column, and keep only the period start out of the page', () => {
    for (const table of Object.values(reportTableDefinitions)) {
      expect(table.columns[0]?.isRowName).toBe(true);
      expect(table.columns.filter((column) => column.isRowName)).toHaveLength(1);
    }
    const csvOnly = Object.values(reportTableDefinitions).flatMap((table) =>
      table.columns.filter((column) => column.csvOnly).map((column) => column.label),
    );
    expect(csvOnly).toEqual(['Starts']);
  });
});
