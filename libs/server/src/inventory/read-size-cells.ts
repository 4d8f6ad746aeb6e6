import { formatUsSize, parseUsRange, toUsSizes } from '../sizes/read-size';
import { expandRange, letterSize, sizeCellText } from './parse-cell-values';
import { words } from '../text/normalise-text';

/** A size system other than US that a sheet may write sizes in ('UK 18', 'EU 44'). */
export type ForeignSystem = 'UK' | 'AU' | 'EU' | 'FR' | 'IT';

const systemNames: Record<string, ForeignSystem> = {
  uk: 'UK',
  gb: 'UK',
  au: 'AU',
  eu: 'EU',
  eur: 'EU',
  euro: 'EU',
  fr: 'FR',
  it: 'IT',
};

/** Broad on purpose: '95', 'XXXXL' and '3XL' are all read, so a size that makes no sense is reported, not skipped. */
const token = String.raw`(?:[1-9]X[LS]?|X{1,8}[LS]|[SML]|\d{1,3}(?:\.5)?W?)`;
const system = String.raw`(?:(UK|GB|AU|EUR?|EURO|FR|IT|US)\s*)?`;
const sizeOrRange = new RegExp(
  String.raw`(?<![\w.])${system}(${token})(?:\s*-\s*(?:UK|GB|AU|EUR?|EURO|FR|IT|US)?\s*(${token}))?(?![\w.])`,
  'g',
);
/** A minus sign at the start of a cell or after a separator: '-4', not the dash of '2-16'. */
const negative = /(?:^|[,;/|(])\s*-\s?(\d{1,3}(?:\.5)?)(?![\w.])/g;
/** Cells that say "nothing here" rather than holding a note. */
const blank = /^(?:n\/?a|none|nil|tbd|tba|-+|\u2014|\?+|\.+)$/i;

export interface SizeCellReading {
  /** The sizes read: as written (letter sizes in one spelling), or as US sizes when written in another system. */
  sizes: string[];
  /** What looked like a size but makes no sense ('95', 'XXXXL', '-4'), as written. */
  rejected: string[];
  /** Sizes written in another system and converted to US: 'UK 18' -> '14'. */
  converted: { from: string; to: string }[];
  /** Numbered sizes written without a system, read as US: with `converted`, tells a sheet that mixes systems. */
  usCount: number;
  /** Ranges written backwards ('16-2'), read the right way round. */
  reversed: string[];
  /** The cell holds words and no size at all ('call store', 'ask'). */
  isNote: boolean;
}

/** The system a header names for its column ('UK Sizes', 'Size (EU)'), if any. */
export function systemOfHeader(header: string): ForeignSystem | null {
  for (const word of words(header)) {
    const found = systemNames[word];
    if (found) return found;
  }
  return null;
}

/** A numbered size ('12', '14W', '10.5'), not a letter or plus size ('XL', '2X'). */
function isNumbered(size: string): boolean {
  return /^\d{1,3}(?:\.5)?W?$/.test(size);
}

/** 'UK 8, 10, 12': a system written first names the sizes after it too. */
const leadingSystem = /^\s*(UK|GB|AU|EUR?|EURO|FR|IT|US)\b/;

/** A size of the sheet's own spelling, kept as written when it makes sense. */
function knownLetterOrSize(size: string): string | null {
  const letter = letterSize(size);
  if (letter !== null) return letter;
  return toUsSizes(size) === null ? null : size;
}

/**
 * The sizes of one cell of a size column, with what was wrong with it: sizes that make no sense
 * are left out and named, UK and EU sizes become US sizes, a backwards range is turned round, a
 * cell of words is a note. `headerSystem` is the system the column's header names, for cells that
 * write bare numbers.
 */
export function readSizeCell(text: string, headerSystem: ForeignSystem | null = null): SizeCellReading {
  const reading: SizeCellReading = { sizes: [], rejected: [], converted: [], usCount: 0, reversed: [], isNote: false };
  const trimmed = text.trim();
  if (trimmed === '' || blank.test(trimmed)) return reading;
  const add = (size: string) => {
    if (!reading.sizes.includes(size)) reading.sizes.push(size);
  };

  const upper = sizeCellText(trimmed);
  const cellSystem = leadingSystem.exec(upper)?.[1];
  const cellDefault =
    cellSystem === undefined
      ? headerSystem
      : cellSystem === 'US'
        ? null
        : (systemNames[cellSystem.toLowerCase()] ?? null);
  let rest = upper.replace(negative, (whole, digits: string) => {
    reading.rejected.push(`-${digits}`);
    return whole.replace(/-\s?\d.*$/, ' ');
  });
  rest = rest.replace(sizeOrRange, (_whole, written: string | undefined, from: string, to: string | undefined) => {
    const named = written && written !== 'US' ? (systemNames[written.toLowerCase()] ?? null) : null;
    const foreign = written === 'US' ? null : (named ?? cellDefault);
    let items = [from];
    if (to !== undefined) {
      const backwards = isNumbered(from) && isNumbered(to) && parseFloat(from) > parseFloat(to);
      if (backwards) reading.reversed.push(`${from}-${to}`);
      items = backwards ? expandRange(to, from) : expandRange(from, to);
    }
    for (const item of items) {
      if (foreign !== null && isNumbered(item)) {
        const us = toUsSizes(`${foreign} ${item}`);
        if (us === null) {
          reading.rejected.push(`${foreign} ${item}`);
          continue;
        }
        const usSizes = us.map(formatUsSize);
        usSizes.forEach(add);
        reading.converted.push({ from: `${foreign} ${item}`, to: usSizes.join('/') });
        continue;
      }
      const kept = knownLetterOrSize(item);
      if (kept === null) {
        reading.rejected.push(item);
        continue;
      }
      add(kept);
      if (isNumbered(kept)) reading.usCount += 1;
    }
    return ' ';
  });
  reading.isNote = reading.sizes.length === 0 && reading.rejected.length === 0 && /[A-Z0-9]/.test(rest);
  return reading;
}

export interface RangeCellReading {
  range: { min: number; max: number } | null;
  /** The cell as written, when its range was written backwards ('30-0'). */
  reversed: string | null;
  /** What was wrong: a range of sizes that make no sense ('0-95'), or words and no range ('ask'). */
  problem: 'not_a_range' | 'note' | null;
}

/** "Yes" in a range column whose header gives the range: the dress comes in that range. */
const agrees = /^(?:y|yes|x|✓|✔|all|full|full range|all sizes)$/i;

/** The range a header carries for every row: 'Size Range 0-30', 'Order Sizes (UK 6-22)'. */
export function rangeOfHeader(header: string): { min: number; max: number } | null {
  const found =
    /(?:(?:UK|GB|AU|EUR?|EURO|FR|IT|US)\s*)?\d{1,2}(?:\.5)?W?\s*(?:-|\u2013|\u2014|to)\s*\d{1,2}(?:\.5)?W?/i.exec(
      header,
    );
  const range = found ? parseUsRange(found[0]) : null;
  return range && { min: range.min, max: range.max };
}

/**
 * The orderable US range of one cell: '0-30', '2-28W', 'UK 6-22', '30-0' (turned round), or a
 * list of sizes ('0, 2, 4 ... 30') read from its smallest to its largest. An empty or "yes" cell
 * takes the header's range ('Size Range 0-30').
 */
export function readRangeCell(
  text: string,
  headerRange: { min: number; max: number } | null,
  headerSystem: ForeignSystem | null = null,
): RangeCellReading {
  const trimmed = text.trim();
  if (trimmed === '' || blank.test(trimmed) || agrees.test(trimmed)) {
    return { range: headerRange, reversed: null, problem: null };
  }
  const writesSystem = /\b(?:US|UK|GB|AU|EUR?|EURO|FR|IT)\b/i.test(trimmed);
  const range = parseUsRange(headerSystem && !writesSystem ? `${headerSystem} ${trimmed}` : trimmed);
  if (range) {
    return { range: { min: range.min, max: range.max }, reversed: range.reversed ? trimmed : null, problem: null };
  }
  const sizes = readSizeCell(trimmed, headerSystem);
  if (sizes.isNote) return { range: null, reversed: null, problem: 'note' };
  const us = sizes.rejected.length > 0 ? [] : sizes.sizes.flatMap((size) => toUsSizes(size) ?? []);
  if (us.length === 0) return { range: null, reversed: null, problem: 'not_a_range' };
  return { range: { min: Math.min(...us), max: Math.max(...us) }, reversed: null, problem: null };
}
