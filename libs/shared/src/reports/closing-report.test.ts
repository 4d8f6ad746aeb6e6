import { describe, expect, it } from '@jest/globals';
import {
  closingReportCsvQuerySchema,
  closingReportQuerySchema,
  daysInPeriod,
  formatRatio,
  isLocalDate,
  reportMessages,
} from './closing-report';

const errorsOf = (schema: typeof closingReportQuerySchema, input: object) =>
  schema.validate(input, { abortEarly: false }).then(
    () => [],
    (error: { errors: string[] }) => error.errors,
  );

describe('the closing report query', () => {
  it('reads real calendar days only', () => {
    expect(isLocalDate('2024-02-29')).toBe(true);
    expect(isLocalDate('2025-02-29')).toBe(false);
    expect(isLocalDate('2025-2-01')).toBe(false);
    expect(isLocalDate('1999-12-31')).toBe(false);
    expect(daysInPeriod('2025-03-24', '2025-03-30')).toBe(7);
  });

  it('takes both dates or neither, in order, for at most two years', async () => {
    expect(await errorsOf(closingReportQuerySchema, {})).toEqual([]);
    expect(await errorsOf(closingReportQuerySchema, { from: '2025-01-01' })).toEqual([reportMessages.both]);
    expect(await errorsOf(closingReportQuerySchema, { from: '2025-02-01', to: '2025-01-31' })).toEqual([
      reportMessages.order,
    ]);
    expect(await errorsOf(closingReportQuerySchema, { from: '2023-06-01', to: '2025-05-31' })).toEqual([]);
    expect(await errorsOf(closingReportQuerySchema, { from: '2023-05-31', to: '2025-05-31' })).toEqual([
      reportMessages.tooLong,
    ]);
    expect(await errorsOf(closingReportQuerySchema, { by: 'year' })).toEqual([reportMessages.by]);
    expect(await errorsOf(closingReportCsvQuerySchema, { table: 'users' })).toEqual([reportMessages.table]);
    expect(closingReportCsvQuerySchema.validateSync({}).table).toBe('byPeriod');
    expect(closingReportCsvQuerySchema.validateSync({ table: 'followUps' }).table).toBe('followUps');
    expect(await errorsOf(closingReportCsvQuerySchema, { table: 'followups' })).toEqual([reportMessages.table]);
  });

  it('writes a ratio as a percentage, or a dash when there was nothing to count', () => {
    expect(formatRatio(0.625)).toBe('62.5 %');
    expect(formatRatio(1)).toBe('100 %');
    expect(formatRatio(0.5)).toBe('50 %');
    expect(formatRatio(1 / 3)).toBe('33.3 %');
    expect(formatRatio(null)).toBe('—');
  });
});
