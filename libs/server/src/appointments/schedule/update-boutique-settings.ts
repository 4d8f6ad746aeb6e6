import type { BoutiqueSettings, SavedBoutiqueSettings } from '@bridal/shared/appointments/boutique-settings';
import type { Queryable } from '../../db/queryable';
import { type DashboardChanges, markDashboardChanged } from '../../dashboard-version/dashboard-version';
import type { Sql } from '../../db/create-sql';
import { AppError } from '../../errors/app-error';
import { type BoutiqueSchedule, boutiqueNotFoundMessage, readBoutiqueSchedule } from './boutique-schedule';
import { sortedRanges } from './local-time';
import { isWithinHours } from './within-hours';
import { holdsPlaceSql } from '../../db/appointment-status';

/** GET /api/boutique-settings: the schedule settings as the form edits them. */
export const readBoutiqueSettings = (sql: Queryable, boutiqueId: number): Promise<BoutiqueSettings> =>
  readBoutiqueSchedule(sql, boutiqueId);

/** How many booked appointments from `now` on lie outside the boutique's hours (kept, never cancelled). */
export async function countOutsideHours(
  sql: Queryable,
  boutiqueId: number,
  schedule: BoutiqueSchedule,
  now: Date,
): Promise<number> {
  const booked = await sql<{ startsAt: Date; durationMinutes: number }[]>`
    SELECT starts_at, duration_minutes FROM appointments
    WHERE boutique_id = ${boutiqueId} AND starts_at > ${now} AND ${holdsPlaceSql(sql)}`;
  return booked.filter((a) => !isWithinHours(schedule, a.startsAt, a.durationMinutes)).length;
}

export interface UpdateBoutiqueSettingsOptions {
  sql: Sql;
  changes: DashboardChanges;
  boutiqueId: number;
  /** Validated by boutiqueSettingsSchema. */
  settings: BoutiqueSettings;
  now?: Date;
}

/**
 * Saves the boutique's schedule settings. Booked appointments stay booked whatever changed; the
 * answer counts the future ones now outside hours, which the schedule flags. New bookings take the
 * new length; booked ones keep theirs. The first save confirms the hours and time zone, which opens
 * online booking to brides (onlineBookingOpenSql).
 */
export async function updateBoutiqueSettings(options: UpdateBoutiqueSettingsOptions): Promise<SavedBoutiqueSettings> {
  const { sql, boutiqueId, settings } = options;
  const openingHours = settings.openingHours.map((ranges) =>
    sortedRanges(ranges).map(({ from, to }) => ({ from, to })),
  );
  const closedDates = [...new Set(settings.closedDates)].sort();
  const [updated] = await sql`
    UPDATE boutiques
    SET time_zone = ${settings.timeZone}, opening_hours = ${sql.json(openingHours)},
        appointment_minutes = ${settings.appointmentMinutes}, appointment_capacity = ${settings.capacity},
        closed_dates = ${closedDates}::date[], updated_at = now(),
        schedule_confirmed_at = coalesce(schedule_confirmed_at, now())
    WHERE id = ${boutiqueId}
    RETURNING id`;
  if (!updated) throw new AppError('NOT_FOUND', boutiqueNotFoundMessage);
  await markDashboardChanged(options.changes, boutiqueId);
  const saved = await readBoutiqueSchedule(sql, boutiqueId);
  const outsideHours = await countOutsideHours(sql, boutiqueId, saved, options.now ?? new Date());
  return { ...saved, outsideHours };
}
