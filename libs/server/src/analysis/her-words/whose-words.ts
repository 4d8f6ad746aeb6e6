import type { TermHit } from '../../dresses/find-terms';

// The bride writes in the first person; anyone else she names speaks for themselves.
const herself = new Set(['i', 'im', 'ive', 'id', 'ill', 'me', 'myself', 'we', 'were', 'weve', 'wed', 'us']);
const someoneElse = new Set([
  'he',
  'him',
  'his',
  'she',
  'her',
  'hers',
  'sister',
  'sisters',
  'brother',
  'mom',
  'mum',
  'mother',
  'mama',
  'dad',
  'father',
  'friend',
  'friends',
  'bestie',
  'bff',
  'cousin',
  'aunt',
  'grandma',
  'grandmother',
  'nan',
  'niece',
  'daughter',
  'son',
  'kids',
  'children',
  'bridesmaid',
  'bridesmaids',
  'maid',
  'moh',
  'matron',
  'groom',
  'groomsmen',
  'groomsman',
  'fiance',
  'fiancee',
  'partner',
  'husband',
  'wife',
  'girl',
  'girls',
  'bearer',
  'guests',
  'guest',
  'party',
  'mil',
  'boss',
  'coworker',
  'colleague',
]);

/**
 * Whether a mention is about her: the nearest person named before it in its clause decides ("my
 * sister is pregnant", "my mom hates strapless" are not hers; "my sister and I hate mermaids" is).
 */
export function isHers(hit: Pick<TermHit, 'before'>): boolean {
  for (let index = hit.before.length - 1; index >= 0; index -= 1) {
    const word = hit.before[index] ?? '';
    if (herself.has(word)) return true;
    if (someoneElse.has(word)) return false;
  }
  return true;
}
