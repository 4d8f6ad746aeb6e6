import { toCsv } from '../text/csv';
import catalog from './demo-catalog.json' with { type: 'json' };

/**
 * The demo boutique's inventory and top-sellers sheet, generated the same way every time so the
 * seed is repeatable: varied designers, prices ($900 to $6,500), silhouettes, necklines, fabrics,
 * colours and sizes, written as the CSV a boutique would upload. Its words are data
 * (demo-catalog.json); the mixing is here.
 */
const { designers, silhouettes, necklines, fabrics, colours, names, sizeRuns, details } = catalog;

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
  const elsewhere: DemoGown[] = catalog.topSellersNotStocked;
  return toCatalogCsv([...stocked, ...elsewhere]);
}
