import { describe, expect, it } from '@jest/globals';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { GoalsProgressResponse, TeamBoardResponse } from '@bridal/shared/coaching/goal-standing';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { standingOf } from '../utils/standing-fixture';
import { GoalsReportView } from './goals-report-section';
import { TeamBoardView } from './team-board-section';
import { YourGoalsView } from './your-goals-card';

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <ChakraProvider value={defaultSystem}>
      <MemoryRouter>{node}</MemoryRouter>
    </ChakraProvider>,
  );

const progress = (scope: 'own' | 'boutique', people: GoalsProgressResponse['people']): GoalsProgressResponse => ({
  today: '2025-06-15',
  scope,
  people,
});
const ivy = { consultantId: 'c1', name: 'Ivy Lace', goals: [standingOf()] };
const may = {
  consultantId: 'c2',
  name: 'May Tulle',
  goals: [standingOf({ improvement: 0.5, met: false, status: 'not_yet' as const }, { id: 'g2', consultantId: 'c2' })],
};

describe("the dashboard's 'Your Goals'", () => {
  it('shows each goal compact: value against target, counts and period', () => {
    const html = render(<YourGoalsView progress={progress('own', [ivy])} />);
    expect(html).toContain('Your Goals');
    expect(html).toContain('against a target of 40 % by Jun 30, 2025');
    expect(html).toContain('2 of 5 brides bought, Jun 1, 2025 – Jun 15, 2025');
    expect(html).not.toContain('from the starting point');
  });

  it('says when she has none yet, and while they load', () => {
    expect(render(<YourGoalsView progress={progress('own', [{ ...ivy, goals: [] }])} />)).toContain(
      'No measurable goals yet.',
    );
    expect(render(<YourGoalsView progress={undefined} />)).toContain('Loading your goals...');
  });
});

describe("the reports' goals", () => {
  it("lists an admin's team person by person, each name linking to her goal page", () => {
    const html = render(
      <GoalsReportView
        progress={progress('boutique', [ivy, may])}
        goalsPathOf={(id) => `/admin/1/consultants/${id}/goals`}
      />,
    );
    expect(html).toMatch(/<a[^>]*href="\/admin\/1\/consultants\/c1\/goals"[^>]*>Ivy Lace<\/a>/);
    expect(html).toContain('May Tulle');
    expect(html).toContain('50 % of the way from the starting point');
  });

  it('shows a consultant her own goals without a name, and says when there are none', () => {
    const own = render(<GoalsReportView progress={progress('own', [ivy])} />);
    expect(own).toContain('Your Goals');
    expect(own).not.toContain('Ivy Lace</h3>');
    expect(render(<GoalsReportView progress={progress('own', [{ ...ivy, goals: [] }])} />)).toContain(
      'No measurable goals yet.',
    );
    expect(render(<GoalsReportView progress={progress('boutique', [])} />)).toContain(
      'No one has a measurable goal yet.',
    );
  });
});

describe('the team board', () => {
  const board: TeamBoardResponse = {
    enabled: true,
    today: '2025-06-15',
    ranked: [
      { ...ivy, improvement: 1 },
      { ...may, improvement: 0.5 },
    ],
    notYetMeasured: [
      {
        consultantId: 'c3',
        name: 'Dora Satin',
        improvement: null,
        goals: [standingOf({ improvement: null }, { id: 'g3' })],
      },
    ],
    withoutGoals: [{ consultantId: 'c4', name: 'Nell Organza' }],
    team: { period: { from: '2025-06-01', to: '2025-06-15' }, completed: 8, sales: 5, bridesSeen: 8, bridesBought: 5 },
  };

  it('ranks by improvement with each one’s goals, counts and period, and lists the rest apart', () => {
    const html = render(<TeamBoardView board={board} />);
    expect(html).toContain('never by a raw figure');
    expect(html).toContain('1. Ivy Lace');
    expect(html).toContain('2. May Tulle');
    expect(html.indexOf('1. Ivy Lace')).toBeLessThan(html.indexOf('2. May Tulle'));
    expect(html).toContain('100 %');
    expect(html).toContain('Not enough to compare yet');
    expect(html).toContain('Dora Satin');
    expect(html).toContain('No current goal: Nell Organza.');
    expect(html).toContain('The team, Jun 1, 2025 – Jun 15, 2025: 8 appointments, 5 sales, 5 of 8 brides bought.');
  });

  it('when off, points an admin to the settings and shows a consultant nothing', () => {
    const off: TeamBoardResponse = { enabled: false, message: 'The team board is off.' };
    const admin = render(<TeamBoardView board={off} settingsPath="/admin/1/settings" />);
    expect(admin).toContain('The team board is off.');
    expect(admin).toMatch(/href="\/admin\/1\/settings"/);
    expect(render(<TeamBoardView board={off} />)).not.toContain('Team Board');
  });
});
