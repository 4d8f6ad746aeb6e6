import type { PlanDressesSource } from '@bridal/shared/brides/bride-plan';
import { formatInstantDay } from '../../../lib/format-date';

/** Where her dresses came from, when a newer inventory has replaced it. */
export function describeDressesSource(source: PlanDressesSource): string {
  const day = formatInstantDay(source.inventoryUploadedAt);
  return day
    ? `These dresses came from the inventory of ${day}; refresh them to pick from the current inventory.`
    : 'These dresses were picked before the current inventory was uploaded; refresh them to pick from it.';
}
