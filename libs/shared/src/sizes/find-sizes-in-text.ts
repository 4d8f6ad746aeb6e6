import { parseUsRange, toUsSizes } from './read-size';

// Words that follow a number that is not a size: '150 guests', '3 hours', '10am', '50%'.
const notASizeAfter = String.raw`(?!\s*(?:%|percent|years?|yrs?|y\.?o\b|hours?|hrs?|minutes?|mins?|inch|inches|in\b|"|ft\b|feet|foot|lbs?\b|pounds?|kg|guests?|people|persons?|months?|weeks?|days?|k\b|th\b|st\b|nd\b|rd\b|[ap]\.?m\b|:\d|\$))`;
// No lookbehind in these patterns: Safari before 16.4 cannot compile one, and the survey form loads
// this module. What may come before a size is checked in code (startsCleanly) where it matters.

// A number written as a size: never the start of a date, a decimal or a longer number ('6/14/2027', '2,000').
const sizeNumber = String.raw`\d{1,2}(?:\.5|\u00bd|\s1\/2)?(?!\d|[.,]\d|\/\d{1,2}\/|\/\d{3})(?:[wWpP](?![a-zA-Z]))?${notASizeAfter}`;
const systemPrefix = String.raw`(?:(?:uk|eu|eur|fr|au|us|it)\s?)`;
const letterAtom = String.raw`(?:xxs|2xs|xs|xxxl|xxl|[23]xl|xl|x-large|[1-4]x|small|medium|large|s|m|l)(?![a-z])`;
const atom = String.raw`(?:${systemPrefix}?${sizeNumber}|${letterAtom})`;
const joiner = String.raw`\s*(?:-|\u2013|\bto\b|\bor\b|\band\b|/|,)\s*`;
const atomList = String.raw`${atom}(?:${joiner}${atom})*`;

/** After 'size' or 'sz': 'size 20', 'sizes 12-14', 'my size is usually a 12 or 14', 'size M'. */
const afterSizeWord = new RegExp(
  String.raw`\b(?:dress\s+)?(?:sizes?|sz)\b\.?\s*(?:(?:is|of|:|usually|normally|typically|around|about|between|roughly|a|an)\s*)*(${atomList})`,
  'gi',
);
/** After 'I wear a' / 'I'm a': 'I wear a 20', 'I'm usually an 8 or 10'. */
const afterWearing = new RegExp(
  String.raw`\b(?:wear|wearing|am|i['\u2019]?m|usually|normally|typically|generally|mostly)\s+(?:(?:usually|normally|typically|generally|mostly|about|around)\s+)?(?:a|an)\s+(${atomList})`,
  'gi',
);
/** A size named with its system anywhere: 'UK 18', 'EU 44', 'UK 16/18'. 'IT' and 'US' only in capitals ('it 12' is English). */
const withSystem = new RegExp(
  String.raw`\b(?:[Uu][Kk]|[Ee][Uu][Rr]?|[Ff][Rr]|[Aa][Uu]|US|IT)\s?${sizeNumber}(?:${joiner}${sizeNumber})*`,
  'g',
);
/** In her answer to the size question a bare number is a size: 'I think 12?', '12/14'. */
const numbersInAnswer = new RegExp(
  String.raw`${systemPrefix}?${sizeNumber}(?:${joiner}${systemPrefix}?${sizeNumber})*`,
  'gi',
);
/** Sizes that say what they are: '14W', '2X', 'XL', '3XL' (not 'XXXXL', which is no size; not '2x the fun'). */
const selfEvidentSize = /(?:\d{1,2}[wW]|[1-4]X|[xX]{1,2}[sS]|[xX]{1,3}[lL]|[23][xX][lL])(?![a-zA-Z\d])/g;
/** 'a 14 or 16', 'a 12/14': two even numbers a size or two apart after 'a' are sizes. */
const pairAfterArticle = new RegExp(
  String.raw`\b(?:a|an)\s+(\d{1,2})\s*(?:or|/|-|\u2013|to)\s*(\d{1,2})(?![\d/]|[.,]\d)${notASizeAfter}`,
  'gi',
);

/** Whether a match stands on its own: not the end of a word, price, negative or date ('$12', '-4', '6/14'). */
function startsCleanly(text: string, index: number): boolean {
  return index === 0 || !/[\p{L}\d$\u00a3\u20ac.,/\-\u2212'\u2019]/u.test(text.charAt(index - 1));
}

// A bride does not span more than a few sizes: '0-30' in her text is a designer's range, not her.
const widestOwnRange = 8;

function sizesOfPiece(piece: string, system: string | undefined): number[] {
  const withOwnSystem = system && !/^(?:uk|eu|eur|fr|au|us|it)\b/i.test(piece) ? `${system} ${piece}` : piece;
  return toUsSizes(withOwnSystem) ?? [];
}

/** The sizes a list like '12 or 14', 'UK 16/18', '10-14', 'M' means (a range: its ends and the even sizes between). */
function sizesOfList(written: string): number[] {
  const text = written.replace(/(\d)\s+1\/2\b/g, '$1.5');
  const range = parseUsRange(text);
  if (range) {
    if (range.reversed || range.max - range.min > widestOwnRange) return [];
    const sizes = new Set([range.min, range.max]);
    for (let size = Math.ceil(range.min / 2) * 2; size < range.max; size += 2) sizes.add(size);
    return [...sizes];
  }
  const pieces = text.split(/\s*(?:\bor\b|\band\b|\/|,)\s*/).filter(Boolean);
  const system = /^(uk|eu|eur|fr|au|us|it)\b/i.exec(pieces[0] ?? '')?.[1];
  return pieces.flatMap((piece) =>
    piece.split(/\s*(?:-|\u2013|\bto\b)\s*/).length > 1 ? sizesOfList(piece) : sizesOfPiece(piece, system),
  );
}

/**
 * The US sizes she writes in free text: 'I wear a size 20', 'a 14 or 16', 'UK 18', 'EU 44', '2X',
 * 'size 12-14'. Numbers that are not sizes are ignored: dates, prices, guest counts, and sizes
 * that make no sense ('size 95').
 */
export function findSizesInText(text: string): number[] {
  const sizes = new Set<number>();
  const add = (found: number[]) => found.forEach((size) => sizes.add(size));
  for (const match of text.matchAll(afterSizeWord)) add(sizesOfList(match[1] ?? ''));
  for (const match of text.matchAll(afterWearing)) add(sizesOfList(match[1] ?? ''));
  for (const match of text.matchAll(withSystem)) add(sizesOfList(match[0]));
  for (const match of text.matchAll(selfEvidentSize)) {
    if (startsCleanly(text, match.index)) add(toUsSizes(match[0]) ?? []);
  }
  for (const match of text.matchAll(pairAfterArticle)) {
    const [low, high] = [Number(match[1]), Number(match[2])];
    if (low % 2 === 0 && high % 2 === 0 && high > low && high - low <= 4) add(sizesOfList(`${low}-${high}`));
  }
  return [...sizes].sort((a, b) => a - b);
}

/**
 * The sizes in her answer to 'Your usual dress size': there a bare number is a size ('12',
 * '12 or 14', 'UK 16', '2X', 'usually a 14'). Empty when nothing in it reads as a size.
 */
export function readSizeAnswer(answer: string): number[] {
  const text = answer.trim();
  if (!text) return [];
  const single = toUsSizes(text);
  if (single) return single;
  const found = findSizesInText(text);
  if (found.length > 0) return found;
  const matches = [...text.matchAll(numbersInAnswer)].filter((match) => startsCleanly(text, match.index));
  const sizes = new Set(matches.flatMap((match) => sizesOfList(match[0])));
  return [...sizes].sort((a, b) => a - b);
}
