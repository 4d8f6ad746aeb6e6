import type { Dress } from '../dress';

/**
 * Drops dresses with no sizes listed, but only when the boutique generally lists sizes: then an
 * empty list means none in stock. A boutique that never lists sizes keeps everything.
 */
export function selectStocked(inventory: readonly Dress[]): Dress[] {
  const withSizes = inventory.filter((dress) => dress.sizes.length > 0);
  return withSizes.length * 2 >= inventory.length && withSizes.length > 0 ? withSizes : [...inventory];
}
