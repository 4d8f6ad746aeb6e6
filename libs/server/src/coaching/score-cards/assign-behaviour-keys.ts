import {
  behaviourKeyOf,
  defaultScoreCardBehaviours,
  type ScoreCardBehaviour,
  scoreCardMessages,
} from '@bridal/shared/coaching/score-card';
import { scoreCardViewMessages } from '@bridal/shared/coaching/score-card-view';
import { AppError } from '../../errors/app-error';

/** A behaviour as an admin sends it: a behaviour already on the card keeps its key; a new one has none. */
export interface RequestedBehaviour {
  key?: string;
  label: string;
}

const sameLabel = (label: string) => label.trim().toLowerCase();
const behavioursError = (message: string) => new AppError('BAD_REQUEST', message, { fields: { behaviours: message } });

/**
 * The boutique's new list of behaviours with their keys. A key never changes meaning: a behaviour
 * sent with its key keeps it (its label may change); one sent without a key whose label is on the
 * card (or among the defaults) gets that behaviour's key back; any other gets a new key from its
 * label (`behaviourKeyOf`), never one taken.
 */
export function assignBehaviourKeys(
  current: readonly ScoreCardBehaviour[],
  requested: readonly RequestedBehaviour[],
): ScoreCardBehaviour[] {
  const currentKeys = new Set(current.map((behaviour) => behaviour.key));
  const taken = new Set<string>();
  for (const { key } of requested) {
    if (!key) continue;
    if (!currentKeys.has(key)) throw behavioursError(scoreCardMessages.unknownBehaviour);
    if (taken.has(key)) throw behavioursError(scoreCardViewMessages.duplicateKey);
    taken.add(key);
  }
  // The card's own labels win over the defaults' when both name the same behaviour.
  const keyOfLabel = new Map(
    [...defaultScoreCardBehaviours, ...current].map((behaviour) => [sameLabel(behaviour.label), behaviour.key]),
  );
  return requested.map(({ key, label }) => {
    if (key) return { key, label: label.trim() };
    const known = keyOfLabel.get(sameLabel(label));
    let next = known !== undefined && !taken.has(known) ? known : behaviourKeyOf(label);
    for (let suffix = 2; taken.has(next); suffix += 1) next = `${behaviourKeyOf(label).slice(0, 47)}${suffix}`;
    taken.add(next);
    return { key: next, label: label.trim() };
  });
}
