import { dressShortName, namesDress } from '@bridal/shared/dresses/dress-label';
import type { FittingRoomReading } from '../../fitting-room/read-fitting-room';
import type { DressPick } from '../../plans/analysis-schemas';

/**
 * A dress she loved in the fitting room comes back in her next pulls, and says why in plain words
 * first, rather than claiming to 'match the Fern she loved' on Fern itself.
 */
export function markLovedPicks(picks: DressPick[], verdicts: FittingRoomReading | null | undefined): DressPick[] {
  if (!verdicts || verdicts.loved.length === 0) return picks;
  return picks.map((pick) => {
    if (!verdicts.loved.some((entry) => namesDress(pick.label, entry.dressName))) return pick;
    const name = dressShortName(pick.label);
    const itself = `the ${name} she loved in the fitting room`.toLowerCase();
    const reasons = pick.reasons.filter((reason) => !reason.toLowerCase().endsWith(itself));
    return { ...pick, reasons: ['she loved it in the fitting room: show it again', ...reasons].slice(0, 6) };
  });
}
