import { normaliseAttribute, type SingleAttribute } from './infer-attributes';
import type { HeaderMapping } from './map-headers';

const sniffable: readonly SingleAttribute[] = ['silhouette', 'fabric', 'neckline', 'sleeves', 'train'];
/** A column counts as an attribute when most of its filled cells are words of that attribute. */
const minShare = 0.6;
const minFilled = 2;

/**
 * Recognises attribute columns by what is in them when their header names nothing we know:
 * a column of "Chiffon", "Mikado", "Lace" is the fabric, whatever the boutique called it.
 */
export function detectColumnsByValues(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  mapping: HeaderMapping['mapping'],
  candidates: readonly number[],
): HeaderMapping['mapping'] {
  const found: HeaderMapping['mapping'] = {};
  const taken = new Set<number>();
  for (const attribute of sniffable) {
    if (mapping[attribute] !== undefined) continue;
    let best: { index: number; share: number } | undefined;
    for (const index of candidates) {
      if (taken.has(index) || index >= headers.length) continue;
      const filled = rows
        .map((cells) => (cells[index] ?? '').trim())
        .filter((cell) => cell !== '' && cell.length <= 60);
      if (filled.length < minFilled) continue;
      const known = filled.filter((cell) => normaliseAttribute(attribute, cell) !== null).length;
      const share = known / filled.length;
      if (share >= minShare && (!best || share > best.share)) best = { index, share };
    }
    if (best) {
      found[attribute] = best.index;
      taken.add(best.index);
    }
  }
  return found;
}
