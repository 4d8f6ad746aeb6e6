import { addPreference, finishReweighing, startReweighing } from '../analysis/local/reweigh-profile';
import type { Fabric } from '../dresses/dress';
import { findPhrases } from '../analysis/local/find-phrases';
import { findTerms } from '../dresses/find-terms';
import { normalizeText } from '../text/normalise-text';
import type { StyleProfile } from '../analysis/local/profile-style';
import { type Effect, keyOf, styleTermById, type StyleTerm, styleTerms } from '../dresses/style-vocabulary';

export interface FeedbackMention {
  term: StyleTerm;
  /** Her words around it, to quote. */
  fragment: string;
}

export interface Feedback {
  wanted: FeedbackMention[];
  rejected: FeedbackMention[];
}

// A clause with one of these is a complaint about what it names: "the satin is too stiff".
const complaintCues = [
  'too',
  'itchy',
  'scratchy',
  'heavy',
  'uncomfortable',
  'unflattering',
  'frumpy',
  'stiff',
  'boring',
  'hates',
  'hated',
  'dislikes',
  'disliked',
  'didnt like',
  'not a fan',
  'tired of',
  'sick of',
  'wrong',
  'awful',
  'ugly',
  'less',
  'fewer',
];
const fabric = (value: Fabric, weight = 1): Effect => ({ kind: 'fabric', value, weight });
const quality = (id: string, label: string, effects: Effect[]): StyleTerm => ({ id, label, phrases: [], effects });

// Complaints about how a dress feels name no attribute, but they do rule fabrics out.
const feelWords: { words: string[]; term: StyleTerm }[] = [
  {
    words: ['heavy', 'too heavy', 'weighs', 'weighed down'],
    term: quality('heavy-fabrics', 'heavy fabrics', [
      fabric('satin'),
      fabric('mikado'),
      fabric('velvet'),
      fabric('taffeta'),
      fabric('beaded', 0.8),
      fabric('sequin', 0.8),
    ]),
  },
  {
    words: ['itchy', 'scratchy', 'scratches', 'itches', 'prickly'],
    term: quality('scratchy', 'scratchy beading and sequins', [fabric('beaded'), fabric('sequin')]),
  },
  {
    words: ['stiff', 'too stiff', 'rigid', 'boxy'],
    term: quality('stiff-fabrics', 'stiff fabrics', [fabric('mikado'), fabric('taffeta'), fabric('organza', 0.6)]),
  },
];

// What follows one of these is what she is moving away from: "lace instead of satin".
const awayFrom = /\b(?:instead of|rather than|more than|than)\b/i;
// "The satin is too heavy and she wants sleeves": the complaint ends where a new thought begins.
const newClause = /[.;,!?\n]|\bbut\b|\band (?=(?:she|her|they|it|wants?|needs?|likes?|loves?|asks?|prefers?)\b)/i;

const hasCue = (clause: string): boolean => {
  const padded = ` ${normalizeText(clause)} `;
  return complaintCues.some((cue) => padded.includes(` ${cue} `));
};

/** The dress attributes the consultant's words ask for or turn down, from what the bride said today. */
export function readFeedback(details: string): Feedback {
  const wanted: FeedbackMention[] = [];
  const rejected: FeedbackMention[] = [];
  const segments = details.split(newClause).flatMap((clause) => {
    const [toward = '', ...away] = clause.split(awayFrom);
    return [{ text: toward, away: false }, ...away.map((text) => ({ text, away: true }))];
  });
  for (const segment of segments) {
    for (const hit of findTerms(segment.text, styleTerms)) {
      const term = styleTermById.get(hit.id);
      if (!term) continue;
      const mention = { term, fragment: hit.fragment };
      if (segment.away || hit.negated || hasCue(hit.clause)) rejected.push(mention);
      else wanted.push(mention);
    }
  }
  for (const { words, term } of feelWords) {
    const [word] = findPhrases(details, words);
    if (word) rejected.push({ term, fragment: word });
  }
  // A term both wanted and rejected ("less tulle, but some tulle") says nothing clear.
  const rejectedIds = new Set(rejected.map((mention) => mention.term.id));
  const wantedIds = new Set(wanted.map((mention) => mention.term.id));
  return {
    wanted: wanted.filter((mention) => !rejectedIds.has(mention.term.id)),
    rejected: rejected.filter((mention) => !wantedIds.has(mention.term.id)),
  };
}

/**
 * Her style profile with today's feedback on top: what she asked for now outweighs what she
 * wrote in the survey, and what she turned down now is avoided, whatever the survey said.
 */
export function applyFeedback(profile: StyleProfile, feedback: Feedback): StyleProfile {
  if (feedback.wanted.length === 0 && feedback.rejected.length === 0) return profile;
  const reweighing = startReweighing(profile);
  const { likes, dislikes } = reweighing;
  const strongest = Math.max(1.5, (profile.likes[0]?.weight ?? 1) * 1.2);
  for (const { term, fragment } of feedback.wanted) {
    for (const effect of term.effects) {
      addPreference(likes, effect, strongest * effect.weight, `what she asked for today ("${fragment}")`);
      dislikes.delete(keyOf(effect));
    }
  }
  for (const { term, fragment } of feedback.rejected) {
    for (const effect of term.effects.filter((entry) => entry.weight >= 0.6)) {
      addPreference(dislikes, effect, 1.5 * effect.weight, `today she said "${fragment}"`);
      likes.delete(keyOf(effect));
    }
  }
  return finishReweighing(profile, reweighing);
}
