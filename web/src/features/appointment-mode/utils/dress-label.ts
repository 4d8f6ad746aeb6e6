import type { InventoryDress } from '@bridal/shared/inventory/inventory-dresses';

/** How a dress of the inventory is named on the checklist: "Fern (Hollow Oak, style HX-1)", as plans name it. */
export function inventoryDressLabel(dress: Pick<InventoryDress, 'name' | 'designer' | 'styleNumber'>): string {
  const name = dress.name || dress.styleNumber || 'Unnamed gown';
  const details = [dress.designer, dress.styleNumber && dress.name ? `style ${dress.styleNumber}` : ''].filter(Boolean);
  return details.length > 0 ? `${name} (${details.join(', ')})` : name;
}
