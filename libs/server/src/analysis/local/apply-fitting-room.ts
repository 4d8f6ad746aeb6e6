import { addPreference, finishReweighing, startReweighing } from './reweigh-profile';
import type { FittingRoomReading } from '../../fitting-room/read-fitting-room';
import type { StyleProfile } from './profile-style';

/**
 * Her profile with the fitting room on top: what she loved on her is the strongest thing we know,
 * what she turned down is avoided, whatever the survey said.
 */
export function applyFittingRoom(profile: StyleProfile, reading: FittingRoomReading | null): StyleProfile {
  if (!reading || (reading.loved.length === 0 && reading.rejected.length === 0)) return profile;
  const reweighing = startReweighing(profile);
  const { likes, dislikes } = reweighing;
  const strongest = Math.max(2, (profile.likes[0]?.weight ?? 1) * 1.5);
  for (const entry of reading.loved) {
    addPreference(likes, entry.attribute, strongest, `the ${entry.dressName} she loved in the fitting room`, entry.key);
    dislikes.delete(entry.key);
  }
  for (const entry of reading.rejected) {
    addPreference(
      dislikes,
      entry.attribute,
      2,
      `the ${entry.dressName} she turned down in the fitting room`,
      entry.key,
    );
    likes.delete(entry.key);
  }
  return finishReweighing(profile, reweighing);
}
