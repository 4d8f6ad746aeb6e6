import { describe, expect, it } from '@jest/globals';
import { checkInventoryFile, fileTooLarge, wrongFileType } from './inventory-file';
import { greetingFor } from './greeting';

describe('dashboard helpers', () => {
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
