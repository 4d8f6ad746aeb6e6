import type { ScoreCardBehaviour } from '@bridal/shared/coaching/score-card';
import type { Sql } from '../../db/create-sql';
import { readScoreCardBehaviours } from '../score-card-behaviours';
import { assignBehaviourKeys, type RequestedBehaviour } from './assign-behaviour-keys';

export interface SaveScoreCardBehavioursOptions {
  sql: Sql;
  boutiqueId: number;
  /** As validated at the edge (scoreCardBehavioursSchema): 1 to 12, labels unique. */
  behaviours: RequestedBehaviour[];
}

/**
 * The behaviours the boutique's score cards ask about from now on, in order. Cards already filled
 * keep their answers; a behaviour taken off the card leaves the figures, and a default put back
 * takes its key, and its past answers, again.
 */
export async function saveScoreCardBehaviours(options: SaveScoreCardBehavioursOptions): Promise<ScoreCardBehaviour[]> {
  const { sql, boutiqueId } = options;
  return sql.begin(async (tx) => {
    await tx`SELECT 1 FROM boutiques WHERE id = ${boutiqueId} FOR UPDATE`;
    const behaviours = assignBehaviourKeys(await readScoreCardBehaviours(tx, boutiqueId), options.behaviours);
    await tx`UPDATE boutiques SET score_card_behaviours = ${tx.json(behaviours as never)} WHERE id = ${boutiqueId}`;
    return behaviours;
  });
}
