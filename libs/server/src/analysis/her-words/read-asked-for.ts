import type { AskedFor } from './her-limits';
import type { LimitHit } from './her-texts';
import { namesGarment } from './names-garment';
import { isHers } from './whose-words';

/**
 * The pieces she asks for by name: a suit, a jumpsuit, separates, a short dress (a mini, knee or
 * tea length: each is a short dress to the pull list, whatever silhouette the sheet gives it). A
 * question counts ("Do you carry jumpsuits?"): she is asking for one. Negated, it is an exclusion.
 */
export function readAskedFor(hits: readonly LimitHit[]): AskedFor[] {
  const asked = new Map<AskedFor['garment'], AskedFor>();
  const named = hits.filter((hit) => !hit.negated && hit.term.garments && isHers(hit) && namesGarment(hit));
  // Trousers are a suit or a jumpsuit, unless she named the one she means ("a suit, trousers and a blazer").
  const exact = named.filter((hit) => hit.term.garments!.length === 1);
  for (const hit of named) {
    const garments = hit.term.garments!;
    if (garments.length > 1 && exact.length > 0) continue;
    for (const garment of garments) {
      if (!asked.has(garment)) asked.set(garment, { garment, quote: hit.clause });
    }
  }
  return [...asked.values()];
}
