import type { Dress } from '../../dresses/dress';
import { formatMoney } from '@bridal/shared/format/money';

const names: Record<string, string> = { 'a-line': 'A-line', 'ball-gown': 'ball gown', 'v-neck': 'V-neck' };

/** "$1,850 · A-line · lace · V-neck · long sleeves · chapel train": the tag at a glance. */
export function describeDressFacts(dress: Dress): string {
  return [
    dress.price !== null ? formatMoney(dress.price) : 'price not listed',
    dress.silhouette ? (names[dress.silhouette] ?? dress.silhouette) : null,
    dress.fabric,
    dress.neckline ? `${names[dress.neckline] ?? dress.neckline} neckline` : null,
    dress.sleeves ? (dress.sleeves === 'sleeveless' ? 'sleeveless' : `${dress.sleeves} sleeves`) : null,
    dress.train ? (dress.train === 'none' ? 'no train' : `${dress.train} train`) : null,
    dress.colour,
  ]
    .filter(Boolean)
    .join(' · ');
}
