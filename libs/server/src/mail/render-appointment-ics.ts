import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { MailAttachment } from './mail-transport';

export interface AppointmentCalendarEvent {
  /** Stable across moves (the first appointment of the chain), so her calendar updates one event. */
  uid: string;
  /** Raised by each move and by the cancellation. */
  sequence: number;
  startsAt: Date;
  durationMinutes: number;
  boutiqueName: string;
  address: string;
  /** Her move/cancel page, when there is one. */
  url?: string;
  cancelled?: boolean;
}

/** The appointment as iCalendar text: PUBLISH for a booking or move, CANCEL for a cancellation. Times in UTC. */
export function renderAppointmentIcs(event: AppointmentCalendarEvent): string {
  const calendar = ical({
    prodId: { company: 'Bridal Coach', product: 'Appointments', language: 'EN' },
    method: event.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: event.uid,
    sequence: event.sequence,
    start: event.startsAt,
    end: new Date(event.startsAt.getTime() + event.durationMinutes * 60_000),
    summary: `Bridal appointment at ${event.boutiqueName}`,
    location: event.address || null,
    url: event.url ?? null,
    status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}

export function appointmentIcsAttachment(event: AppointmentCalendarEvent): MailAttachment {
  const method = event.cancelled ? 'CANCEL' : 'PUBLISH';
  return {
    filename: 'appointment.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: renderAppointmentIcs(event),
  };
}
