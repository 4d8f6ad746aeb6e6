import type { LimitHit } from './her-texts';

// "Whatever suits my shape", "would suit the venue": the verb, not the garment.
const objects = new Set([
  'me',
  'my',
  'her',
  'you',
  'your',
  'us',
  'our',
  'the',
  'a',
  'an',
  'any',
  'every',
  'everyone',
  'everybody',
  'all',
  'both',
  'this',
  'that',
  'whatever',
  'it',
  'them',
  'most',
  'different',
]);
const verbLead = new Set([
  'to',
  'would',
  'will',
  'might',
  'may',
  'should',
  'could',
  'can',
  'that',
  'which',
  'best',
  'it',
  'they',
  'not',
  'doesnt',
  'dont',
  'wont',
  'also',
  'really',
  'what',
  'whatever',
]);

/** Whether a mention of a garment names one: "a white suit", not "whatever suits me". */
export function namesGarment(hit: LimitHit): boolean {
  if (hit.phrase !== 'suit' && hit.phrase !== 'suits') return true;
  return !objects.has(hit.after[0] ?? '') && !verbLead.has(hit.before[hit.before.length - 1] ?? '');
}
