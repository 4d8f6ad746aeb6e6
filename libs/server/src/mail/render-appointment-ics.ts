import ical, {
  type ICalCalendar,
  ICalCalendarMethod,
  type ICalCalendarData,
  type ICalEventData,
  ICalEventStatus,
} from 'ical-generator';
import type { MailAttachment } from './mail-transport';

/** What every calendar event of an appointment says, in the bride's e-mail and in the staff's feeds. */
export interface AppointmentEventBase {
  /** Stable across moves (the first appointment of the chain), so a calendar updates one event. */
  uid: string;
  /** Raised by each move and by the cancellation. */
  sequence: number;
  startsAt: Date;
  durationMinutes: number;
  address: string;
  /** Her move/cancel page, or the appointment's page in the app. */
  url?: string;
  cancelled?: boolean;
}

export interface AppointmentCalendarEvent extends AppointmentEventBase {
  boutiqueName: string;
}

/**
 * The calendar event's UID: the chain's first appointment (appointment_event_root in SQL) at the
 * platform's host, the same in the e-mailed .ics and in every feed, so no calendar holds two.
 */
export const appointmentEventUid = (rootId: string, publicUrl: string) => `${rootId}@${new URL(publicUrl).hostname}`;

/** The event's SEQUENCE: one per move, one more once it is cancelled. */
export const appointmentEventSequence = (moves: number, cancelled: boolean) => moves + (cancelled ? 1 : 0);

/** A calendar of ours (its PRODID); the e-mail's carries a METHOD, a feed its name and refresh hint. */
export const appointmentCalendar = (data: Omit<ICalCalendarData, 'prodId'> = {}): ICalCalendar =>
  ical({ prodId: { company: 'Bridal Coach', product: 'Appointments', language: 'EN' }, ...data });

/** One appointment as an event: times in UTC, its place, link and status. */
export function appointmentEventData(
  event: AppointmentEventBase,
  words: Pick<ICalEventData, 'summary' | 'description' | 'lastModified' | 'stamp'>,
): ICalEventData {
  return {
    id: event.uid,
    sequence: event.sequence,
    start: event.startsAt,
    end: new Date(event.startsAt.getTime() + event.durationMinutes * 60_000),
    location: event.address || null,
    url: event.url ?? null,
    status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    ...words,
  };
}

/** The appointment as iCalendar text: PUBLISH for a booking or move, CANCEL for a cancellation. Times in UTC. */
export function renderAppointmentIcs(event: AppointmentCalendarEvent): string {
  const calendar = appointmentCalendar({
    method: event.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent(appointmentEventData(event, { summary: `Bridal appointment at ${event.boutiqueName}` }));
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
