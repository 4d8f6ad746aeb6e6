import type { AppointmentStatus } from '@bridal/shared/appointments/appointment';
import { type Area, pageUrl, paths } from '@bridal/shared/web/page-paths';
import { ICalCalendarMethod } from 'ical-generator';
import {
  appointmentCalendar,
  appointmentEventData,
  appointmentEventSequence,
  appointmentEventUid,
} from '../mail/render-appointment-ics';

/** One appointment as a feed shows it: the last of its chain of moves. */
export interface FeedAppointment {
  appointmentId: string;
  brideId: string;
  brideName: string;
  consultantName: string | null;
  /** The boutique's kind of appointment and its fitting room, when it names them. */
  typeName: string | null;
  roomName: string | null;
  startsAt: Date;
  durationMinutes: number;
  status: AppointmentStatus;
  /** The chain's first appointment and how many moves led here (appointment_event_root). */
  rootId: string;
  moves: number;
  updatedAt: Date;
}

export interface CalendarFeedView {
  /** The calendar's name in the app that subscribes. */
  name: string;
  /** The boutique's IANA zone, named for the app (X-WR-TIMEZONE); every time is in UTC. */
  timeZone: string;
  address: string;
  boutiqueId: number;
  /** Whose pages the events link to: the boutique's feed and an admin's open the admin area. */
  area: Area;
  /** The boutique's feed says whose appointment each one is. */
  namesConsultant: boolean;
  publicUrl: string;
  appointments: FeedAppointment[];
}

/** What the product calls an appointment until appointment types exist (DESIGN.md section 14). */
const appointmentTypeName = 'Bridal appointment';

/** Calendar apps poll subscriptions on their own schedule; this asks for about hourly. */
const refreshSeconds = 60 * 60;

/**
 * ical-generator writes X- properties after the events, and its own time-zone option rewrites
 * every time as a wall time of the process's zone; the zone's name belongs among the calendar's
 * properties, before its first event, with the times left in UTC.
 */
function withCalendarTimeZone(ics: string, timeZone: string): string {
  const at = ics.search(/\r\n(BEGIN:VEVENT|END:VCALENDAR)/);
  return `${ics.slice(0, at)}\r\nX-WR-TIMEZONE:${timeZone}${ics.slice(at)}`;
}

/**
 * A subscription calendar of appointments, with the e-mailed .ics's library and event: the same
 * UID and SEQUENCE as her confirmation (one per chain of moves), so a moved appointment updates
 * its event and a cancelled one shows STATUS:CANCELLED. DTSTAMP and LAST-MODIFIED are the
 * appointment's last change, so an unchanged feed renders the same bytes.
 *
 * Only what the consultant needs to be there: the bride's name, the kind of appointment and a link
 * to its page in the app. A feed is copied to the calendar provider's servers and into shared or
 * synced calendars, and its link is a bearer credential that may be forwarded, so her phone and
 * e-mail stay behind the app's login.
 */
export function renderCalendarFeed(view: CalendarFeedView): string {
  const calendar = appointmentCalendar({ method: ICalCalendarMethod.PUBLISH, name: view.name, ttl: refreshSeconds });
  for (const appointment of view.appointments) {
    const cancelled = appointment.status === 'cancelled';
    const url = pageUrl(
      view.publicUrl,
      paths.appointmentMode(view.area, view.boutiqueId, appointment.brideId, appointment.appointmentId),
    );
    const who = view.namesConsultant ? [`With ${appointment.consultantName ?? 'no consultant yet'}`] : [];
    const room = appointment.roomName ? [`Room: ${appointment.roomName}`] : [];
    calendar.createEvent(
      appointmentEventData(
        {
          uid: appointmentEventUid(appointment.rootId, view.publicUrl),
          sequence: appointmentEventSequence(appointment.moves, cancelled),
          startsAt: appointment.startsAt,
          durationMinutes: appointment.durationMinutes,
          address: view.address,
          url,
          cancelled,
        },
        {
          summary: `${appointment.brideName} – ${appointment.typeName ?? appointmentTypeName}`,
          description: [...who, ...room, `Open in Bridal Coach: ${url}`].join('\n'),
          lastModified: appointment.updatedAt,
          stamp: appointment.updatedAt,
        },
      ),
    );
  }
  return withCalendarTimeZone(calendar.toString(), view.timeZone);
}
