import { describe, expect, it } from '@jest/globals';
import type { NoSaleReason } from '@bridal/shared/appointments/appointment';
import type { ConsultantGoal } from '@bridal/shared/coaching/goal';
import { goalProgress } from '@bridal/shared/coaching/goal';
import { type CoachingCounts, emptyBehaviourCounts, emptyCoachingCounts } from '@bridal/shared/coaching/measures';
import { defaultScoreCardBehaviours } from '@bridal/shared/coaching/score-card';
import { wordConsultantDigest, wordTeamDigest } from './coach-words';
import { consultantDigestFacts, type ConsultantWeekInput } from './consultant-digest-facts';
import { othersOf, peerSpread } from './digest-findings';
import { digestWeekOf } from './digest-week';
import { teamDigestFacts } from './team-digest-facts';

const week = digestWeekOf('2026-11-02');

/** A record in words: appointments, sales, no-sale reasons, behaviours as [yes, no], outcomes on time. */
function record(options: {
  completed: number;
  sales: number;
  reasons?: Partial<Record<NoSaleReason, number>>;
  behaviours?: Record<string, [number, number]>;
  onTime?: number;
}): CoachingCounts {
  const counts = emptyCoachingCounts();
  counts.completed = counts.bridesSeen = counts.outcomes = options.completed;
  counts.sales = counts.bridesBought = counts.pricedSales = options.sales;
  counts.salesTotalCents = options.sales * 250_000;
  counts.noSales = options.completed - options.sales;
  counts.outcomesOnTime = options.onTime ?? options.completed;
  for (const [reason, count] of Object.entries(options.reasons ?? {})) counts.reasons[reason as NoSaleReason] = count;
  for (const [key, [yes, no]] of Object.entries(options.behaviours ?? {})) {
    counts.behaviours[key] = { ...emptyBehaviourCounts(), yes, no };
    counts.scoreCards = Math.max(counts.scoreCards, yes + no);
  }
  return counts;
}

/** Adds records up, as the team's counts are the sum of everyone's. */
function sum(records: CoachingCounts[]): CoachingCounts {
  const total = emptyCoachingCounts();
  for (const counts of records) {
    for (const key of Object.keys(total) as (keyof CoachingCounts)[]) {
      if (typeof total[key] === 'number') (total[key] as number) += counts[key] as number;
    }
    for (const [reason, count] of Object.entries(counts.reasons)) total.reasons[reason as NoSaleReason] += count;
    for (const [key, behaviour] of Object.entries(counts.behaviours)) {
      const into = (total.behaviours[key] ??= emptyBehaviourCounts());
      into.yes += behaviour.yes;
      into.no += behaviour.no;
    }
  }
  return total;
}

const allBehaviours = (yes: number, no: number) =>
  Object.fromEntries(defaultScoreCardBehaviours.map(({ key }) => [key, [yes, no] as [number, number]]));

/** A consultant of a team of nine like her: 40 appointments in 12 weeks, 16 sales, 24 no-sales. */
const typical = (behaviours: Record<string, [number, number]> = allBehaviours(32, 8)) =>
  record({
    completed: 40,
    sales: 16,
    reasons: { budget: 5, keep_shopping: 6, decision_maker_absent: 4, not_the_one: 5, fit_or_size: 4 },
    behaviours,
    onTime: 36,
  });

function input(hers: CoachingCounts, options: Partial<ConsultantWeekInput> & { peers?: CoachingCounts[] } = {}) {
  const peers = options.peers ?? Array.from({ length: 8 }, () => typical());
  const lastWeek = record({ completed: 4, sales: 2 });
  return {
    consultant: { id: 'ana', name: 'Ana Ruiz' },
    boutiqueName: 'Belle Bridal',
    week,
    behaviours: defaultScoreCardBehaviours,
    hers: { lastWeek, weekBefore: record({ completed: 3, sales: 1 }), window: hers },
    team: { window: sum([hers, ...peers]), peers },
    goals: [],
    ...options,
  } satisfies ConsultantWeekInput;
}

const goal = (overrides: Partial<ConsultantGoal>): ConsultantGoal => ({
  id: 'goal-1',
  consultantId: 'ana',
  measure: 'appointment_ratio',
  behaviourKey: null,
  target: 0.5,
  startsOn: '2026-09-07',
  dueOn: '2026-12-31',
  ...overrides,
});

const goalPeriod = { from: '2026-09-07', to: '2026-11-01' };

describe('the digest periods', () => {
  it('read the week before the Monday it is sent, the week before that and 12 weeks', () => {
    expect(week).toEqual({
      weekStart: '2026-11-02',
      isoWeek: '2026-W45',
      periods: {
        lastWeek: { from: '2026-10-26', to: '2026-11-01' },
        weekBefore: { from: '2026-10-19', to: '2026-10-25' },
        window: { from: '2026-08-10', to: '2026-11-01' },
      },
    });
    expect(digestWeekOf('2027-01-04').isoWeek).toBe('2027-W01');
    expect(() => digestWeekOf('2026-11-03')).toThrow('not a Monday');
  });
});

describe("a consultant's digest facts", () => {
  it('names a behaviour she skips, with her counts against the rest of the team, as the one focus', () => {
    const hers = typical({ ...allBehaviours(32, 8), askedForSale: [6, 30] });
    const facts = consultantDigestFacts(input(hers));

    expect(facts.findings).toHaveLength(1);
    expect(facts.focus).toEqual({
      kind: 'behaviour_skipped',
      finding: expect.objectContaining({
        kind: 'behaviour_skipped',
        behaviour: { key: 'askedForSale', label: 'Asked for the sale' },
        hers: { part: 6, whole: 36, value: 6 / 36, period: week.periods.window },
        others: { part: 256, whole: 320, value: 0.8 },
      }),
      action: 'Ask for the sale: when she lights up in a dress, ask “Is this your dress?”.',
    });
    expect(facts.weakestBehaviour).toMatchObject({ key: 'askedForSale', supported: true });
  });

  it('names the reason that dominates her losses, with what to do about it', () => {
    const hers = record({
      completed: 40,
      sales: 16,
      reasons: { decision_maker_absent: 15, budget: 3, not_the_one: 6 },
    });
    const facts = consultantDigestFacts(input(hers));

    expect(facts.focus.kind).toBe('no_sale_reason');
    expect(facts.focus.finding).toMatchObject({
      reason: 'decision_maker_absent',
      hers: { part: 15, whole: 24 },
      others: { part: 32, whole: 192 },
    });
    expect(facts.focus.action).toContain('invite her decision-maker to the next visit, or to a video call');
    expect(facts.topReason).toMatchObject({ reason: 'decision_maker_absent', hers: { part: 15, whole: 24 } });
  });

  it('names a goal she is far from, measured over the goal’s own days', () => {
    const closing = goalProgress(goal({}), record({ completed: 50, sales: 10 }), goalPeriod, '2026-11-01');
    const facts = consultantDigestFacts({ ...input(typical()), goals: [closing] });

    expect(facts.focus.kind).toBe('goal_behind');
    expect(facts.focus.finding).toMatchObject({
      goal: { goalId: 'goal-1', measure: 'appointment_ratio', label: 'Closing ratio (appointments)', target: 0.5 },
      hers: { part: 10, whole: 50, value: 0.2, period: goalPeriod },
    });
    expect(facts.goals).toEqual([expect.objectContaining({ goalId: 'goal-1', far: true, met: false })]);
  });

  it('does not call a goal far off that is a few points short, or measured on a handful', () => {
    const close = goalProgress(goal({}), record({ completed: 50, sales: 21 }), goalPeriod, '2026-11-01');
    const few = goalProgress(goal({ id: 'goal-2' }), record({ completed: 4, sales: 0 }), goalPeriod, '2026-11-01');
    const facts = consultantDigestFacts({ ...input(typical()), goals: [close, few] });
    expect(facts.findings).toEqual([]);
    expect(facts.goals.map((entry) => entry.far)).toEqual([false, false]);
  });

  it('reads a recent goal with few counts of its own against her 12 weeks, unless its own days say otherwise', () => {
    const recentPeriod = { from: '2026-10-05', to: '2026-11-01' };
    const recent = (sales: number) =>
      goalProgress(goal({ startsOn: '2026-10-05' }), record({ completed: 6, sales }), recentPeriod, '2026-11-01');
    const hers = record({
      completed: 40,
      sales: 8,
      reasons: { budget: 7, keep_shopping: 8, decision_maker_absent: 5, not_the_one: 7, fit_or_size: 5 },
      behaviours: allBehaviours(32, 8),
      onTime: 36,
    });

    const far = consultantDigestFacts({ ...input(hers), goals: [recent(1)] });
    expect(far.focus.kind).toBe('goal_behind');
    expect(far.focus.finding).toMatchObject({
      goal: { goalId: 'goal-1' },
      hers: { part: 8, whole: 40, value: 0.2, period: week.periods.window },
    });
    expect(far.goals).toEqual([expect.objectContaining({ far: true })]);

    // Three sales in her six appointments since the goal was set: at the target, however few.
    const caughtUp = consultantDigestFacts({ ...input(hers), goals: [recent(3)] });
    expect(caughtUp.findings.filter((finding) => finding.kind === 'goal_behind')).toEqual([]);
    // A goal older than the 12 weeks is only ever read over its own days.
    const old = goalProgress(
      goal({ startsOn: '2026-06-01' }),
      record({ completed: 6, sales: 1 }),
      goalPeriod,
      '2026-11-01',
    );
    expect(consultantDigestFacts({ ...input(hers), goals: [old] }).findings).not.toContainEqual(
      expect.objectContaining({ kind: 'goal_behind' }),
    );
  });

  it('judges an average-sale goal by how far short it is over how many sales', () => {
    const average = (sales: number, cents: number) => {
      const counts = record({ completed: sales * 2, sales });
      counts.salesTotalCents = sales * cents;
      return goalProgress(goal({ measure: 'average_sale', target: 300_000 }), counts, goalPeriod, '2026-11-01');
    };
    const far = consultantDigestFacts({ ...input(typical()), goals: [average(20, 180_000)] });
    expect(far.focus.kind).toBe('goal_behind');
    // 20 % short over 5 sales: within what five sales can vary by.
    expect(consultantDigestFacts({ ...input(typical()), goals: [average(5, 230_000)] }).findings).toEqual([]);
  });

  it('keeps doing what works when she is like the rest of the team', () => {
    const facts = consultantDigestFacts(input(typical()));
    expect(facts.findings).toEqual([]);
    expect(facts.focus).toEqual({
      kind: 'keep_going',
      action: 'Keep doing what works: nothing in your figures asks for a change this week.',
    });
    // Her weakest behaviour is still shown, but not called a weakness.
    expect(facts.weakestBehaviour).toMatchObject({ supported: false });
  });

  it('says nothing the counts cannot support: a new consultant with three cards is not "skipping"', () => {
    const hers = record({ completed: 3, sales: 0, reasons: { budget: 3 }, behaviours: allBehaviours(0, 3), onTime: 0 });
    expect(consultantDigestFacts(input(hers)).focus.kind).toBe('keep_going');
  });

  it('lets a gap that is usual in this team pass: where consultants differ widely, 25 points is not a weakness', () => {
    const rates = [0.45, 0.55, 0.6, 0.7, 0.75, 0.85, 0.9, 0.95];
    const peers = rates.map((rate) =>
      typical({ ...allBehaviours(32, 8), askedForSale: [Math.round(rate * 40), 40 - Math.round(rate * 40)] }),
    );
    const hers = typical({ ...allBehaviours(32, 8), askedForSale: [20, 20] });
    expect(consultantDigestFacts(input(hers, { peers })).findings).toEqual([]);
    // The same 50 % in a team that is all at 75 % stands out.
    const even = Array.from({ length: 8 }, () => typical({ ...allBehaviours(32, 8), askedForSale: [30, 10] }));
    expect(consultantDigestFacts(input(hers, { peers: even })).focus.kind).toBe('behaviour_skipped');
  });

  it('flags outcomes recorded late, after her weaknesses of the 12 weeks', () => {
    const late = record({ ...{ completed: 40, sales: 16 }, reasons: { budget: 5, keep_shopping: 6 }, onTime: 12 });
    const facts = consultantDigestFacts(input(late));
    expect(facts.focus.kind).toBe('late_outcomes');
    expect(facts.focus.finding!.hers).toMatchObject({ part: 12, whole: 40 });

    const skipping = record({
      completed: 40,
      sales: 16,
      onTime: 12,
      behaviours: { ...allBehaviours(32, 8), askedForSale: [4, 36] },
    });
    expect(consultantDigestFacts(input(skipping)).findings.map((finding) => finding.kind)).toEqual([
      'behaviour_skipped',
      'late_outcomes',
    ]);
  });

  it('notes a fall in closing since the week before only with enough appointments in both weeks', () => {
    const fell = (lastWeek: CoachingCounts, weekBefore: CoachingCounts) =>
      consultantDigestFacts({ ...input(typical()), hers: { lastWeek, weekBefore, window: typical() } }).findings;
    expect(fell(record({ completed: 10, sales: 1 }), record({ completed: 10, sales: 8 }))).toEqual([
      expect.objectContaining({ kind: 'closing_down', hers: expect.objectContaining({ part: 1, whole: 10 }) }),
    ]);
    expect(fell(record({ completed: 4, sales: 0 }), record({ completed: 4, sales: 4 }))).toEqual([]);
  });

  it('compares her with the rest of the team, without her own counts', () => {
    const hers = typical();
    const team = sum([hers, typical()]);
    expect(othersOf(team, hers)).toEqual(typical());
  });
});

describe('the spread between consultants', () => {
  it('is what their rates differ by beyond the chance in their counts, pooled over the rates', () => {
    const at = (value: number, whole = 1_000) => ({ part: Math.round(value * whole), whole, value });
    // Eight consultants at 60 to 80 % on a thousand cards each: chance is small, the spread is theirs.
    const wide = [0.6, 0.65, 0.68, 0.7, 0.7, 0.72, 0.75, 0.8].map((value) => at(value));
    expect(peerSpread([wide])).toBeCloseTo(0.054, 2);
    // Alike on 40 cards each: what they differ by is chance alone.
    const alike = [0.7, 0.75, 0.7, 0.65, 0.7, 0.75, 0.7, 0.65].map((value) => at(value, 40));
    expect(peerSpread([alike])).toBe(0);
    // Too few consultants with enough cards to tell.
    expect(peerSpread([wide.slice(0, 3)])).toBe(0);
  });
});

describe("the team's digest facts", () => {
  it('says who moved, who needs a conversation and the team’s top reason', () => {
    const skipper = typical({ ...allBehaviours(32, 8), askedForSale: [6, 30] });
    const peers = Array.from({ length: 8 }, () => typical());
    const ana = consultantDigestFacts(input(skipper, { peers }));
    const bea = consultantDigestFacts({
      ...input(typical(), { peers: [skipper, ...peers.slice(1)] }),
      consultant: { id: 'bea', name: 'Bea Lin' },
      hers: {
        lastWeek: record({ completed: 5, sales: 4 }),
        weekBefore: record({ completed: 5, sales: 1 }),
        window: typical(),
      },
    });
    const team = teamDigestFacts({
      boutiqueName: 'Belle Bridal',
      week,
      team: {
        lastWeek: record({ completed: 30, sales: 12 }),
        weekBefore: record({ completed: 28, sales: 10 }),
        window: sum([skipper, ...peers]),
      },
      members: [bea, ana],
    });
    expect(team.members.map((member) => member.name)).toEqual(['Ana Ruiz', 'Bea Lin']);
    // Biggest change first (Ana: 1 of 3 to 2 of 4).
    expect(team.moved.map((member) => [member.name, Math.round(member.change! * 100)])).toEqual([
      ['Bea Lin', 60],
      ['Ana Ruiz', 17],
    ]);
    expect(team.conversations.map((member) => [member.name, member.focus.kind])).toEqual([
      ['Ana Ruiz', 'behaviour_skipped'],
    ]);
    expect(team.topReason).toMatchObject({ reason: 'keep_shopping', hers: { part: 54, whole: 216 } });

    const words = wordTeamDigest(team);
    expect(words.paragraphs.join('\n')).toContain('Bea Lin, from 1 of 5 (20 %) to 4 of 5 (80 %)');
    expect(words.paragraphs.join('\n')).toContain(
      'Ana Ruiz, a behaviour she skips: Over the last 12 weeks she answered yes to “Asked for the sale” on 6 of her 36 score cards (17 %), against 80 % for the rest of the team.',
    );
  });
});

describe("the built-in coach's words", () => {
  it('give the focus with its evidence and advice, and every figure with its counts and period', () => {
    const hers = typical({ ...allBehaviours(32, 8), askedForSale: [6, 30] });
    const closing = goalProgress(
      goal({ target: 0.45 }),
      record({ completed: 30, sales: 12 }),
      goalPeriod,
      '2026-11-01',
    );
    const words = wordConsultantDigest(consultantDigestFacts({ ...input(hers), goals: [closing] }));

    expect(words.subject).toBe('Your week of Oct 26 – Nov 1: “Asked for the sale” in every appointment');
    expect(words.paragraphs[0]).toBe(
      'Hi Ana. Last week (Oct 26 – Nov 1) you completed 4 appointments and made 2 sales (50 %); the week before, you completed 3 appointments and made 1 sale (33 %).',
    );
    expect(words.paragraphs[1]).toBe(
      'Your focus this week: “Asked for the sale” in every appointment. Over the last 12 weeks you answered yes to “Asked for the sale” on 6 of your 36 score cards (17 %), against 80 % for the rest of the team. Ask for the sale: when she lights up in a dress, ask “Is this your dress?”.',
    );
    expect(words.paragraphs[2]).toContain(
      'Your most frequent reason for no sale over the last 12 weeks: “Wants to keep shopping”, on 6 of your 24 no-sales.',
    );
    expect(words.figures).toContain('Your closing, Oct 26 – Nov 1: 2 of 4 (50 %) appointments');
    expect(words.figures).toContain(
      'Goal, Closing ratio (appointments): 12 of 30 (40 %) from Sep 7 to Nov 1, target 45 % by Dec 31 (on its way)',
    );
    // Whole numbers only: a figure reads the same in every mail client and the model can be checked.
    expect([words.subject, ...words.paragraphs, ...words.figures].join('\n')).not.toMatch(/\d\.\d/);
  });
});
