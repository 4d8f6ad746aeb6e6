import { describe, expect, it } from '@jest/globals';
import { boutiqueInstant } from '@bridal/testing/boutique-day';
import { daysInPeriod } from '@bridal/shared/reports/closing-report';
import { resolveReportPeriod } from './report-period';

describe('the report period', () => {
  it('covers the days asked for as half-open instants in the boutique zone', () => {
    const period = resolveReportPeriod({ timeZone: 'America/New_York', from: '2025-06-01', to: '2025-06-30' });
    expect(period).toEqual({
      from: boutiqueInstant('America/New_York', '2025-06-01', '00:00'),
      to: boutiqueInstant('America/New_York', '2025-07-01', '00:00'),
      zone: 'America/New_York',
      firstDay: '2025-06-01',
      lastDay: '2025-06-30',
    });
    expect(period.from.toISOString()).toBe('2025-06-01T04:00:00.000Z');
    expect(period.to.toISOString()).toBe('2025-07-01T04:00:00.000Z');
  });

  it.each([
    // Spring forward: the day is 23 hours; fall back: 25.
    ['America/New_York', '2025-03-09', '2025-03-09T05:00:00.000Z', '2025-03-10T04:00:00.000Z', 23],
    ['America/New_York', '2025-11-02', '2025-11-02T04:00:00.000Z', '2025-11-03T05:00:00.000Z', 25],
    ['Europe/Berlin', '2025-03-30', '2025-03-29T23:00:00.000Z', '2025-03-30T22:00:00.000Z', 23],
    ['Pacific/Auckland', '2025-04-06', '2025-04-05T11:00:00.000Z', '2025-04-06T12:00:00.000Z', 25],
  ])('counts the day of a clock change in %s (%s) by its local midnights', (timeZone, day, from, to, hours) => {
    const period = resolveReportPeriod({ timeZone, from: day, to: day });
    expect([period.from.toISOString(), period.to.toISOString()]).toEqual([from, to]);
    expect((period.to.getTime() - period.from.getTime()) / 3_600_000).toBe(hours);
  });

  it('ends where the next period starts: the last local minute is in, the next midnight is out', () => {
    const march = resolveReportPeriod({ timeZone: 'Europe/Berlin', from: '2025-03-01', to: '2025-03-31' });
    const april = resolveReportPeriod({ timeZone: 'Europe/Berlin', from: '2025-04-01', to: '2025-04-30' });
    expect(march.to).toEqual(april.from);
    const lastMinute = boutiqueInstant('Europe/Berlin', '2025-03-31', '23:59');
    expect(lastMinute >= march.from && lastMinute < march.to).toBe(true);
    const nextMidnight = boutiqueInstant('Europe/Berlin', '2025-04-01', '00:00');
    expect(nextMidnight < march.to).toBe(false);
  });

  it('reads the last four weeks up to the boutique day when no days are given', () => {
    const now = new Date('2025-06-30T23:30:00Z');
    const period = resolveReportPeriod({ timeZone: 'Pacific/Auckland', now });
    expect(period.lastDay).toBe('2025-07-01');
    expect(daysInPeriod(period.firstDay, period.lastDay)).toBe(28);
    expect(period.from).toEqual(boutiqueInstant('Pacific/Auckland', period.firstDay, '00:00'));
  });
});
