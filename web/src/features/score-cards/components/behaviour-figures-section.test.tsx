import { describe, expect, it } from '@jest/globals';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { type BehaviourFigures, behaviourFiguresOf } from '@bridal/shared/coaching/behaviour-figures';
import { emptyCoachingCounts } from '@bridal/shared/coaching/measures';
import { minimumCount, statisticsNote } from '@bridal/shared/coaching/statistics';
import { renderToStaticMarkup } from 'react-dom/server';
import { BehaviourFiguresView } from './behaviour-figures-section';

const behaviours = [
  { key: 'askedForSale', label: 'Asked for the sale' },
  { key: 'setNextStep', label: 'Set a next step' },
];

function group(
  consultantId: string | null,
  name: string,
  askedForSale: { yes: number; no: number; yesSold: number; noSold: number },
) {
  const counts = emptyCoachingCounts();
  counts.completed = askedForSale.yes + askedForSale.no + 2;
  counts.scoreCards = askedForSale.yes + askedForSale.no + 1;
  counts.behaviours.askedForSale = { ...askedForSale, notRelevant: 1 };
  return {
    consultantId,
    name,
    completed: counts.completed,
    scoreCards: counts.scoreCards,
    behaviours: behaviourFiguresOf(counts, behaviours),
  };
}

const figures = (scope: 'boutique' | 'own'): BehaviourFigures => ({
  timeZone: 'America/New_York',
  period: { from: '2025-06-01', to: '2025-06-30' },
  scope,
  team: group(null, 'The team', { yes: 40, no: 50, yesSold: 32, noSold: 20 }),
  byConsultant: [group('ivy', 'Ivy Stone', { yes: 3, no: 2, yesSold: 2, noSold: 1 })],
  minimumCount,
});

const render = (data: BehaviourFigures) =>
  renderToStaticMarkup(
    <ChakraProvider value={defaultSystem}>
      <BehaviourFiguresView figures={data} />
    </ChakraProvider>,
  );

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

describe("the reports' score cards", () => {
  it("shows the team's rate and closing with and without each behaviour, counts and intervals beside, and the verdict", () => {
    const html = render(figures('boutique'));
    expect(html).toContain('The team: 91 score cards for 92 completed appointments.');
    expect(html).toContain('44 %'); // 40 of 90 answered yes
    expect(html).toContain('40 of 90');
    expect(html).toContain('32 of 40');
    expect(html).toContain('20 of 50');
    expect(html).toMatch(/\d+–\d+ %/);
    expect(html).toContain('Closes more with it');
    expect(html).toContain('Not relevant on 1');
    expect(html).toContain(escaped(statisticsNote));
    expect(html).toContain('Ivy Stone');
  });

  it('opens on her own figures for a consultant, says "too few to tell" on small counts, and offers the team', () => {
    const html = render(figures('own'));
    expect(html).toContain('You: 6 score cards for 7 completed appointments.');
    expect(html).toContain('3 of 5');
    expect(html).toContain('Too few to tell');
    expect(html).not.toContain('Closes more with it');
    expect(html).toMatch(/<option[^>]*value="team"[^>]*>The team<\/option>/);
    // The choice is named by its label.
    const labelFor = /<label[^>]*for="([^"]+)"[^>]*>Whose score cards/.exec(html)?.[1];
    expect(html).toContain(`<select id="${labelFor}"`);
  });

  it('says so when the period has no score card', () => {
    const empty = figures('boutique');
    empty.team = { ...empty.team, scoreCards: 0 };
    const html = render(empty);
    expect(html).toContain('No score card in this period yet.');
    expect(html).not.toContain('<table');
    expect(html).toContain(escaped(statisticsNote));
  });
});
