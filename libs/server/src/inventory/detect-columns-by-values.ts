import { normaliseAttribute, type SingleAttribute } from '../dresses/infer-attributes';
import { columnTopicOf, notAnAttributeColumn, readFlagCell } from '../dresses/limit-columns';
import type { HeaderMapping } from './map-headers';
import { readSizeCell } from './read-size-cells';

const sniffable: readonly SingleAttribute[] = ['silhouette', 'fabric', 'neckline', 'sleeves', 'train'];
/** A column counts as an attribute when most of its filled cells are words of that attribute. */
const minInventoryShare = 0.6;
const minFilled = 2;

/**
 * Recognises attribute columns by what is in them when their header names nothing we know:
 * a column of "Chiffon", "Mikado", "Lace" is the fabric, whatever the boutique called it. A header
 * that names another part of the dress is believed over its cells (a Back column of "V back" is
 * not the neckline), and a bare "Yes" or "No" names no attribute (a Maternity column of "No" is
 * not "no train").
 */
export function detectColumnsByValues(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  mapping: HeaderMapping['mapping'],
  candidates: readonly number[],
): HeaderMapping['mapping'] {
  const { found, pick } = columnPicker(rows, mapping);
  const inHeaders = candidates.filter((index) => {
    const topic = index < headers.length ? columnTopicOf(headers[index] ?? '') : null;
    return index < headers.length && (topic === null || !notAnAttributeColumn.has(topic));
  });
  const isFlag = (cell: string) => readFlagCell(cell) !== null;
  for (const attribute of sniffable) {
    pick(attribute, (cell) => normaliseAttribute(attribute, cell) !== null, inHeaders, isFlag);
  }
  return found;
}

/**
 * Picks, for each field the headers did not map, the untaken column whose filled cells most pass
 * its test (at least `minShare` of at least `minFilled` cells; the first such column wins a tie),
 * and takes it: `found` collects the picks.
 */
export function columnPicker<F extends string>(
  rows: readonly (readonly string[])[],
  mapping: Partial<Record<F, number>>,
  minShare = minInventoryShare,
) {
  const found: Partial<Record<F, number>> = {};
  const taken = new Set<number>();
  const pick = (
    field: F,
    test: (cell: string) => boolean,
    among: readonly number[],
    /** Cells that say nothing either way. */
    silent: (cell: string) => boolean = () => false,
  ) => {
    if (mapping[field] !== undefined) return;
    let best: { index: number; share: number } | undefined;
    for (const index of among) {
      if (taken.has(index)) continue;
      const filled = filledCells(rows, index).filter((cell) => !silent(cell));
      if (filled.length < minFilled) continue;
      const share = shareOf(filled, test);
      if (share >= minShare && (!best || share > best.share)) best = { index, share };
    }
    if (best) {
      found[field] = best.index;
      taken.add(best.index);
    }
  };
  return { found, pick };
}

/** A whole cell that is one size range: '0-30', '2-28W', 'UK 6-22', '30-0'. */
const wholeRange =
  /^(?:(?:US|UK|GB|AU|EUR?|EURO|FR|IT)\s*)?(?:\d{1,2}(?:\.5)?W?|[1-5]?X{1,3}[LS]|[1-4]X)\s*(?:-|\u2013|\u2014|to)\s*(?:(?:US|UK|GB|AU|EUR?|EURO|FR|IT)\s*)?(?:\d{1,2}(?:\.5)?W?|[1-5]?X{1,3}[LS]|[1-4]X)$/i;

/**
 * A whole cell that lists sizes and could not be a count: '8, 10, 12', '14W', 'XS-XL', 'UK 16'.
 * A lone number ('10') is not enough: a stock count looks the same.
 */
function isSizeList(cell: string): boolean {
  const reading = readSizeCell(cell);
  if (reading.sizes.length === 0 || reading.isNote) return false;
  const leftover = cell.replace(
    /\b(?:us|uk|eu|sizes?|sz)\b|[\d.,;/|&\s\-\u2013wW]|\b(?:[1-5]?x{1,3}[ls]|[1-4]x|[sml])\b/gi,
    '',
  );
  if (leftover !== '') return false;
  return reading.sizes.length >= 2 || /[a-z]/i.test(cell);
}

function filledCells(rows: readonly (readonly string[])[], index: number): string[] {
  return rows.map((cells) => (cells[index] ?? '').trim()).filter((cell) => cell !== '' && cell.length <= 60);
}

function shareOf(cells: readonly string[], test: (cell: string) => boolean): number {
  return cells.length === 0 ? 0 : cells.filter(test).length / cells.length;
}

/**
 * Recognises size columns by what is in them: a column of '0-30', '2-28W' is the range
 * a dress can be ordered in, a column of '8, 10, 12' or 'XS-L' the sizes in stock. A column the
 * header took for a stock count ('In Stock') that holds size lists is the sizes in stock.
 */
export function detectSizeColumnsByValues(
  rows: readonly (readonly string[])[],
  mapping: HeaderMapping['mapping'],
  candidates: readonly number[],
): HeaderMapping['mapping'] {
  const { found, pick } = columnPicker(rows, mapping);
  pick('orderRange', (cell) => wholeRange.test(cell), candidates);
  const quantity = mapping.quantity;
  pick('sizes', isSizeList, quantity === undefined ? candidates : [quantity, ...candidates]);
  return found;
}
