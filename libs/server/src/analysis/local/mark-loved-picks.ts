import type { FittingRoomReading } from '../../fitting-room/read-fitting-room';
import type { DressPick } from '../../plans/analysis-schemas';

const shortName = (label: string) => label.replace(/\s*\(.*\)\s*$/, '').trim();

/**
 * A dress she loved in the fitting room comes back in her next pulls, and says why in plain words
 * first, rather than claiming to 'match the Fern she loved' on Fern itself.
 */
export function markLovedPicks(picks: DressPick[], verdicts: FittingRoomReading | null | undefined): DressPick[] {
  if (!verdicts || verdicts.loved.length === 0) return picks;
  const loved = new Set(verdicts.loved.map((entry) => entry.dressName.toLowerCase()));
  return picks.map((pick) => {
    const name = shortName(pick.label);
    if (!loved.has(name.toLowerCase())) return pick;
    const itself = `the ${name} she loved in the fitting room`.toLowerCase();
    const reasons = pick.reasons.filter((reason) => !reason.toLowerCase().endsWith(itself));
    return { ...pick, reasons: ['she loved it in the fitting room: show it again', ...reasons].slice(0, 6) };
  });
}
