/** What a dress is known by: its name, designer and style number (the inventory's columns). */
export interface NamedDress {
  name: string;
  designer: string;
  styleNumber: string;
}

/** "Aurora (Maggie Sottero, style 21MS345)": how plans, checklists and follow-ups name a dress. */
export function dressLabel(dress: NamedDress): string {
  const name = dress.name || dress.styleNumber || 'Unnamed gown';
  const details = [dress.designer, dress.styleNumber && dress.name ? `style ${dress.styleNumber}` : ''].filter(Boolean);
  return details.length > 0 ? `${name} (${details.join(', ')})` : name;
}

// Case, spaces and punctuation do not tell two typed names apart: "Aurora (Maggie Sottero)" = "aurora maggie sottero".
const fold = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * Finds the inventory dress a typed name means (a checklist row, a sale, a fitting-room note): by
 * its label, its name or its style number, whatever the case, spacing or punctuation. The first
 * dress of a name wins: two dresses of one name cannot be told apart by a typed name.
 */
export function indexDressesByName<D extends NamedDress>(inventory: readonly D[]): (...typed: string[]) => D | null {
  const byName = new Map<string, D>();
  for (const dress of inventory) {
    for (const name of [dressLabel(dress), dress.name, dress.styleNumber]) {
      const key = fold(name);
      if (key !== '' && !byName.has(key)) byName.set(key, dress);
    }
  }
  return (...typed) => {
    for (const name of typed) {
      const dress = byName.get(fold(name));
      if (dress) return dress;
    }
    return null;
  };
}

/** The inventory dress one of the typed names means, or null (see `indexDressesByName`). */
export const findDressByName = <D extends NamedDress>(inventory: readonly D[], ...typed: string[]): D | null =>
  indexDressesByName(inventory)(...typed);

/** "Aurora" from "Aurora (Maggie Sottero, style 21MS345)": the name a label starts with. */
export const dressShortName = (label: string): string => label.replace(/\s*\(.*\)\s*$/, '').trim();

/**
 * Whether a typed name means the dress a label names (a pick of her plan, a checklist row): the
 * whole label or the name it starts with, read as `indexDressesByName` reads them.
 */
export function namesDress(label: string, typed: string): boolean {
  const key = fold(typed);
  return key !== '' && (fold(label) === key || fold(dressShortName(label)) === key);
}
