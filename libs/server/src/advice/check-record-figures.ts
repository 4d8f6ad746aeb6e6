import type { RecordLine } from './record-advice';

// A sentence that speaks of her record or the team's figures: every number in it must be one the
// record's facts hold.
const recordWords = /\b(?:record|no-sales?|team(?:'s|’s)?|score cards?|closing (?:ratio|rate)|closed \d+ of)\b/i;
// Numbers as written: '14', '42.9', '1,250' ('$1,250' is a price, checked with the dresses).
const numbers = /(\$\s?)?\b\d[\d,]*(?:\.\d+)?\b(\s?%)?/g;

const valueOf = (written: string) => String(Number(written.replace(/,/g, '')));

function numbersIn(text: string): { value: string; money: boolean; percent: boolean }[] {
  return [...text.matchAll(numbers)].map((match) => ({
    value: valueOf(match[0].replace(/^\$\s?/, '').replace(/\s?%$/, '')),
    money: Boolean(match[1]),
    percent: Boolean(match[2]),
  }));
}

const sentencesOf = (text: string) => text.split(/\n+|(?<=[.!?])\s+(?=[A-Z*"'(])/);

/**
 * What a model's advice says of the consultant's record, held to the facts it was given: no
 * percentage and no number in a sentence about her record or the team that the facts do not
 * hold, and, when it was given record lines, the figure of at least one of them (her count and
 * its whole) cited. Given none, it may state no figure of her record at all.
 */
export function checkRecordFigures(advice: string, lines: readonly RecordLine[]): string[] {
  const known = new Set(lines.flatMap((line) => numbersIn(line.fact.evidence).map((found) => found.value)));
  const problems = new Set<string>();
  let cited = false;
  for (const sentence of sentencesOf(advice)) {
    const found = numbersIn(sentence);
    const aboutRecord = recordWords.test(sentence);
    for (const number of found) {
      if (number.money || known.has(number.value)) continue;
      if (number.percent) problems.add(`${number.value} % is not a figure of her record you were given`);
      else if (aboutRecord) problems.add(`${number.value} is not a figure of her record you were given`);
    }
    const values = new Set(found.map((number) => number.value));
    if (lines.some((line) => values.has(String(line.fact.part)) && values.has(String(line.fact.whole)))) cited = true;
  }
  if (lines.length > 0 && !cited) problems.add('the figure from her record that the advice draws on is not cited');
  return [...problems];
}
