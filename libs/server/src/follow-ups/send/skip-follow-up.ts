import { type FollowUp, followUpMessages } from '@bridal/shared/follow-ups/follow-up';
import type { Sql } from '../../db/create-sql';
import { AppError } from '../../errors/app-error';
import { readFollowUp } from '../read/follow-up-row';
import { type FollowUpActor, findStaffFollowUp, requireDrafted } from './follow-up-access';

export interface SkipFollowUpOptions {
  sql: Sql;
  boutiqueId: number;
  followUpId: string;
  user: FollowUpActor;
  now?: Date;
}

/**
 * 'Skip': this step is not sent. A step not due yet may be skipped too (the consultant knows she
 * bought elsewhere); what is queued, sent, skipped or stopped answers 409 with its reason.
 */
export async function skipFollowUp(options: SkipFollowUpOptions): Promise<FollowUp> {
  const { sql, boutiqueId, followUpId, user } = options;
  const now = options.now ?? new Date();
  await sql.begin(async (tx) => {
    const row = await findStaffFollowUp(tx, { boutiqueId, followUpId, actor: user, lock: true });
    if (row.status !== 'scheduled') requireDrafted(row.status);
    const [skipped] = await tx`
      UPDATE follow_ups
      SET status = 'skipped', skipped_by = ${user.userId}, skipped_by_name = ${user.name}, skipped_at = ${now},
          updated_at = ${now}
      WHERE id = ${followUpId} AND status IN ('scheduled', 'drafted')
      RETURNING id`;
    if (!skipped) throw new AppError('CONFLICT', followUpMessages.skipped);
  });
  return readFollowUp(sql, boutiqueId, followUpId);
}
