import { escapeMarkdown } from '@bridal/shared/markdown/escape-markdown';
import type { DressPick } from '../plans/analysis-schemas';
import { formatMoney } from '@bridal/shared/format/money';
import { joinWords } from '@bridal/shared/wording/join-words';
import type { Party } from '../analysis/local/read-party';
import type { BudgetFrame } from '@bridal/shared/budget/resolve-budget';
import type { AdviceFacts } from './read-advice-facts';
import { countOf } from '@bridal/shared/wording/count-of';

/** "her mom and Aunt Rosa" (as markdown text), "just her", or null when she did not say. */
export function partyText(party: Party): string | null {
  if (party.alone) return 'just her';
  if (party.members.length === 0) return null;
  return joinWords(party.members.map((member) => escapeMarkdown(member.name)));
}

/** "286 days away", "date passed", or null without a date. */
export function daysText(days: number | null): string | null {
  if (days === null) return null;
  if (days < 0) return 'the date she gave has passed';
  if (days === 0) return 'today';
  return `${countOf(days, 'day')} away`;
}

/** What she can spend on one dress: her stated maximum (`resolveBudget`); null when open or unknown. */
export const budgetCeiling = (budget: BudgetFrame | null): number | null => budget?.max ?? null;

/** The strategy's reading after its first sentence, which only restates her visit; null when nothing is left. */
export function beyondFirstSentence(text: string): string | null {
  const rest = text.trim().slice(firstSentence(text).length).trim();
  return rest || null;
}

export function firstSentence(text: string): string {
  const match = /^.*?[.!?](?=\s|$)/.exec(text.trim());
  return (match?.[0] ?? text).trim();
}

/** "Aurora (Maggie Sottero, style BV101) at $1,850", as markdown text. */
export const pickText = (pick: Pick<DressPick, 'label' | 'price'>): string =>
  `${escapeMarkdown(pick.label)}${pick.price !== null ? ` at ${formatMoney(pick.price)}` : ''}`;

/** The dress's name alone, as markdown text, for a sentence that already said which ones: "Aurora". */
export const shortName = (label: string): string => escapeMarkdown(label.replace(/ \(.*\)$/, ''));

/** One line on who she is today: feelings, party, budget, date, visit. */
export function herAtAGlance(facts: AdviceFacts): string {
  const parts = [
    facts.feelings.named.length > 0 ? `feels ${joinWords(facts.feelings.named)}` : 'did not say how she feels',
    facts.party.alone
      ? 'shopping alone'
      : partyText(facts.party)
        ? `shopping with ${partyText(facts.party)}`
        : 'party not stated',
    facts.budget ? `budget ${facts.budget.label}` : 'no budget given',
    daysText(facts.days) ? `wedding ${daysText(facts.days)}` : 'no wedding date',
    facts.intentionLabel ? `visit: ${facts.intentionLabel.toLowerCase()}` : null,
  ];
  return `${facts.name}: ${parts.filter(Boolean).join('; ')}.`;
}
