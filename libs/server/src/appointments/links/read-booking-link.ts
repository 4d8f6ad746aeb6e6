import type { AppointmentStatus } from '@bridal/shared/appointments/appointment';
import type { BookingLinkView } from '@bridal/shared/appointments/booking';
import type { Sql } from '../../db/create-sql';
import { bookingWindowDays, listFreeSlots } from '../schedule/free-slots';
import { onlineBookingOpenSql } from '../schedule/online-booking';
import { openAppointmentLink } from './open-appointment-link';
import { listBookableTypes } from '../schedule/bookable-types';

export interface ReadBookingLinkOptions {
  sql: Sql;
  token: string;
  /** The type she picked (`?type=`): its slots; anything else falls back to the default type. */
  typeId?: string | null;
  now?: Date;
}

export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/**
 * What a bride's link opens on: her boutique (name, zone, how to reach it), her first name, the
 * appointment of a 'manage' link, and the next 60 days' free times (her own appointment, when she
 * is moving it, takes no place). Before the boutique has confirmed its hours and time zone, no
 * times: the page says online booking is not open yet and how to reach the boutique.
 */
export async function readBookingLink({
  sql,
  token,
  typeId = null,
  now = new Date(),
}: ReadBookingLinkOptions): Promise<BookingLinkView> {
  const link = await openAppointmentLink({ sql, token });
  const [row] = await sql<
    {
      boutiqueName: string;
      timeZone: string;
      phone: string;
      address: string;
      brideName: string;
      startsAt: Date | null;
      durationMinutes: number | null;
      status: AppointmentStatus;
      appointmentTypeId: string | null;
      typeName: string | null;
      onlineBookingOpen: boolean;
      textsOffered: boolean;
    }[]
  >`
    SELECT b.name AS boutique_name, b.time_zone, b.phone, b.address, br.name AS bride_name,
           a.starts_at, a.duration_minutes, a.status, a.appointment_type_id, t.name AS type_name,
           ${onlineBookingOpenSql(sql, 'b')} AS online_booking_open,
           EXISTS (SELECT 1 FROM boutique_sms_settings s WHERE s.boutique_id = b.id AND s.enabled) AS texts_offered
    FROM boutiques b
    JOIN brides br ON br.id = ${link.brideId} AND br.boutique_id = b.id
    LEFT JOIN appointments a ON a.id = ${link.appointmentId} AND a.boutique_id = b.id
    LEFT JOIN appointment_types t ON t.id = a.appointment_type_id AND t.boutique_id = b.id
    WHERE b.id = ${link.boutiqueId}`;
  if (!row) throw new Error(`appointment link ${link.id} names no bride of its boutique`);
  const appointmentTypes = await listBookableTypes(sql, link.boutiqueId);
  // A move keeps her type; a booking shows the type she picked, else the first one offered.
  const selected =
    link.purpose === 'manage'
      ? row.appointmentTypeId
      : ((appointmentTypes.find((type) => type.id === typeId) ?? appointmentTypes[0])?.id ?? null);
  const slots = row.onlineBookingOpen
    ? await listFreeSlots(sql, link.boutiqueId, {
        now,
        days: bookingWindowDays,
        excludeAppointmentId: link.appointmentId,
        appointmentTypeId: selected,
      })
    : [];
  return {
    purpose: link.purpose,
    boutique: { name: row.boutiqueName, timeZone: row.timeZone, phone: row.phone, address: row.address },
    bride: { firstName: firstNameOf(row.brideName) },
    ...(row.startsAt && row.durationMinutes !== null
      ? {
          appointment: {
            startsAt: row.startsAt.toISOString(),
            durationMinutes: row.durationMinutes,
            status: row.status,
            ...(row.typeName ? { typeName: row.typeName } : {}),
          },
        }
      : {}),
    slots,
    appointmentTypes,
    appointmentTypeId: selected,
    onlineBookingOpen: row.onlineBookingOpen,
    textsOffered: row.textsOffered,
  };
}
