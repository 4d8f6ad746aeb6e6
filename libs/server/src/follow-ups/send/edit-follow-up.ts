import type { FollowUp, FollowUpEdit } from '@bridal/shared/follow-ups/follow-up';
import type { Sql } from '../../db/create-sql';
import { readFollowUp } from '../read/follow-up-row';
import { type FollowUpActor, findStaffFollowUp, requireDrafted } from './follow-up-access';

export interface EditFollowUpOptions {
  sql: Sql;
  boutiqueId: number;
  followUpId: string;
  user: FollowUpActor;
  /** The edit as validated at the edge (followUpEditSchema). */
  edit: FollowUpEdit;
  now?: Date;
}

/**
 * Saves a person's edit of a draft (subject, body, text message). Only a draft: what is sent or
 * on its way is kept as it went (409).
 */
export async function editFollowUp(options: EditFollowUpOptions): Promise<FollowUp> {
  const { sql, boutiqueId, followUpId, user, edit } = options;
  const now = options.now ?? new Date();
  await sql.begin(async (tx) => {
    const row = await findStaffFollowUp(tx, { boutiqueId, followUpId, actor: user, lock: true });
    requireDrafted(row.status);
    await tx`
      UPDATE follow_ups
      SET subject = ${edit.subject}, body = ${edit.body}, text_message = ${edit.textMessage},
          edited_by = ${user.userId}, edited_by_name = ${user.name}, edited_at = ${now}, updated_at = ${now}
      WHERE id = ${followUpId}`;
  });
  return readFollowUp(sql, boutiqueId, followUpId);
}
