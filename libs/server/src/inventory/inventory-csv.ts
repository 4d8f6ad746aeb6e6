import type { InventoryDress } from '@bridal/shared/inventory/inventory-dresses';
import { formatUsRange } from '../sizes/read-size';
import { toCsv } from '../text/csv';

/** Headers the inventory reader recognises, so the download can be uploaded again as it is. */
const header = [
  'Style Number',
  'Designer',
  'Name',
  'Price',
  'Silhouette',
  'Neckline',
  'Fabric',
  'Color',
  'Sleeves',
  'Train',
  'Sizes',
  'Sample Size',
  'Order Sizes',
  'Tags',
  'Style Keywords',
  'Description',
  'Top Seller',
] as const;

/** The stored inventory as CSV: each dress with the attributes the upload read from its row. */
export function inventoryCsv(dresses: readonly InventoryDress[]): string {
  return toCsv(
    header,
    dresses.map((dress) => [
      dress.styleNumber,
      dress.designer,
      dress.name,
      dress.price,
      dress.silhouette,
      dress.neckline,
      dress.fabric,
      dress.colour,
      dress.sleeves,
      dress.train,
      dress.sizes.join(', '),
      dress.sampleSizes.join(', '),
      dress.orderRange ? formatUsRange(dress.orderRange) : '',
      dress.tags.join(', '),
      dress.styles.join(', '),
      dress.description,
      dress.isTopSeller ? 'Yes' : 'No',
    ]),
  );
}
