import { describe, expect, it } from '@jest/globals';
import { checkInventoryFile, fileTooLarge, wrongFileType } from './inventory-file';
import { formatDay, formatInstant } from './format-date';
import { greetingFor } from './greeting';

describe('dashboard helpers', () => {
  it('shows a wedding date as the same calendar day, and nothing for a missing or bad one', () => {
    expect(formatDay('2027-05-22')).toBe('May 22, 2027');
    expect(formatDay('2027-05-22T00:00:00.000Z')).toBe('May 22, 2027');
    expect(formatDay(null)).toBeNull();
    expect(formatDay('soon')).toBeNull();
    expect(formatInstant('not a date')).toBeNull();
  });

  it('greets by the time of day and the first name', () => {
    expect(greetingFor('Ivy Moreau', new Date(2026, 0, 1, 9))).toBe('Good morning, Ivy');
    expect(greetingFor('Ivy', new Date(2026, 0, 1, 13))).toBe('Good afternoon, Ivy');
    expect(greetingFor('  ', new Date(2026, 0, 1, 20))).toBe('Good evening');
  });

  it('takes .csv, .xlsx and .xls up to 600 KB', () => {
    expect(checkInventoryFile({ name: 'Stock.XLSX', size: 600 * 1024 })).toBeNull();
    expect(checkInventoryFile({ name: 'stock.csv', size: 600 * 1024 + 1 })).toBe(fileTooLarge);
    expect(checkInventoryFile({ name: 'stock.pdf', size: 10 })).toBe(wrongFileType);
  });
});
