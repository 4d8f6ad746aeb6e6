import { type SetupChecklist, type SetupItemKey, setupItemKeys } from '@bridal/shared/setup/setup-checklist';
import { onlineBookingOpenSql } from '../appointments/schedule/online-booking';
import type { Queryable } from '../db/queryable';
import { AppError } from '../errors/app-error';

export interface ReadSetupChecklistOptions {
  sql: Queryable;
  boutiqueId: number;
  /** The admin reading it: the e-mail item is about her own address. */
  userId: string;
}

interface SetupRow {
  emailConfirmed: boolean;
  scheduleConfirmed: boolean;
  onlineBookingOpen: boolean;
  inventory: boolean;
  team: boolean;
  survey: boolean;
  dismissed: boolean;
  timeZone: string;
  appointmentMinutes: number;
  capacity: number;
}

/**
 * GET /api/setup: the owner's first hour, each item from what is really done. Her address confirmed;
 * the schedule settings saved (time zone and hours, and with them the length and rooms she was
 * shown); a current inventory; anyone invited to the team; a bride's survey received (her own try
 * counts). One read, by primary key and the boutique's indexes.
 */
export async function readSetupChecklist({
  sql,
  boutiqueId,
  userId,
}: ReadSetupChecklistOptions): Promise<SetupChecklist> {
  const [row] = await sql<SetupRow[]>`
    SELECT
      EXISTS (SELECT 1 FROM users u WHERE u.id = ${userId} AND u.boutique_id = b.id AND u.email_confirmed_at IS NOT NULL)
        AS email_confirmed,
      b.schedule_confirmed_at IS NOT NULL AS schedule_confirmed,
      ${onlineBookingOpenSql(sql, 'b')} AS online_booking_open,
      EXISTS (SELECT 1 FROM inventories i WHERE i.boutique_id = b.id AND i.is_current) AS inventory,
      EXISTS (SELECT 1 FROM users u WHERE u.boutique_id = b.id AND u.role <> 'owner' AND u.id <> ${userId}) AS team,
      EXISTS (SELECT 1 FROM brides br WHERE br.boutique_id = b.id) AS survey,
      b.setup_dismissed_at IS NOT NULL AS dismissed,
      b.time_zone, b.appointment_minutes, b.appointment_capacity AS capacity
    FROM boutiques b WHERE b.id = ${boutiqueId}`;
  if (!row) throw new AppError('NOT_FOUND', 'Boutique not found.');
  const done: Record<SetupItemKey, boolean> = {
    confirmEmail: row.emailConfirmed,
    schedule: row.scheduleConfirmed,
    appointments: row.scheduleConfirmed,
    inventory: row.inventory,
    team: row.team,
    survey: row.survey,
  };
  const items = setupItemKeys.map((key) => ({ key, done: done[key] }));
  return {
    items,
    complete: items.every((item) => item.done),
    dismissed: row.dismissed,
    onlineBookingOpen: row.onlineBookingOpen,
    schedule: { timeZone: row.timeZone, appointmentMinutes: row.appointmentMinutes, capacity: row.capacity },
  };
}

export interface DismissSetupChecklistOptions {
  sql: Queryable;
  boutiqueId: number;
  dismissed: boolean;
}

/** PUT /api/setup/dismissal: the checklist put away for the whole boutique, or brought back. */
export async function dismissSetupChecklist({
  sql,
  boutiqueId,
  dismissed,
}: DismissSetupChecklistOptions): Promise<void> {
  await sql`
    UPDATE boutiques
    SET setup_dismissed_at = CASE WHEN ${dismissed} THEN coalesce(setup_dismissed_at, now()) END
    WHERE id = ${boutiqueId}`;
}
