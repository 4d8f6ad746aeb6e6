import { describePriceBounds } from '@bridal/shared/budget/resolve-budget';
import { escapeMarkdown } from '@bridal/shared/markdown/escape-markdown';
import type { Fabric } from '../../dresses/dress';
import type { FitCriteria } from './build-fit-criteria';
import { joinWords } from '@bridal/shared/wording/join-words';
import { nameAttribute } from '@bridal/shared/wording/name-attribute';
import type { Preference } from './profile-style';
import { topPreferences } from './top-preferences';

const bare = (preference: Pick<Preference, 'kind' | 'value'>): string =>
  nameAttribute(preference).replace(/^(a|an) /, '');
const sources = (preferences: Preference[]): string =>
  escapeMarkdown(
    joinWords([
      ...new Set(
        preferences.flatMap((entry) => entry.sources.slice(0, 1).map((source) => source.source.replace(/ \(.*$/, ''))),
      ),
    ]),
  );

/**
 * What to pull from the floor when there are no named dresses to suggest: silhouettes, fabrics,
 * necklines, sleeves and train from her profile, corrected for the venue and season.
 */
export function writeStyleGuidance(criteria: FitCriteria): string {
  const { profile, venue, budget, occasion } = criteria;
  const warm = venue.climate.climate === 'hot' || venue.season.season === 'summer' || venue.type === 'beach';
  const cold = venue.climate.climate === 'cold' || venue.season.season === 'winter';
  const silhouettes = topPreferences(profile, 'silhouette', 3);
  const necklines = topPreferences(profile, 'neckline', 3);
  let fabrics: string[] = topPreferences(profile, 'fabric', 4).map((entry) => entry.value);
  const heavy: Fabric[] = ['satin', 'mikado', 'velvet', 'taffeta'];
  if (warm)
    fabrics = [...new Set([...fabrics.filter((fabric) => !heavy.includes(fabric as Fabric)), 'chiffon', 'crepe'])];
  if (cold) fabrics = [...new Set([...fabrics.filter((fabric) => fabric !== 'chiffon'), 'satin', 'mikado'])];

  const lines: string[] = [];
  lines.push(
    silhouettes.length > 0
      ? `- **Silhouettes:** ${joinWords(silhouettes.map(bare).map((name) => name.replace(/ silhouette$/, '')))} (from ${sources(silhouettes)}).`
      : '- **Silhouettes:** nothing stated yet: pull one A-line, one sheath and one fit-and-flare to learn what she likes.',
  );
  lines.push(
    fabrics.length > 0
      ? `- **Fabrics:** ${joinWords(fabrics.slice(0, 5))}${warm ? `; light enough for ${occasion}` : cold ? `; with the weight for ${occasion}` : ''}.`
      : '- **Fabrics:** open; let her feel lace, crepe and satin side by side.',
  );
  if (necklines.length > 0) {
    lines.push(`- **Necklines:** ${joinWords(necklines.map(bare).map((name) => name.replace(/ neckline$/, '')))}.`);
  }
  const wantsSleeves = profile.likeIndex.has('sleeves:sleeves') || profile.likeIndex.has('sleeves:long-sleeves');
  if (cold || venue.type === 'church' || wantsSleeves) {
    lines.push(
      `- **Sleeves:** ${wantsSleeves ? 'she asked for sleeves' : 'include sleeved options'}${cold ? ` (long sleeves or a cover-up for ${occasion})` : venue.type === 'church' ? ' (a church may ask for covered shoulders)' : ''}.`,
    );
  }
  if (venue.ground && venue.setting !== 'indoor') {
    lines.push(
      `- **Train:** sweep or none on the ${venue.ground === 'uneven' ? 'uneven ground' : venue.ground}; anything longer needs a bustle or must detach.`,
    );
  } else if (venue.type === 'church' || venue.type === 'ballroom') {
    lines.push(
      `- **Train:** a chapel or cathedral train shows on a long ${venue.type === 'church' ? 'church aisle' : 'ballroom floor'}.`,
    );
  }
  if (profile.dislikes.length > 0) {
    lines.push(`- **Avoid:** ${joinWords([...new Set(profile.dislikes.slice(0, 4).map(bare))])} (her own words).`);
  }
  if (budget) lines.push(`- **Budget:** pull ${describePriceBounds(budget)}.`);
  if (criteria.rush) lines.push('- **Timeline:** under 60 days: only off-the-rack, in-stock and sample dresses.');
  return lines.join('\n');
}
