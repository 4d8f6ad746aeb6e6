import { toCsv } from '../text/csv';

/**
 * The demo boutique's inventory and top-sellers sheet, generated the same way every time so the
 * seed is repeatable: varied designers, prices ($900 to $6,500), silhouettes, necklines, fabrics,
 * colours and sizes, written as the CSV a boutique would upload.
 */

const designers = [
  'Maggie Sottero',
  'Pronovias',
  'Essense of Australia',
  'Justin Alexander',
  'Allure Bridals',
  'Stella York',
  'Rebecca Ingram',
  'Enzoani',
];
const silhouettes = ['A-line', 'Ball Gown', 'Mermaid', 'Sheath', 'Fit and Flare', 'Trumpet'];
const necklines = ['Sweetheart', 'V-neck', 'Off-the-shoulder', 'Strapless', 'Halter', 'Illusion', 'Square', 'Bateau'];
const fabrics = ['Lace', 'Tulle', 'Satin', 'Chiffon', 'Crepe', 'Organza', 'Mikado'];
const colours = ['Ivory', 'White', 'Champagne', 'Blush', 'Ivory/Nude', 'Light Gold'];
const names = [
  'Aurelia',
  'Beatrix',
  'Celeste',
  'Delphine',
  'Elodie',
  'Fleur',
  'Genevieve',
  'Honora',
  'Isolde',
  'Juliet',
  'Kestrel',
  'Liora',
  'Marisol',
  'Nerys',
  'Odette',
  'Primrose',
];
const sizeRuns = ['2-12', '4-16', '0-14', '6-20', '8-24', '2-18'];
const details = [
  'with a chapel train and covered buttons',
  'with delicate floral appliques and a sheer back',
  'with pockets and a clean, modern finish',
  'with beaded lace and a dramatic cathedral train',
  'with detachable long sleeves for the ceremony',
  'with a soft, flowing skirt made for dancing outdoors',
  'with a structured bodice and a minimalist look',
  'with boho lace, fringe details and a low back',
];

export interface DemoGown {
  styleNumber: string;
  designer: string;
  name: string;
  price: number;
  silhouette: string;
  neckline: string;
  fabric: string;
  colour: string;
  sizes: string;
  description: string;
}

export const demoInventorySize = 64;

/** The i-th gown: the steps are coprime with each list's length, so the mixes keep changing. */
function gown(i: number): DemoGown {
  const silhouette = silhouettes[(i * 5) % silhouettes.length]!;
  const fabric = fabrics[(i * 3 + 1) % fabrics.length]!;
  const neckline = necklines[(i * 7 + 2) % necklines.length]!;
  // $900 to $6,500 in steps of $50, spread over the catalogue.
  const price = 900 + ((i * 37) % 113) * 50;
  return {
    styleNumber: `DB-${String(1001 + i)}`,
    designer: designers[(i * 3) % designers.length]!,
    name: `${names[i % names.length]!}${i >= names.length ? ` ${['II', 'III', 'IV'][Math.floor(i / names.length) - 1]}` : ''}`,
    price,
    silhouette,
    neckline,
    fabric,
    colour: colours[(i * 5 + 3) % colours.length]!,
    sizes: sizeRuns[i % sizeRuns.length]!,
    description: `${neckline} ${fabric.toLowerCase()} ${silhouette.toLowerCase()} gown ${details[(i * 3 + 2) % details.length]!}.`,
  };
}

export const demoGowns: DemoGown[] = Array.from({ length: demoInventorySize }, (_, i) => gown(i));

function toCatalogCsv(gowns: DemoGown[]): string {
  return toCsv(
    ['Style Number', 'Designer', 'Name', 'Price', 'Silhouette', 'Neckline', 'Fabric', 'Color', 'Sizes', 'Description'],
    gowns.map((g) => [
      g.styleNumber,
      g.designer,
      g.name,
      g.price,
      g.silhouette,
      g.neckline,
      g.fabric,
      g.colour,
      g.sizes,
      g.description,
    ]),
  );
}

export const demoInventoryFileName = 'demo-inventory.csv';
export const demoTopSellersFileName = 'demo-top-sellers.csv';

export function demoInventoryCsv(): string {
  return toCatalogCsv(demoGowns);
}

/** Eight gowns from the catalogue and two the boutique does not stock, as a top-sellers sheet lists them. */
export function demoTopSellersCsv(): string {
  const stocked = [2, 9, 14, 21, 30, 37, 45, 58].map((i) => demoGowns[i]!);
  const elsewhere: DemoGown[] = [
    {
      styleNumber: 'TS-2025-01',
      designer: 'Galia Lahav',
      name: 'Seraphina',
      price: 6400,
      silhouette: 'Mermaid',
      neckline: 'Illusion',
      fabric: 'Lace',
      colour: 'Ivory',
      sizes: '2-14',
      description: 'Sheer illusion lace mermaid gown with a sculpted bodice and a long train.',
    },
    {
      styleNumber: 'TS-2025-02',
      designer: 'Watters',
      name: 'Wren',
      price: 1850,
      silhouette: 'A-line',
      neckline: 'V-neck',
      fabric: 'Chiffon',
      colour: 'Ivory',
      sizes: '0-20',
      description: 'Airy chiffon A-line with flutter sleeves, light enough for a beach ceremony.',
    },
  ];
  return toCatalogCsv([...stocked, ...elsewhere]);
}
