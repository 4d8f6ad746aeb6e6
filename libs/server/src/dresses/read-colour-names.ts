import { type ColourFamily, colourNames, familyOfColourName } from './colour-families';
import { fabrics } from './dress';
import { readFlagCell } from './limit-columns';
import { words } from '../text/normalise-text';

const namesByFirstWord = new Map<string, string[][]>();
for (const name of colourNames) {
  const parts = words(name);
  const first = parts[0];
  if (first === undefined) continue;
  namesByFirstWord.set(first, [...(namesByFirstWord.get(first) ?? []), parts]);
}
for (const list of namesByFirstWord.values()) list.sort((a, b) => b.length - a.length);

/**
 * Colour words that are as often something else in a description ("rose appliqués", "pearl
 * buttons", "sand beach", a gown called Olive): in free text they count only where a colour is
 * spoken of ("sage chiffon", "rose colour"), or as a tag of their own.
 */
const otherSenses = new Set([
  'rose',
  'pearl',
  'stone',
  'sand',
  'linen',
  'sky',
  'ocean',
  'forest',
  'leaf',
  'petal',
  'snow',
  'bone',
  'wine',
  'dove',
  'fern',
  'moss',
  'sage',
  'olive',
  'mint',
  'coral',
  'peach',
  'midnight',
  'tan',
  'oat',
  'buff',
  'almond',
  'biscuit',
  'camel',
  'wheat',
  'latte',
  'caramel',
  'chocolate',
  'espresso',
  'toffee',
  'mocha',
  'cappuccino',
  'platinum',
  'slate',
]);

/** The word after a colour that says it is the dress's colour: a fabric, a lining, the gown. */
const colourContext = new Set([
  ...fabrics,
  'colour',
  'color',
  'shade',
  'tone',
  'toned',
  'hue',
  'lining',
  'base',
  'underlay',
  'gown',
  'dress',
]);

/** The word after a colour that makes it an accent's colour, not the dress's: "gold beading", "black tie". */
const accentNouns = new Set([
  'bead',
  'beading',
  'beaded',
  'sequin',
  'button',
  'applique',
  'flower',
  'floral',
  'thread',
  'embroidery',
  'embroidered',
  'detail',
  'accent',
  'trim',
  'belt',
  'sash',
  'bow',
  'crystal',
  'pearl',
  'tie',
  'glove',
  'ribbon',
  'star',
  'glitter',
  'sparkle',
  'shimmer',
  'veil',
  'zip',
  'zipper',
  'heel',
  'shoe',
]);

/** Words that join colours in a cell or a tag ("Ivory over Nude", "ivory and gold"). */
const connectors = new Set(['and', 'or', 'over', 'with', 'on', 'under', 'a', 'in', 'light', 'pale', 'dark', 'soft']);

function nameAt(tokens: readonly string[], index: number): string[] | null {
  return (
    namesByFirstWord
      .get(tokens[index] ?? '')
      ?.find((parts) => parts.every((part, offset) => tokens[index + offset] === part)) ?? null
  );
}

/** The known colour names in a run of folded words, with where each was found. */
function findNames(tokens: readonly string[]): { name: string; start: number; end: number }[] {
  const found: { name: string; start: number; end: number }[] = [];
  for (let index = 0; index < tokens.length;) {
    const parts = nameAt(tokens, index);
    if (parts === null) {
      index += 1;
      continue;
    }
    found.push({ name: parts.join(' '), start: index, end: index + parts.length });
    index += parts.length;
  }
  return found;
}

const add = (names: string[], name: string) => {
  if (!names.includes(name)) names.push(name);
};

/**
 * The colours a colour column names: "Ivory/Nude" -> ivory, nude; "Diamond White" -> white; a
 * trade name no family knows ("Moonstone") is kept as written, so a rule can still compare it.
 */
export function readColourColumn(text: string): string[] {
  const names: string[] = [];
  if (readFlagCell(text) !== null) return names;
  for (const part of text.split(/[/,;|&+\n]|\b(?:and|or|over|with)\b/i)) {
    if (readFlagCell(part) !== null) continue;
    const tokens = words(part);
    // A letter or a number alone is a code, not a colour.
    if (tokens.length === 0 || tokens.join('').length < 2 || tokens.every((token) => /^\d+$/.test(token))) continue;
    const found = findNames(tokens);
    if (found.length === 0) add(names, tokens.join(' '));
    for (const { name } of found) add(names, name);
  }
  return names;
}

/**
 * The colours free words name. `ownItem` is a tag or a cell on its own ("Blush", "Sage/Ivory"),
 * where every colour word counts; in running text an accent's colour ("gold beading") does not,
 * and a word with another sense counts only where a colour is spoken of.
 */
export function readColourWords(text: string, ownItem: boolean): string[] {
  const tokens = words(text);
  const found = findNames(tokens);
  const names: string[] = [];
  const wholeItem =
    ownItem &&
    found.length > 0 &&
    tokens.every((token, index) => connectors.has(token) || found.some((hit) => hit.start <= index && index < hit.end));
  for (const hit of found) {
    const next = tokens[hit.end] ?? '';
    if (!wholeItem) {
      if (accentNouns.has(next)) continue;
      if (otherSenses.has(hit.name) && !colourContext.has(next)) continue;
    }
    add(names, hit.name);
  }
  return names;
}

/**
 * One family for the dress: the first named colour that sets it apart from a white gown (an
 * ivory/nude dress reads nude, ivory/blush reads blush), else white's family; null when no name
 * is a known colour. All the names stay in `names` for a rule that needs them.
 */
export function familyOfColours(names: readonly string[]): ColourFamily | null {
  const families = names.map(familyOfColourName).filter((family): family is ColourFamily => family !== null);
  return families.find((family) => family !== 'light-neutral') ?? families[0] ?? null;
}
