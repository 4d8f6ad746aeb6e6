import type { ColourFamily } from './colour-families';
import type { Fabric, Neckline, Silhouette, SleeveStyle, Train } from './dress';

/**
 * The words both sides of a bride's limits are put in: what she rules out or asks for in her own
 * words (analysis/her-words), and what a dress is (read-limit-facts.ts), so the two can be
 * compared value for value.
 */

/** The attributes an exclusion governs. */
export const limitAttributes = [
  'silhouette',
  'neckline',
  'sleeves',
  'fabric',
  'colour',
  'train',
  'back',
  'length',
  'embellishment',
  'garment',
] as const;
export type LimitAttribute = (typeof limitAttributes)[number];

/** How far a sleeve comes down the arm; 'none' for strapless, sleeveless and spaghetti straps. */
export const sleeveLengths = ['none', 'cap', 'short', 'elbow', 'three-quarter', 'long'] as const;
export type SleeveLength = (typeof sleeveLengths)[number];

export const backStyles = ['open', 'low', 'keyhole', 'illusion', 'corset', 'zip', 'buttons', 'covered'] as const;
export type BackStyle = (typeof backStyles)[number];

export const dressLengths = ['floor', 'high-low', 'tea', 'knee', 'mini'] as const;
export type DressLength = (typeof dressLengths)[number];

export const embellishments = [
  'beading',
  'sequins',
  'crystals',
  'glitter',
  'pearls',
  'feathers',
  'bows',
  'ruffles',
  'appliques',
  'fringe',
  'embroidery',
] as const;
export type Embellishment = (typeof embellishments)[number];

/** What a piece is, beyond a dress: a bride may ask for one by name. */
export const garments = ['gown', 'short-dress', 'jumpsuit', 'suit', 'separates'] as const;
export type Garment = (typeof garments)[number];

/** How a text names each piece: "a suit", "separates". */
export const garmentNames: Record<Garment, string> = {
  gown: 'a gown',
  'short-dress': 'a short dress',
  jumpsuit: 'a jumpsuit',
  suit: 'a suit',
  separates: 'separates',
};

/**
 * The value an exclusion names, by its attribute. Sleeves: a style, or 'sleeves' for any sleeve at
 * all ("no sleeves"). Train: a length, or 'train' for any train ("no train"). Colour: a colour
 * family, or a colour's own name ('ivory', 'white') when she named one.
 */
export interface LimitValues {
  silhouette: Silhouette;
  neckline: Neckline;
  sleeves: SleeveStyle | 'sleeves';
  fabric: Fabric;
  colour: ColourFamily | string;
  train: Train | 'train';
  back: BackStyle;
  length: DressLength;
  embellishment: Embellishment;
  /** "Not a jumpsuit", "no suits": a piece she will not wear. */
  garment: Garment;
}
