import { type ScoreCardAnswer, scoreCardAnswers, scoreCardMessages } from '@bridal/shared/coaching/score-card';
import type { StoredRole } from '../../auth/role-mapping';
import { requireMayActOn, staffActorOf } from '../../appointments/staff/staff-access';
import type { Sql } from '../../db/create-sql';
import { AppError } from '../../errors/app-error';
import { readScoreCardBehaviours } from '../score-card-behaviours';

export interface SaveScoreCardOptions {
  sql: Sql;
  boutiqueId: number;
  appointmentId: string;
  user: { userId: string; role: StoredRole };
  /** As validated at the edge (scoreCardSchema); which keys are the boutique's is checked here. */
  answers: Record<string, ScoreCardAnswer>;
  now?: Date;
}

const answersError = (message: string) => new AppError('BAD_REQUEST', message, { fields: { answers: message } });

/**
 * The score card of an appointment with an outcome: the first save makes it, a later one edits it
 * (one card per appointment, however often it is sent). Every behaviour of the boutique's card is
 * answered, none other. Filled by whoever ran the appointment (the outcome's consultant) or an
 * admin; the card belongs to the outcome's consultant.
 */
export async function saveScoreCard(options: SaveScoreCardOptions): Promise<void> {
  const { sql, boutiqueId, appointmentId, user, answers } = options;
  const now = options.now ?? new Date();
  const behaviours = await readScoreCardBehaviours(sql, boutiqueId);
  const keys = new Set(behaviours.map((behaviour) => behaviour.key));
  if (Object.keys(answers).some((key) => !keys.has(key))) throw answersError(scoreCardMessages.unknownBehaviour);
  if (behaviours.some(({ key }) => !scoreCardAnswers.includes(answers[key]!))) {
    throw answersError(scoreCardMessages.missing);
  }

  await sql.begin(async (tx) => {
    const [appointment] = await tx<{ id: string; consultantId: string | null; outcomeConsultantId: string | null; hasOutcome: boolean }[]>`
      SELECT a.id, a.consultant_id, o.consultant_id AS outcome_consultant_id, o.appointment_id IS NOT NULL AS has_outcome
      FROM appointments a
      LEFT JOIN appointment_outcomes o ON o.appointment_id = a.id AND o.boutique_id = ${boutiqueId}
      WHERE a.id = ${appointmentId} AND a.boutique_id = ${boutiqueId}
      FOR UPDATE OF a`;
    if (!appointment) throw new AppError('NOT_FOUND', scoreCardMessages.notFound);
    if (!appointment.hasOutcome) throw new AppError('CONFLICT', scoreCardMessages.noOutcome);
    const ranBy = appointment.outcomeConsultantId ?? appointment.consultantId;
    requireMayActOn(staffActorOf(user), ranBy);
    await tx`
      INSERT INTO score_cards (appointment_id, boutique_id, consultant_id, answers, filled_by, filled_at, updated_at)
      VALUES (${appointmentId}, ${boutiqueId}, ${ranBy}, ${tx.json(answers)}, ${user.userId}, ${now}, ${now})
      ON CONFLICT (appointment_id) DO UPDATE
      SET answers = excluded.answers, consultant_id = excluded.consultant_id, updated_at = excluded.updated_at`;
  });
}
