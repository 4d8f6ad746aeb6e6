/** Prices above this are typing mistakes or joined numbers, not gowns. */
const maxPrice = 10_000_000;

/** Reads "1,299" and "1.299,00" alike; a lone separator followed by three digits groups thousands. */
function readNumber(token: string): number {
  const lastDot = token.lastIndexOf('.');
  const lastComma = token.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const grouping = decimal === '.' ? ',' : '.';
    return Number(token.split(grouping).join('').replace(decimal, '.'));
  }
  const separator = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : null;
  if (separator === null) return Number(token);
  const parts = token.split(separator);
  if (parts.length > 2) return Number(parts.join(''));
  const [whole = '', fraction = ''] = parts;
  // "1.299" and "2,400" are thousands; "1396.425" (a computed cell) cannot be, its whole part is too long.
  const groupsThousands = fraction.length === 3 && whole.length <= 3 && whole !== '0';
  return Number(groupsThousands ? whole + fraction : `${whole}.${fraction}`);
}

/**
 * A price in whatever way a boutique wrote it: "$1,299.00", "1.299,00 €", "USD 2400",
 * "2,400-2,800" (the first), "2.4k". Text without a number ("call", "POA") has no price.
 */
export function parsePrice(text: string): number | null {
  // Spaces and apostrophes that group thousands ("2 400", "1'299") are not separators between numbers.
  const compact = text.replace(/(\d)[ \u00a0\u202f'’](?=\d{3}(?!\d))/g, '$1');
  const match = /\d[\d.,]*/.exec(compact);
  if (!match) return null;
  const token = match[0].replace(/[.,]+$/, '');
  let value = readNumber(token);
  if (/^\s*k\b/i.test(compact.slice(match.index + match[0].length))) value *= 1000;
  if (!Number.isFinite(value) || value <= 0 || value > maxPrice) return null;
  return Math.round(value * 100) / 100;
}

const letterSizes = ['XXXS', 'XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL', '4XL', '5XL'];
const letterAliases: Record<string, string> = { '2XS': 'XXS', '3XS': 'XXXS', '2XL': 'XXL', '3XL': 'XXXL' };
const size = String.raw`(?:[2-5]X[LS]|X{1,3}[LS]|[SML]|\d{1,2}(?:\.5)?W?)`;
const sizeOrRange = new RegExp(String.raw`\b(${size})(?:\s*-\s*(${size}))?\b`, 'g');
/** A range longer than this is a typing mistake; keep its ends rather than invent sizes. */
const maxRangeSteps = 30;

export function letterSize(token: string): string | null {
  const canonical = letterAliases[token] ?? token;
  return letterSizes.includes(canonical) ? canonical : null;
}

export function expandRange(from: string, to: string): string[] {
  const fromLetter = letterSize(from);
  const toLetter = letterSize(to);
  if (fromLetter !== null && toLetter !== null) {
    const start = letterSizes.indexOf(fromLetter);
    const end = letterSizes.indexOf(toLetter);
    return start <= end ? letterSizes.slice(start, end + 1) : [fromLetter, toLetter];
  }
  const numeric = /^(\d{1,2})(W?)$/;
  const fromMatch = numeric.exec(from);
  const toMatch = numeric.exec(to);
  if (!fromMatch || !toMatch) return [from, to];
  const start = Number(fromMatch[1]);
  const end = Number(toMatch[1]);
  // Bridal sizes run in even steps (2-16) and junior sizes in odd ones (1-15).
  const step = start % 2 === end % 2 ? 2 : 1;
  if (end <= start || (end - start) / step > maxRangeSteps) return [from, to];
  const suffix = fromMatch[2] || toMatch[2];
  const sizes: string[] = [];
  for (let value = start; value <= end; value += step) sizes.push(`${value}${suffix}`);
  return sizes;
}

/** A size cell upper-cased, its dashes and 'to' all '-', and a range Excel took for a date read back. */
export function sizeCellText(text: string): string {
  // Excel turns a typed "2-16" into 16 February; read the date back as the range it was.
  const asDate = /^\d{4}-(\d{2})-(\d{2})$/.exec(text.trim());
  const source = asDate ? `${Number(asDate[1])}-${Number(asDate[2])}` : text;
  return source
    .toUpperCase()
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/\b(?:TO|THROUGH|THRU)\b/g, '-');
}

/**
 * The sizes of a cell: "2-16" (even US sizes), "0,2,4", "8 10 12", "XS-XL", "sample size 10".
 */
export function parseSizes(text: string): string[] {
  const upper = sizeCellText(text);
  const sizes: string[] = [];
  for (const match of upper.matchAll(sizeOrRange)) {
    const from = match[1] ?? '';
    const to = match[2];
    const found = to === undefined ? [letterSize(from) ?? from] : expandRange(from, to);
    for (const item of found) if (!sizes.includes(item)) sizes.push(item);
  }
  return sizes;
}

/** A stock count, or null when the cell does not say. */
export function parseQuantity(text: string): number | null {
  if (/\b(?:sold out|out of stock|none)\b/i.test(text)) return 0;
  const match = /-?\d+/.exec(text);
  return match ? Number(match[0]) : null;
}

const yes = new Set([
  'yes',
  'y',
  'true',
  'x',
  '✓',
  '✔',
  '★',
  '*',
  'top',
  'top seller',
  'best seller',
  'bestseller',
  'featured',
  'trending',
  'hot',
]);

/** A yes/no flag column: "Yes", "TRUE", "x", "1" (or any count above zero). */
export function parseYesNo(text: string): boolean {
  const value = text.trim().toLowerCase();
  if (yes.has(value)) return true;
  const number = Number(value);
  return value !== '' && Number.isFinite(number) && number > 0;
}
