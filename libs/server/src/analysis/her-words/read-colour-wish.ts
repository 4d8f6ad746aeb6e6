import { type ColourFamily, colourNamesByFamily } from '../local/name-colour-family';
import type { ColourWish, Exclusion } from './her-limits';
import type { LimitHit } from './her-texts';
import { isHers } from './whose-words';

// Words that tie a colour to her dress, or say she wants it.
const dressWords = new Set([
  'dress',
  'dresses',
  'gown',
  'gowns',
  'colour',
  'color',
  'shade',
  'shades',
  'tone',
  'toned',
  'hue',
  'tint',
  'tinted',
  'underlay',
  'lining',
  'lace',
  'tulle',
  'satin',
  'fabric',
  'bodice',
  'skirt',
  'sash',
  'look',
]);
const wishWords = new Set([
  'want',
  'wants',
  'love',
  'like',
  'prefer',
  'dream',
  'dreaming',
  'hope',
  'hoping',
  'thinking',
  'considering',
  'open',
  'looking',
  'wish',
  'maybe',
  'id',
  'would',
  'something',
  'leaning',
  'obsessed',
  'adore',
  'go',
  'going',
  'wear',
  'wearing',
  'in',
  // "Champagne or nude is me", "warm tones suit me".
  'me',
  'suit',
  'suits',
]);
// A colour followed by one of these is the colour of something else.
const otherThings = new Set([
  'flowers',
  'flower',
  'florals',
  'bouquet',
  'bouquets',
  'decor',
  'decorations',
  'theme',
  'palette',
  'scheme',
  'shoes',
  'heels',
  'jewelry',
  'jewellery',
  'earrings',
  'necklace',
  'veil',
  'tie',
  'ties',
  'linens',
  'napkins',
  'invitations',
  'cake',
  'tables',
  'chairs',
  'walls',
  'sky',
  'hair',
  'eyes',
  'skin',
  'nails',
  'lipstick',
  'makeup',
  'bridesmaids',
  'groomsmen',
  'suits',
  'candles',
  'accessories',
  'ring',
  'rings',
  'band',
  'bands',
  'balloons',
  'glasses',
  'cutlery',
]);
const joiners = new Set(['and', 'or', 'with', 'a', 'an', 'light', 'pale', 'soft', 'dusty', 'baby', 'bright']);
const colourNames = new Set(colourNamesByFamily.flatMap(([, names]) => names));
// "A pop of colour", "some colour": colour in general is a wish only when she asks for some.
const someOf = new Set(['pop', 'splash', 'hint', 'touch', 'bit', 'some', 'little', 'more', 'of', 'a']);

const generalWords = new Set(['colour', 'color', 'colours', 'colors']);
const determiners = new Set(['the', 'my', 'our', 'his', 'their', 'this', 'that', 'those', 'these']);

// The word after the colour and any colours or joiners chained to it ("blush and gold flowers").
function thingColoured(hit: LimitHit): string {
  return hit.after.find((word) => !joiners.has(word) && !colourNames.has(word)) ?? '';
}

/** Whether a colour she names is her dress's: not her bridesmaids', not her flowers' ("no black shoes"). */
export function isHerDressColour(hit: LimitHit): boolean {
  return isHers(hit) && !otherThings.has(thingColoured(hit));
}

// A colour she names as a wish: tied to a dress word or a wish, or a clause of its own ("Blush!").
function isWished(hit: LimitHit): boolean {
  const colour = hit.term.colour;
  if (!colour || hit.negated || !isHerDressColour(hit)) return false;
  if (colour.name === null) {
    return !generalWords.has(hit.phrase) || hit.before.some((word) => someOf.has(word) || wishWords.has(word));
  }
  const clause = [...hit.before, ...hit.after];
  const tied = clause.some((word) => dressWords.has(word) || wishWords.has(word)) || clause.length <= 3;
  if (!tied) return false;
  // "Champagne toast", "gold rings": a word that is also a thing counts before a dress word or nothing.
  const next = thingColoured(hit);
  if (!colour.ambiguous || dressWords.has(next)) return true;
  // "Champagne or nude is me": named with other colours, it is a colour too.
  const chained = hit.after.slice(0, hit.after.indexOf(next) < 0 ? undefined : hit.after.indexOf(next));
  if (chained.some((word) => colourNames.has(word))) return true;
  // "In the sand", "our olive grove": a word that is also a thing, named as the thing.
  return next === '' && !determiners.has(hit.before[hit.before.length - 1] ?? '');
}

/** The colours she asks for, and the ones she rules out, by her words. */
export function readColourWish(hits: readonly LimitHit[], exclusions: readonly Exclusion[]): ColourWish | null {
  const ruledOut = new Set(exclusions.filter((entry) => entry.attribute === 'colour').map((entry) => entry.value));
  const wished = hits.filter(
    (hit) => isWished(hit) && !ruledOut.has(hit.term.colour?.name ?? hit.term.colour?.family ?? ''),
  );
  if (wished.length === 0) return null;
  const families = new Set<ColourFamily>();
  const wishedNames = new Set<string>();
  const quotes = new Set<string>();
  for (const hit of wished) {
    if (!hit.term.colour) continue;
    families.add(hit.term.colour.family);
    if (hit.term.colour.name) wishedNames.add(hit.term.colour.name);
    quotes.add(hit.clause);
  }
  return { families: [...families], names: [...wishedNames], quote: [...quotes].join(' … ') };
}
