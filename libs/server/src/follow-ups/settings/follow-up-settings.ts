import type { FollowUpSettings, FollowUpSettingsRequest } from '@bridal/shared/follow-ups/follow-up';
import type { Queryable } from '../../db/queryable';
import { AppError } from '../../errors/app-error';
import { boutiqueNotFoundMessage } from '../../appointments/schedule/boutique-schedule';

const settingsColumns = (sql: Queryable) => sql`
  follow_up_days AS days, follow_up_quiet_from AS quiet_from, follow_up_quiet_to AS quiet_to,
  follow_up_signature AS signature, follow_up_auto_send AS auto_send, dress_hold_days AS hold_days,
  order_lead_weeks`;

/** The boutique's follow-up settings (GET /api/boutique-settings/follow-ups); 404 when there is no such boutique. */
export async function readFollowUpSettings(sql: Queryable, boutiqueId: number): Promise<FollowUpSettings> {
  const [row] = await sql<FollowUpSettings[]>`SELECT ${settingsColumns(sql)} FROM boutiques WHERE id = ${boutiqueId}`;
  if (!row) throw new AppError('NOT_FOUND', boutiqueNotFoundMessage);
  return { ...row, days: [...row.days] };
}

export interface UpdateFollowUpSettingsOptions {
  sql: Queryable;
  boutiqueId: number;
  /** Validated by followUpSettingsSchema. */
  settings: FollowUpSettingsRequest;
}

/**
 * Saves the boutique's follow-up settings (admins). Plans already made keep their due dates: a
 * change of days applies to the outcomes recorded from now on.
 */
export async function updateFollowUpSettings(options: UpdateFollowUpSettingsOptions): Promise<FollowUpSettings> {
  const { sql, boutiqueId, settings } = options;
  const days = settings.days.filter((day): day is number => typeof day === 'number');
  const [row] = await sql<FollowUpSettings[]>`
    UPDATE boutiques
    SET follow_up_days = ${days}::integer[], follow_up_quiet_from = ${settings.quietFrom},
        follow_up_quiet_to = ${settings.quietTo}, follow_up_signature = ${settings.signature},
        follow_up_auto_send = ${settings.autoSend}, dress_hold_days = ${settings.holdDays},
        order_lead_weeks = ${settings.orderLeadWeeks}, updated_at = now()
    WHERE id = ${boutiqueId}
    RETURNING ${settingsColumns(sql)}`;
  if (!row) throw new AppError('NOT_FOUND', boutiqueNotFoundMessage);
  return { ...row, days: [...row.days] };
}
