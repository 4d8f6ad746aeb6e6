import type { RefreshPlansResponse } from '@bridal/shared/inventory/inventory-dresses';
import { countOf, nounFor } from '@bridal/shared/wording/count-of';

const plans = (count: number) => countOf(count, 'plan');

/** What refreshing every outdated plan did, for its toast. */
export function describePlanRefresh({ refreshed, busy }: RefreshPlansResponse): { title: string; description: string } {
  const stillPreparing =
    busy > 0
      ? ` ${plans(busy)} still being prepared will use the current inventory as ${nounFor(busy, 'it finishes', 'they finish')}.`
      : '';
  if (refreshed === 0) {
    return {
      title: 'Plans Up to Date',
      description: `Every upcoming bride's dresses already come from the current inventory.${stillPreparing}`,
    };
  }
  return {
    title: 'Refreshing Plans',
    description: `Picking dresses again for ${plans(refreshed)} from the current inventory. Each profile shows its new dresses in a minute or two.${stillPreparing}`,
  };
}
