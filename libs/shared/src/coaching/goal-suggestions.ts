import { type Measure, measureLabels } from './measures';
import type { ScoreCardBehaviour } from './score-card';

/**
 * Reads an admin's free-text coaching goals ('Close more', 'bigger tickets', 'ask for the sale')
 * and offers the measurable goals their words name, so the goal page can say "Suggested from her
 * goals: Average sale [Add]". Phrases, not single words: 'closing time' or 'pull dresses' name no
 * measure, and a goal its clause turns down ("don't worry about closing yet") is not offered.
 */
export interface GoalSuggestion {
  measure: Measure;
  /** The behaviour's key for a behaviour's rate, else null. */
  behaviourKey: string | null;
  /** The measure's name, or the behaviour's label. */
  label: string;
  /** The part of her goals it was read from (lower case). */
  words: string;
}

const upTo = (words: number) => `(?:[\\w'’-]+\\s+){0,${words}}?`;

/** The closing ratio: the trade's 'close', 'convert', 'get to yes'. */
const closing = [
  `\\bclos(?:e|es|ed|ing)\\s+${upTo(2)}(?:more|sales?|deals?|brides?|appointments?|visits?|ratio|rate|percentage|numbers?|the\\s+sale|\\d+\\s*(?:%|percent|of|out))\\b`,
  `\\bclos(?:e|ing)\\s*(?:%|percent)`,
  // 'Closing' alone, as the heading of a line of her goals ('Closing: aim for 40 %').
  `^closing$`,
  `\\b(?:improve|raise|increase|boost|lift|better|stronger|higher|work\\s+on|her|my|your|our|their)\\s+(?:\\w+\\s+)?closing\\b(?!\\s+(?:time|hours?|shift|up|down|duties|checklist|routine))`,
  `\\bconver(?:t|ts|ted|ting)\\s+${upTo(2)}(?:more|brides?|appointments?|visits?|sales?|browsers?|shoppers?|them|her|\\d)`,
  `\\bconversions?\\b`,
  `\\bmore\\s+(?:sales|yes(?:es)?)\\b`,
  `\\bsay(?:s|ing)?\\s+yes\\b`,
];

/** The average sale: bigger tickets, upselling, what goes with the dress. */
const averageSale = [
  `\\b(?:bigger|larger|higher|greater)\\s+(?:\\w+\\s+)?(?:tickets?|sales?|orders?|spend|baskets?)\\b`,
  `\\b(?:average|avg)\\.?\\s+(?:sale|ticket|order|spend)s?\\b`,
  `\\b(?:raise|increase|boost|grow|lift)\\s+(?:\\w+\\s+)?average\\b`,
  `\\bup-?\\s?(?:sell|sells|selling|sold)\\b`,
  `\\bticket\\s+(?:size|value|average)s?\\b`,
  `\\btrad(?:e|es|ing)\\s+up\\b`,
  `\\bhigher[- ]price`,
  `\\badd-?ons?\\b`,
  `\\baccessor(?:y|ies|ise|ize|ising|izing)\\b`,
  `\\b(?:offer|suggest|show|add|pair|sell)\\w*\\s+${upTo(2)}(?:veils?|belts?|sash(?:es)?|headpieces?|jewell?ery|capes?)\\b`,
];

/** Follow-ups that win brides back. */
const winBack = [
  `\\bfollow(?:s|ed|ing)?[- ]?ups?\\b`,
  `\\b(?:win|wins|winning|won)[- ]?backs?\\b`,
  `\\bbring(?:s|ing)?\\s+(?:brides?|her|them|those\\s+brides)\\s+back\\b`,
  `\\b(?:reach(?:es|ing)?\\s+out|check(?:s|ing)?\\s+in)\\s+(?:to|with)\\s+(?:brides?|her|them)\\b`,
];

/** The dresses of her pull list. */
const pullList = [
  `\\bpull[- ]?lists?\\b`,
  `\\b(?:use|uses|using|follow|follows|following|stick\\s+to|keep\\s+to|start\\s+with|work\\s+from|sell\\s+from)\\s+(?:the|her|their|a)?\\s*lists?\\b`,
  `\\b(?:from|on)\\s+(?:the|her|their)\\s+list\\b`,
  `\\b(?:recommended|suggested|matched)\\s+(?:dresses|gowns)\\b`,
];

const onTime = `(?:on\\s+time|same\\s+day|promptly|right\\s+away|straight\\s+away|within\\s+24|in\\s+24|immediately|right\\s+after)`;
const recordVerb = `\\b(?:log(?:s|ged|ging)?(?!\\s+in\\b)|record(?:s|ed|ing)?|enter(?:s|ed|ing)?|fill(?:s|ed|ing)?\\s+in|write\\s+down|save|saves|saving|mark(?:s|ed|ing)?)`;

/** Outcomes recorded within 24 hours. */
const outcomesOnTime = [
  `${recordVerb}\\s+${upTo(3)}(?:outcomes?|results?)\\b`,
  `\\boutcomes?\\s+${upTo(4)}${onTime}`,
  `${recordVerb}\\s+${upTo(3)}${onTime}`,
];

const compile = (patterns: string[]) => patterns.map((pattern) => new RegExp(pattern, 'g'));

const measurePatterns: { measure: Exclude<Measure, 'behaviour' | 'appointment_ratio'>; patterns: RegExp[] }[] = [
  { measure: 'contact_ratio', patterns: compile(closing) },
  { measure: 'average_sale', patterns: compile(averageSale) },
  { measure: 'win_back_rate', patterns: compile(winBack) },
  { measure: 'pull_list_rate', patterns: compile(pullList) },
  { measure: 'outcomes_on_time', patterns: compile(outcomesOnTime) },
];

/**
 * Words that turn a goal down when they come before it in its clause ('no need to', 'stop',
 * 'less'), but not 'don't forget', 'never let her leave without' or 'don't be afraid to', which
 * ask for it.
 */
const refusal =
  /\b(?:don'?t|do\s+not|doesn'?t|does\s+not|no\s+need\s+to|never|stop|not|less)\b(?!\s+(?:forget|miss|skip|neglect|hesitate|only|just|leave|leav|let|end|finish|lose|los|walk|wait|fail|be\s+afraid|be\s+shy)\w*\b)/;

/** Lower case, accents and curly apostrophes plain, so the patterns read one spelling. */
const normalise = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`]/g, "'")
    .toLowerCase();

/** A goal's clauses: sentences, lines, list items and comma-separated parts read apart. */
const clausesOf = (text: string) =>
  normalise(text)
    .split(/[.;:!?\n\r•·,()]+|\s[-–—]\s|\bbut\b/)
    .map((clause) => clause.trim().replace(/\s+/g, ' '))
    .filter((clause) => clause !== '');

/** A word's stem, enough to meet 'decides' with 'decide' and 'asked' with 'ask'. */
export function stemOf(word: string): string {
  let stem = word.replace(/'s$/, '');
  if (stem.length > 4 && stem.endsWith('ies')) stem = `${stem.slice(0, -3)}y`;
  else if (stem.length > 5 && stem.endsWith('ing')) stem = stem.slice(0, -3);
  else if (stem.length > 4 && stem.endsWith('ed')) stem = stem.slice(0, -2);
  else if (stem.length > 4 && /(?:ss|x|ch|sh)es$/.test(stem)) stem = stem.slice(0, -2);
  else if (stem.length > 3 && stem.endsWith('s') && !stem.endsWith('ss')) stem = stem.slice(0, -1);
  return stem.length > 3 ? stem.replace(/e$/, '') : stem;
}

const wordsOf = (text: string) => normalise(text).match(/[a-z0-9']+/g) ?? [];

/** Words a behaviour's label needs no more than its grammar ('Asked about her budget and who decides'). */
const stopWords = new Set(
  'a about after all an and any are as at be before by do for from her him his i in is it its of off on or our out over own she so that the their them they this to up was we were what when where which who whom with you your'.split(
    ' ',
  ),
);
/** Doing-words of the labels: they back a match up, and alone say too little. */
const actionStems = new Set(
  [
    'ask',
    'set',
    'open',
    'pull',
    'involve',
    'offer',
    'show',
    'get',
    'make',
    'use',
    'take',
    'bring',
    'give',
    'check',
    'tell',
    'talk',
    'let',
    'put',
    'keep',
    'start',
    'end',
    'try',
    'find',
    'agree',
  ].map(stemOf),
);
/** Other words of the labels that name no behaviour alone: 'sale' in 'bigger sales' is not asking for it. */
const commonStems = new Set(
  [
    'sale',
    'list',
    'plan',
    'word',
    'step',
    'next',
    'first',
    'dress',
    'gown',
    'bride',
    'time',
    'appointment',
    'more',
    'every',
    'each',
    'always',
  ].map(stemOf),
);

interface BehaviourWords {
  behaviour: ScoreCardBehaviour;
  stems: string[];
  nouns: string[];
}

const behaviourWordsOf = (behaviour: ScoreCardBehaviour): BehaviourWords => {
  const stems = [
    ...new Set(
      wordsOf(behaviour.label)
        .filter((word) => !stopWords.has(word))
        .map(stemOf),
    ),
  ];
  return { behaviour, stems, nouns: stems.filter((stem) => !actionStems.has(stem)) };
};

/**
 * Whether a clause names a behaviour: a word of its label that names it alone ('budget',
 * 'party'), or two of its words with one that is not a doing-word ('ask ... sale', 'next step').
 * Answers where its first word stands, for the refusal check.
 */
function behaviourIn(clauseStems: string[], words: BehaviourWords): number | null {
  const at = (stem: string) => clauseStems.indexOf(stem);
  const present = words.stems.filter((stem) => at(stem) >= 0);
  const nounsPresent = words.nouns.filter((stem) => at(stem) >= 0);
  const distinctive = nounsPresent.some((stem) => !commonStems.has(stem));
  const together = present.length >= Math.min(2, words.stems.length) && nounsPresent.length > 0;
  const alone = words.stems.length === 1 && present.length === 1;
  if (!distinctive && !together && !alone) return null;
  return Math.min(...present.map(at));
}

/** The clause a goal was read from, for the page to quote (a long one cut at a word). */
const quoteOf = (clause: string) => (clause.length <= 80 ? clause : `${clause.slice(0, 80).replace(/\s+\S*$/, '')}...`);

/** The measures her coaching goals name, in the order her words name them, each once. */
export function suggestGoals(text: string, behaviours: readonly ScoreCardBehaviour[]): GoalSuggestion[] {
  const found: { suggestion: GoalSuggestion; at: number }[] = [];
  const behaviourWords = behaviours.map(behaviourWordsOf).filter((words) => words.stems.length > 0);
  let offset = 0;
  for (const clause of clausesOf(text)) {
    const refused = (index: number) => refusal.test(clause.slice(0, index));
    for (const { measure, patterns } of measurePatterns) {
      for (const pattern of patterns) {
        for (const match of clause.matchAll(pattern)) {
          if (refused(match.index)) continue;
          // 'Close two appointments a day' counts appointments; otherwise brides, as the trade mostly does.
          const counted =
            measure === 'contact_ratio' && /\bappointments?\b/.test(clause) ? 'appointment_ratio' : measure;
          found.push({
            suggestion: { measure: counted, behaviourKey: null, label: measureLabels[counted], words: quoteOf(clause) },
            at: offset + match.index,
          });
        }
      }
    }
    const words = clause.split(' ');
    const stems = words.map((word) => stemOf(word.replace(/[^a-z0-9']/g, '')));
    for (const behaviourWord of behaviourWords) {
      const index = behaviourIn(stems, behaviourWord);
      if (index === null) continue;
      const at = words.slice(0, index).join(' ').length + (index > 0 ? 1 : 0);
      if (refused(at)) continue;
      const { key, label } = behaviourWord.behaviour;
      found.push({
        suggestion: { measure: 'behaviour', behaviourKey: key, label, words: quoteOf(clause) },
        at: offset + at,
      });
    }
    offset += clause.length + 1;
  }
  const seen = new Set<string>();
  return found
    .sort((a, b) => a.at - b.at)
    .map(({ suggestion }) => suggestion)
    .filter((suggestion) => {
      const key = `${suggestion.measure}:${suggestion.behaviourKey ?? ''}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
