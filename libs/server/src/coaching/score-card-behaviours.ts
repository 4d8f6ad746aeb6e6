import { defaultScoreCardBehaviours, type ScoreCardBehaviour } from '@bridal/shared/coaching/score-card';
import type { Queryable } from '../db/queryable';

/** The behaviours a boutique's score cards ask about, in order (its own, or the defaults). */
export async function readScoreCardBehaviours(sql: Queryable, boutiqueId: number): Promise<ScoreCardBehaviour[]> {
  const [row] = await sql<{ scoreCardBehaviours: ScoreCardBehaviour[] | null }[]>`
    SELECT score_card_behaviours FROM boutiques WHERE id = ${boutiqueId}`;
  return row?.scoreCardBehaviours ?? [...defaultScoreCardBehaviours];
}
