import type { Dress } from '../dresses/dress';
import type { DocumentTopSeller } from './load-document-top-sellers';

export interface MergedTopSellers {
  /** The inventory, with the dresses a document names flagged as top sellers. */
  inventory: Dress[];
  /** The documents' top sellers that match no inventory dress, each once. */
  topSellerItems: DocumentTopSeller[];
}

/** "LB-101", "lb 101" and "LB101" are one style number; "Maggie Sottero" and "maggie sottero" one designer. */
const fold = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** A blank designer on either side does not rule a match out: lists often leave it off. */
const sameDesigner = (a: Dress, b: Dress) => {
  const [left, right] = [fold(a.designer), fold(b.designer)];
  return left === '' || right === '' || left === right;
};

function indexBy(dresses: readonly Dress[], key: (dress: Dress) => string): Map<string, Dress[]> {
  const index = new Map<string, Dress[]>();
  for (const dress of dresses) {
    const value = key(dress);
    if (value === '') continue;
    const list = index.get(value);
    if (list) list.push(dress);
    else index.set(value, [dress]);
  }
  return index;
}

/**
 * Joins the top sellers read from documents to the inventory each time a step runs, rather than
 * copying flags into it, so a new inventory upload or a deleted document is reflected at once.
 * An item matches a dress by style number (same designer, or one of them blank), or by name when
 * one side has no style number. A matched dress is flagged; an unmatched item stays a document
 * top seller, which only the top-sellers step may offer.
 */
export function mergeDocumentTopSellers(
  inventory: readonly Dress[],
  items: readonly DocumentTopSeller[],
): MergedTopSellers {
  const byStyle = indexBy(inventory, (dress) => fold(dress.styleNumber));
  const byName = indexBy(inventory, (dress) => fold(dress.name));
  const matchOf = (item: DocumentTopSeller): Dress | undefined => {
    const style = fold(item.styleNumber);
    const byItsStyle = style === '' ? undefined : byStyle.get(style)?.find((dress) => sameDesigner(dress, item));
    if (byItsStyle) return byItsStyle;
    const name = fold(item.name);
    if (name === '') return undefined;
    return byName
      .get(name)
      ?.find((dress) => sameDesigner(dress, item) && (style === '' || fold(dress.styleNumber) === ''));
  };

  const flagged = new Set<string>();
  const seen = new Set<string>();
  const topSellerItems: DocumentTopSeller[] = [];
  for (const item of items) {
    const match = matchOf(item);
    if (match) {
      flagged.add(match.id);
      continue;
    }
    // The same gown in two documents is offered once, from the newest.
    const key = `${fold(item.designer)}\u0000${fold(item.styleNumber) || fold(item.name)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    topSellerItems.push(item);
  }
  return {
    inventory: inventory.map((dress) =>
      flagged.has(dress.id) && !dress.isTopSeller ? { ...dress, isTopSeller: true } : dress,
    ),
    topSellerItems,
  };
}
