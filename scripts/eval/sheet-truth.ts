import { readSpreadsheet } from '@bridal/server/inventory/read-spreadsheet';
import { fabrics } from '@bridal/server/dresses/dress';
import {
  type BackStyle,
  type DressLength,
  type Embellishment,
  type Garment,
  type SleeveLength,
  sleeveLengths,
} from '@bridal/server/dresses/limit-vocabulary';
import { type EvalColourFamily, familiesOfColourCell } from './colour-truth';

/** One dress of an evaluation sheet as its cells say, read without the parser under test. */
export interface DressTruth {
  styleNumber: string;
  price: number | null;
  silhouette: string;
  neckline: string;
  /** The main fabric ('tulle' of 'Beaded Tulle/Lace'), and every fabric the cell names. */
  fabric: string;
  fabrics: string[];
  /** The sleeve as the sheet writes it ('sleeveless', 'bell', 'long'). */
  sleeves: string;
  train: string;
  /** US sizes in stock, as samples, and the orderable range, from the sheet's own cells. */
  inStock: number[];
  samples: number[];
  orderRange: { min: number; max: number } | null;
  topSeller: boolean;
  /**
   * The facts a bride's limits are judged on. Null where the sheet has no column that says: an
   * unknown is never taken for a yes or a no, so a pick is not judged on it.
   */
  colour: { cell: string; names: string[]; families: EvalColourFamily[] } | null;
  sleeveLength: SleeveLength | null;
  shouldersCovered: boolean | null;
  highNeckline: boolean;
  back: BackStyle | null;
  slit: boolean | null;
  length: DressLength | null;
  garment: Garment;
  maternity: boolean | null;
  /** What it is trimmed with; `complete` false where the sheet has no column and only the fabric says (beaded). */
  embellishments: { listed: Embellishment[]; complete: boolean };
  /** The sizes it is made in: the order range, or what the shop has when there is none. */
  sizeRun: { min: number; max: number } | null;
}

/** Which header of a sheet holds what: each evaluation inventory names its columns its own way. */
export interface SheetColumns {
  styleNumber: string;
  price: string;
  silhouette: string;
  neckline: string;
  fabric: string;
  sleeves: string;
  train: string;
  inStock: string;
  samples: string;
  orderRange: string;
  topSeller: string;
  /** The facts only some sheets have a column for; the others leave them unknown or derive them. */
  colour?: string;
  back?: string;
  slit?: string;
  length?: string;
  /** What the piece is: 'Gown', 'Suit', 'Jumpsuit', 'Separates', 'Short Dress'. */
  garment?: string;
  /** The line it belongs to; 'Maternity' there marks the maternity line. */
  maternity?: string;
  embellishments?: string;
}

// The evaluation sheets write sizes as US numbers, plus sizes with a 'W': nothing else to read.
const usSizes = (cell: string): number[] =>
  [...cell.matchAll(/\b(\d{1,2})W?\b/gi)].map((match) => Number(match[1])).filter((size) => size <= 30);

function rangeOf(cell: string): { min: number; max: number } | null {
  const match = /(\d{1,2})W?\s*(?:-|to)\s*(\d{1,2})W?/i.exec(cell);
  return match ? { min: Number(match[1]), max: Number(match[2]) } : null;
}

/** 'Ball Gown' -> 'ball-gown', 'Fit and Flare' -> 'fit-and-flare': the attribute names of dress.ts. */
const canonical = (cell: string) => cell.trim().toLowerCase().replace(/\s+/g, '-');

// How far each sleeve word of the sheets comes down the arm; an off-the-shoulder sleeve sits on the
// upper arm and leaves the shoulder bare.
const sleeveLengthOf: Record<string, SleeveLength> = {
  none: 'none',
  sleeveless: 'none',
  strapless: 'none',
  cap: 'cap',
  short: 'short',
  puff: 'short',
  'off-the-shoulder': 'short',
  elbow: 'elbow',
  'three-quarter': 'three-quarter',
  long: 'long',
  bell: 'long',
};
const bareShoulderNecklines = ['strapless', 'off-the-shoulder', 'one-shoulder', 'halter'];
const highNecklines = ['high-neck', 'bateau', 'illusion', 'jewel'];
// The eval sheets' words for a back, a hem and an embellishment, in the vocabulary's terms.
const backOf: Record<string, BackStyle> = {
  open: 'open',
  low: 'low',
  keyhole: 'keyhole',
  illusion: 'illusion',
  corset: 'corset',
  covered: 'covered',
  button: 'buttons',
  buttons: 'buttons',
  zip: 'zip',
};
const lengthOf: Record<string, DressLength> = {
  floor: 'floor',
  'high-low': 'high-low',
  tea: 'tea',
  knee: 'knee',
  mini: 'mini',
};
const embellishmentOf: Record<string, Embellishment> = {
  beading: 'beading',
  beaded: 'beading',
  sequins: 'sequins',
  sequin: 'sequins',
  crystals: 'crystals',
  pearls: 'pearls',
  'glitter-tulle': 'glitter',
  '3d-florals': 'appliques',
  'lace-appliqués': 'appliques',
  embroidery: 'embroidery',
  ruffles: 'ruffles',
  bows: 'bows',
  feathers: 'feathers',
  fringe: 'fringe',
};
const garmentOf: Record<string, Garment> = {
  gown: 'gown',
  'short-dress': 'short-dress',
  jumpsuit: 'jumpsuit',
  suit: 'suit',
  separates: 'separates',
};

/** A cell of the eval's own words, as a fact; an unknown word stops the run, so the truth is never guessed. */
function lookUp<T>(table: Record<string, T>, cell: string, what: string): T {
  const found = table[canonical(cell)];
  if (found === undefined) throw new Error(`The eval's sheets write "${cell}" as a ${what}: add it to sheet-truth.ts`);
  return found;
}

const knownFabrics = new Set<string>([...fabrics, 'jersey']);

/** Every fabric a cell names ('Beaded Tulle/Lace': beaded, tulle, lace) and the main one (tulle). */
function fabricsOf(cell: string): { fabric: string; fabrics: string[] } {
  const parts = cell.split('/').map((part) =>
    part
      .toLowerCase()
      .split(/\s+/)
      .filter((word) => knownFabrics.has(word)),
  );
  const all = [...new Set(parts.flat())];
  return { fabric: parts[0]?.at(-1) ?? canonical(cell), fabrics: all.length > 0 ? all : [canonical(cell)] };
}

/** The truth of every dress of an evaluation sheet, by style number. */
export async function readSheetTruth(
  buffer: Buffer,
  fileName: string,
  columns: SheetColumns,
): Promise<Map<string, DressTruth>> {
  const sheet = await readSpreadsheet(buffer, fileName);
  const index = (header: string) => {
    const found = sheet.headers.indexOf(header);
    if (found < 0) throw new Error(`${fileName} has no column "${header}"`);
    return found;
  };
  const at = Object.fromEntries(Object.entries(columns).map(([field, header]) => [field, index(header)])) as Partial<
    Record<keyof SheetColumns, number>
  >;
  const truths = new Map<string, DressTruth>();
  for (const cells of sheet.rows) {
    const cell = (field: keyof SheetColumns) => cells[at[field] ?? -1] ?? '';
    const has = (field: keyof SheetColumns) => at[field] !== undefined;
    const price = Number(cell('price').replace(/[$,\s]/g, ''));
    const silhouette = canonical(cell('silhouette'));
    const neckline = canonical(cell('neckline'));
    const sleeves = canonical(cell('sleeves'));
    const sleeveLength = sleeveLengthOf[sleeves] ?? null;
    const inStock = usSizes(cell('inStock'));
    const samples = usSizes(cell('samples'));
    const orderRange = rangeOf(cell('orderRange'));
    const onHand = [...inStock, ...samples];
    // A sheet without a garment or hem column says it by the silhouette: a jumpsuit, a tea-length dress.
    const length = has('length')
      ? lookUp(lengthOf, cell('length'), 'hem length')
      : silhouette === 'tea-length'
        ? 'tea'
        : 'floor';
    const garment = has('garment')
      ? lookUp(garmentOf, cell('garment'), 'garment')
      : silhouette === 'jumpsuit'
        ? 'jumpsuit'
        : length === 'floor' || length === 'high-low'
          ? 'gown'
          : 'short-dress';
    const { fabric, fabrics: allFabrics } = fabricsOf(cell('fabric'));
    const fromFabric = allFabrics.flatMap((name) => (embellishmentOf[name] ? [embellishmentOf[name]] : []));
    const listed = cell('embellishments')
      .split(';')
      .map((part) => part.trim())
      .filter((part) => part !== '' && part.toLowerCase() !== 'none')
      .map((part) => lookUp(embellishmentOf, part, 'embellishment'));
    truths.set(cell('styleNumber').trim(), {
      styleNumber: cell('styleNumber').trim(),
      price: cell('price').trim() && Number.isFinite(price) ? price : null,
      silhouette,
      neckline,
      fabric,
      fabrics: allFabrics,
      sleeves: sleeves === 'none' ? 'sleeveless' : sleeves,
      train: canonical(cell('train')),
      inStock,
      samples,
      orderRange,
      topSeller: /^(y|yes|true|x)$/i.test(cell('topSeller').trim()),
      colour: has('colour') ? { cell: cell('colour'), ...familiesOfColourCell(cell('colour')) } : null,
      sleeveLength,
      shouldersCovered:
        sleeveLength === null
          ? null
          : sleeveLength !== 'none' && sleeves !== 'off-the-shoulder' && !bareShoulderNecklines.includes(neckline),
      highNeckline: highNecklines.includes(neckline),
      back: has('back') ? lookUp(backOf, cell('back'), 'back') : null,
      slit: has('slit') ? !/^(none|no|)$/i.test(cell('slit').trim()) : null,
      length,
      garment,
      maternity: has('maternity') ? /maternity/i.test(cell('maternity')) : null,
      // Without a column, only the fabric says (beaded, sequin): the rest is unknown.
      embellishments: { listed: [...new Set([...listed, ...fromFabric])], complete: has('embellishments') },
      sizeRun: orderRange ?? (onHand.length > 0 ? { min: Math.min(...onHand), max: Math.max(...onHand) } : null),
    });
  }
  return truths;
}

/** Whether she can wear or order it in one of her sizes, by the sheet's own cells. */
export const fitsHer = (dress: DressTruth, sizes: readonly number[]): boolean =>
  sizes.some(
    (size) =>
      dress.inStock.includes(size) ||
      dress.samples.includes(size) ||
      (dress.orderRange !== null && dress.orderRange.min <= size && size <= dress.orderRange.max),
  );

/** Whether one sleeve length reaches at least as far down the arm as another. */
export const sleeveReaches = (length: SleeveLength, least: SleeveLength): boolean =>
  sleeveLengths.indexOf(length) >= sleeveLengths.indexOf(least);
