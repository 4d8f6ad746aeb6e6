import type { Evaluation } from './evaluate-recommendations';

/** A clear margin on style: this many percentage points above the better baseline. */
const styleMarginPoints = 20;

const share = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : null);
const percent = (part: number, whole: number) => {
  const value = share(part, whole);
  return value === null ? '—' : `${value.toFixed(value === 100 || value === 0 ? 0 : 1)} %`;
};
const mark = (met: boolean) => (met ? '✅' : '❌');
const cell = (text: string) => text.replace(/\|/g, '\\|');

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
  lines.push(
    '',
    '| Target (built-in analyst, both inventories) | Result | Met |',
    '| --- | --- | :---: |',
    `| 100 % of non-stretch picks within her budget | ${percent(analyst.inBudget, analyst.budgetPicks)} | ${mark(analyst.inBudget === analyst.budgetPicks)} |`,
    `| At most one stretch pick per list, never more than 15 % over | ${analyst.stretch} stretch, ${analyst.stretchTooFar} too far | ${mark(stretchPerList && analyst.stretchTooFar === 0)} |`,
    `| 100 % in her size where it is known | ${percent(analyst.inSize, analyst.sizePicks)} | ${mark(analyst.inSize === analyst.sizePicks)} |`,
    `| Style: at least ${styleMarginPoints} points above the better baseline | ${margin >= 0 ? '+' : ''}${margin.toFixed(1)} points | ${mark(margin >= styleMarginPoints)} |`,
    '',
    `Ran in ${(evaluation.elapsedMs / 1000).toFixed(1)} s.`,
    '',
    '### The analyst’s picks per bride',
    '',
    '| Bride | Inventory | Picks | In budget | In size | Style | Venue | Pulled |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |',
  );
  for (const { bride, inventory, tally, picks } of evaluation.brides) {
    const ratio = (part: number, whole: number) => (whole > 0 ? `${part}/${whole}` : '—');
    lines.push(
      `| ${cell(bride)} | ${inventory} | ${tally.picks} | ${ratio(tally.inBudget, tally.budgetPicks)}${tally.stretch > 0 ? ' +1 stretch' : ''} | ${ratio(tally.inSize, tally.sizePicks)} | ${ratio(tally.inStyle, tally.stylePicks)} | ${ratio(tally.inVenue, tally.venuePicks)} | ${cell(picks.join('; '))} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}
