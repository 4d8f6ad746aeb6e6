import {
  type ScoreCardAnswer,
  scoreCardAnswers,
  type ScoreCardBehaviour,
  scoreCardMessages,
} from '@bridal/shared/coaching/score-card';
import type { StoredRole } from '../../auth/role-mapping';
import { mayActOn, staffActorOf } from '../../appointments/staff/staff-access';
import type { Sql } from '../../db/create-sql';
import { AppError } from '../../errors/app-error';
import { readScoreCardBehaviours } from '../score-card-behaviours';
import { findScoreCardAppointment } from './score-card-appointment';

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

/** 400 unless every behaviour of the boutique's card is answered, and none other. */
function requireBoutiqueAnswers(behaviours: ScoreCardBehaviour[], answers: Record<string, ScoreCardAnswer>): void {
  const keys = new Set(behaviours.map((behaviour) => behaviour.key));
  if (Object.keys(answers).some((key) => !keys.has(key))) throw answersError(scoreCardMessages.unknownBehaviour);
  if (behaviours.some(({ key }) => !scoreCardAnswers.includes(answers[key]!))) {
    throw answersError(scoreCardMessages.missing);
  }
}

/**
 * The score card of an appointment with an outcome: the first save makes it, a later one edits it
 * (one card per appointment, however often it is sent). Every behaviour of the boutique's card is
 * answered, none other. Filled by whoever ran the appointment (the outcome's consultant) or an
 * admin; the card belongs to the outcome's consultant. A colleague's appointment is refused before
 * anything about it is said (its outcome, the answers).
 */
export async function saveScoreCard(options: SaveScoreCardOptions): Promise<void> {
  const { sql, boutiqueId, appointmentId, user, answers } = options;
  const now = options.now ?? new Date();
  await sql.begin(async (tx) => {
    const appointment = await findScoreCardAppointment(tx, { boutiqueId, appointmentId, lock: true });
    if (!mayActOn(staffActorOf(user), appointment.ranBy)) throw new AppError('FORBIDDEN', scoreCardMessages.cannotFill);
    if (!appointment.hasOutcome) throw new AppError('CONFLICT', scoreCardMessages.noOutcome);
    requireBoutiqueAnswers(await readScoreCardBehaviours(tx, boutiqueId), answers);
    await tx`
      INSERT INTO score_cards (appointment_id, boutique_id, consultant_id, answers, filled_by, filled_at, updated_at)
      VALUES (${appointmentId}, ${boutiqueId}, ${appointment.ranBy}, ${tx.json(answers)}, ${user.userId}, ${now}, ${now})
      ON CONFLICT (appointment_id) DO UPDATE
      SET answers = excluded.answers, consultant_id = excluded.consultant_id, updated_at = excluded.updated_at`;
  });
}
