import { defaultTimeZone } from '@bridal/shared/appointments/boutique-settings';
import { type ScoreCardNotes, scoreCardNotesShown } from '@bridal/shared/coaching/score-card-view';
import type { Queryable } from '../../db/queryable';

interface NoteRow {
  appointmentId: string;
  brideId: string;
  brideName: string;
  appointmentStartsAt: Date;
  note: string;
  reviewedByName: string | null;
  reviewedAt: Date;
  seen: boolean;
  unseen: number;
}

/** The review notes on a team member's own score cards: unread ones first, then the newest. */
export async function readScoreCardNotes(
  sql: Queryable,
  { boutiqueId, userId }: { boutiqueId: number; userId: string },
): Promise<ScoreCardNotes> {
  const [rows, [boutique]] = await Promise.all([
    sql<NoteRow[]>`
      SELECT s.appointment_id, a.bride_id, br.name AS bride_name, a.starts_at AS appointment_starts_at,
             s.review_note AS note, r.name AS reviewed_by_name, s.reviewed_at, s.review_seen_at IS NOT NULL AS seen,
             (count(*) FILTER (WHERE s.review_seen_at IS NULL) OVER ())::int AS unseen
      FROM score_cards s
      JOIN appointments a ON a.id = s.appointment_id AND a.boutique_id = s.boutique_id
      JOIN brides br ON br.id = a.bride_id
      LEFT JOIN users r ON r.id = s.reviewed_by
      WHERE s.boutique_id = ${boutiqueId} AND s.consultant_id = ${userId}
        AND s.review_note <> '' AND s.reviewed_at IS NOT NULL
      ORDER BY s.review_seen_at IS NOT NULL, s.reviewed_at DESC, s.appointment_id
      LIMIT ${scoreCardNotesShown}`,
    sql<{ timeZone: string }[]>`SELECT time_zone FROM boutiques WHERE id = ${boutiqueId}`,
  ]);
  return {
    timeZone: boutique?.timeZone ?? defaultTimeZone,
    unseen: rows[0]?.unseen ?? 0,
    notes: rows.map(({ unseen: _unseen, appointmentStartsAt, reviewedAt, ...row }) => ({
      ...row,
      appointmentStartsAt: appointmentStartsAt.toISOString(),
      reviewedAt: reviewedAt.toISOString(),
    })),
  };
}
