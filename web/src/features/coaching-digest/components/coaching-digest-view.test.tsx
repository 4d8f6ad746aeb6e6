import { describe, expect, it } from '@jest/globals';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type {
  CoachingDigest,
  ConsultantDigestFacts,
  DigestFigure,
  DigestWeekFigures,
  TeamDigestFacts,
} from '@bridal/shared/coaching/digest';
import { noSaleReasonAdvice } from '@bridal/shared/coaching/digest';
import { renderToStaticMarkup } from 'react-dom/server';
import { CoachingDigestView } from './coaching-digest-view';

const periods = {
  lastWeek: { from: '2026-10-26', to: '2026-11-01' },
  weekBefore: { from: '2026-10-19', to: '2026-10-25' },
  window: { from: '2026-08-10', to: '2026-11-01' },
};
const share = (part: number, whole: number) => ({ part, whole, value: whole ? part / whole : null });
const figure = (
  measure: DigestFigure['measure'],
  part: number,
  whole: number,
  period = periods.lastWeek,
): DigestFigure => ({
  measure,
  period,
  ...share(part, whole),
});
const week = (sales: number, completed: number, period = periods.lastWeek): DigestWeekFigures => ({
  completed,
  sales,
  closing: figure('appointment_ratio', sales, completed, period),
  contactClosing: figure('contact_ratio', sales, completed, period),
  averageSale: { measure: 'average_sale', period, part: sales * 250_000, whole: sales, value: sales ? 250_000 : null },
  outcomesOnTime: figure('outcomes_on_time', completed, completed, period),
});
const finding = {
  kind: 'behaviour_skipped' as const,
  strength: 6,
  hers: { ...share(6, 36), period: periods.window },
  others: share(256, 320),
  behaviour: { key: 'askedForSale', label: 'Asked for the sale' },
};
const consultant: ConsultantDigestFacts = {
  kind: 'consultant',
  consultant: { id: 'ana', name: 'Ana Ruiz' },
  boutiqueName: 'Belle Bridal',
  weekStart: '2026-11-02',
  periods,
  lastWeek: week(2, 4),
  weekBefore: week(1, 3, periods.weekBefore),
  goals: [
    {
      goalId: 'g1',
      measure: 'appointment_ratio',
      behaviourKey: null,
      label: 'Closing ratio (appointments)',
      target: 0.45,
      dueOn: '2026-12-31',
      current: figure('appointment_ratio', 12, 30, { from: '2026-09-07', to: '2026-11-01' }),
      met: false,
      far: false,
    },
  ],
  topReason: {
    reason: 'budget',
    hers: share(9, 20),
    others: share(40, 200),
    period: periods.window,
    advice: noSaleReasonAdvice.budget,
  },
  weakestBehaviour: {
    key: 'askedForSale',
    label: 'Asked for the sale',
    hers: share(6, 36),
    others: share(256, 320),
    period: periods.window,
    supported: true,
    advice: 'Ask for the sale.',
  },
  findings: [finding],
  focus: {
    kind: 'behaviour_skipped',
    finding,
    action: 'Ask for the sale: when she lights up in a dress, ask “Is this your dress?”.',
  },
};
const digestOf = (facts: CoachingDigest['facts']): CoachingDigest => ({
  id: 'd1',
  kind: facts.kind,
  weekStart: '2026-11-02',
  facts,
  content: { subject: 'Your week of Oct 26 – Nov 1', paragraphs: ['Hi Ana.', 'Your focus this week.'], figures: [] },
  writtenBy: 'coach',
  mailStatus: 'sent',
  createdAt: '2026-11-02T13:05:00.000Z',
});
const render = (digest: CoachingDigest) =>
  renderToStaticMarkup(
    <ChakraProvider value={defaultSystem}>
      <CoachingDigestView digest={digest} />
    </ChakraProvider>,
  ).replaceAll('&quot;', '"');

describe('the weekly coaching page', () => {
  it("shows her focus with its evidence, her weeks and goals with counts and days, her top reason's advice and her weakest behaviour", () => {
    const html = render(digestOf(consultant));
    expect(html).toContain('Your week of Oct 26 – Nov 1');
    expect(html).toContain('Written by the built-in coach');
    expect(html).toContain('“Asked for the sale” in every appointment');
    expect(html).toContain('on 6 of your 36 score cards (17 %), against 80 % for the rest of the team.');
    expect(html).toContain('Last week, Oct 26 – Nov 1');
    expect(html).toContain('2 of 4 (50 %)');
    expect(html).toContain('12 of 30 (40 %) from Sep 7 to Nov 1; target 45 % by Dec 31');
    expect(html).toContain('On its way');
    expect(html).toContain('“Budget”: 9 of your 20 no-sales (45 %); the rest of the team 20 %');
    expect(html).toContain(noSaleReasonAdvice.budget);
    expect(html).toContain('“Asked for the sale”: yes on 6 of 36 (17 %) cards');
  });

  it("shows the team's digest: who needs a conversation, who moved, the top reason and everyone", () => {
    const member = {
      consultantId: 'ana',
      name: 'Ana Ruiz',
      lastWeek: figure('appointment_ratio', 4, 5),
      weekBefore: figure('appointment_ratio', 1, 5, periods.weekBefore),
      change: 0.6,
      goalsMet: 0,
      goalsFar: 1,
      focus: consultant.focus,
    };
    const team: TeamDigestFacts = {
      kind: 'team',
      boutiqueName: 'Belle Bridal',
      weekStart: '2026-11-02',
      periods,
      lastWeek: week(12, 30),
      weekBefore: week(10, 28, periods.weekBefore),
      moved: [member],
      conversations: [member],
      members: [member],
      topReason: {
        reason: 'keep_shopping',
        hers: share(54, 216),
        period: periods.window,
        advice: noSaleReasonAdvice.keep_shopping,
      },
    };
    const html = render(digestOf(team));
    expect(html).toContain('Ana Ruiz: a behaviour she skips');
    expect(html).toContain('she answered yes to “Asked for the sale” on 6 of her 36 score cards');
    expect(html).toContain('Ana Ruiz: from 1 of 5 (20 %) to 4 of 5 (80 %)');
    expect(html).toContain('“Wants to keep shopping”: 54 of 216 no-sales (25 %)');
    expect(html).toContain('0 / 1');
  });
});
