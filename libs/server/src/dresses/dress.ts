/** The canonical attribute values a dress is described by, whatever words the boutique used. */
export const silhouettes = [
  'ball-gown',
  'a-line',
  'mermaid',
  'trumpet',
  'fit-and-flare',
  'sheath',
  'empire',
  'tea-length',
  'jumpsuit',
] as const;
export const necklines = [
  'sweetheart',
  'v-neck',
  'plunging',
  'off-the-shoulder',
  'halter',
  'high-neck',
  'bateau',
  'square',
  'scoop',
  'illusion',
  'one-shoulder',
  'strapless',
  'queen-anne',
  'cowl',
] as const;
export const fabrics = [
  'lace',
  'tulle',
  'satin',
  'chiffon',
  'crepe',
  'organza',
  'mikado',
  'charmeuse',
  'silk',
  'sequin',
  'beaded',
  'velvet',
  'taffeta',
] as const;
export const sleeveStyles = [
  'sleeveless',
  'cap',
  'short',
  'three-quarter',
  'long',
  'puff',
  'bell',
  'detachable',
  'off-the-shoulder',
] as const;
export const trains = ['none', 'sweep', 'court', 'chapel', 'cathedral', 'royal'] as const;
export const dressStyles = [
  'romantic',
  'boho',
  'glam',
  'classic',
  'modern',
  'minimalist',
  'beach',
  'vintage',
  'princess',
  'sexy',
  'garden',
] as const;

export type Silhouette = (typeof silhouettes)[number];
export type Neckline = (typeof necklines)[number];
export type Fabric = (typeof fabrics)[number];
export type SleeveStyle = (typeof sleeveStyles)[number];
export type Train = (typeof trains)[number];
export type DressStyle = (typeof dressStyles)[number];

/** A dress of a boutique's current inventory. */
export interface Dress {
  id: string;
  styleNumber: string;
  designer: string;
  name: string;
  price: number | null;
  silhouette: Silhouette | null;
  neckline: Neckline | null;
  fabric: Fabric | null;
  colour: string | null;
  sleeves: SleeveStyle | null;
  train: Train | null;
  /** In stock, as the sheet wrote them ('10', '14W', 'XL', 'UK 18'). */
  sizes: string[];
  /** The samples the boutique holds to try on, as the sheet wrote them. */
  sampleSizes?: string[];
  /** The US sizes it can be ordered in, when the sheet says. */
  orderRange?: { min: number; max: number } | null;
  tags: string[];
  styles: DressStyle[];
  description: string;
  isTopSeller: boolean;
  /** Times brides said yes to it in this boutique in the last 90 days, when any. */
  soldRecently?: number;
}

/** What the tag says a dress is: its price and its attributes, as a prompt line and a table row both carry them. */
export function dressAttributes(
  dress: Pick<Dress, 'price' | 'silhouette' | 'neckline' | 'fabric' | 'colour' | 'sleeves' | 'train'>,
) {
  return {
    price: dress.price,
    silhouette: dress.silhouette,
    neckline: dress.neckline,
    fabric: dress.fabric,
    colour: dress.colour,
    sleeves: dress.sleeves,
    train: dress.train,
  };
}

/** A dress known only by what is written of it (a typed name, a label): nothing else is assumed. */
export function dressNamed(fields: Pick<Dress, 'id' | 'name'> & Partial<Dress>): Dress {
  return {
    styleNumber: '',
    designer: '',
    price: null,
    silhouette: null,
    neckline: null,
    fabric: null,
    colour: null,
    sleeves: null,
    train: null,
    sizes: [],
    tags: [],
    styles: [],
    description: '',
    isTopSeller: false,
    ...fields,
  };
}

/** How a dress is named in text: "Aurora (Maggie Sottero, style 21MS345)". */
// One label for a dress, in the web and the server alike.
export { dressLabel } from '@bridal/shared/dresses/dress-label';
