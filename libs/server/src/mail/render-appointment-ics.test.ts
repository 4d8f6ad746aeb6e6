import { describe, expect, it } from '@jest/globals';
import { appointmentIcsAttachment, renderAppointmentIcs } from './render-appointment-ics';

const event = {
  uid: '6f1c2a4e-1b2c-4d5e-8f90-123456789abc@coach.example.com',
  sequence: 0,
  startsAt: new Date('2027-03-16T14:30:00Z'),
  durationMinutes: 90,
  boutiqueName: 'Hollis Bridal, Atelier',
  address: '44 Exchange Street; Portland, ME',
};

/** The lines of the calendar with folding undone (RFC 5545: a continuation starts with a space). */
const unfolded = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('the appointment .ics', () => {
  it('is a PUBLISH calendar with one event: its UID, DTSTART and DTEND in UTC, SEQUENCE, place', () => {
    const lines = unfolded(renderAppointmentIcs(event));
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('METHOD:PUBLISH');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('END:VEVENT');
    expect(lines).toContain(`UID:${event.uid}`);
    expect(lines).toContain('SEQUENCE:0');
    expect(lines).toContain('DTSTART:20270316T143000Z');
    expect(lines).toContain('DTEND:20270316T160000Z');
    expect(lines).toContain('STATUS:CONFIRMED');
    // Text values are escaped as iCalendar requires (commas, semicolons).
    expect(lines).toContain('SUMMARY:Bridal appointment at Hollis Bridal\\, Atelier');
    expect(lines).toContain('LOCATION:44 Exchange Street\\; Portland\\, ME');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('a cancellation is METHOD:CANCEL with the same UID and a higher SEQUENCE', () => {
    const lines = unfolded(renderAppointmentIcs({ ...event, sequence: 2, cancelled: true }));
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain(`UID:${event.uid}`);
    expect(lines).toContain('SEQUENCE:2');
    expect(lines).toContain('STATUS:CANCELLED');
  });

  it('is attached as text/calendar with its method', () => {
    const attachment = appointmentIcsAttachment(event);
    expect(attachment.filename).toBe('appointment.ics');
    expect(attachment.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(attachment.content).toContain('BEGIN:VEVENT');
  });
});
