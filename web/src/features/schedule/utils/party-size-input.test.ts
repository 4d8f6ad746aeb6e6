import { describe, expect, it } from '@jest/globals';
import { appointmentTypeMessages } from '@bridal/shared/appointments/appointment-types';
import { readPartySize } from './party-size-input';

describe('readPartySize', () => {
  it('reads empty as not said and a whole number as itself', () => {
    expect(readPartySize('')).toEqual({ partySize: null });
    expect(readPartySize('  ')).toEqual({ partySize: null });
    expect(readPartySize('0')).toEqual({ partySize: 0 });
    expect(readPartySize(' 4 ')).toEqual({ partySize: 4 });
  });

  it('refuses what is not a count of people, with the rule of every booking', () => {
    for (const text of ['three', '-1', '2.5', '31', '1e9']) {
      expect(readPartySize(text)).toEqual({ error: appointmentTypeMessages.partySize });
    }
  });
});
