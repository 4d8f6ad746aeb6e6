import { describe, expect, it } from '@jest/globals';
import { emptyCoachingCounts } from '@bridal/shared/coaching/measures';
import { defaultScoreCardBehaviours } from '@bridal/shared/coaching/score-card';
import { dressNamed } from '../../dresses/dress';
import { checkDigestWords, numbersIn } from './check-digest-words';
import { consultantDigestFacts } from './consultant-digest-facts';
import { describeDigestFacts } from './describe-digest-facts';
import { digestWeekOf } from './digest-week';

const facts = consultantDigestFacts({
  consultant: { id: 'ana', name: 'Ana Ruiz' },
  boutiqueName: 'Belle Bridal',
  week: digestWeekOf('2026-11-02'),
  behaviours: defaultScoreCardBehaviours,
  hers: {
    lastWeek: { ...emptyCoachingCounts(), completed: 8, sales: 3, bridesSeen: 8, bridesBought: 3 },
    weekBefore: emptyCoachingCounts(),
    window: emptyCoachingCounts(),
  },
  team: { window: emptyCoachingCounts(), peers: [] },
  goals: [],
});
const described = describeDigestFacts(facts);
const context = {
  knownNames: ['Ana Ruiz', 'Bea Lin', 'Grace Kelly'],
  inventory: [dressNamed({ id: 'd1', name: 'Aurora', designer: 'Maggie Sottero', styleNumber: '21MS345' })],
};
const check = (...paragraphs: string[]) =>
  checkDigestWords({ subject: 'Your week', paragraphs }, facts, described, context);

describe("a model's digest is checked against its facts", () => {
  it('reads the numbers a text states, in digits and in words', () => {
    expect(numbersIn('3 of 8 (38 %), $2,450 and 0.4 in twelve weeks, one focus')).toEqual([3, 8, 38, 2450, 0.4, 12]);
  });

  it('keeps words whose numbers and names are the facts’ own', () => {
    expect(
      check('Hi Ana, last week you closed 3 of 8 (38 %) appointments.', 'Keep doing what works at Belle Bridal.'),
    ).toEqual([]);
  });

  it('refuses a dress by its style number, and lets an ordinary word that is also a name pass', () => {
    expect(check('Hi Ana, show 21MS345 first.', 'With grace, keep doing what works.')).toEqual([
      'numbers the facts do not hold: 21, 345 (use the facts’ figures as written)',
      'a digest names no dress: 21MS345',
    ]);
  });

  it('refuses a number the facts do not hold, in digits or in words', () => {
    expect(check('Hi Ana, you closed 40 % last week.', 'Up seven points.')).toEqual([
      'numbers the facts do not hold: 40, 7 (use the facts’ figures as written)',
    ]);
  });

  it('refuses a colleague’s or a bride’s name, a dress and a link', () => {
    expect(check('Hi Ana, Bea Lin closed more, and Grace loved Aurora.', 'See www.example.com.')).toEqual([
      'names the facts do not hold: Bea, Lin, Grace',
      'a digest names no dress: Aurora',
      'write plain text: no links, HTML or markdown',
    ]);
  });
});
