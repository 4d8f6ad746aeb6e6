import { describe, expect, it } from '@jest/globals';
import { evalBrides } from './eval-brides';
import { evaluateRecommendations } from './evaluate-recommendations';
import { formatEvaluation } from './format-evaluation';

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
  it('scores three brides against both inventories and both baselines in one Markdown table', async () => {
    const brides = evalBrides.filter((bride) =>
      ['size-20-under-2000', 'under-1000-boho', 'beach-size-unknown'].includes(bride.key),
    );
    expect(brides).toHaveLength(3);
    const evaluation = await evaluateRecommendations({ brides });
    const markdown = formatEvaluation(evaluation);

    const summary = tableRows(markdown, '| Inventory | Pick list |');
    // Two inventories and 'all', each with the analyst, the random pick and the top sellers.
    expect(summary).toHaveLength(9);
    expect(summary.every((row) => row.length === 10)).toBe(true);
    expect(summary.map((row) => `${row[0]} / ${row[1]}`)).toEqual(
      ['belle-and-veil', 'maison-lumiere', 'all'].flatMap((inventory) =>
        ['built-in analyst', 'random pick', 'top sellers only'].map((method) => `${inventory} / ${method}`),
      ),
    );
    for (const row of summary) expect(row[4]).toMatch(/^(\d+(\.\d)? %|—)$/);

    const targets = tableRows(markdown, '| Target');
    expect(targets).toHaveLength(4);
    expect(targets.every((row) => ['✅', '❌'].includes(row[2]!))).toBe(true);

    const perBride = tableRows(markdown, '| Bride |');
    expect(perBride).toHaveLength(6);
    // The size-20 bride's pulls: every one in budget and in her size, in both inventories.
    for (const row of perBride.filter((entry) => entry[0] === 'size-20-under-2000')) {
      expect(row[3]).toMatch(/^(\d)\/\1/);
      expect(row[4]).toMatch(/^(\d)\/\1$/);
    }
  });
});
