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
  ['pink', ['blush', 'pink', 'rose', 'dusty rose', 'mauve', 'peach', 'coral', 'salmon', 'rose gold', 'petal', 'moscato']],
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

function familyOfHex(hex: string): ColourFamily | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const value = Number.parseInt(match[1], 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((channel) => channel / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const saturation = max === min ? 0 : (max - min) / (1 - Math.abs(2 * lightness - 1));
  if (lightness < 0.22) return 'dark';
  if (lightness > 0.86 && saturation < 0.5) return 'light-neutral';
  if (saturation < 0.12) return 'grey';
  const hue =
    max === r
      ? (60 * ((g - b) / (max - min)) + 360) % 360
      : max === g
        ? 60 * ((b - r) / (max - min)) + 120
        : 60 * ((r - g) / (max - min)) + 240;
  if (hue >= 330 || hue < 15) return lightness > 0.6 ? 'pink' : 'colourful';
  if (hue < 55) return saturation < 0.55 ? 'warm-neutral' : 'colourful';
  if (hue < 170) return 'green';
  if (hue < 260) return 'blue';
  return 'colourful';
}

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

/** The family of a named photo colour; the hex decides when the name is not a common one. */
export function nameColourFamily(name: string, hex: string): ColourFamily {
  return familyOfColourName(name) ?? familyOfHex(hex) ?? 'colourful';
}
