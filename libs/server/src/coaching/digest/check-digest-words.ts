import type { DigestFacts } from '@bridal/shared/coaching/digest';
import { noSaleReasonLabels } from '@bridal/shared/appointments/appointment';
import type { Dress } from '../../dresses/dress';
import type { DigestAnswer } from './digest-answer-schema';
import { namesIn } from './describe-digest-facts';

/** What a model's digest is checked against beyond its facts: the people and dresses of the boutique. */
export interface DigestWordsContext {
  /** The names of the boutique's people (its team, the brides of the 12 weeks): only those the facts hold may appear. */
  knownNames: readonly string[];
  /** The boutique's dresses: a digest names none. */
  inventory: readonly Dress[];
}

const spelled: Record<string, number> = {
  zero: 0,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
};

/** Every number a text states, in digits ('2,450', '38', '0.4') or in words ('three'); 'one' is a word, not a figure. */
export function numbersIn(text: string): number[] {
  const digits = [...text.matchAll(/\d+(?:[.,]\d+)*/g)].map((match) => Number(match[0].replace(/,(?=\d{3}\b)/g, '')));
  const words = [...text.toLowerCase().matchAll(/\b[a-z]+\b/g)].flatMap((match) =>
    match[0] in spelled ? [spelled[match[0]]!] : [],
  );
  return [...digits, ...words];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The word or phrase on its own in the text, as written (a name is capitalised; 'grace' is not 'Grace'). */
const standsAlone = (word: string, text: string) =>
  new RegExp(`(^|[^\\p{L}\\p{N}])${escape(word)}($|[^\\p{L}\\p{N}])`, 'u').test(text);

/**
 * The boutique's dresses a text names, by name or style number: a digest is about a consultant's
 * figures and names none (a name the facts themselves use, like a reason's words, is not a dress).
 */
function dressesNamed(text: string, described: string, inventory: readonly Dress[]): string[] {
  return [
    ...new Set(
      inventory.flatMap((dress) =>
        [dress.name.trim(), dress.styleNumber.trim()].filter(
          (word) => word.length >= 3 && !standsAlone(word, described) && standsAlone(word, text),
        ),
      ),
    ),
  ];
}
const linkOrMarkup = /https?:\/\/|www\.|<\/?[a-z][^>]*>|\]\(|\*\*|^#+\s/im;

/** What the focus is about, which the words must name (nothing for 'keep going'). */
function focusSubject(facts: DigestFacts): string | null {
  if (facts.kind !== 'consultant' || !facts.focus.finding) return null;
  const { finding } = facts.focus;
  if (finding.behaviour) return finding.behaviour.label;
  if (finding.reason) return noSaleReasonLabels[finding.reason];
  if (finding.goal) return finding.goal.label;
  return null;
}

/**
 * What is wrong with a model's words for a digest, beyond its schema: a number the facts (as the
 * model was given them, `described`) do not hold, a person's name they do not hold, a dress, a
 * link or markup, or a focus other than the facts' one.
 */
export function checkDigestWords(
  answer: DigestAnswer,
  facts: DigestFacts,
  described: string,
  context: DigestWordsContext,
): string[] {
  const text = [answer.subject, ...answer.paragraphs].join('\n');
  const problems: string[] = [];
  const allowed = new Set(numbersIn(described));
  const invented = [...new Set(numbersIn(text).filter((value) => !allowed.has(value)))];
  if (invented.length > 0)
    problems.push(`numbers the facts do not hold: ${invented.join(', ')} (use the facts’ figures as written)`);

  const allowedWords = new Set(
    [...namesIn(facts), described].flatMap((name) => name.split(/[^\p{L}'’-]+/u)).filter((word) => word !== ''),
  );
  const strangers = new Set<string>();
  for (const name of context.knownNames) {
    for (const word of name.split(/[^\p{L}'’-]+/u)) {
      if (word.length < 3 || allowedWords.has(word)) continue;
      if (standsAlone(word, text)) strangers.add(word);
    }
  }
  if (strangers.size > 0) problems.push(`names the facts do not hold: ${[...strangers].join(', ')}`);

  const dresses = dressesNamed(text, described, context.inventory);
  if (dresses.length > 0) problems.push(`a digest names no dress: ${dresses.join(', ')}`);
  if (linkOrMarkup.test(text)) problems.push('write plain text: no links, HTML or markdown');
  const subject = focusSubject(facts);
  if (subject && !text.toLowerCase().includes(subject.toLowerCase())) {
    problems.push(`the focus is “${subject}”: name it, as the one thing to work on this week`);
  }
  return problems;
}
