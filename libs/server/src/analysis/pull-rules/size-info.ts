import type { Dress } from '../../dresses/dress';

const listed = (value: unknown): boolean => Array.isArray(value) && value.length > 0;

/** Whether the sheet says anything about the dress's sizes: in stock, samples or an order range. */
export function hasSizeInfo(dress: Dress): boolean {
  return listed(dress.sizes) || listed(dress.sampleSizes) || Boolean(dress.orderRange);
}
