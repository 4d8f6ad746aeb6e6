import { describe, expect, it } from '@jest/globals';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { GoalSuggestion } from '@bridal/shared/coaching/goal-suggestions';
import { renderToStaticMarkup } from 'react-dom/server';
import { standingOf } from '../utils/standing-fixture';
import { GoalSuggestionsCard } from './goal-suggestions-card';

const suggestions: GoalSuggestion[] = [
  { measure: 'contact_ratio', behaviourKey: null, label: 'Closing ratio (brides)', words: 'close more' },
  { measure: 'average_sale', behaviourKey: null, label: 'Average sale', words: 'bigger tickets' },
];

const render = (coachingGoals: string, offered = suggestions) =>
  renderToStaticMarkup(
    <ChakraProvider value={defaultSystem}>
      <GoalSuggestionsCard
        coachingGoals={coachingGoals}
        suggestions={offered}
        goals={[standingOf()]}
        onAdd={() => undefined}
      />
    </ChakraProvider>,
  );

describe('her free-text goals and what they suggest', () => {
  it('shows her goals and offers each measure they name, one already set marked as such', () => {
    const html = render('Close more.\nBigger tickets.');
    expect(html).toContain('Close more.\nBigger tickets.');
    expect(html).toContain('Suggested from her goals: <span');
    expect(html).toContain('Average sale');
    expect(html).toContain('(“bigger tickets”)');
    expect(html).toMatch(/<button[^>]*>Add<.*? a goal: Average sale<\/span><\/button>/);
    // Closing is already one of her open goals.
    expect(html).toContain('Already a goal');
    expect(html.match(/>Add</g)).toHaveLength(1);
  });

  it('says when no coaching goals are written, and offers nothing', () => {
    const html = render('   ', []);
    expect(html).toContain('None written yet.');
    expect(html).not.toContain('Suggested from her goals');
  });
});
