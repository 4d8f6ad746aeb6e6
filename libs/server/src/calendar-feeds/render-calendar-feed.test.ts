import { describe, expect, it } from '@jest/globals';
import { renderAppointmentIcs } from '../mail/render-appointment-ics';
import { type CalendarFeedView, type FeedAppointment, renderCalendarFeed } from './render-calendar-feed';

const publicUrl = 'https://coach.example.com';
const rootId = '6f1c2a4e-1b2c-4d5e-8f90-123456789abc';

const appointment = (change: Partial<FeedAppointment> = {}): FeedAppointment => ({
  appointmentId: rootId,
  brideId: '0b7d7c1e-5a40-4f3e-9d55-3f1d2b9c0a11',
  brideName: 'Nora Bell',
  consultantName: 'Ivy Lane',
  typeName: null,
  roomName: null,
  startsAt: new Date('2027-03-16T14:30:00Z'),
  durationMinutes: 90,
  status: 'booked',
  rootId,
  moves: 0,
  updatedAt: new Date('2027-03-01T09:00:00Z'),
  ...change,
});

const view = (appointments: FeedAppointment[], change: Partial<CalendarFeedView> = {}): CalendarFeedView => ({
  name: 'Hollis Bridal – appointments',
  timeZone: 'America/New_York',
  address: '44 Exchange Street, Portland, ME',
  boutiqueId: 1042,
  area: 'admin',
  namesConsultant: true,
  publicUrl,
  appointments,
  ...change,
});

/** The lines of the calendar with folding undone (RFC 5545: a continuation starts with a space). */
const unfolded = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');
/** Each VEVENT's lines. */
const eventsOf = (ics: string) =>
  unfolded(ics)
    .join('\n')
    .split('BEGIN:VEVENT\n')
    .slice(1)
    .map((event) => event.split('\nEND:VEVENT')[0]!.split('\n'));

describe('a calendar feed', () => {
  it('is a PUBLISH calendar named for the boutique, its zone named before the events, hourly refresh asked', () => {
    const lines = unfolded(renderCalendarFeed(view([appointment()])));
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toEqual(
      expect.arrayContaining([
        'METHOD:PUBLISH',
        'X-WR-CALNAME:Hollis Bridal – appointments',
        'X-WR-TIMEZONE:America/New_York',
        'X-PUBLISHED-TTL:PT1H',
      ]),
    );
    expect(lines.indexOf('X-WR-TIMEZONE:America/New_York')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
  });

  it("gives an appointment the e-mailed .ics's UID and SEQUENCE, her name and the type, a link to its page, and no contact details", () => {
    const ics = renderCalendarFeed(view([appointment()]));
    const [event] = eventsOf(ics);
    const mailed = unfolded(
      renderAppointmentIcs({
        uid: `${rootId}@coach.example.com`,
        sequence: 0,
        startsAt: appointment().startsAt,
        durationMinutes: 90,
        boutiqueName: 'Hollis Bridal',
        address: '',
      }),
    );
    expect(mailed).toContain(`UID:${rootId}@coach.example.com`);
    const page = `${publicUrl}/admin/1042/client/${appointment().brideId}/appointment/${rootId}`;
    expect(event).toEqual(
      expect.arrayContaining([
        `UID:${rootId}@coach.example.com`,
        'SEQUENCE:0',
        'DTSTART:20270316T143000Z',
        'DTEND:20270316T160000Z',
        'STATUS:CONFIRMED',
        'SUMMARY:Nora Bell – Bridal appointment',
        `DESCRIPTION:With Ivy Lane\\nOpen in Bridal Coach: ${page}`,
        `URL;VALUE=URI:${page}`,
        'LAST-MODIFIED:20270301T090000Z',
        'DTSTAMP:20270301T090000Z',
      ]),
    );
    // Rendered again, nothing changes: calendar apps see the same event, not a new one.
    expect(renderCalendarFeed(view([appointment()]))).toBe(ics);
  });

  it("names the boutique's kind of appointment and its fitting room when it has them", () => {
    const [event] = eventsOf(
      renderCalendarFeed(view([appointment({ typeName: 'Bridesmaids visit', roomName: 'Ivory Room' })])),
    );
    expect(event).toEqual(
      expect.arrayContaining([
        'SUMMARY:Nora Bell – Bridesmaids visit',
        expect.stringMatching(/^DESCRIPTION:With Ivy Lane\\nRoom: Ivory Room\\nOpen in Bridal Coach: /),
      ]),
    );
  });

  it('shows a moved appointment at its new time under the same UID with a higher SEQUENCE and LAST-MODIFIED', () => {
    const moved = appointment({
      appointmentId: '9a4e3f0c-2d1b-4c5a-8e7f-0a1b2c3d4e5f',
      startsAt: new Date('2027-03-18T15:00:00Z'),
      moves: 1,
      updatedAt: new Date('2027-03-02T10:15:00Z'),
    });
    const [event] = eventsOf(renderCalendarFeed(view([moved])));
    expect(event).toEqual(
      expect.arrayContaining([
        `UID:${rootId}@coach.example.com`,
        'SEQUENCE:1',
        'DTSTART:20270318T150000Z',
        'DTEND:20270318T163000Z',
        'LAST-MODIFIED:20270302T101500Z',
      ]),
    );
    expect(event!.find((line) => line.startsWith('URL;'))).toContain(
      '/appointment/9a4e3f0c-2d1b-4c5a-8e7f-0a1b2c3d4e5f',
    );
  });

  it('keeps a cancelled appointment as STATUS:CANCELLED, one revision up, as her cancellation e-mail does', () => {
    const [event] = eventsOf(renderCalendarFeed(view([appointment({ status: 'cancelled', moves: 1 })])));
    expect(event).toEqual(expect.arrayContaining(['STATUS:CANCELLED', 'SEQUENCE:2']));
  });

  it('writes UTC instants across a DST change: 90 minutes from 01:30 EST end at 04:00 EDT', () => {
    // 14 March 2027, New York: 02:00 EST becomes 03:00 EDT.
    const [event] = eventsOf(renderCalendarFeed(view([appointment({ startsAt: new Date('2027-03-14T06:30:00Z') })])));
    expect(event).toEqual(expect.arrayContaining(['DTSTART:20270314T063000Z', 'DTEND:20270314T080000Z']));
    expect(event!.some((line) => line.includes('TZID'))).toBe(false);
  });

  it("a team member's feed names no consultant and links to her own area", () => {
    const [event] = eventsOf(
      renderCalendarFeed(view([appointment()], { namesConsultant: false, area: 'consultant', name: 'Ivy Lane' })),
    );
    const description = event!.find((line) => line.startsWith('DESCRIPTION:'));
    expect(description).toBe(
      `DESCRIPTION:Open in Bridal Coach: ${publicUrl}/consultant/1042/client/${appointment().brideId}/appointment/${rootId}`,
    );
  });

  it('is a valid empty calendar when there is nothing to list', () => {
    const lines = unfolded(renderCalendarFeed(view([])));
    expect(lines.filter(Boolean).at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('X-WR-TIMEZONE:America/New_York');
    expect(lines).not.toContain('BEGIN:VEVENT');
  });
});
