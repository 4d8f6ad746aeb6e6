import type { AttributeKind } from '../../dresses/style-vocabulary';
import type { Preference, StyleProfile } from './profile-style';

/**
 * Her strongest likes of one kind. A like far weaker than the strongest is noise from a vibe's
 * long tail ("classic" also nudges towards princess), so it is left out.
 */
export function topPreferences<K extends AttributeKind>(
  profile: StyleProfile,
  kind: K,
  max: number,
): Extract<Preference, { kind: K }>[] {
  const ofKind = profile.likes.filter((entry): entry is Extract<Preference, { kind: K }> => entry.kind === kind);
  const strongest = ofKind[0]?.weight ?? 0;
  return ofKind.filter((entry) => entry.weight >= Math.max(0.3, strongest * 0.35)).slice(0, max);
}
