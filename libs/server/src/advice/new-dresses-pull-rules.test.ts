import { describe, expect, it } from '@jest/globals';
import { inventory as fixtureInventory, makeBride, maya } from '@bridal/testing/fixtures/analysis-fixtures';
import { unanalysedContextFor } from '@bridal/testing/fixtures/advice-fixtures';
import { type Dress, dressLabel } from '../dresses/dress';
import { writeHelpAdvice } from './local-advisor';
import { newDressCandidates } from './openai-advisor';
import { helpAdvicePrompt } from './prompts/help-advice-prompt';
import { rankNewDresses } from './rank-new-dresses';
import { readAdviceFacts } from './read-advice-facts';
import { readDetails } from './read-details';

const gown = (n: number, fields: Partial<Dress>): Dress => ({
  ...fixtureInventory[0]!,
  id: `40000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Gown ${n}`,
  styleNumber: `NR${n}`,
  designer: 'Atelier Rules',
  silhouette: 'a-line',
  fabric: 'chiffon',
  styles: ['boho', 'beach'],
  train: 'sweep',
  isTopSeller: false,
  ...fields,
});

const dana = makeBride({
  ...maya,
  name: 'Dana',
  answers: {
    ...maya.answers,
    name: 'Dana',
    budget: 'under-1000',
    additionalNotes: 'I wear a size 20, please only pull dresses that come in my size.',
  },
});

const inventory = [
  gown(1, { price: 890, sizes: ['20'], silhouette: 'sheath' }),
  gown(2, { price: 940, sizes: ['8'], sampleSizes: ['20'], silhouette: 'empire' }),
  gown(3, { price: 760, sizes: ['10'], orderRange: { min: 0, max: 30 } }),
  ...Array.from({ length: 8 }, (_, index) =>
    gown(10 + index, { price: 700 + index * 30, sizes: ['4', '6', '8'], isTopSeller: true, tags: ['flowy'] }),
  ),
  gown(30, { price: 1150, sizes: ['20'], isTopSeller: true }),
  gown(31, { price: 1600, sizes: ['20'], isTopSeller: true }),
];
const byLabel = new Map(inventory.map((dress) => [dressLabel(dress), dress]));
const picked = (advice: string) =>
  [...advice.matchAll(/^\d\. \*\*(.+?)\*\*/gm)].map((match) => byLabel.get(match[1]!)!);

describe('new dress recommendations under the size and budget rules', () => {
  it('recommends only dresses in her size and budget, each saying how it comes in her size', () => {
    const advice = writeHelpAdvice(unanalysedContextFor(dana, inventory), {
      problem: 'new-dress-recommendations',
      details: '',
    });
    expect(
      picked(advice)
        .map((dress) => dress.name)
        .sort(),
    ).toEqual(['Gown 1', 'Gown 2', 'Gown 3']);
    expect(advice).toContain('in stock in 20');
    expect(advice).toContain('sample in 20');
    expect(advice).toContain('orders 0-30');
    expect(advice).toMatch(/Every dress here comes in her size \(US 20\)/);
  });

  it('adds at most one labelled stretch when fewer than three fit, never more than 15 % over', () => {
    const fewer = inventory.filter((dress) => dress.name !== 'Gown 3');
    const ranking = rankNewDresses(readAdviceFacts(unanalysedContextFor(dana, fewer)), readDetails(''));
    expect(ranking.chosen.map((entry) => entry.dress.name)).toEqual([
      expect.stringMatching(/Gown [12]/),
      expect.stringMatching(/Gown [12]/),
      'Gown 30',
    ]);
    expect(ranking.picks.filter((pick) => pick.stretch).map((pick) => pick.label)).toEqual([
      'Gown 30 (Atelier Rules, style NR30)',
    ]);
  });

  it('gives the model only those candidates, the stretch marked as one', () => {
    const question = { problem: 'new-dress-recommendations' as const, details: '' };
    const context = unanalysedContextFor(
      dana,
      inventory.filter((dress) => dress.name !== 'Gown 3'),
    );
    const candidates = newDressCandidates(context, question);
    expect(candidates.map((dress) => dress.name).sort()).toEqual(['Gown 1', 'Gown 2', 'Gown 30']);
    const prompt = helpAdvicePrompt(context, question, [], candidates)
      .map((message) => String(message.content))
      .join('\n');
    expect(prompt).toContain('The one marked "stretch" is above her budget');
    const lines = prompt.split('\n').filter((line) => line.startsWith('{"id"'));
    expect(lines.filter((line) => line.includes('"stretch":true'))).toEqual([expect.stringContaining('Gown 30')]);
  });

  it('says to ask her size when it is not known', () => {
    const noSize = makeBride({ ...maya, answers: { ...maya.answers, budget: 'under-1000' } });
    const advice = writeHelpAdvice(unanalysedContextFor(noSize, inventory), {
      problem: 'new-dress-recommendations',
      details: '',
    });
    expect(advice).toContain('Her size is not known: ask her before pulling.');
    for (const dress of picked(advice)) expect(dress.price).toBeLessThanOrEqual(1000);
  });
});
