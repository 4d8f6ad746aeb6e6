import { mayTellBride } from '@bridal/shared/wording/bridal-words';
import type { Dress } from '../../dresses/dress';
import { formatMoney } from '@bridal/shared/format/money';
import { joinWords } from '@bridal/shared/wording/join-words';
import { attributeName, nameAttribute } from '@bridal/shared/wording/name-attribute';
import { withArticle } from '@bridal/shared/wording/with-article';
import type { FollowUpDress } from './follow-up-writer';

/** How a dress is called in a sentence: its name, else its label (a typed or no-longer-stocked one). */
export const shortName = (entry: FollowUpDress): string =>
  entry.dress?.name.trim() || entry.dress?.styleNumber.trim() || entry.label;

/** "a sweetheart neckline", "a V-neck", "a high neckline". */
function necklinePhrase(neckline: string): string {
  const name = neckline === 'high-neck' ? 'high' : attributeName(neckline);
  return withArticle(`${name}${/neck$/i.test(name) ? '' : ' neckline'}`);
}

/** "an A-line in lace with a sweetheart neckline": the shape of a dress, from what the inventory says. */
export function describeShape(dress: Dress): string {
  const silhouette = dress.silhouette ? attributeName(dress.silhouette) : '';
  const parts: string[] = [];
  if (silhouette) parts.push(withArticle(silhouette));
  else parts.push('a gown');
  if (dress.fabric) parts.push(`in ${dress.fabric}`);
  const details: string[] = [];
  if (dress.neckline) details.push(necklinePhrase(dress.neckline));
  if (dress.sleeves && !['sleeveless', 'off-the-shoulder'].includes(dress.sleeves))
    details.push(`${dress.sleeves} sleeves`);
  if (details.length > 0) parts.push(`with ${joinWords(details)}`);
  return parts.join(' ');
}

/**
 * "Aurora by Maggie Sottero (style 21MS345), an A-line in lace with a sweetheart neckline, at $1,850":
 * every detail the inventory holds; just the label for a dress it no longer holds.
 */
export function describeDress(entry: FollowUpDress): string {
  const { dress } = entry;
  if (!dress) return entry.label;
  const name = shortName(entry);
  const by = dress.designer ? ` by ${dress.designer}` : '';
  const style = dress.styleNumber && dress.name ? ` (style ${dress.styleNumber})` : '';
  const price = dress.price !== null ? `, at ${formatMoney(dress.price)}` : '';
  return `${name}${by}${style}, ${describeShape(dress)}${price}`;
}

/** What two dresses share, as words: ["an A-line silhouette", "lace", "a sweetheart neckline", "a romantic style"]. */
export function sharedAttributes(dress: Dress, other: Dress): string[] {
  const shared: string[] = [];
  if (dress.silhouette && dress.silhouette === other.silhouette) {
    shared.push(nameAttribute({ kind: 'silhouette', value: dress.silhouette }));
  }
  if (dress.fabric && dress.fabric === other.fabric) shared.push(dress.fabric);
  if (dress.neckline && dress.neckline === other.neckline) shared.push(necklinePhrase(dress.neckline));
  if (dress.sleeves && dress.sleeves === other.sleeves && dress.sleeves !== 'sleeveless') {
    shared.push(`${dress.sleeves} sleeves`);
  }
  const styles = dress.styles.filter((style) => other.styles.includes(style) && mayTellBride(style)).map(attributeName);
  if (styles.length > 0) shared.push(`the same ${joinWords(styles.slice(0, 2))} feel`);
  return shared;
}

/** The stocked dress she loved that a candidate shares most with, and what they share. */
export function closestLoved(
  candidate: Dress,
  loved: readonly FollowUpDress[],
): { entry: FollowUpDress; shared: string[] } | null {
  let best: { entry: FollowUpDress; shared: string[] } | null = null;
  for (const entry of loved) {
    if (!entry.dress) continue;
    const shared = sharedAttributes(candidate, entry.dress);
    if (shared.length > (best?.shared.length ?? 0)) best = { entry, shared };
  }
  return best;
}

/** Her sizes in stock for a dress: "8, 10 and 12"; '' when the inventory lists none. */
export const stockedSizes = (dress: Dress | null): string => joinWords(dress?.sizes.filter(Boolean) ?? []);
