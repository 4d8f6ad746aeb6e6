import { describe, expect, it } from '@jest/globals';
import { formatMoney } from '@bridal/shared/format/money';
import { dressLabel } from '../dresses/dress';
import { emma, inventory, maya, sofia } from '@bridal/testing/fixtures/analysis-fixtures';
import { adviceContextFor, unanalysedContextFor } from '@bridal/testing/fixtures/advice-fixtures';
import { writeHelpAdvice } from './local-advisor';

const labels = new Set(inventory.map(dressLabel));
const byLabel = new Map(inventory.map((dress) => [dressLabel(dress), dress]));
const ask = (context: ReturnType<typeof adviceContextFor>, details = '') =>
  writeHelpAdvice(context, { problem: 'new-dress-recommendations', details });
/** The numbered picks: "1. **Label**: facts". */
const picked = (advice: string) => [...advice.matchAll(/^\d\. \*\*(.+?)\*\*/gm)].map((match) => match[1]!);

describe('new dress recommendations', () => {
  it('ranks the inventory again without any dress her plan already suggested, naming only real dresses', () => {
    for (const bride of [emma, maya, sofia]) {
      const context = adviceContextFor(bride);
      const suggested = new Set(
        [...context.results.inventory!.picks, ...context.results['top-sellers']!.picks].map((pick) => pick.label),
      );
      const advice = ask(context);
      const picks = picked(advice);
      expect(picks).toHaveLength(3);
      for (const label of picks) {
        expect(labels.has(label)).toBe(true);
        expect(suggested.has(label)).toBe(false);
        expect(byLabel.get(label)!.sizes.length).toBeGreaterThan(0);
      }
      // Every bold dress label anywhere in the text is an inventory dress that was not suggested.
      for (const [, bold] of advice.matchAll(/\*\*([^*]+\(.*?style .*?\))\*\*/g)) {
        expect(labels.has(bold!)).toBe(true);
        expect(suggested.has(bold!)).toBe(false);
      }
      expect(advice).toMatch(new RegExp(`Leaving out the ${suggested.size} dresses her plan already suggested`));
    }
  });

  it('gives two brides different dresses, each for her budget and occasion', () => {
    const forMaya = picked(ask(adviceContextFor(maya))).map((label) => byLabel.get(label)!);
    const forSofia = picked(ask(adviceContextFor(sofia))).map((label) => byLabel.get(label)!);
    expect(forMaya.map((dress) => dress.id)).not.toEqual(forSofia.map((dress) => dress.id));
    expect(forMaya[0]!.price).toBeGreaterThanOrEqual(3000);
    expect(forMaya[0]!.price).toBeLessThanOrEqual(5000);
    for (const dress of forMaya) expect(['cathedral', 'royal', 'chapel']).not.toContain(dress.train);
    expect(ask(adviceContextFor(sofia))).toMatch(/an April ballroom ceremony/);
  });

  it('weighs what she said today above her survey, and stays under the cheapest suggestion when she asks for less', () => {
    const context = adviceContextFor(emma);
    const noLace = picked(ask(context, 'She does not want lace anymore and wants sleeves')).map((label) =>
      byLabel.get(label)!,
    );
    for (const dress of noLace) expect(dress.fabric).not.toBe('lace');
    expect(ask(context, 'She does not want lace anymore')).toMatch(/Tell her you listened: nothing here has lace/);

    // The cheapest of what her plan suggested, its inventory picks and its top sellers.
    const shown = [...context.results.inventory!.picks, ...(context.results['top-sellers']?.picks ?? [])];
    const cheapest = Math.min(...shown.flatMap((pick) => (pick.price === null ? [] : [pick.price])));
    const advice = ask(context, 'Everything is too expensive for her mom');
    expect(advice).toContain(`all under ${formatMoney(cheapest)} (less than the dresses already shown)`);
    for (const label of picked(advice)) expect(byLabel.get(label)!.price!).toBeLessThan(cheapest);
  });

  it('says so when the boutique has no inventory, and guides the pull instead', () => {
    const advice = ask(adviceContextFor(emma, []), 'wants sleeves');
    expect(advice).toMatch(/has not uploaded an inventory yet, so there are no dresses to name for Emma/);
    expect(advice).toMatch(/which include what she said today \(sleeves\)/);
    expect(advice).toMatch(/\*\*Silhouettes:\*\*/);
    expect(picked(advice)).toEqual([]);
  });

  it('says so when every dress in stock has already been suggested', () => {
    const few = inventory.slice(0, 3);
    const advice = ask(adviceContextFor(maya, few));
    expect(advice).toMatch(/No new dresses to suggest: every dress in stock \(3\) has already been suggested/);
    expect(picked(advice)).toEqual([]);
  });

  it('leaves nothing out when no analysis has finished yet', () => {
    const advice = ask(unanalysedContextFor(maya));
    // Of the 26, the pull rules leave out one with no sizes and 5 above her $3,000 - $5,000 budget.
    expect(advice).toMatch(/Her plan has not suggested any dresses yet; these are the best of the other 20/);
  });
});
