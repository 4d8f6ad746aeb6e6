import { describe, expect, it } from '@jest/globals';
import { ruledDress } from '@bridal/testing/fixtures/analysis-fixtures';
import type { Dress } from '../../dresses/dress';
import { type LimitFacts, nothingKnown } from '../../dresses/limit-facts';
import { type HerLimits, noLimits } from '../her-words/her-limits';
import { breakOfHerLimits, type SheetStates, sheetStates } from './her-limit-rules';

/*
 * The rules her limits make, on facts written out by hand: what a dress is is read elsewhere
 * (read-limit-facts.ts), what she said too (her-words/); here only what breaks what.
 */

const facts = (fields: Partial<LimitFacts> = {}): LimitFacts => ({ ...nothingKnown, ...fields });

const statesAll: SheetStates = { sleeveLength: true, shoulders: true, back: true, necklineHeight: true };
const statesNone: SheetStates = { sleeveLength: false, shoulders: false, back: false, necklineHeight: false };
const limits = (fields: Partial<HerLimits>): HerLimits => ({ ...noLimits, ...fields });
const gown = (fields: Partial<Dress> = {}) => ruledDress(1, { silhouette: 'a-line', neckline: 'v-neck', ...fields });

describe('what she ruled out', () => {
  it('keeps out the attribute she named, on the tag or in the description, and names it with her words', () => {
    const noStrapless = limits({
      exclusions: [{ attribute: 'neckline', value: 'strapless', quote: 'I would never wear a strapless gown' }],
    });
    expect(breakOfHerLimits(gown({ neckline: 'strapless' }), facts(), noStrapless, statesAll)).toEqual({
      key: 'exclusion:neckline:strapless',
      label: 'strapless (she said: "I would never wear a strapless gown")',
    });
    expect(breakOfHerLimits(gown({ neckline: 'sweetheart' }), facts(), noStrapless, statesAll)).toBeNull();

    const noLace = limits({ exclusions: [{ attribute: 'fabric', value: 'lace', quote: 'no lace please' }] });
    const appliques = gown({ fabric: 'tulle', description: 'Tulle skirt with lace appliques on the bodice' });
    expect(breakOfHerLimits(appliques, facts(), noLace, statesAll)?.key).toBe('exclusion:fabric:lace');
    expect(
      breakOfHerLimits(gown({ fabric: 'crepe', description: 'Clean crepe' }), facts(), noLace, statesAll),
    ).toBeNull();
  });

  it('rules out a colour by its name or its family, and any train or any sleeve when she said so', () => {
    const noIvory = limits({ exclusions: [{ attribute: 'colour', value: 'ivory', quote: 'not white or ivory' }] });
    const ivory = facts({ colour: { names: ['ivory/champagne'], family: 'light-neutral' } });
    expect(breakOfHerLimits(gown(), ivory, noIvory, statesAll)?.key).toBe('exclusion:colour:ivory');
    const blush = facts({ colour: { names: ['blush'], family: 'pink' } });
    expect(breakOfHerLimits(gown(), blush, noIvory, statesAll)).toBeNull();
    const noWhites = limits({ exclusions: [{ attribute: 'colour', value: 'light-neutral', quote: 'nothing white' }] });
    expect(breakOfHerLimits(gown(), ivory, noWhites, statesAll)?.key).toBe('exclusion:colour:light-neutral');

    const noTrain = limits({ exclusions: [{ attribute: 'train', value: 'train', quote: 'no train at all' }] });
    expect(breakOfHerLimits(gown({ train: 'sweep' }), facts(), noTrain, statesAll)?.label).toMatch(/^a train /);
    expect(breakOfHerLimits(gown({ train: 'none' }), facts(), noTrain, statesAll)).toBeNull();
    expect(breakOfHerLimits(gown({ train: null }), facts(), noTrain, statesAll)).toBeNull();

    const noSleeves = limits({
      exclusions: [{ attribute: 'sleeves', value: 'sleeves', quote: "I don't want sleeves" }],
    });
    expect(
      breakOfHerLimits(gown({ sleeves: null }), facts({ sleeveLength: 'cap' }), noSleeves, statesAll),
    ).not.toBeNull();
    expect(breakOfHerLimits(gown({ sleeves: null }), facts({ sleeveLength: 'none' }), noSleeves, statesAll)).toBeNull();
    const offShoulderSleeves = gown({ neckline: 'strapless', sleeves: 'off-the-shoulder' });
    expect(breakOfHerLimits(offShoulderSleeves, facts(), noSleeves, statesAll)).not.toBeNull();
  });

  it('takes "no open back" for every back that shows her skin, and embellishments and lengths as named', () => {
    const noOpenBack = limits({ exclusions: [{ attribute: 'back', value: 'open', quote: 'no open back' }] });
    for (const back of ['open', 'low', 'keyhole'] as const) {
      expect(breakOfHerLimits(gown(), facts({ back }), noOpenBack, statesAll)).not.toBeNull();
    }
    expect(breakOfHerLimits(gown(), facts({ back: 'zip' }), noOpenBack, statesAll)).toBeNull();
    const noBeads = limits({ exclusions: [{ attribute: 'embellishment', value: 'beading', quote: 'no beading' }] });
    expect(breakOfHerLimits(gown(), facts({ embellishments: ['beading'] }), noBeads, statesAll)).not.toBeNull();
    expect(breakOfHerLimits(gown(), facts({ embellishments: ['pearls'] }), noBeads, statesAll)).toBeNull();
  });
});

describe('the least a dress must cover', () => {
  const covered = limits({
    coverage: {
      sleeves: 'elbow',
      shoulders: true,
      back: true,
      highNeckline: false,
      noSlit: true,
      quotes: ['sleeves past the elbow, shoulders and back covered, no slit'],
    },
  });
  const modest = facts({ sleeveLength: 'long', shoulders: 'covered', back: 'covered', slit: false });

  it('keeps a dress that covers as much as she asked, and none that covers less', () => {
    expect(breakOfHerLimits(gown(), modest, covered, statesAll)).toBeNull();
    expect(breakOfHerLimits(gown(), { ...modest, sleeveLength: 'three-quarter' }, covered, statesAll)).toBeNull();
    expect(breakOfHerLimits(gown(), { ...modest, sleeveLength: 'cap' }, covered, statesAll)?.key).toBe(
      'coverage:sleeves:elbow',
    );
    expect(breakOfHerLimits(gown(), { ...modest, shoulders: 'bare' }, covered, statesAll)?.key).toBe(
      'coverage:shoulders',
    );
    expect(breakOfHerLimits(gown(), { ...modest, back: 'low' }, covered, statesAll)?.key).toBe('coverage:back');
    expect(breakOfHerLimits(gown(), { ...modest, slit: true }, covered, statesAll)?.key).toBe('coverage:slit');
  });

  it('leaves out a dress whose coverage the sheet does not state when it states it for others, not otherwise', () => {
    const unstated = facts({ slit: null });
    expect(breakOfHerLimits(gown(), unstated, covered, statesAll)).not.toBeNull();
    expect(breakOfHerLimits(gown(), unstated, covered, statesNone)).toBeNull();
  });

  it('knows what the sheet states from its dresses', () => {
    expect(sheetStates([facts(), facts({ sleeveLength: 'long' })])).toEqual({
      sleeveLength: true,
      shoulders: false,
      back: false,
      necklineHeight: false,
    });
  });
});

describe('a bump', () => {
  const expecting = limits({ bump: { reason: 'she is due in March' } });

  it('keeps out a fitted bodice unless it is made for a bump', () => {
    expect(
      breakOfHerLimits(gown({ silhouette: 'mermaid' }), facts({ fittedBodice: true }), expecting, statesAll),
    ).toEqual({ key: 'bump:fitted', label: 'a fitted bodice (she is due in March)' });
    expect(breakOfHerLimits(gown(), facts({ fittedBodice: true, maternity: true }), expecting, statesAll)).toBeNull();
    expect(breakOfHerLimits(gown(), facts({ fittedBodice: true }), noLimits, statesAll)).toBeNull();
  });
});
