import { words } from '../text/normalise-text';

export const inventoryFields = [
  'styleNumber',
  'designer',
  'name',
  'price',
  'silhouette',
  'neckline',
  'fabric',
  'colour',
  'sleeves',
  'train',
  'sizes',
  'sampleSizes',
  'orderRange',
  'tags',
  'description',
  'topSeller',
  'quantity',
] as const;
export type InventoryField = (typeof inventoryFields)[number];

export interface HeaderMapping {
  /** The column index each recognised field is read from. */
  mapping: Partial<Record<InventoryField, number>>;
  /** Header names no field was read from. */
  unmapped: string[];
}

/**
 * Header names per field. `preferred` beats `accepted` beats `fallback` when several columns
 * claim the same field ("Price" over "Sale Price", "Designer" over "Collection"). A leading "="
 * means the name counts only on its own: "Style" is a style number, "Neckline Style" is not.
 */
export interface FieldAliases {
  preferred?: readonly string[];
  accepted: readonly string[];
  fallback?: readonly string[];
}

const inventoryAliases: Record<InventoryField, FieldAliases> = {
  styleNumber: {
    accepted: [
      'style number',
      'sku',
      'item number',
      'product code',
      'product number',
      'product id',
      '=model',
      'model number',
      'ref',
      'reference',
      'style code',
      'style id',
      'item code',
      'article number',
      'stock number',
      'catalog number',
      'catalogue number',
      'upc',
    ],
    fallback: ['=style', '=code', '=id', '=item'],
  },
  designer: {
    accepted: [
      'designer',
      'designer name',
      'brand',
      'brand name',
      'label',
      'label name',
      'manufacturer',
      'manufacturer name',
      'house',
      'fashion house',
      'vendor',
      'maker',
      'couturier',
      'couture house',
      'atelier',
      'supplier',
      'designer brand',
    ],
    // Usually a designer's line; only a designer when nothing better is there.
    fallback: ['=collection', '=collection name'],
  },
  name: {
    accepted: [
      'name',
      'gown name',
      'dress name',
      'style name',
      'product name',
      'item name',
      'model name',
      'title',
      'product title',
      '=gown',
      '=dress',
      '=product',
    ],
  },
  price: {
    preferred: ['price', 'retail', 'retail price', 'msrp', 'rrp', 'list price', 'selling price', 'retail msrp'],
    accepted: [],
    fallback: ['sale price', '=sale', 'special price', 'discount price', 'discounted price', 'promo price'],
  },
  silhouette: {
    accepted: ['silhouette', 'shape', '=cut', 'style shape', 'dress shape', 'silhouette shape', 'cut shape'],
  },
  neckline: { accepted: ['neckline', 'neck', 'neck line', 'neckline style', 'neck style'] },
  fabric: { accepted: ['fabric', 'fabrication', 'material', 'main fabric', 'fabric type', 'cloth', 'textile'] },
  colour: {
    accepted: ['color', 'colour', 'shade', 'color name', 'colour name', 'color option', 'colorway', 'colourway', 'hue'],
  },
  sleeves: { accepted: ['sleeve', 'sleeve style', 'sleeve length', 'sleeve type'] },
  train: { accepted: ['train', 'train length', 'train style', 'train type'] },
  // In stock, the samples to try on and the range it can be ordered in are three columns.
  sizes: {
    accepted: [
      'size',
      'sizes in stock',
      'available size',
      'size available',
      'in stock size',
      'size in stock',
      'stock size',
      'size on hand',
      'on hand size',
    ],
  },
  sampleSizes: {
    accepted: [
      'sample size',
      '=sample',
      'floor sample',
      'sample in store',
      'store sample',
      'sample on floor',
      'try on size',
    ],
  },
  orderRange: {
    accepted: [
      'size range',
      'order size',
      'orderable size',
      'size offered',
      'offered size',
      'size run',
      'order range',
      'order size range',
      'special order size',
      'size to order',
      'made to order size',
      'available in size',
    ],
  },
  tags: { accepted: ['tag', 'keyword', 'style tag', 'category', 'style category'] },
  description: {
    accepted: [
      'description',
      'desc',
      'note',
      'detail',
      'comment',
      'product description',
      'long description',
      'remark',
      'feature',
    ],
  },
  topSeller: {
    accepted: [
      'top seller',
      'topseller',
      'best seller',
      'bestseller',
      'featured',
      'trending',
      'top sellers',
      'popular',
      'hot item',
      'hot seller',
      'best selling',
      'bestselling',
      'fast seller',
      'fast mover',
    ],
  },
  quantity: { accepted: ['qty', 'quantity', 'stock', 'in stock', 'on hand', 'qty on hand', 'stock level', 'units'] },
};

/**
 * Columns a boutique keeps for itself. They are never read as a price and their text is not
 * handed on with the dress (wholesale costs must not reach a bride's recommendations).
 */
const privateWords = new Set(['cost', 'wholesale', 'landed', 'margin', 'profit', 'markup']);

/** The words of a header name, with "#", "No." and "Nr" all spelled "number". */
function headerWords(header: string): string[] {
  return words(header.replace(/#|n°|nº/gi, ' number ')).map((word) =>
    ['no', 'nr', 'num', 'nbr', 'n'].includes(word) ? 'number' : word === 'sz' ? 'size' : word,
  );
}

/** Whether a column is the boutique's own business (cost, margin) rather than about the dress. */
export function isPrivateHeader(header: string): boolean {
  return headerWords(header).some((word) => privateWords.has(word));
}

interface Alias<F extends string> {
  field: F;
  words: string[];
  exactOnly: boolean;
  rank: number;
}

interface Candidate<F extends string> {
  field: F;
  exact: boolean;
  length: number;
  /** Where the alias ends in the header: the last word of "Gown Description" says what it is. */
  end: number;
  rank: number;
}

function indexOfWords(haystack: readonly string[], needle: readonly string[]): number {
  for (let start = 0; start + needle.length <= haystack.length; start += 1) {
    if (needle.every((word, offset) => haystack[start + offset] === word)) return start;
  }
  return -1;
}

function isBetter<F extends string>(a: Candidate<F>, b: Candidate<F>): boolean {
  if (a.exact !== b.exact) return a.exact;
  if (a.length !== b.length) return a.length > b.length;
  if (a.end !== b.end) return a.end > b.end;
  return a.rank > b.rank;
}

/**
 * A header reader for one kind of file: its fields, the names each goes by, and words that rule a
 * column out (an inventory's cost and margin). Each column feeds at most one field; when several
 * columns claim a field the stronger name wins ("Price" over "Sale Price"), then the leftmost.
 */
export function createHeaderMapper<F extends string>(
  fields: readonly F[],
  fieldAliases: Record<F, FieldAliases>,
  excludedWords: ReadonlySet<string> = new Set(),
) {
  const aliases: Alias<F>[] = fields.flatMap((field) => {
    const { preferred = [], accepted, fallback = [] } = fieldAliases[field];
    const ranked: [readonly string[], number][] = [
      [preferred, 2],
      [accepted, 1],
      [fallback, 0],
    ];
    return ranked.flatMap(([names, rank]) =>
      names.map((name) => ({
        field,
        words: headerWords(name.replace(/^=/, '')),
        exactOnly: name.startsWith('='),
        rank,
      })),
    );
  });

  function bestField(header: string, taken: ReadonlySet<F>): Candidate<F> | null {
    const headerText = headerWords(header);
    if (headerText.length === 0 || headerText.some((word) => excludedWords.has(word))) return null;
    let best: Candidate<F> | null = null;
    for (const alias of aliases) {
      if (taken.has(alias.field)) continue;
      const exact = alias.words.length === headerText.length && indexOfWords(headerText, alias.words) === 0;
      const start = exact ? 0 : alias.exactOnly ? -1 : indexOfWords(headerText, alias.words);
      if (start < 0) continue;
      const candidate: Candidate<F> = {
        field: alias.field,
        exact,
        length: alias.words.length,
        end: start + alias.words.length,
        rank: alias.rank,
      };
      if (best === null || isBetter(candidate, best)) best = candidate;
    }
    return best;
  }

  return (headers: readonly string[]): { mapping: Partial<Record<F, number>>; unmapped: string[] } => {
    const winners = new Map<F, { index: number; candidate: Candidate<F> }>();
    // A column that lost its best field to a stronger one ("Collection Name" to "Maker" as the
    // designer) is offered its next best field ("name") in the following round.
    for (let round = 0; round < fields.length; round += 1) {
      const taken = new Set(winners.keys());
      const used = new Set([...winners.values()].map((winner) => winner.index));
      const added = new Map<F, { index: number; candidate: Candidate<F> }>();
      headers.forEach((header, index) => {
        if (used.has(index)) return;
        const candidate = bestField(header, taken);
        if (candidate === null) return;
        const current = added.get(candidate.field);
        const beats =
          current === undefined ||
          candidate.rank > current.candidate.rank ||
          (candidate.rank === current.candidate.rank && candidate.exact && !current.candidate.exact);
        if (beats) added.set(candidate.field, { index, candidate });
      });
      if (added.size === 0) break;
      for (const [field, winner] of added) winners.set(field, winner);
    }

    const mapping: Partial<Record<F, number>> = {};
    const used = new Set<number>();
    for (const field of fields) {
      const winner = winners.get(field);
      if (winner === undefined) continue;
      mapping[field] = winner.index;
      used.add(winner.index);
    }
    const unmapped = headers.filter((header, index) => !used.has(index) && header.trim() !== '');
    return { mapping, unmapped };
  };
}

/**
 * Decides which column holds which inventory field, whatever the boutique called it ("Item #",
 * "MSRP ($)", "Sizes In Stock").
 */
export const mapHeaders: (headers: readonly string[]) => HeaderMapping = createHeaderMapper(
  inventoryFields,
  inventoryAliases,
  privateWords,
);
