import type { FittingRoomReading, VerdictAttribute } from '../../fitting-room/read-fitting-room';
import { keyOf } from '../../dresses/style-vocabulary';
import type { Preference, StyleProfile } from './profile-style';

function add(target: Map<string, Preference>, entry: VerdictAttribute, weight: number, source: string): void {
  const current = target.get(entry.key);
  if (current) {
    current.weight += weight;
    current.sources.unshift({ source, weight });
  } else {
    target.set(entry.key, { ...entry.attribute, weight, sources: [{ source, weight }] } as Preference);
  }
}

const sorted = (preferences: Map<string, Preference>): Preference[] =>
  [...preferences.values()].sort((a, b) => b.weight - a.weight || keyOf(a).localeCompare(keyOf(b)));

/**
 * Her profile with the fitting room on top: what she loved on her is the strongest thing we know,
 * what she turned down is avoided, whatever the survey said.
 */
export function applyFittingRoom(profile: StyleProfile, reading: FittingRoomReading | null): StyleProfile {
  if (!reading || (reading.loved.length === 0 && reading.rejected.length === 0)) return profile;
  const copy = (list: Preference[]) =>
    new Map(list.map((entry) => [keyOf(entry), { ...entry, sources: [...entry.sources] } as Preference]));
  const likes = copy(profile.likes);
  const dislikes = copy(profile.dislikes);
  const strongest = Math.max(2, (profile.likes[0]?.weight ?? 1) * 1.5);
  for (const entry of reading.loved) {
    add(likes, entry, strongest, `the ${entry.dressName} she loved in the fitting room`);
    dislikes.delete(entry.key);
  }
  for (const entry of reading.rejected) {
    add(dislikes, entry, 2, `the ${entry.dressName} she turned down in the fitting room`);
    likes.delete(entry.key);
  }
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
