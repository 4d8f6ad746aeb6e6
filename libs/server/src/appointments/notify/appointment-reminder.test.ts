import { describe, expect, it } from '@jest/globals';
import { reminderDueAt } from './appointment-reminder';

const hour = 60 * 60_000;

describe('the reminder', () => {
  const now = new Date('2027-03-10T12:00:00Z');

  it('is due 24 hours before the start', () => {
    expect(reminderDueAt(new Date('2027-03-13T12:00:00Z'), now)).toEqual(new Date('2027-03-12T12:00:00Z'));
    expect(reminderDueAt(new Date(now.getTime() + 24 * hour + 1), now)).toEqual(new Date(now.getTime() + 1));
  });

  it('is skipped when 24 hours before has already passed', () => {
    expect(reminderDueAt(new Date(now.getTime() + 24 * hour), now)).toBeUndefined();
    expect(reminderDueAt(new Date(now.getTime() + 2 * hour), now)).toBeUndefined();
  });

  it('keeps its instant across a change of the clocks (24 real hours, whatever the zone)', () => {
    // New York springs forward on 14 March 2027: 24 hours before 10:00 EDT on the 15th is 09:00 EST on the 14th.
    expect(reminderDueAt(new Date('2027-03-15T14:00:00Z'), now)).toEqual(new Date('2027-03-14T14:00:00Z'));
  });
});
