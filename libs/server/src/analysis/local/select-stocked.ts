import type { Dress } from '../../dresses/dress';
import { hasSizeInfo } from '../pull-rules/size-info';

/**
 * Drops dresses with no sizes listed, but only when the boutique generally lists sizes: then an
 * empty list means none in stock. A boutique that never lists sizes keeps everything. A sample or
 * an order range counts as a listed size: she can try it on or order it.
 */
export function selectStocked(inventory: readonly Dress[]): Dress[] {
  const withSizes = inventory.filter(hasSizeInfo);
  return withSizes.length * 2 >= inventory.length && withSizes.length > 0 ? withSizes : [...inventory];
}
