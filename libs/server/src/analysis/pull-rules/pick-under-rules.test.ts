import { describe, expect, it } from '@jest/globals';
import { contextFor, makeBride, maya, ruledDress } from '@bridal/testing/fixtures/analysis-fixtures';
import type { Dress } from '../../dresses/dress';
import { buildFitCriteria } from '../local/build-fit-criteria';
import { describeDressPick } from '../local/describe-dress-pick';
import { pickUnderRules } from './pick-under-rules';

const boho: Partial<Dress> = { silhouette: 'a-line', fabric: 'chiffon', styles: ['boho', 'beach'], train: 'sweep' };
const criteriaFor = (answers: Parameters<typeof makeBride>[0]['answers'], dresses: Dress[]) =>
  buildFitCriteria(contextFor(makeBride({ ...maya, answers: { ...maya.answers, ...answers } }), dresses));

describe('picking under the rules', () => {
  it('pulls at most one stretch, last, labelled in its field and its first reason', () => {
    const dresses = [
      ruledDress(1, { ...boho, price: 950, sizes: ['20'] }),
      ruledDress(2, { ...boho, silhouette: 'sheath', price: 1100, sizes: ['20'] }),
      ruledDress(3, { ...boho, silhouette: 'empire', price: 1120, sizes: ['20'] }),
    ];
    const criteria = criteriaFor({ budget: 'under-1000', additionalNotes: 'I wear a size 20.' }, dresses);
    const { chosen } = pickUnderRules(dresses, criteria, 3);
    expect(chosen.map((entry) => entry.dress.name)).toEqual(['Gown 1', expect.stringMatching(/Gown [23]/)]);
    const picks = chosen.map(describeDressPick);
    expect(picks[0]!.stretch).toBeUndefined();
    expect(picks[1]!.stretch).toBe(true);
    expect(picks[1]!.reasons[0]).toMatch(
      /^stretch pick: \$1,1\d0 is 1\d% over her under \$1,000 budget, shown because/,
    );
    expect(picks[1]!.reasons[1]).toBe('in stock in 20');
  });

  it('fills the list from her budget without a stretch when three dresses in her size fit it', () => {
    const dresses = [
      ruledDress(1, { ...boho, price: 950, sizes: ['20'] }),
      ruledDress(2, { ...boho, price: 900, sizes: ['18', '20'] }),
      ruledDress(3, { ...boho, price: 800, sizes: ['8'], orderRange: { min: 0, max: 30 } }),
      ruledDress(4, { ...boho, price: 1100, sizes: ['20'], isTopSeller: true }),
    ];
    const criteria = criteriaFor({ budget: 'under-1000', additionalNotes: 'I wear a size 20.' }, dresses);
    const { chosen } = pickUnderRules(dresses, criteria, 3);
    expect(chosen.map((entry) => entry.dress.name).sort()).toEqual(['Gown 1', 'Gown 2', 'Gown 3']);
    expect(chosen.some((entry) => entry.stretch)).toBe(false);
  });

  it('applies a caller’s own filter to the stretch too', () => {
    const dresses = [
      ruledDress(1, { ...boho, price: 950, sizes: ['20'] }),
      ruledDress(2, { ...boho, price: 1100, sizes: ['20'] }),
    ];
    const criteria = criteriaFor({ budget: 'under-1000' }, dresses);
    const { chosen } = pickUnderRules(dresses, criteria, 3, { keep: (dress) => dress.name !== 'Gown 2' });
    expect(chosen.map((entry) => entry.dress.name)).toEqual(['Gown 1']);
  });
});
