import { optionLabel } from '@bridal/shared/survey/survey-labels';
import { feelingOptions } from '@bridal/shared/survey/survey-options';
import { findPhrases } from './find-phrases';

export interface Feelings {
  /** Her feelings in words: ticked labels, then her own. */
  named: string[];
  custom: string;
  anxious: boolean;
  upbeat: boolean;
  openMinded: boolean;
  overwhelmed: boolean;
}

const anxiousWords = [
  'nervous',
  'anxious',
  'scared',
  'worried',
  'overwhelmed',
  'stressed',
  'unsure',
  'confused',
  'undecided',
  'insecure',
  'panicked',
  'panicking',
];
const upbeatWords = ['excited', 'happy', 'thrilled', 'hopeful', 'confident', 'giddy', 'ready', 'pumped'];

/** How she feels about the appointment, from the ticked feelings and her own words. */
export function readFeelings(ticked: readonly string[], custom: string): Feelings {
  const labels = ticked
    .filter((value) => value !== 'other')
    .map((value) => optionLabel(feelingOptions, value)?.toLowerCase())
    .filter((label): label is string => Boolean(label));
  const own = custom.trim();
  const words = findPhrases(own, [...anxiousWords, ...upbeatWords]);
  return {
    named: own ? [...labels, `"${own}"`] : labels,
    custom: own,
    anxious:
      ticked.some((value) => ['nervous', 'overwhelmed', 'stressed'].includes(value)) ||
      words.some((word) => anxiousWords.includes(word)),
    upbeat:
      ticked.some((value) => ['excited', 'hopeful'].includes(value)) ||
      words.some((word) => upbeatWords.includes(word)),
    openMinded: ticked.includes('open-minded'),
    overwhelmed: ticked.includes('overwhelmed') || words.includes('overwhelmed'),
  };
}
