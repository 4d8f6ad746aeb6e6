import type {
  FollowUp,
  FollowUpStatus,
  FollowUpStopReason,
  FollowUpWriterName,
} from '@bridal/shared/follow-ups/follow-up';
import type { Queryable } from '../../db/queryable';

/** A follow_ups row as postgres.js answers it (camelCase, dates as Date). */
export interface FollowUpRow {
  id: string;
  brideId: string;
  appointmentId: string;
  step: number;
  dueAt: Date;
  status: FollowUpStatus;
  subject: string;
  body: string;
  textMessage: string;
  writer: FollowUpWriterName | null;
  draftedAt: Date | null;
  editedAt: Date | null;
  editedByName: string;
  sendAt: Date | null;
  queuedAt: Date | null;
  queuedByName: string;
  automatic: boolean;
  sentAt: Date | null;
  sentTo: string;
  skippedAt: Date | null;
  skippedByName: string;
  stoppedAt: Date | null;
  stoppedReason: FollowUpStopReason | null;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toFollowUp(row: FollowUpRow): FollowUp {
  return {
    id: row.id,
    brideId: row.brideId,
    appointmentId: row.appointmentId,
    step: row.step,
    dueAt: row.dueAt.toISOString(),
    status: row.status,
    subject: row.subject,
    body: row.body,
    textMessage: row.textMessage,
    writer: row.writer,
    draftedAt: iso(row.draftedAt),
    editedAt: iso(row.editedAt),
    editedByName: row.editedByName,
    sendAt: iso(row.sendAt),
    queuedAt: iso(row.queuedAt),
    queuedByName: row.queuedByName,
    automatic: row.automatic,
    sentAt: iso(row.sentAt),
    sentTo: row.sentTo,
    skippedAt: iso(row.skippedAt),
    skippedByName: row.skippedByName,
    stoppedAt: iso(row.stoppedAt),
    stoppedReason: row.stoppedReason,
  };
}

/** The follow-ups of one bride in her boutique, every column the views show (never the token hash). */
export function selectFollowUpsOfBride(sql: Queryable, boutiqueId: number, brideId: string) {
  return sql<FollowUpRow[]>`
    SELECT id, bride_id, appointment_id, step, due_at, status, subject, body, text_message, writer, drafted_at,
           edited_at, edited_by_name, send_at, queued_at, queued_by_name, automatic, sent_at, sent_to,
           skipped_at, skipped_by_name, stopped_at, stopped_reason
    FROM follow_ups WHERE boutique_id = ${boutiqueId} AND bride_id = ${brideId}`;
}

/** One follow-up of the boutique, as the views show it. */
export async function readFollowUp(sql: Queryable, boutiqueId: number, followUpId: string): Promise<FollowUp> {
  const [row] = await sql<FollowUpRow[]>`
    SELECT id, bride_id, appointment_id, step, due_at, status, subject, body, text_message, writer, drafted_at,
           edited_at, edited_by_name, send_at, queued_at, queued_by_name, automatic, sent_at, sent_to,
           skipped_at, skipped_by_name, stopped_at, stopped_reason
    FROM follow_ups WHERE id = ${followUpId} AND boutique_id = ${boutiqueId}`;
  return toFollowUp(row!);
}
