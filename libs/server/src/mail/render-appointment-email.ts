import { pageUrl, paths } from '@bridal/shared/web/page-paths';
import { DateTime } from 'luxon';
import { type EmailContent, mailSubjects, renderEmail } from './render-email';
import { appointmentIcsAttachment } from './render-appointment-ics';

export type AppointmentEmailKind = 'booked' | 'moved' | 'cancelled' | 'reminder';

export interface AppointmentEmail {
  kind: AppointmentEmailKind;
  brideName: string;
  boutiqueName: string;
  boutiquePhone: string;
  address: string;
  timeZone: string;
  startsAt: Date;
  durationMinutes: number;
  /** The calendar event's id and revision (see renderAppointmentIcs). */
  uid: string;
  sequence: number;
  /** Her move/cancel link (a booked appointment) or a link to book again (a cancelled one). */
  token?: string;
  publicUrl: string;
}

/** Her own page to move or cancel the appointment (the web's paths.manageAppointment). */
export function manageAppointmentUrl(publicUrl: string, token: string): string {
  return pageUrl(publicUrl, paths.manageAppointment(token));
}

/** The booking page of a 'book' link (the web's paths.bookAppointment). */
export function bookAppointmentUrl(publicUrl: string, token: string): string {
  return pageUrl(publicUrl, paths.booking(token));
}

/** 'Saturday, March 14, 2026 at 3:30 PM EDT', on the boutique's clock. */
export function formatAppointmentTime(startsAt: Date, timeZone: string): string {
  const local = DateTime.fromJSDate(startsAt).setZone(timeZone).setLocale('en-US');
  return `${local.toFormat('cccc, LLLL d, yyyy')} at ${local.toFormat('h:mm a ZZZZ')}`;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] || 'there';

const subjects = {
  booked: mailSubjects.appointmentBooked,
  moved: mailSubjects.appointmentMoved,
  cancelled: mailSubjects.appointmentCancelled,
  reminder: mailSubjects.appointmentReminder,
} as const;

/**
 * The bride's e-mail about her appointment: when (on the boutique's clock) and where, her own link
 * to move or cancel it, and the .ics for her calendar. Every name in it is typed text: renderEmail
 * keeps it out of the subject and from becoming a link.
 */
export function renderAppointmentEmail(email: AppointmentEmail): EmailContent {
  const when = formatAppointmentTime(email.startsAt, email.timeZone);
  const where = email.address ? `${email.boutiqueName}, ${email.address}` : email.boutiqueName;
  const call = email.boutiquePhone ? ` or call the boutique at ${email.boutiquePhone}` : '';
  const lead = {
    booked: `Your appointment at ${email.boutiqueName} is booked.`,
    moved: `Your appointment at ${email.boutiqueName} has moved to a new time.`,
    cancelled: `Your appointment at ${email.boutiqueName} is cancelled.`,
    reminder: `A reminder: your appointment at ${email.boutiqueName} is tomorrow.`,
  }[email.kind];
  const cancelled = email.kind === 'cancelled';
  const paragraphs = cancelled
    ? [
        lead,
        { own: `It was on ${when}.` },
        `We hope to see you another time. You can book a new time with the link below${call}.`,
      ]
    : [
        lead,
        { own: `When: ${when} (${email.durationMinutes} minutes)` },
        `Where: ${where}`,
        `Need to change it? Move or cancel it with the link below${call}. The link works once, until the appointment starts.`,
        'The attached calendar file adds it to your calendar.',
      ];
  const action = email.token
    ? cancelled
      ? { label: 'Book a new time', url: bookAppointmentUrl(email.publicUrl, email.token) }
      : { label: 'Move or cancel my appointment', url: manageAppointmentUrl(email.publicUrl, email.token) }
    : undefined;
  const content = renderEmail({
    subject: subjects[email.kind],
    greeting: `Hi ${firstName(email.brideName)},`,
    paragraphs,
    action,
  });
  const attachment = appointmentIcsAttachment({
    uid: email.uid,
    sequence: email.sequence,
    startsAt: email.startsAt,
    durationMinutes: email.durationMinutes,
    boutiqueName: email.boutiqueName,
    address: email.address,
    cancelled,
  });
  return { ...content, attachments: [attachment] };
}
