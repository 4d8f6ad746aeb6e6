import { describe, expect, it } from '@jest/globals';
import { describeFreeWeekend, freeWeekendEnd } from './free-weekend';

// Fixed instants, no clock: the free weekend ends at midnight after the coming Sunday, in the
// boutique's zone, whatever the clocks do that weekend.
describe('the free weekend', () => {
  it('signed up on a Friday in New York the weekend clocks go forward: ends at midnight EDT (04:00 UTC), Sunday its last day', () => {
    const signedUp = new Date('2026-03-06T20:00:00Z'); // Friday 15:00 EST
    const ends = freeWeekendEnd(signedUp, 'America/New_York');
    expect(ends.toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(describeFreeWeekend(signedUp, ends, 'America/New_York')).toEqual({
      startsAt: '2026-03-06T20:00:00.000Z',
      endsAt: '2026-03-09T04:00:00.000Z',
      timeZone: 'America/New_York',
      firstDay: 'Friday, March 6, 2026',
      lastDay: 'Sunday, March 8, 2026',
    });
  });

  it('in London the weekend clocks go back: ends at midnight GMT (00:00 UTC), not an hour off', () => {
    const signedUp = new Date('2026-10-23T09:00:00Z'); // Friday 10:00 BST
    const ends = freeWeekendEnd(signedUp, 'Europe/London');
    expect(ends.toISOString()).toBe('2026-10-26T00:00:00.000Z');
    expect(describeFreeWeekend(signedUp, ends, 'Europe/London').lastDay).toBe('Sunday, October 25, 2026');
  });

  it.each([
    ['a Saturday', '2026-06-13T15:00:00Z', '2026-06-15T04:00:00.000Z'],
    ['a Sunday evening', '2026-06-14T23:30:00Z', '2026-06-15T04:00:00.000Z'],
    ['a Monday', '2026-06-15T14:00:00Z', '2026-06-22T04:00:00.000Z'],
    ['late Sunday night UTC, still Sunday in New York', '2026-06-15T03:00:00Z', '2026-06-15T04:00:00.000Z'],
  ])('signed up on %s: runs through the coming (or current) Sunday', (_, signedUp, end) => {
    expect(freeWeekendEnd(new Date(signedUp), 'America/New_York').toISOString()).toBe(end);
  });

  it('a zone it does not know falls back to the default zone', () => {
    expect(freeWeekendEnd(new Date('2026-06-13T15:00:00Z'), 'Mars/Olympus').toISOString()).toBe(
      '2026-06-15T04:00:00.000Z',
    );
  });
});
