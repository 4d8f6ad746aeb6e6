import { describe, expect, it } from '@jest/globals';
import { helpProblemValues } from '@bridal/shared/advice/help-problems';
import { judgePrice } from '@bridal/shared/budget/judge-price';
import { type BudgetFrame, resolveBudget } from '@bridal/shared/budget/resolve-budget';
import { formatMoney } from '@bridal/shared/format/money';
import { wordsKeptFromBrides } from '@bridal/shared/wording/bridal-words';
import { adviceContextFor } from '@bridal/testing/fixtures/advice-fixtures';
import { emma, inventory, maya, sofia } from '@bridal/testing/fixtures/analysis-fixtures';
import { dressLabel } from '@bridal/shared/dresses/dress-label';
import { writeCoaching, writeHelpAdvice } from '../../advice/local-advisor';
import { writeLocalFollowUp } from './local-follow-up-writer';
import { rankWithinBudget } from './rank-within-budget';
import { asEntry, emmaFacts } from './test-follow-up-facts';

// the plan, the advice and the follow-up of one bride say one thing. Each bride below
// gets every text the built-in writers produce, and every text is read for the contradictions a
// tester found: money in two formats, her budget said two ways (or "not known" when she gave one),
// a dress called within her budget that judgePrice calls a stretch, "a A-line", and words a
// bridal e-mail never uses.

type BrideProfile = typeof emma;
type Dress = (typeof inventory)[number];

const withBudget = (bride: BrideProfile, name: string, budget: string, customBudget = ''): BrideProfile => ({
  ...bride,
  name,
  answers: { ...bride.answers, name, budget, customBudget },
});

const brides: BrideProfile[] = [
  withBudget(emma, 'Ada', 'custom', '2500'),
  withBudget(maya, 'Bea', '3000-5000'),
  withBudget(sofia, 'Cleo', '5000-plus'),
  withBudget(emma, 'Dana', '', ''),
  withBudget(maya, 'Eve', 'custom', 'flexible, whatever the dress needs'),
  withBudget(sofia, 'Fay', 'under-1000'),
  withBudget(emma, 'Gia', '1000-2000'),
];

// A gown whose tag and description use words a bride is never sent, and one she loved that shares them.
const sultry: Dress = {
  ...inventory[0]!,
  id: '40000000-0000-4000-8000-000000000001',
  name: 'Siren',
  styleNumber: 'SR1',
  price: 2450,
  styles: ['sexy', 'romantic'],
  description: 'A sexy, sultry mermaid with a plunging neckline.',
};
const dresses = [...inventory, sultry];

function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

/** Her plan against the inventory, and against an empty one (the plan then names shapes, not dresses). */
function planTexts(bride: BrideProfile): string[] {
  return [dresses, []].flatMap((stock) => textsOf(adviceContextFor(bride, stock).results));
}

function adviceTexts(bride: BrideProfile): string[] {
  const context = adviceContextFor(bride, dresses);
  return [
    ...helpProblemValues.map((problem) =>
      writeHelpAdvice(context, { problem, details: problem === 'other' ? 'She asks what fits her budget' : '' }),
    ),
    writeCoaching(context, { consultantName: 'Ana', coachingGoals: 'Raise the average sale to $3,000' }),
    writeCoaching(context, { consultantName: 'Ana', coachingGoals: '' }),
  ];
}

function followUpTexts(bride: BrideProfile): { texts: string[]; offered: Dress[] } {
  const budget = resolveBudget(bride.answers);
  const loved = [sultry];
  const offered = budget ? rankWithinBudget(dresses, budget, loved, new Set([sultry.id])) : [];
  const facts = emmaFacts({
    bride: { ...emmaFacts().bride, name: bride.name, firstName: bride.name, budget },
    loved: [asEntry(sultry, 'she loved how it moved')],
    tried: [],
    notForHer: [],
    withinBudget: offered.map((dress) => asEntry(dress)),
    inventory: dresses,
  });
  const steps = [1, 2].map((step) => writeLocalFollowUp({ ...facts, step }));
  return { texts: steps.flatMap((draft) => [draft.subject, draft.body, draft.textMessage]), offered };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const amountOf = (money: string) => Number(money.replace(/[$,]/g, ''));

/** Every contradiction in one text, as readable lines. */
function contradictions(text: string, budget: BudgetFrame | null): string[] {
  const found: string[] = [];
  for (const [money] of text.matchAll(/\$\d(?:[\d,]*\d)?(?:\.\d+)?/g)) {
    if (formatMoney(amountOf(money)) !== money) found.push(`money written as ${money}`);
  }
  if (/±|\+\/-/.test(text)) found.push('a ± band around her budget');
  const amount = '\\$\\d(?:[\\d,]*\\d)?';
  const said = `(${amount}(?: - ${amount})?\\+?|under ${amount})`;
  const budgetSaid = new RegExp(`\\b(?:her|your) ${said} budget|\\bbudget(?: of|:)? ${said}`, 'gi');
  for (const match of text.matchAll(budgetSaid)) {
    const phrase = match[1] ?? match[2]!;
    if (!budget) found.push(`a budget (${phrase}) for a bride who gave none`);
    else if (phrase !== budget.label) found.push(`her budget said as ${phrase}, not ${budget.label}`);
  }
  if (budget) {
    if (/budget is not known|no budget given|gave no budget|no stated budget|ask her budget/i.test(text)) {
      found.push('her budget called unknown');
    }
    if (new RegExp(`(?:about|around) ${escape(budget.label)}`).test(text)) found.push(`"about ${budget.label}"`);
    if (budget.min !== null && budget.max !== null && budget.amount === null) {
      if (text.includes(`${formatMoney(budget.min)} to ${formatMoney(budget.max)}`))
        found.push('her range said with "to"');
    }
    // A line that calls its dresses within her budget, or fits it, never prices one above her maximum.
    const bounds = new Set([budget.min, budget.max, budget.amount]);
    for (const line of text.split('\n')) {
      if (!/\bwithin (?:her|your|it|budget|\$)|fits? her .*budget|within budget/i.test(line)) continue;
      if (/\bover\b|above|stretch|none of|nothing in stock|target/i.test(line)) continue;
      for (const [money] of line.matchAll(/\$\d(?:[\d,]*\d)?/g)) {
        const price = amountOf(money);
        if (bounds.has(price)) continue;
        const verdict = judgePrice(price, budget);
        if (verdict === 'stretch' || verdict === 'over')
          found.push(`${money} called within her budget (${verdict}): ${line}`);
      }
    }
  }
  for (const match of text.matchAll(/\b[Aa] (?:\*\*)?(A-line|[aeio][\w-]*|u(?!ni|s|t|r)[\w-]*)/g)) {
    found.push(`"${match[0]}"`);
  }
  return found;
}

describe('the generated texts of a bride say one thing', () => {
  it.each(brides.map((bride) => [bride.name, bride] as const))('%s: plan, advice and follow-up agree', (_, bride) => {
    const budget = resolveBudget(bride.answers);
    const { texts: followUps, offered } = followUpTexts(bride);
    const texts = [...planTexts(bride), ...adviceTexts(bride), ...followUps];
    expect(texts.length).toBeGreaterThan(20);
    expect(texts.flatMap((text) => contradictions(text, budget))).toEqual([]);
    // The e-mail offers as "within your budget" only gowns judgePrice calls within it.
    expect(offered.filter((dress) => judgePrice(dress.price!, budget!) !== 'within').map(dressLabel)).toEqual([]);
    const keptOut = new RegExp(`\\b(${wordsKeptFromBrides.join('|')})\\b`, 'i');
    expect(followUps.filter((text) => keptOut.test(text))).toEqual([]);
  });

  it('reads the budgets the way the brides gave them', () => {
    expect(brides.map((bride) => resolveBudget(bride.answers)?.label ?? null)).toEqual([
      '$2,500',
      '$3,000 - $5,000',
      '$5,000+',
      null,
      null,
      'under $1,000',
      '$1,000 - $2,000',
    ]);
  });
});
