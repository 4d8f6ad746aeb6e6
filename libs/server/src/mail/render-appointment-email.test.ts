import { describe, expect, it } from '@jest/globals';
import { formatAppointmentTime, renderAppointmentEmail } from './render-appointment-email';

const email = {
  kind: 'booked' as const,
  brideName: 'Maya <Lind> Hart',
  boutiqueName: 'Win a prize at https://evil.example',
  boutiquePhone: '(207) 555-0142',
  address: '44 Exchange Street, Portland, ME',
  timeZone: 'America/New_York',
  startsAt: new Date('2027-03-16T14:30:00Z'),
  durationMinutes: 90,
  uid: 'a@coach.example.com',
  sequence: 0,
  token: 'abc_DEF-123',
  publicUrl: 'https://coach.example.com',
};

describe('the appointment e-mails', () => {
  it('shows the time on the boutique clock, names the zone, and links to her move/cancel page', () => {
    const mail = renderAppointmentEmail(email);
    expect(mail.subject).toBe('Your bridal appointment is booked');
    expect(mail.text).toContain('Hi Maya,');
    expect(mail.text).toContain('When: Tuesday, March 16, 2027 at 10:30 AM EDT (90 minutes)');
    expect(mail.text).toContain('Where: ');
    expect(mail.text).toContain('44 Exchange Street, Portland, ME');
    expect(mail.text).toContain('Move or cancel my appointment: https://coach.example.com/appointment/abc_DEF-123');
    expect(mail.attachments?.[0]?.content).toContain('DTSTART:20270316T143000Z');
  });

  it('keeps the boutique name out of the subject and from becoming a link', () => {
    const mail = renderAppointmentEmail(email);
    expect(mail.subject).not.toMatch(/evil|prize/);
    expect(mail.text).not.toContain('https://evil.example');
    expect(mail.html).not.toContain('href="https://evil.example');
    expect(mail.html).not.toContain('<Lind>');
  });

  it('each kind has its own fixed subject; a cancellation offers a new booking and a CANCEL .ics', () => {
    expect(renderAppointmentEmail({ ...email, kind: 'moved' }).subject).toBe('Your bridal appointment has moved');
    expect(renderAppointmentEmail({ ...email, kind: 'reminder' }).subject).toBe(
      'Reminder: your bridal appointment is tomorrow',
    );
    const cancelled = renderAppointmentEmail({ ...email, kind: 'cancelled', sequence: 1 });
    expect(cancelled.subject).toBe('Your bridal appointment is cancelled');
    expect(cancelled.text).toContain('Book a new time: https://coach.example.com/book/abc_DEF-123');
    expect(cancelled.attachments?.[0]?.content).toContain('METHOD:CANCEL');
  });

  it('formats across a DST change in the boutique zone', () => {
    expect(formatAppointmentTime(new Date('2027-03-13T15:00:00Z'), 'America/New_York')).toBe(
      'Saturday, March 13, 2027 at 10:00 AM EST',
    );
    expect(formatAppointmentTime(new Date('2027-03-15T14:00:00Z'), 'America/New_York')).toBe(
      'Monday, March 15, 2027 at 10:00 AM EDT',
    );
  });
});
