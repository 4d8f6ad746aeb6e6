import type { Evaluation } from './evaluate-recommendations';

/** A clear margin on style: this many percentage points above the better baseline. */
const styleMarginPoints = 20;
/** Her class's judge: at least this share of the picks the shop could make (her limits' goal). */
const fitGoalPercent = 90;

const classNames: Record<Evaluation['byClass'][number]['limitClass'], string> = {
  exclusions: 'Exclusions',
  colour: 'Colour',
  coverage: 'Coverage',
  bump: 'Bump',
  'big-budget': 'Big budget',
  'by-name': 'Asked for by name',
  'no-size': 'No size',
  overall: 'Overall',
};

const share = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : null);
const percent = (part: number, whole: number) => {
  const value = share(part, whole);
  return value === null ? '—' : `${value.toFixed(value === 100 || value === 0 ? 0 : 1)} %`;
};
const mark = (met: boolean) => (met ? '✅' : '❌');
const cell = (text: string) => text.replace(/\|/g, '\\|');
/** A share with its goal marked, for the analyst's lines; '—' when nothing was judged. */
const against = (part: number, whole: number, goal: number, marked: boolean) => {
  const value = share(part, whole);
  if (value === null || !marked) return percent(part, whole);
  return `${percent(part, whole)} ${mark(value >= goal - 1e-9)}`;
};
const round = (value: number) => Math.round(value * 100) / 100;

/** Her limits by class: budget, size and exclusions (goal 100 %) and her class's judge (goal 90 %). */
function classLines(evaluation: Evaluation): string[] {
  const lines = [
    '### Her limits, by class (every inventory)',
    '',
    `Goals for the built-in analyst: 100 % of picks within budget, within her size and within her exclusions; fit (her class's judge) at least ${fitGoalPercent} %.`,
    '',
    '| Class | Brides | Pick list | Lists | In budget | In her size | Within her exclusions | Fit | Lists judged on fit | Nothing on her shelf |',
    '| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const { limitClass, brides, method, tally } of evaluation.byClass) {
    const marked = method === 'built-in analyst';
    lines.push(
      `| ${classNames[limitClass]} | ${brides} | ${method} | ${round(tally.lists)} | ${against(tally.inBudget, tally.budgetPicks, 100, marked)} | ${against(tally.inSize, tally.sizePicks, 100, marked)} | ${against(tally.inExclusions, tally.exclusionPicks, 100, marked)} | ${against(tally.fits, tally.fitPicks, fitGoalPercent, marked)} | ${round(tally.fitLists)} | ${round(tally.emptyShelves)} |`,
    );
  }
  lines.push(
    '',
    "How the limits are judged, from the sheets' own cells and each bride's hand-written truth (never by the analyst's readers):",
    '',
    '- *Within her exclusions*: every pick is judged, like her size, on the fact her rule names (silhouette, neckline, sleeve length, fabric, colour by name, train, back, hem length, embellishment). A fact a sheet has no column for is unknown, and the pick is not judged on it: the two older sheets have no back, slit, maternity or embellishment column (only a beaded or sequin fabric says), and their hem and garment come from the silhouette (a tea-length dress is a short dress).',
    "- *Fit* is her class's judge: exclusions kept (and, for a bride whose words only sound like a no, her stated style met: 'I don't mind a train' asked for one); her colour's family (a bride who said nothing: the first pick a bridal shade, never black first); her coverage minimum (sleeve length, covered shoulders, covered back, high neckline, no slit); for a bump, a maternity piece or an empire or A-line waist, never a fitted bodice or corset; for a big budget, a price at or above the floor of her range (half her typed amount, or the foot of an open band); the piece she named (suit, jumpsuit, separates, short dress); for a bride with no size, a gown made in at least half of US 6–16 (no narrow plus-only or petite-only run).",
    '- *Fit counts only what the shop could do*: her shelf is every dress in her size (when known) and within her budget (when she gave one). When k dresses on it meet her limit, a list is expected to hold at most k of them (fitting picks are capped at k, and so are the picks counted); a list whose shelf holds none is not judged on fit and is counted under *Nothing on her shelf*. The baselines are judged the same way.',
    '',
  );
  return lines;
}

/** The evaluation as Markdown: the summary with the targets, then each bride's analyst picks. */
export function formatEvaluation(evaluation: Evaluation): string {
  const lines = [
    '## Recommendation evaluation',
    '',
    'Shares are of the pulled dresses each applies to: budget where she gave one (a labelled stretch pick counted on its own), size where her size is known, style where she stated one, venue where she named one. Random pick: the mean of 30 seeded draws of three.',
    '',
    '| Inventory | Pick list | Lists | Picks / list | In budget | Stretch picks | In her size | Her style | Suits the venue | Silhouettes / list |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const { inventory, method, tally } of evaluation.summary) {
    const perList = (value: number) => (tally.lists > 0 ? (value / tally.lists).toFixed(2) : '—');
    lines.push(
      `| ${inventory} | ${method} | ${tally.lists} | ${perList(tally.picks)} | ${percent(tally.inBudget, tally.budgetPicks)} | ${Math.round(tally.stretch * 100) / 100} | ${percent(tally.inSize, tally.sizePicks)} | ${percent(tally.inStyle, tally.stylePicks)} | ${percent(tally.inVenue, tally.venuePicks)} | ${perList(tally.silhouettes)} |`,
    );
  }
  const all = (method: string) =>
    evaluation.summary.find((row) => row.inventory === 'all' && row.method === method)!.tally;
  const analyst = all('built-in analyst');
  const styleOf = (method: string) => share(all(method).inStyle, all(method).stylePicks) ?? 0;
  const baseline = Math.max(styleOf('random pick'), styleOf('top sellers only'));
  const margin = styleOf('built-in analyst') - baseline;
  const stretchPerList = evaluation.brides.every((entry) => entry.tally.stretch <= 1);
  const classAnalyst = evaluation.byClass.filter(
    (row) => row.method === 'built-in analyst' && row.limitClass !== 'overall',
  );
  const fitShare = (tally: (typeof classAnalyst)[number]['tally']) => share(tally.fits, tally.fitPicks);
  const fitFailures = classAnalyst.filter((row) => (fitShare(row.tally) ?? 100) < fitGoalPercent);
  const fitNamed = classAnalyst
    .map((row) => `${classNames[row.limitClass]} ${percent(row.tally.fits, row.tally.fitPicks)}`)
    .join(', ');
  lines.push(
    '',
    '| Target (built-in analyst, every inventory) | Result | Met |',
    '| --- | --- | :---: |',
    `| 100 % of non-stretch picks within her budget | ${percent(analyst.inBudget, analyst.budgetPicks)} | ${mark(analyst.inBudget === analyst.budgetPicks)} |`,
    `| At most one stretch pick per list, never more than 15 % over | ${analyst.stretch} stretch, ${analyst.stretchTooFar} too far | ${mark(stretchPerList && analyst.stretchTooFar === 0)} |`,
    `| 100 % in her size where it is known | ${percent(analyst.inSize, analyst.sizePicks)} | ${mark(analyst.inSize === analyst.sizePicks)} |`,
    `| Style: at least ${styleMarginPoints} points above the better baseline | ${margin >= 0 ? '+' : ''}${margin.toFixed(1)} points | ${mark(margin >= styleMarginPoints)} |`,
    `| 100 % within her exclusions | ${percent(analyst.inExclusions, analyst.exclusionPicks)} | ${mark(analyst.inExclusions === analyst.exclusionPicks)} |`,
    `| Her limits: fit at least ${fitGoalPercent} % in every class | ${fitNamed || '—'} | ${mark(fitFailures.length === 0)} |`,
    '',
    ...classLines(evaluation),
    `Ran in ${(evaluation.elapsedMs / 1000).toFixed(1)} s.`,
    '',
    '### The analyst’s picks per bride',
    '',
    '| Bride | Inventory | Picks | In budget | In size | Style | Venue | Class | Exclusions | Fit | Pulled |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | --- |',
  );
  for (const { bride, limitClass, inventory, tally, picks } of evaluation.brides) {
    const ratio = (part: number, whole: number) => (whole > 0 ? `${part}/${whole}` : '—');
    const fit =
      limitClass === undefined ? '—' : tally.emptyShelves > 0 ? 'none on shelf' : ratio(tally.fits, tally.fitPicks);
    lines.push(
      `| ${cell(bride)} | ${inventory} | ${tally.picks} | ${ratio(tally.inBudget, tally.budgetPicks)}${tally.stretch > 0 ? ' +1 stretch' : ''} | ${ratio(tally.inSize, tally.sizePicks)} | ${ratio(tally.inStyle, tally.stylePicks)} | ${ratio(tally.inVenue, tally.venuePicks)} | ${limitClass ? classNames[limitClass] : '—'} | ${ratio(tally.inExclusions, tally.exclusionPicks)} | ${fit} | ${cell(picks.join('; '))} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}
