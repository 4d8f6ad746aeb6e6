import type { Dress } from './dress';
import { formatUsRange, formatUsSize, toUsSizes } from '../sizes/read-size';

export type SizeFitHow = 'in_stock' | 'sample' | 'orderable' | 'unknown';

export interface SizeFit {
  /** Whether the dress may be pulled for her: wearable or orderable in her size, or its sizes not known. */
  fits: boolean;
  /** How it fits her (for a dress that does not, the best information the sheet gave). */
  how: SizeFitHow;
  /** For the consultant: 'in stock in 12', 'sample in 12, orders 0-30', 'orders 0-30'. */
  reason: string;
}

type DressSizes = Pick<Dress, 'sizes'> & Partial<Pick<Dress, 'sampleSizes' | 'orderRange'>>;

/** The US sizes a list of written sizes means; sizes that make no sense are left out. */
export function usSizesOf(written: readonly string[] | undefined): number[] {
  const sizes = new Set<number>();
  for (const token of written ?? []) for (const size of toUsSizes(token) ?? []) sizes.add(size);
  return [...sizes].sort((a, b) => a - b);
}

const list = (sizes: readonly number[]) => sizes.map(formatUsSize).join(', ');

/**
 * Whether a dress can be pulled for a bride of these US sizes, and why. In stock beats a sample,
 * which beats ordering: she can take home what is in stock, try on a sample, and only order the rest.
 * A sheet that says nothing readable about sizes excludes nothing (the consultant asks).
 */
export function sizeFitOf(dress: DressSizes, herSizes: readonly number[]): SizeFit {
  const inStock = usSizesOf(dress.sizes);
  const samples = usSizesOf(dress.sampleSizes);
  const range = dress.orderRange ?? null;
  const orders = range ? `orders ${formatUsRange(range)}` : '';
  /** Everything the sheet says about its sizes: 'in stock in 10, sample in 12, orders 0-30'. */
  const known = [
    inStock.length ? `in stock in ${list(inStock)}` : '',
    samples.length ? `sample in ${list(samples)}` : '',
    orders,
  ]
    .filter(Boolean)
    .join(', ');

  if (inStock.length === 0 && samples.length === 0 && !range) {
    const unread = [...dress.sizes, ...(dress.sampleSizes ?? [])].filter((token) => token.trim());
    return {
      fits: true,
      how: 'unknown',
      reason:
        unread.length > 0
          ? `sizes not readable on the sheet ('${unread.join(', ')}'): check with the designer`
          : 'sizes not listed on the sheet: check with the designer',
    };
  }
  if (herSizes.length === 0) {
    return {
      fits: true,
      how: 'unknown',
      reason: `her size is not known: ask her (${known})`,
    };
  }

  const stocked = herSizes.filter((size) => inStock.includes(size));
  if (stocked.length > 0) return { fits: true, how: 'in_stock', reason: `in stock in ${list(stocked)}` };

  const orderable = range ? herSizes.some((size) => size >= range.min && size <= range.max) : false;
  const sampled = herSizes.filter((size) => samples.includes(size));
  if (sampled.length > 0) {
    return {
      fits: true,
      how: 'sample',
      reason: `sample in ${list(sampled)}${range ? `, ${orders}${orderable ? '' : ' only'}` : ''}`,
    };
  }
  if (orderable) {
    const sampleNote = samples.length > 0 ? ` (sample in ${list(samples)})` : '';
    return { fits: true, how: 'orderable', reason: `${orders}${sampleNote}` };
  }

  return {
    fits: false,
    how: range ? 'orderable' : samples.length > 0 ? 'sample' : 'in_stock',
    reason: `not in her size (${list(herSizes)}): ${known}`,
  };
}
