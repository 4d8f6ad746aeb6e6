/*
 * The colour families a bride's wish and a dress's colour are compared in, and the names each
 * family is known by: one table for the photos a bride sends (analysis/local/name-colour-family)
 * and a dress's colour column or words (dresses/read-colour-names).
 */
export type ColourFamily =
  'light-neutral' | 'warm-neutral' | 'pink' | 'metallic' | 'dark' | 'green' | 'blue' | 'grey' | 'colourful';

const familyByName: [ColourFamily, string[]][] = [
  [
    'light-neutral',
    [
      'white',
      'ivory',
      'cream',
      'off white',
      'pearl',
      'snow',
      'eggshell',
      'alabaster',
      'bone',
      'porcelain',
      'linen',
      'candlelight',
      'oyster',
    ],
  ],
  [
    'warm-neutral',
    [
      'champagne',
      'nude',
      'beige',
      'taupe',
      'sand',
      'tan',
      'oat',
      'latte',
      'caramel',
      'almond',
      'biscuit',
      'khaki',
      'camel',
      'wheat',
      'buff',
      'mocha',
      'cappuccino',
      'toffee',
    ],
  ],
  [
    'pink',
    ['blush', 'pink', 'rose', 'dusty rose', 'mauve', 'peach', 'coral', 'salmon', 'rose gold', 'petal', 'moscato'],
  ],
  ['metallic', ['gold', 'silver', 'bronze', 'copper', 'platinum']],
  [
    'dark',
    [
      'black',
      'charcoal',
      'navy',
      'burgundy',
      'chocolate',
      'brown',
      'espresso',
      'wine',
      'plum',
      'maroon',
      'oxblood',
      'midnight',
    ],
  ],
  ['green', ['sage', 'green', 'olive', 'eucalyptus', 'mint', 'forest', 'moss', 'emerald', 'fern', 'leaf']],
  [
    'blue',
    ['blue', 'sky', 'turquoise', 'aqua', 'teal', 'ocean', 'cerulean', 'azure', 'cyan', 'powder blue', 'dusty blue'],
  ],
  ['grey', ['grey', 'gray', 'slate', 'stone', 'dove']],
  [
    'colourful',
    ['red', 'scarlet', 'crimson', 'orange', 'yellow', 'purple', 'violet', 'lavender', 'lilac', 'fuchsia', 'magenta'],
  ],
];

/** Every colour name a family is known by, for readers of free text. */
export const colourNamesByFamily: readonly (readonly [ColourFamily, readonly string[]])[] = familyByName;

/** Every colour name the families know, as folded words ('off white', 'rose gold'). */
export const colourNames: readonly string[] = familyByName.flatMap(([, names]) => names);

/** The family of a colour's name ('Dusty Rose', 'diamond white'), or null when no word of it is a known colour. */
export function familyOfColourName(name: string): ColourFamily | null {
  const plain = name.trim().toLowerCase().replace(/[-_]+/g, ' ');
  for (const [family, names] of familyByName) {
    if (names.includes(plain)) return family;
  }
  for (const [family, names] of familyByName) {
    if (names.some((known) => plain.split(' ').includes(known))) return family;
  }
  return null;
}
