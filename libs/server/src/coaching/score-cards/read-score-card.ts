import type { ScoreCardAnswer } from '@bridal/shared/coaching/score-card';
import type { SavedScoreCard, ScoreCardView } from '@bridal/shared/coaching/score-card-view';
import type { StoredRole } from '../../auth/role-mapping';
import { requireMayActOn, staffActorOf } from '../../appointments/staff/staff-access';
import type { Queryable } from '../../db/queryable';
import { readScoreCardBehaviours } from '../score-card-behaviours';
import { findScoreCardAppointment } from './score-card-appointment';

export interface ReadScoreCardOptions {
  sql: Queryable;
  boutiqueId: number;
  appointmentId: string;
  user: { userId: string; role: StoredRole };
}

interface CardRow {
  answers: Record<string, ScoreCardAnswer>;
  consultantId: string | null;
  consultantName: string | null;
  filledByName: string | null;
  filledAt: Date;
  updatedAt: Date;
  reviewNote: string;
  reviewedByName: string | null;
  reviewedAt: Date | null;
  reviewSeenAt: Date | null;
}

const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

/**
 * An appointment's score card with the boutique's behaviours: an admin reads every card, a
 * consultant those of the appointments she ran (and unassigned ones), like every appointment action.
 */
export async function readScoreCard({
  sql,
  boutiqueId,
  appointmentId,
  user,
}: ReadScoreCardOptions): Promise<ScoreCardView> {
  const appointment = await findScoreCardAppointment(sql, { boutiqueId, appointmentId });
  const actor = staffActorOf(user);
  requireMayActOn(actor, appointment.ranBy);
  const [behaviours, [row]] = await Promise.all([
    readScoreCardBehaviours(sql, boutiqueId),
    sql<CardRow[]>`
      SELECT s.answers, s.consultant_id, c.name AS consultant_name, f.name AS filled_by_name, s.filled_at,
             s.updated_at, s.review_note, r.name AS reviewed_by_name, s.reviewed_at, s.review_seen_at
      FROM score_cards s
      LEFT JOIN users c ON c.id = s.consultant_id
      LEFT JOIN users f ON f.id = s.filled_by
      LEFT JOIN users r ON r.id = s.reviewed_by
      WHERE s.appointment_id = ${appointmentId} AND s.boutique_id = ${boutiqueId}`,
  ]);
  const card: SavedScoreCard | null = row
    ? {
        ...row,
        filledAt: row.filledAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        reviewedAt: isoOrNull(row.reviewedAt),
        reviewSeenAt: isoOrNull(row.reviewSeenAt),
      }
    : null;
  return {
    appointmentId,
    timeZone: appointment.timeZone,
    hasOutcome: appointment.hasOutcome,
    behaviours,
    card,
    canFill: appointment.hasOutcome,
    canReview: actor.isAdmin && card !== null,
    noteUnseen:
      card !== null && card.reviewNote !== '' && card.reviewSeenAt === null && card.consultantId === user.userId,
  };
}
