import { readSpreadsheet } from '@bridal/server/inventory/read-spreadsheet';

/** One dress of an evaluation sheet as its cells say, read without the parser under test. */
export interface DressTruth {
  styleNumber: string;
  price: number | null;
  silhouette: string;
  neckline: string;
  fabric: string;
  sleeves: string;
  train: string;
  /** US sizes in stock, as samples, and the orderable range, from the sheet's own cells. */
  inStock: number[];
  samples: number[];
  orderRange: { min: number; max: number } | null;
  topSeller: boolean;
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
  const at = Object.fromEntries(Object.entries(columns).map(([field, header]) => [field, index(header)])) as Record<
    keyof SheetColumns,
    number
  >;
  const truths = new Map<string, DressTruth>();
  for (const cells of sheet.rows) {
    const cell = (field: keyof SheetColumns) => cells[at[field]] ?? '';
    const price = Number(cell('price').replace(/[$,\s]/g, ''));
    truths.set(cell('styleNumber').trim(), {
      styleNumber: cell('styleNumber').trim(),
      price: cell('price').trim() && Number.isFinite(price) ? price : null,
      silhouette: canonical(cell('silhouette')),
      neckline: canonical(cell('neckline')),
      fabric: canonical(cell('fabric')),
      sleeves: canonical(cell('sleeves')),
      train: canonical(cell('train')),
      inStock: usSizes(cell('inStock')),
      samples: usSizes(cell('samples')),
      orderRange: rangeOf(cell('orderRange')),
      topSeller: /^(y|yes|true|x)$/i.test(cell('topSeller').trim()),
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
