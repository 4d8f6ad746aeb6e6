import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SurveyAnswers } from '@bridal/shared/survey/survey-schema';
import type { Dress } from '@bridal/server/dresses/dress';
import { createLocalProvider } from '@bridal/server/analysis/local/local-provider';
import { resolveBudget } from '@bridal/shared/budget/resolve-budget';
import { parseInventory } from '@bridal/server/inventory/parse-inventory';
import { makeBride } from '@bridal/testing/fixtures/analysis-fixtures';
import { type EvalBride, evalBrides, type LimitClass, limitClasses } from './eval-brides';
import { fitsHerLimit, matchesStyle, suitsVenue, withinExclusions } from './judge-picks';
import { type DressTruth, fitsHer, readSheetTruth, type SheetColumns } from './sheet-truth';

const here = path.dirname(fileURLToPath(import.meta.url));

/** An evaluation inventory: a sheet and where its own headers put each fact. */
interface EvalInventory {
  key: string;
  file: string;
  columns: SheetColumns;
}

const evalInventories: EvalInventory[] = [
  {
    key: 'belle-and-veil',
    file: path.join(here, 'inventories', 'belle-and-veil.csv'),
    columns: {
      styleNumber: 'Style #',
      price: 'Retail Price',
      silhouette: 'Silhouette',
      neckline: 'Neckline',
      fabric: 'Fabric',
      sleeves: 'Sleeves',
      train: 'Train',
      inStock: 'Sizes Available',
      samples: 'Sample Sz',
      orderRange: 'Size Range',
      topSeller: 'Best Seller',
      colour: 'Color',
    },
  },
  {
    key: 'maison-lumiere',
    file: path.join(here, 'inventories', 'maison-lumiere.csv'),
    columns: {
      styleNumber: 'Item No.',
      price: 'MSRP',
      silhouette: 'Shape',
      neckline: 'Neck',
      fabric: 'Material',
      sleeves: 'Sleeve Length',
      train: 'Train Length',
      inStock: 'Stock Sizes',
      samples: 'Floor Sample',
      orderRange: 'Sizes Offered',
      topSeller: 'Top Seller',
      colour: 'Shade',
    },
  },
  {
    key: 'ivy-and-aisle',
    file: path.join(here, 'inventories', 'ivy-and-aisle.csv'),
    columns: {
      styleNumber: 'Ref',
      price: 'Ticket Price',
      silhouette: 'Cut',
      neckline: 'Neck Line',
      fabric: 'Fabrication',
      sleeves: 'Sleeve Length',
      train: 'Train Style',
      inStock: 'On Hand Sizes',
      samples: 'Try-On Size',
      orderRange: 'Sizes Made',
      topSeller: 'Fast Mover',
      colour: 'Color Way',
      back: 'Back Style',
      slit: 'Slit',
      length: 'Hem Length',
      garment: 'Category',
      maternity: 'Collection',
      embellishments: 'Embellishment',
    },
  },
];

type Method = 'built-in analyst' | 'random pick' | 'top sellers only';
const methods: Method[] = ['built-in analyst', 'random pick', 'top sellers only'];

/** "Now" for every bride, so the scores do not drift with the calendar. */
const evalToday = new Date('2026-01-15T12:00:00Z');
const pullCount = 3;
const randomDraws = 30;

/** Counts that add up across lists: each share is a numerator over the picks it applies to. */
interface Tally {
  lists: number;
  picks: number;
  budgetPicks: number;
  inBudget: number;
  stretch: number;
  stretchTooFar: number;
  sizePicks: number;
  inSize: number;
  stylePicks: number;
  inStyle: number;
  venuePicks: number;
  inVenue: number;
  silhouettes: number;
  /** Picks judged on what she ruled out (where the sheet states the fact), and those clear of it. */
  exclusionPicks: number;
  inExclusions: number;
  /** Her class's judge, against what the shop has in her size and budget (see `judgeLimit`). */
  fitPicks: number;
  fits: number;
  fitLists: number;
  /** Lists not judged on fit: nothing in the shop in her size and budget meets her limit. */
  emptyShelves: number;
}

const blankTally = (): Tally => ({
  lists: 0,
  picks: 0,
  budgetPicks: 0,
  inBudget: 0,
  stretch: 0,
  stretchTooFar: 0,
  sizePicks: 0,
  inSize: 0,
  stylePicks: 0,
  inStyle: 0,
  venuePicks: 0,
  inVenue: 0,
  silhouettes: 0,
  exclusionPicks: 0,
  inExclusions: 0,
  fitPicks: 0,
  fits: 0,
  fitLists: 0,
  emptyShelves: 0,
});

function addTally(target: Tally, more: Tally, weight = 1): void {
  for (const key of Object.keys(target) as (keyof Tally)[]) target[key] += more[key] * weight;
}

interface Pulled {
  truth: DressTruth;
  stretch: boolean;
}

/**
 * The most she said she would spend: a typed amount, or the top of her range (the analyst reads a
 * typed amount as a target with room around it; a pull never goes above it unless labelled a
 * stretch). Null: no budget, or an open range.
 */
function budgetCeiling(bride: EvalBride): number | null {
  const budget = resolveBudget({
    budget: bride.answers.budget ?? '',
    customBudget: bride.answers.customBudget ?? '',
  });
  return budget ? (budget.amount ?? budget.max) : null;
}

/** What the shop has for her: the dresses in her size (when known) and within her budget (when she gave one). */
function herShelf(bride: EvalBride, dresses: readonly DressTruth[]): DressTruth[] {
  const max = budgetCeiling(bride);
  return dresses.filter(
    (dress) =>
      (bride.truth.sizes === null || fitsHer(dress, bride.truth.sizes)) &&
      (max === null || (dress.price !== null && dress.price <= max)),
  );
}

/** How many dresses on her shelf meet her class's limit: the most fitting picks a list can hold. */
function fittingOnShelf(bride: EvalBride, shelf: readonly DressTruth[]): number {
  const limitClass = bride.limitClass;
  return limitClass === undefined
    ? 0
    : shelf.filter((dress) => fitsHerLimit(dress, bride, 0, limitClass) === true).length;
}

/**
 * Her class's judge over one list, against what the shop has: when only k dresses in her size and
 * budget meet her limit, a list is expected to hold at most k of them, and a list is not judged at
 * all when there are none (a pick the analyst cannot make does not count against it).
 */
function judgeLimit(tally: Tally, bride: EvalBride, pulled: readonly Pulled[], fitting: number): void {
  const limitClass = bride.limitClass;
  if (limitClass === undefined) return;
  const verdicts = pulled
    .map(({ truth }, place) => fitsHerLimit(truth, bride, place, limitClass))
    .filter((verdict) => verdict !== null);
  if (fitting === 0) {
    tally.emptyShelves += 1;
    return;
  }
  const expected = Math.min(fitting, verdicts.length);
  tally.fitLists += 1;
  tally.fitPicks += expected;
  tally.fits += Math.min(verdicts.filter(Boolean).length, expected);
}

/** One pick list judged against what she said, by the sheet's own cells. */
function judge(bride: EvalBride, pulled: readonly Pulled[], fitting: number): Tally {
  const tally = blankTally();
  tally.lists = 1;
  tally.picks = pulled.length;
  const max = budgetCeiling(bride);
  for (const { truth, stretch } of pulled) {
    if (max !== null) {
      if (stretch) {
        tally.stretch += 1;
        if (truth.price === null || truth.price > max * 1.15) tally.stretchTooFar += 1;
      } else {
        tally.budgetPicks += 1;
        if (truth.price !== null && truth.price <= max) tally.inBudget += 1;
      }
    }
    if (bride.truth.sizes) {
      tally.sizePicks += 1;
      if (fitsHer(truth, bride.truth.sizes)) tally.inSize += 1;
    }
    if (bride.truth.style) {
      tally.stylePicks += 1;
      if (matchesStyle(truth, bride.truth.style, bride.truth.avoid)) tally.inStyle += 1;
    }
    if (bride.truth.venue !== 'unknown') {
      tally.venuePicks += 1;
      if (suitsVenue(truth, bride.truth.venue)) tally.inVenue += 1;
    }
    // A hard rule like her size: every pick is judged, however few dresses the shop has clear of it.
    const kept = bride.truth.excluded?.length ? withinExclusions(truth, bride.truth.excluded) : null;
    if (kept !== null) {
      tally.exclusionPicks += 1;
      if (kept) tally.inExclusions += 1;
    }
  }
  judgeLimit(tally, bride, pulled, fitting);
  tally.silhouettes = new Set(pulled.map((entry) => entry.truth.silhouette).filter(Boolean)).size;
  return tally;
}

/** A small seeded generator: the random baseline is the same on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function randomPick<T>(items: readonly T[], count: number, next: () => number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
  return chosen;
}

interface LoadedInventory {
  key: string;
  dresses: Dress[];
  truth: Map<string, DressTruth>;
}

/** The real parser reads the sheet; the truth is read from the same cells without it. */
async function loadInventory(inventory: EvalInventory): Promise<LoadedInventory> {
  const buffer = await readFile(inventory.file);
  const fileName = path.basename(inventory.file);
  const [parsed, truth] = await Promise.all([
    parseInventory(buffer, fileName),
    readSheetTruth(buffer, fileName, inventory.columns),
  ]);
  // Picks name dresses by uuid, as the database would give them; these are fixed, for stable results.
  const prefix = 'abcdef'[Math.max(0, evalInventories.indexOf(inventory))] ?? 'f';
  const dresses = parsed.dresses.map((dress, index) => ({
    ...dress,
    id: `e0a1${prefix}000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
  }));
  const missing = dresses.filter((dress) => !truth.has(dress.styleNumber));
  if (missing.length > 0 || dresses.length !== truth.size) {
    throw new Error(`${fileName}: the parser read ${dresses.length} dresses, the sheet has ${truth.size}`);
  }
  return { key: inventory.key, dresses, truth };
}

interface BrideResult {
  bride: string;
  limitClass: LimitClass | undefined;
  inventory: string;
  tally: Tally;
  /** What the analyst pulled, for the detail table: '$1,480 12 A-line'. */
  picks: string[];
}

/** A limit class, or every bride of the run. */
export type ClassRow = LimitClass | 'overall';

export interface Evaluation {
  /** Per inventory and method, and 'all' inventories. */
  summary: { inventory: string; method: Method; tally: Tally }[];
  /** Per limit class and method over every inventory, and 'overall' (every bride, with or without a class). */
  byClass: { limitClass: ClassRow; brides: number; method: Method; tally: Tally }[];
  brides: BrideResult[];
  elapsedMs: number;
}

/** Pulls for every bride from every inventory by the analyst and by both baselines, and scores them. */
export async function evaluateRecommendations(
  options: { brides?: readonly EvalBride[]; inventories?: readonly EvalInventory[] } = {},
): Promise<Evaluation> {
  const started = performance.now();
  const brides = options.brides ?? evalBrides;
  const inventories = await Promise.all((options.inventories ?? evalInventories).map(loadInventory));
  const provider = createLocalProvider();
  const totals = new Map<string, Tally>();
  const totalOf = (inventory: string, method: Method) => {
    const key = `${inventory}\u0000${method}`;
    const tally = totals.get(key) ?? blankTally();
    totals.set(key, tally);
    return tally;
  };
  const classTotals = new Map<string, Tally>();
  // A list counts towards its inventory's line, its class's line and the overall line.
  const count = (inventory: string, bride: EvalBride, method: Method, tally: Tally, weight = 1) => {
    addTally(totalOf(inventory, method), tally, weight);
    for (const row of [bride.limitClass, 'overall'] as const) {
      if (row === undefined) continue;
      const key = `${row}\u0000${method}`;
      const total = classTotals.get(key) ?? blankTally();
      classTotals.set(key, total);
      addTally(total, tally, weight);
    }
  };
  const results: BrideResult[] = [];
  for (const inventory of inventories) {
    const truthOf = (dress: Dress) => inventory.truth.get(dress.styleNumber)!;
    const topSellers = inventory.dresses.filter((dress) => dress.isTopSeller).slice(0, pullCount);
    const allTruth = [...inventory.truth.values()];
    for (const [index, bride] of brides.entries()) {
      const fitting = fittingOnShelf(bride, herShelf(bride, allTruth));
      const profile = makeBride({ name: bride.answers.name, answers: bride.answers as Partial<SurveyAnswers> });
      const { result } = await provider.run('inventory', {
        bride: profile,
        inventory: inventory.dresses,
        today: evalToday,
      });
      const byId = new Map(inventory.dresses.map((dress) => [dress.id, dress]));
      const pulled = result.picks.map((pick) => {
        const dress = byId.get(pick.dressId);
        if (!dress) throw new Error(`${bride.key}: the analyst pulled ${pick.dressId}, which is not in the inventory`);
        return { truth: truthOf(dress), stretch: (pick as { stretch?: boolean }).stretch === true, label: pick.label };
      });
      const analyst = judge(bride, pulled, fitting);
      count(inventory.key, bride, 'built-in analyst', analyst);
      results.push({
        bride: bride.key,
        limitClass: bride.limitClass,
        inventory: inventory.key,
        tally: analyst,
        picks: pulled.map(
          ({ truth, stretch }) =>
            `${truth.styleNumber} $${truth.price?.toLocaleString('en-US') ?? '?'} ${truth.silhouette}${[truth.silhouette, 'gown'].includes(truth.garment) ? '' : ` ${truth.garment}`}${truth.colour ? ` ${truth.colour.cell.toLowerCase()}` : ''}${stretch ? ' (stretch)' : ''}`,
        ),
      });

      // The random baseline is averaged over draws, so one lucky draw does not decide it.
      const next = seeded(index * 7919 + inventory.key.length);
      const random = blankTally();
      for (let draw = 0; draw < randomDraws; draw += 1) {
        const drawn = randomPick(inventory.dresses, pullCount, next);
        addTally(
          random,
          judge(
            bride,
            drawn.map((dress) => ({ truth: truthOf(dress), stretch: false })),
            fitting,
          ),
        );
      }
      count(inventory.key, bride, 'random pick', random, 1 / randomDraws);
      count(
        inventory.key,
        bride,
        'top sellers only',
        judge(
          bride,
          topSellers.map((dress) => ({ truth: truthOf(dress), stretch: false })),
          fitting,
        ),
      );
    }
  }
  const summary: Evaluation['summary'] = [];
  for (const inventory of [...inventories.map((entry) => entry.key), 'all']) {
    for (const method of methods) {
      if (inventory !== 'all') {
        summary.push({ inventory, method, tally: totalOf(inventory, method) });
        continue;
      }
      const all = blankTally();
      for (const entry of inventories) addTally(all, totalOf(entry.key, method));
      summary.push({ inventory, method, tally: all });
    }
  }
  const byClass: Evaluation['byClass'] = [...limitClasses, 'overall' as const].flatMap((limitClass) => {
    const members = brides.filter((bride) => limitClass === 'overall' || bride.limitClass === limitClass).length;
    return members === 0
      ? []
      : methods.map((method) => ({
          limitClass,
          brides: members,
          method,
          tally: classTotals.get(`${limitClass}\u0000${method}`) ?? blankTally(),
        }));
  });
  return { summary, byClass, brides: results, elapsedMs: performance.now() - started };
}
