import type { Preference, StyleProfile } from './profile-style';
import { type Attribute, keyOf } from '../../dresses/style-vocabulary';

/** Her likes and dislikes being reweighed by what she said or did today, each with its sources. */
export interface Reweighing {
  likes: Map<string, Preference>;
  dislikes: Map<string, Preference>;
}

/** Her profile's likes and dislikes as maps to reweigh, copied so the profile itself is kept. */
export function startReweighing(profile: StyleProfile): Reweighing {
  const copy = (list: Preference[]) =>
    new Map(list.map((entry) => [keyOf(entry), { ...entry, sources: [...entry.sources] } as Preference]));
  return { likes: copy(profile.likes), dislikes: copy(profile.dislikes) };
}

/** Adds weight to an attribute, naming why; the newest reason is listed first. */
export function addPreference(
  target: Map<string, Preference>,
  attribute: Attribute,
  weight: number,
  source: string,
  key = keyOf(attribute),
): void {
  const current = target.get(key);
  if (current) {
    current.weight += weight;
    current.sources.unshift({ source, weight });
  } else {
    target.set(key, { ...attribute, weight, sources: [{ source, weight }] } as Preference);
  }
}

const sorted = (preferences: Map<string, Preference>): Preference[] =>
  [...preferences.values()].sort((a, b) => b.weight - a.weight || keyOf(a).localeCompare(keyOf(b)));

/** Her profile with the reweighed likes and dislikes, strongest first. */
export function finishReweighing(profile: StyleProfile, { likes, dislikes }: Reweighing): StyleProfile {
  const likeList = sorted(likes);
  const dislikeList = sorted(dislikes);
  return {
    ...profile,
    likes: likeList,
    dislikes: dislikeList,
    likeIndex: new Map(likeList.map((entry) => [keyOf(entry), entry])),
    dislikeIndex: new Map(dislikeList.map((entry) => [keyOf(entry), entry])),
  };
}
