import { matchPhraseAt } from '../../dresses/match-phrase-at';
import { type SleeveLength, sleeveLengths } from '../../dresses/limit-vocabulary';
import type { CoverageMinimum, Exclusion } from './her-limits';
import type { LimitHit } from './her-texts';
import { withQuote } from './limit-terms';
import { isHers } from './whose-words';

// Words that make a wish a rule: "I need sleeves", "at least cap sleeves", "must be covered".
const requirements = [
  'need',
  'needs',
  'must',
  'have to',
  'has to',
  'got to',
  'gotta',
  'required',
  'require',
  'requires',
  'requirement',
  'mandatory',
  'non negotiable',
  'not negotiable',
  'essential',
  'a must',
  'at least',
  'at minimum',
  'minimum',
  'no less than',
  'no shorter than',
  'nothing shorter than',
  'not allowed',
  'dress code',
  'necessary',
  'rules',
  // "Covered shoulders please": she asks for it, for her ceremony, not as a taste.
  'please',
  'strict',
].map((phrase) => phrase.split(' '));
// What turns a requirement word into its opposite: "don't need", "not a must", "isn't necessary".
const negators = new Set(['dont', 'doesnt', 'not', 'no', 'isnt', 'arent', 'never', 'wont', 'without']);
// "I need to decide": a need is a rule only when what follows is the dress ("need to be covered").
const ruleVerbs = new Set(['have', 'be', 'cover', 'wear', 'keep', 'show']);
// A hedge keeps it a wish whatever else she says: "ideally at least cap sleeves".
const hedges = [
  'ideally',
  'if possible',
  'would be nice',
  'maybe',
  'optional',
  'bonus',
  'perhaps',
  'might',
  'open to',
  'not sure',
].map((phrase) => phrase.split(' '));
// "A modest budget", "a modest wedding": modest in size, not in coverage.
const modestInSize = new Set([
  'budget',
  'wedding',
  'price',
  'prices',
  'priced',
  'guest',
  'guests',
  'size',
  'amount',
  'venue',
  'celebration',
  'affair',
  'event',
  'ceremony',
  'gathering',
  'number',
  'cost',
  'spend',
  'spending',
]);
const coverWords = new Set(['cover', 'covered', 'covering', 'covers', 'modest', 'modesty', 'conservative']);

const clauseOf = (hit: LimitHit): string[] => [...hit.before, ...hit.words, ...hit.after];
const contains = (tokens: readonly string[], phrases: readonly string[][]): boolean =>
  tokens.some((_, index) => phrases.some((parts) => matchPhraseAt(tokens, index, parts)));

/** Whether the words make what they name a rule: "need", "a must", "at least", "please". */
export function statesRequirement(tokens: readonly string[]): boolean {
  return tokens.some((_, index) =>
    requirements.some((parts) => {
      if (!matchPhraseAt(tokens, index, parts)) return false;
      const lead = tokens.slice(Math.max(0, index - 2), index);
      if (lead.some((word) => negators.has(word))) return false;
      const next = tokens[index + parts.length];
      return !(
        (parts[0] === 'need' || parts[0] === 'needs') &&
        next === 'to' &&
        !ruleVerbs.has(tokens[index + 2] ?? '')
      );
    }),
  );
}

// Modest or religious wording that sets a minimum of its own, and makes her sleeves a rule. A
// religious word counts with covering words beside it: "covered for the temple", "long sleeves for
// our religious ceremony".
function isModestyRule(hit: LimitHit, coveringClauses: ReadonlySet<string>): boolean {
  const kind = hit.term.modesty;
  if (!kind || hit.negated || hit.question || !isHers(hit)) return false;
  if (kind === 'place') return true;
  if (kind === 'modest') return !modestInSize.has(hit.after[0] ?? '');
  const clause = clauseOf(hit);
  return clause.some((word) => coverWords.has(word)) || statesRequirement(clause) || coveringClauses.has(hit.clause);
}

const longer = (a: SleeveLength | null, b: SleeveLength | null | undefined): SleeveLength | null =>
  !b ? a : !a || sleeveLengths.indexOf(b) > sleeveLengths.indexOf(a) ? b : a;

export interface CoverageReading {
  coverage: CoverageMinimum | null;
  /** Lengths a covering rules out: "my knees must be covered" rules out a mini. */
  exclusions: Exclusion[];
}

/**
 * The least a dress must cover, where she states it: a requirement ("I need sleeves past the
 * elbow", "my shoulders must be covered"), a floor in the words themselves ("sleeves past the
 * elbow"), "no slit", or modest and religious wording. Modest wording, a mosque, an LDS temple and
 * the like set covered shoulders and no slit; what more she states is added. A wish ("I'd love
 * sleeves") stays a wish, unless her ceremony is a modest or religious one.
 * `placeHits` are from her venue's name: only a place there counts.
 */
export function readCoverage(hits: readonly LimitHit[], placeHits: readonly LimitHit[]): CoverageReading {
  const coveringClauses = new Set(hits.filter((hit) => hit.term.covers && !hit.negated).map((hit) => hit.clause));
  const modesty = [...hits, ...placeHits.filter((hit) => hit.term.modesty === 'place')].filter((hit) =>
    isModestyRule(hit, coveringClauses),
  );
  const coverage: CoverageMinimum = {
    sleeves: null,
    shoulders: modesty.length > 0,
    back: false,
    highNeckline: false,
    noSlit: modesty.length > 0,
    quotes: modesty.map((hit) => hit.clause),
  };
  const exclusions: Exclusion[] = [];
  for (const hit of hits) {
    if (!isHers(hit) || hit.question) continue;
    const negatedCover = hit.term.coversWhenNegated;
    if (negatedCover && hit.negated && !hit.onlyInDegree) {
      coverage.shoulders ||= negatedCover.shoulders === true;
      coverage.noSlit ||= negatedCover.noSlit === true;
      coverage.quotes.push(hit.clause);
      continue;
    }
    const covers = hit.term.covers;
    if (!covers || hit.negated) continue;
    const clause = clauseOf(hit);
    if (contains(clause, hedges)) continue;
    if (!(hit.term.floor || statesRequirement(clause) || modesty.length > 0)) continue;
    coverage.sleeves = longer(coverage.sleeves, covers.sleeves);
    coverage.shoulders ||= covers.shoulders === true;
    coverage.back ||= covers.back === true;
    coverage.highNeckline ||= covers.highNeckline === true;
    exclusions.push(...(covers.rulesOut ?? []).map((ruled) => withQuote(ruled, hit.clause)));
    coverage.quotes.push(hit.clause);
  }
  const stated = coverage.quotes.length > 0;
  return {
    coverage: stated ? { ...coverage, quotes: [...new Set(coverage.quotes)] } : null,
    exclusions,
  };
}
