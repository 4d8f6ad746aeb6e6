import { DateTime } from 'luxon';
import type { Queryable } from '../db/queryable';
import type { FeedAppointment } from './render-calendar-feed';

/** What a feed lists, from the boutique's today: cancelled ones for a shorter while. */
export const feedWindow = { pastDays: 90, cancelledPastDays: 30, futureYears: 1 } as const;

export interface ReadFeedAppointmentsOptions {
  sql: Queryable;
  boutiqueId: number;
  timeZone: string;
  /** One team member's appointments, or null for the whole boutique's. */
  consultantId: string | null;
  now: Date;
}

/**
 * The feed's appointments: the last of each chain of moves (an appointment moved on is its
 * successor's event, with the successor's time), from 90 days back to a year ahead; a cancelled
 * one from the last 30 days and the future, so a calendar that subscribed sees it cancelled at its
 * next refresh rather than the event just vanishing.
 */
export async function readFeedAppointments(options: ReadFeedAppointmentsOptions): Promise<FeedAppointment[]> {
  const { sql, boutiqueId, consultantId } = options;
  const today = DateTime.fromJSDate(options.now, { zone: options.timeZone }).startOf('day');
  const from = today.minus({ days: feedWindow.pastDays }).toJSDate();
  const cancelledFrom = today.minus({ days: feedWindow.cancelledPastDays }).toJSDate();
  const to = today.plus({ years: feedWindow.futureYears }).toJSDate();
  return sql<FeedAppointment[]>`
    SELECT a.id AS appointment_id, a.bride_id, br.name AS bride_name, u.name AS consultant_name,
           t.name AS type_name, r.name AS room_name, a.starts_at, a.duration_minutes, a.status, root.root_id,
           root.moves, a.updated_at
    FROM appointments a
    JOIN brides br ON br.id = a.bride_id
    LEFT JOIN users u ON u.id = a.consultant_id
    LEFT JOIN appointment_types t ON t.id = a.appointment_type_id AND t.boutique_id = a.boutique_id
    LEFT JOIN fitting_rooms r ON r.id = a.fitting_room_id AND r.boutique_id = a.boutique_id
    CROSS JOIN LATERAL appointment_event_root(a.id) root
    WHERE a.boutique_id = ${boutiqueId}
      AND (${consultantId}::uuid IS NULL OR a.consultant_id = ${consultantId})
      AND a.starts_at >= ${from} AND a.starts_at < ${to}
      AND (a.status <> 'cancelled' OR a.starts_at >= ${cancelledFrom})
      AND NOT EXISTS (SELECT 1 FROM appointments moved WHERE moved.rebooked_from = a.id)
    ORDER BY a.starts_at, a.id`;
}
