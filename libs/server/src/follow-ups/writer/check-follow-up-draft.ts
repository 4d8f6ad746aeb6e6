import { findWordsKeptFromBrides } from '@bridal/shared/wording/bridal-words';
import { type Dress, dressNamed } from '../../dresses/dress';
import { checkDressMentions } from '../../dresses/check-dress-mentions';
import { shortName } from './describe-follow-up-dress';
import type { FollowUpDraft, FollowUpDress, FollowUpFacts } from './follow-up-writer';

/** Every dress the facts name: her checklist's and the ones within her budget. */
const namedInFacts = (facts: FollowUpFacts): FollowUpDress[] => [
  ...facts.loved,
  ...facts.tried,
  ...facts.notForHer,
  ...facts.withinBudget,
];

/**
 * The dresses a draft may name, as dresses: the inventory's, and for a typed or no-longer-stocked
 * one a stand-in read from its label, so its "(designer, style X)" reference is allowed too.
 */
function allowedDresses(facts: FollowUpFacts): Dress[] {
  return namedInFacts(facts).map((entry, index) => {
    if (entry.dress) return entry.dress;
    const style = /style\s+([^()\n,]+)\)\s*$/i.exec(entry.label)?.[1]?.trim() ?? '';
    return dressNamed({ id: `facts-${index}`, name: entry.label, styleNumber: style });
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Stocked dresses outside the facts named the way people name gowns, "Juno by Pronovias" or
 * "Pronovias' Juno": the bare name alone is not enough ("Grace" or "Rose" are also words).
 */
function otherStockedDresses(text: string, facts: FollowUpFacts, allowed: readonly Dress[]): string[] {
  const allowedIds = new Set(allowed.map((dress) => dress.id));
  return (facts.inventory ?? []).flatMap((dress) => {
    if (allowedIds.has(dress.id) || !dress.name.trim() || !dress.designer.trim()) return [];
    const name = escape(dress.name.trim());
    const designer = escape(dress.designer.trim());
    const near = new RegExp(`\\b${name}\\b[^\\n]{0,40}\\b${designer}\\b|\\b${designer}\\b[^\\n]{0,40}\\b${name}\\b`);
    return near.test(text) ? [`${dress.name} by ${dress.designer} is not one of her dresses`] : [];
  });
}

const linkOrMarkup = /https?:\/\/|www\.|<\/?[a-z][^>]*>|\]\(/i;

/**
 * What is wrong with a model's draft beyond its schema: a dress that is not one of hers (an
 * invented "(designer, style X)" or another stocked gown), none of the dresses she loved named,
 * links and markup in what is sent as plain text (the sender adds the unsubscribe link itself), or
 * a word kept from brides (`wordsKeptFromBrides`).
 */
export function checkFollowUpDraft(draft: FollowUpDraft, facts: FollowUpFacts): string[] {
  const text = [draft.subject, draft.body, draft.textMessage].join('\n');
  const allowed = allowedDresses(facts);
  const problems = [
    ...checkDressMentions(text, allowed, facts.inventory ?? []),
    ...otherStockedDresses(text, facts, allowed),
  ];
  const body = draft.body.toLowerCase();
  if (facts.loved.length > 0 && !facts.loved.some((entry) => body.includes(shortName(entry).toLowerCase()))) {
    problems.push(`the body does not name the dress she loved (${facts.loved.map(shortName).join(', ')})`);
  }
  if (linkOrMarkup.test(text)) problems.push('write plain text: no links, HTML or markdown links');
  const keptOut = findWordsKeptFromBrides(text);
  if (keptOut.length > 0) problems.push(`words a bridal message never uses: ${keptOut.join(', ')}`);
  return problems;
}
