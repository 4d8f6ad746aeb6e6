import { withArticle } from '@bridal/shared/wording/with-article';
import type { VenueFacts } from './classify-venue';

/** "a July beach ceremony", "a winter church ceremony", "her ceremony": the phrase reasons hang on. */
export function describeOccasion(venue: VenueFacts): string {
  // "a July ceremony" reads as summer to a northern reader; south of the equator name the season.
  const when =
    (venue.season.hemisphere === 'southern' ? venue.season.season : venue.monthName) ?? venue.season.season ?? '';
  const where = venue.type === 'unknown' ? '' : venue.type;
  const words = [when, where, 'ceremony'].filter(Boolean);
  if (words.length === 1) return 'her ceremony';
  return withArticle(words.join(' '));
}
