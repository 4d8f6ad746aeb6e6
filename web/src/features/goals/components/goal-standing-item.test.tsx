import { describe, expect, it } from '@jest/globals';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { standingOf } from '../utils/standing-fixture';
import { GoalStandingItem } from './goal-standing-item';

const render = (node: React.ReactNode) =>
  renderToStaticMarkup(
    <ChakraProvider value={defaultSystem}>
      <ul>{node}</ul>
    </ChakraProvider>,
  );

describe('one goal with its progress', () => {
  it('shows the value against the target, its counts and period, the baseline and the improvement', () => {
    const html = render(<GoalStandingItem standing={standingOf()} />);
    expect(html).toContain('Closing ratio (brides)');
    expect(html).toContain('Met');
    expect(html).toContain('40 %</span> against a target of 40 % by Jun 30, 2025');
    expect(html).toContain('2 of 5 brides bought, Jun 1, 2025 – Jun 15, 2025');
    expect(html).toContain('25 % before (1 of 4 brides bought, May 2, 2025 – May 31, 2025)');
    expect(html).toContain('Target reached from the starting point');
  });

  it('leaves the baseline and improvement out of the compact card, and shows a goal not met and one ended', () => {
    const compact = render(
      <GoalStandingItem
        compact
        standing={standingOf({ current: { value: 0.3, part: 3, whole: 10 }, met: false, status: 'not_yet' })}
      />,
    );
    expect(compact).toContain('30 %');
    expect(compact).toContain('Not yet');
    expect(compact).not.toContain('before (');
    expect(render(<GoalStandingItem standing={standingOf({ ended: true, met: false, status: 'ended' })} />)).toContain(
      'Ended, not met',
    );
  });

  it('says nothing has been measured rather than 0 %', () => {
    const html = render(
      <GoalStandingItem
        standing={standingOf({
          current: { value: null, part: 0, whole: 0 },
          met: null,
          status: 'no_data',
          improvement: null,
        })}
      />,
    );
    expect(html).toContain('Nothing measured yet');
    expect(html).toContain('—</span> against a target of 40 %');
    expect(html).toContain('0 of 0 brides bought');
  });
});
