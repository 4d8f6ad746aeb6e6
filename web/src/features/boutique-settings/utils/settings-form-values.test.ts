import { describe, expect, it } from '@jest/globals';
import { nestedErrors, nextRange, outsideHoursNotice, timeZoneOptions, toFormValues } from './settings-form-values';

describe('the settings form values', () => {
  it('holds the numbers as text for the inputs', () => {
    const values = toFormValues({
      timeZone: 'Europe/London',
      openingHours: [[{ from: '10:00', to: '18:00' }], [], [], [], [], [], []],
      appointmentMinutes: 90,
      capacity: 2,
      closedDates: ['2027-12-25'],
    });
    expect(values).toMatchObject({ appointmentMinutes: '90', capacity: '2', closedDates: ['2027-12-25'] });
  });

  it('adds a range after the last one of the day, or a usual day', () => {
    expect(nextRange([])).toEqual({ from: '10:00', to: '18:00' });
    expect(nextRange([{ from: '09:00', to: '12:00' }])).toEqual({ from: '13:00', to: '14:00' });
  });

  it("nests the server's per-field messages as the form's errors", () => {
    expect(nestedErrors({ 'openingHours[1][0].to': 'Late', timeZone: 'Zone' })).toEqual({
      openingHours: [undefined, [{ to: 'Late' }]],
      timeZone: 'Zone',
    });
  });

  it('says how many booked appointments are now outside the hours, and nothing when none are', () => {
    expect(outsideHoursNotice(0)).toBeNull();
    expect(outsideHoursNotice(1)).toBe('Saved. 1 booked appointment is now outside your hours; it stays booked.');
    expect(outsideHoursNotice(3)).toBe('Saved. 3 booked appointments are now outside your hours; they stay booked.');
  });

  it("lists the browser's time zones with the boutique's own among them", () => {
    const zones = timeZoneOptions('Europe/London');
    expect(zones).toContain('Europe/London');
    expect(zones).toContain('America/New_York');
    expect([...zones].sort((a, b) => a.localeCompare(b))).toEqual(zones);
  });
});
