/**
 * The size chart every size is read against. US sizes are the reference (a number from 0 to 34,
 * half sizes allowed); everything else converts to them.
 *
 * Source and convention: the bridal designers' international size charts as the product adopted
 * them for pull lists that know her size, where one US size step is one step everywhere:
 * - UK and Australian size = US + 4 (US 12 = UK 16), as in e.g. the Polina Ivanova atelier bridal
 *   chart (US12/UK16) and the AU/NZ tables of dress-size converters;
 * - EU / French bridal size = US + 30 (US 14 = EU 44);
 * - Italian size = EU + 4 = US + 34 (US 12 = IT 46);
 * - 'W' (and 'P') sizes, 14W or 10P, are the same US number in another cut.
 * Charts disagree by one step at the European end: general women's charts (and some bridal houses)
 * put EU at US + 32 (US 12 = EU 44). Bridal sizes run small and vary by designer, so a size read
 * here is what she is pulled in, and the consultant confirms it with her.
 * Letter sizes follow the common US women's chart; charts differ by a size at the edges, so a
 * letter covers every US size it is commonly given for (L 12-14 and XL 14-16 share the 14), and a
 * chart's quirk never excludes her.
 */

/** The smallest and largest US size anyone carries; anything outside is not a dress size. */
export const usSizeLimits = { min: 0, max: 34 } as const;

/** Size systems and what to add to a US size to write it in that system. */
export const sizeSystemOffsets = {
  us: 0,
  uk: 4,
  au: 4,
  eu: 30,
  it: 34,
} as const;

export type SizeSystem = keyof typeof sizeSystemOffsets;

/** How a system is written on sheets and by brides ('EUR 44', 'FR 44', 'UK18', 'IT 48'). */
export const sizeSystemNames: Record<string, SizeSystem> = {
  us: 'us',
  usa: 'us',
  uk: 'uk',
  gb: 'uk',
  au: 'au',
  aus: 'au',
  eu: 'eu',
  eur: 'eu',
  euro: 'eu',
  fr: 'eu',
  it: 'it',
  ita: 'it',
};

/** Letter sizes (XS..3XL) and plus sizes (1X..4X) to the US sizes they mean. */
export const letterSizes: Record<string, readonly number[]> = {
  xxs: [0],
  '2xs': [0],
  xs: [0, 2],
  s: [4, 6],
  small: [4, 6],
  m: [8, 10],
  medium: [8, 10],
  l: [12, 14],
  large: [12, 14],
  xl: [14, 16],
  'x-large': [14, 16],
  'extra large': [14, 16],
  xxl: [18, 20],
  '2xl': [18, 20],
  xxxl: [22, 24],
  '3xl': [22, 24],
  '1x': [14, 16],
  '2x': [18, 20],
  '3x': [22, 24],
  '4x': [26, 28],
};
