import { describe, expect, it } from '@jest/globals';
import { normalizeText } from '../../text/normalise-text';
import { readDueDate } from './read-due-date';

const today = new Date('2026-03-01T00:00:00Z');
const dueOn = (after: string) => readDueDate(normalizeText(after).split(' '), today);

describe('reading when she is due', () => {
  it('reads a month, a day and a year in the ways people write them', () => {
    expect(dueOn('in July')).toEqual({ date: new Date('2026-07-15T00:00:00Z'), monthOnly: true });
    expect(dueOn('on the 3rd of August 2027')?.date).toEqual(new Date('2027-08-03T00:00:00Z'));
    expect(dueOn('date is around the end of Sept')?.date.getUTCMonth()).toBe(8);
    expect(dueOn('2026-11-20')?.date).toEqual(new Date('2026-11-20T00:00:00Z'));
    expect(dueOn('10/2')?.date).toEqual(new Date('2026-10-02T00:00:00Z'));
  });

  it('takes a month without a year as the next one from today', () => {
    expect(dueOn('in February')?.date.getUTCFullYear()).toBe(2027);
    expect(dueOn('in March')?.date.getUTCFullYear()).toBe(2026);
  });

  it('finds no date where there is none', () => {
    expect(dueOn('in the spring')).toBeNull();
    expect(dueOn('soon')).toBeNull();
  });
});
