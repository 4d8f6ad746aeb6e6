import { describe, expect, it } from '@jest/globals';
import { type EvalBride, evalBrides, limitClasses } from './eval-brides';
import { evaluateRecommendations } from './evaluate-recommendations';
import { formatEvaluation } from './format-evaluation';
import { fitsHerLimit, withinExclusions } from './judge-picks';
import type { DressTruth } from './sheet-truth';

const tableRows = (markdown: string, header: string) => {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.startsWith(header));
  expect(start).toBeGreaterThanOrEqual(0);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );
  }
  return rows;
};

describe('npm run eval:recommendations', () => {
  it('scores three brides against every inventory and both baselines in one Markdown table', async () => {
    const brides = evalBrides.filter((bride) =>
      ['size-20-under-2000', 'under-1000-boho', 'beach-size-unknown'].includes(bride.key),
    );
    expect(brides).toHaveLength(3);
    const evaluation = await evaluateRecommendations({ brides });
    const markdown = formatEvaluation(evaluation);

    const summary = tableRows(markdown, '| Inventory | Pick list |');
    // Three inventories and 'all', each with the analyst, the random pick and the top sellers.
    expect(summary).toHaveLength(12);
    expect(summary.every((row) => row.length === 10)).toBe(true);
    expect(summary.map((row) => `${row[0]} / ${row[1]}`)).toEqual(
      ['belle-and-veil', 'maison-lumiere', 'ivy-and-aisle', 'all'].flatMap((inventory) =>
        ['built-in analyst', 'random pick', 'top sellers only'].map((method) => `${inventory} / ${method}`),
      ),
    );
    for (const row of summary) expect(row[4]).toMatch(/^(\d+(\.\d)? %|—)$/);

    const targets = tableRows(markdown, '| Target');
    expect(targets).toHaveLength(6);
    expect(targets.every((row) => ['✅', '❌'].includes(row[2]!))).toBe(true);

    const perBride = tableRows(markdown, '| Bride |');
    expect(perBride).toHaveLength(9);
    // The size-20 bride's pulls: every one in budget and in her size, in every inventory.
    for (const row of perBride.filter((entry) => entry[0] === 'size-20-under-2000')) {
      expect(row[3]).toMatch(/^(\d)\/\1/);
      expect(row[4]).toMatch(/^(\d)\/\1$/);
    }
  });

  it('judges one bride of every limit class per line, the analyst against its goals', async () => {
    const brides = limitClasses.map((limitClass) => evalBrides.find((bride) => bride.limitClass === limitClass)!);
    expect(brides.every(Boolean)).toBe(true);
    const markdown = formatEvaluation(await evaluateRecommendations({ brides }));
    const classes = tableRows(markdown, '| Class |');
    // Seven classes and 'Overall', each with the analyst and both baselines.
    expect(classes).toHaveLength(24);
    expect(new Set(classes.map((row) => row[0])).size).toBe(8);
    for (const row of classes) {
      expect(row).toHaveLength(10);
      // Every share is a figure or '—'; only the analyst's lines carry a mark against the goal.
      for (const value of row.slice(4, 8)) {
        expect(value).toMatch(row[2] === 'built-in analyst' ? /^(\d+(\.\d)? % (✅|❌)|—)$/ : /^(\d+(\.\d)? %|—)$/);
      }
      // A list is either judged on fit or has nothing on her shelf that meets her limit.
      expect(Number(row[8]) + Number(row[9])).toBeCloseTo(Number(row[3]));
    }
  });
});

/** A hand-made dress, as a sheet with every limit column would give it. */
const dress = (overrides: Partial<DressTruth> = {}): DressTruth => ({
  styleNumber: 'T-1',
  price: 1800,
  silhouette: 'a-line',
  neckline: 'v-neck',
  fabric: 'tulle',
  fabrics: ['tulle'],
  sleeves: 'sleeveless',
  train: 'sweep',
  inStock: [10],
  samples: [10],
  orderRange: { min: 0, max: 26 },
  topSeller: false,
  colour: { cell: 'Ivory', names: ['ivory'], families: ['light-neutral'] },
  sleeveLength: 'none',
  shouldersCovered: false,
  highNeckline: false,
  back: 'open',
  slit: false,
  length: 'floor',
  garment: 'gown',
  maternity: false,
  embellishments: { listed: [], complete: true },
  sizeRun: { min: 0, max: 26 },
  ...overrides,
});

const bride = (limitClass: EvalBride['limitClass'], truth: Partial<EvalBride['truth']>): EvalBride => ({
  key: `test-${limitClass}`,
  limitClass,
  answers: { name: 'Test' },
  truth: { sizes: [10], style: null, venue: 'unknown', ...truth },
});

describe('the limit judges', () => {
  const judge = (subject: DressTruth, who: EvalBride, place = 0) => fitsHerLimit(subject, who, place, who.limitClass!);

  it('breaks an exclusion on the fact it names, and leaves a fact the sheet does not give unjudged', () => {
    const noStrapless = bride('exclusions', { excluded: [{ attribute: 'neckline', values: ['strapless'] }] });
    expect(judge(dress({ neckline: 'strapless' }), noStrapless)).toBe(false);
    expect(judge(dress({ neckline: 'sweetheart' }), noStrapless)).toBe(true);
    const noWhite = [{ attribute: 'colour' as const, values: ['white', 'ivory'] }];
    expect(
      withinExclusions(dress({ colour: { cell: 'Diamond White', names: ['diamond white'], families: [] } }), noWhite),
    ).toBe(false);
    expect(withinExclusions(dress({ colour: { cell: 'Blush', names: ['blush'], families: ['pink'] } }), noWhite)).toBe(
      true,
    );
    const noOpenBack = [{ attribute: 'back' as const, values: ['open' as const, 'low' as const] }];
    expect(withinExclusions(dress({ back: 'low' }), noOpenBack)).toBe(false);
    expect(withinExclusions(dress({ back: null }), noOpenBack)).toBeNull();
    const noBeading = [{ attribute: 'embellishment' as const, values: ['beading' as const] }];
    expect(withinExclusions(dress({ embellishments: { listed: ['beading'], complete: false } }), noBeading)).toBe(
      false,
    );
    expect(withinExclusions(dress({ embellishments: { listed: [], complete: false } }), noBeading)).toBeNull();
    expect(withinExclusions(dress({ fabrics: ['tulle', 'lace'] }), [{ attribute: 'fabric', values: ['lace'] }])).toBe(
      false,
    );
  });

  it('reads a false friend as a wish: her stated style must be met', () => {
    const train = bride('exclusions', { falseFriend: "I don't mind a train", style: { trains: ['cathedral'] } });
    expect(judge(dress({ train: 'cathedral' }), train)).toBe(true);
    expect(judge(dress({ train: 'none' }), train)).toBe(false);
  });

  it('matches her colour by family, and a bride who said nothing gets a bridal shade first', () => {
    const blush = bride('colour', { colour: ['pink'] });
    expect(
      judge(
        dress({ colour: { cell: 'Ivory/Blush', names: ['ivory', 'blush'], families: ['light-neutral', 'pink'] } }),
        blush,
      ),
    ).toBe(true);
    expect(judge(dress(), blush)).toBe(false);
    const unstated = bride('colour', { colour: 'unstated' });
    const black = dress({ colour: { cell: 'Black', names: ['black'], families: ['dark'] } });
    expect(judge(black, unstated, 0)).toBe(false);
    expect(judge(dress(), unstated, 0)).toBe(true);
    // Only her first pick is judged.
    expect(judge(black, unstated, 1)).toBeNull();
  });

  it('holds a dress to every coverage rule she stated', () => {
    const modest = bride('coverage', {
      coverage: { sleeves: 'three-quarter', shoulders: true, back: true, noSlit: true },
    });
    const covered = dress({ sleeveLength: 'long', shouldersCovered: true, back: 'buttons', slit: false });
    expect(judge(covered, modest)).toBe(true);
    expect(judge({ ...covered, sleeveLength: 'elbow' }, modest)).toBe(false);
    expect(judge({ ...covered, back: 'illusion' }, modest)).toBe(false);
    expect(judge({ ...covered, slit: true }, modest)).toBe(false);
    expect(judge({ ...covered, slit: null }, modest)).toBeNull();
  });

  it('allows a bump a maternity piece or an empire or A-line waist, never a fitted bodice', () => {
    const bump = bride('bump', { bump: true });
    expect(judge(dress({ silhouette: 'empire' }), bump)).toBe(true);
    expect(judge(dress({ silhouette: 'mermaid' }), bump)).toBe(false);
    expect(judge(dress({ silhouette: 'a-line', back: 'corset' }), bump)).toBe(false);
    expect(judge(dress({ silhouette: 'sheath', maternity: true }), bump)).toBe(true);
    expect(judge(dress({ silhouette: 'ball-gown' }), bump)).toBe(false);
  });

  it('keeps a big budget to the upper part of her range', () => {
    const big = bride('big-budget', { budgetFloor: 4500 });
    expect(judge(dress({ price: 6200 }), big)).toBe(true);
    expect(judge(dress({ price: 2900 }), big)).toBe(false);
  });

  it('wants the piece she named, not a look-alike', () => {
    const suit = bride('by-name', { askedFor: 'suit' });
    expect(judge(dress({ garment: 'suit' }), suit)).toBe(true);
    expect(judge(dress({ silhouette: 'jumpsuit', garment: 'jumpsuit' }), suit)).toBe(false);
  });

  it('keeps a bride with no size from gowns made only in a narrow run', () => {
    const noSize = bride('no-size', { sizes: null });
    expect(judge(dress({ sizeRun: { min: 0, max: 26 } }), noSize)).toBe(true);
    expect(judge(dress({ sizeRun: { min: 18, max: 30 } }), noSize)).toBe(false);
    expect(judge(dress({ sizeRun: { min: 0, max: 8 } }), noSize)).toBe(false);
    expect(judge(dress({ sizeRun: null }), noSize)).toBeNull();
  });
});
