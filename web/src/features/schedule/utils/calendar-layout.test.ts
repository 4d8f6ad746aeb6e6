import { describe, expect, it } from '@jest/globals';
import type { AppointmentSummary } from '@bridal/shared/appointments/appointment';
import { hoursShown, layOutDays, wallClockMinutes } from './calendar-layout';
import { datesOfView } from './schedule-range';

const appointment = (id: string, startsAt: string, endsAt: string): AppointmentSummary => ({
  id,
  brideId: `bride-${id}`,
  brideName: `Bride ${id}`,
  brideStatus: 'ready',
  consultantId: null,
  consultantName: null,
  startsAt,
  endsAt,
  durationMinutes: 60,
  status: 'booked',
  bookedBy: 'staff',
  startedAt: null,
  outsideHours: false,
  hasOutcome: false,
  imported: false,
});

describe('the calendar layout', () => {
  it('reads wall-clock minutes in the boutique zone, not the machine zone', () => {
    expect(wallClockMinutes('2026-06-01T14:30:00Z', 'America/New_York')).toBe(10 * 60 + 30);
    expect(wallClockMinutes('2026-06-01T14:30:00Z', 'Asia/Tokyo')).toBe(23 * 60 + 30);
    expect(wallClockMinutes('2026-06-01T00:00:00Z', 'Etc/GMT')).toBe(0);
  });

  it('shows each day of a week across the clocks going back once, 10:00 at 10:00 on both sides', () => {
    // New York leaves daylight time on Sunday 1 November 2026: 10:00 is 14:00 UTC before, 15:00 after.
    const dates = datesOfView('week', '2026-11-01');
    expect(dates).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ]);
    const days = layOutDays(
      [...dates, '2026-11-02'],
      [
        appointment('sat', '2026-10-31T14:00:00Z', '2026-10-31T15:00:00Z'),
        appointment('sun', '2026-11-01T15:00:00Z', '2026-11-01T16:00:00Z'),
        appointment('mon', '2026-11-02T15:00:00Z', '2026-11-02T16:30:00Z'),
      ],
      'America/New_York',
    );
    expect(new Set(days.map((day) => day.date)).size).toBe(8);
    const placed = Object.fromEntries(
      days.flatMap((day) => day.appointments.map((item) => [item.appointment.id, { date: day.date, ...item }])),
    );
    expect(placed.sat).toMatchObject({ date: '2026-10-31', startMinute: 600, endMinute: 660 });
    expect(placed.sun).toMatchObject({ date: '2026-11-01', startMinute: 600, endMinute: 660 });
    expect(placed.mon).toMatchObject({ date: '2026-11-02', startMinute: 600, endMinute: 690 });
  });

  it('keeps the spring-forward day whole: 9:00 before and 10:00 after the gap', () => {
    // Europe/Paris skips 2:00-3:00 on Sunday 29 March 2026.
    const [day] = layOutDays(
      ['2026-03-29'],
      [
        appointment('early', '2026-03-29T00:30:00Z', '2026-03-29T01:30:00Z'),
        appointment('late', '2026-03-29T08:00:00Z', '2026-03-29T09:00:00Z'),
      ],
      'Europe/Paris',
    );
    expect(day!.appointments.map((item) => [item.startMinute, item.endMinute])).toEqual([
      [90, 210],
      [600, 660],
    ]);
  });

  it('sets overlapping appointments side by side, and widens the hours to show them', () => {
    const [day] = layOutDays(
      ['2027-03-10'],
      [
        appointment('a', '2027-03-10T07:00:00Z', '2027-03-10T08:00:00Z'),
        appointment('b', '2027-03-10T07:30:00Z', '2027-03-10T08:30:00Z'),
        appointment('c', '2027-03-10T09:00:00Z', '2027-03-10T10:00:00Z'),
      ],
      'Etc/GMT',
    );
    expect(day!.appointments.map(({ lane, lanes }) => [lane, lanes])).toEqual([
      [0, 2],
      [1, 2],
      [0, 1],
    ]);
    expect(hoursShown([day!])).toEqual({ first: 7, last: 18 });
  });

  it('ends a block at midnight when the appointment runs into the next day', () => {
    const [day] = layOutDays(
      ['2027-03-10'],
      [appointment('late', '2027-03-10T23:30:00Z', '2027-03-11T00:30:00Z')],
      'Etc/GMT',
    );
    expect(day!.appointments[0]).toMatchObject({ startMinute: 23 * 60 + 30, endMinute: 24 * 60 });
    expect(hoursShown([day!]).last).toBe(24);
  });
});
