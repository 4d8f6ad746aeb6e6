import { letterSizes, type SizeSystem, sizeSystemNames, sizeSystemOffsets, usSizeLimits } from './size-chart';

const systemPattern = Object.keys(sizeSystemNames).join('|');
const numberedSize = new RegExp(
  `^(?:(${systemPattern})\\s*)?(\\d{1,3}(?:\\.\\d+)?)\\s*(w|p)?(?:\\s*\\(?(${systemPattern})\\)?)?$`,
);
const leadingSystem = new RegExp(`^(${systemPattern})\\b\\s*`);
const trailingSystem = new RegExp(`\\s*\\b(${systemPattern})$`);
// '-', en and em dashes, 'to', 'through': the ways a range is written on a sheet.
const rangeSeparator = /\s*(?:-|\u2013|\u2014|\bto\b|\bthrough\b|\bthru\b)\s*/;

/** Lower case, single spaces, half sizes as '.5', and the words around a size ('size', 'sz', 'US size') gone. */
function normalise(token: string): string {
  return token
    .toLowerCase()
    .replace(/\u00bd/g, '.5')
    .replace(/(\d)\s+1\/2\b/g, '$1.5')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.;,]+$/, '')
    .replace(
      /^(?:(us|uk|eu|it|au)\s+)?(?:dress\s+)?(?:sizes?|sz)\b\.?\s*:?\s*(?:range\s*:?\s*)?/,
      (_, system?: string) => (system ? `${system} ` : ''),
    )
    .trim();
}

/** A US size is a whole or half number from 0 to 34. */
export function isUsSize(size: number): boolean {
  return Number.isFinite(size) && size >= usSizeLimits.min && size <= usSizeLimits.max && Number.isInteger(size * 2);
}

function toUs(size: number, system: SizeSystem): number | null {
  const us = size - sizeSystemOffsets[system];
  return isUsSize(us) ? us : null;
}

/**
 * One written size as the US sizes it means: '12' -> [12], '14W' -> [14], 'UK 18' -> [14],
 * 'EU 44' -> [14], 'XL' -> [14, 16], '2X' -> [18, 20]. Null when it is no size or makes no sense
 * ('95', 'XXXXL', '-4', 'EU 20').
 */
export function toUsSizes(token: string): number[] | null {
  const text = normalise(token);
  if (!text) return null;
  const letter = letterSizes[text];
  if (letter) return [...letter];
  const match = numberedSize.exec(text);
  if (!match) return null;
  const [, before, digits, , after] = match;
  const systems = [before, after].filter((name): name is string => Boolean(name)).map((name) => sizeSystemNames[name]);
  // 'UK 12 EU' says two different things: no reading is safe.
  if (systems.length === 2 && systems[0] !== systems[1]) return null;
  const us = toUs(Number(digits), systems[0] ?? 'us');
  return us === null ? null : [us];
}

/** Reads a size with the system the other end of its range named ('UK 8-20': the 20 is UK too). */
function sizesOfRangeEnd(end: string, system: string | undefined): number[] | null {
  const ownSystem = leadingSystem.test(end) || trailingSystem.test(end);
  return toUsSizes(system && !ownSystem ? `${system} ${end}` : end);
}

/**
 * An orderable range as US sizes: '0-30', '2-28W', 'UK 8-20', 'XS-XL', 'sizes 0 to 30'.
 * A range written backwards ('30-0') is read the right way round and marked reversed, so the
 * caller can say so; null when either end is no size.
 */
export function parseUsRange(text: string): { min: number; max: number; reversed: boolean } | null {
  const body = normalise(text);
  const parts = body.split(rangeSeparator);
  if (parts.length !== 2) return null;
  const [first = '', second = ''] = parts;
  if (!first || !second) return null;
  const system = leadingSystem.exec(first)?.[1] ?? trailingSystem.exec(second)?.[1];
  const firstSizes = sizesOfRangeEnd(first, system);
  const secondSizes = sizesOfRangeEnd(second, system);
  if (!firstSizes || !secondSizes) return null;
  const all = [...firstSizes, ...secondSizes];
  return {
    min: Math.min(...all),
    max: Math.max(...all),
    reversed: Math.min(...firstSizes) > Math.max(...secondSizes),
  };
}

/** A US size as people write it: 12 -> '12', 14.5 -> '14.5'. */
export function formatUsSize(size: number): string {
  return Number.isInteger(size) ? String(size) : size.toFixed(1);
}

/** A US range as people write it: '0-30'. */
export function formatUsRange(range: { min: number; max: number }): string {
  return range.min === range.max ? formatUsSize(range.min) : `${formatUsSize(range.min)}-${formatUsSize(range.max)}`;
}
