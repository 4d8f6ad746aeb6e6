import { attributeName } from '@bridal/shared/wording/name-attribute';
import { withArticle } from '@bridal/shared/wording/with-article';
import { escapeMarkdown } from '@bridal/shared/markdown/escape-markdown';
import { dressLabel } from '../../dresses/dress';
import type { FitCriteria } from './build-fit-criteria';
import type { VenueType } from './classify-venue';
import { describeDressFacts } from './describe-dress-facts';
import type { Feelings } from './read-feelings';
import type { ScoredDress } from './score-dress';
import { topPreferences } from './top-preferences';

export interface TryOnInput {
  criteria: FitCriteria;
  /** The inventory picks, best first (may be empty). */
  picks: readonly ScoredDress[];
  feelings: Feelings;
  intention: string;
}

// Shapes that suit the venue, in order; the wildcard is the first she did not already ask for.
const venueWildcards: Partial<Record<VenueType, string[]>> = {
  beach: ['sheath', 'empire', 'tea-length'],
  destination: ['sheath', 'empire', 'A-line'],
  ballroom: ['ball gown', 'trumpet', 'mermaid'],
  hotel: ['trumpet', 'ball gown', 'sheath'],
  church: ['A-line', 'ball gown', 'fit-and-flare'],
  garden: ['A-line', 'fit-and-flare', 'empire'],
  city: ['jumpsuit', 'sheath', 'trumpet'],
  courthouse: ['tea-length', 'jumpsuit', 'sheath'],
  barn: ['fit-and-flare', 'A-line', 'tea-length'],
  vineyard: ['fit-and-flare', 'A-line', 'sheath'],
};

/** The try-on order as 4 steps, each naming a dress from the inventory or a shape from her profile. */
export function planTryOn({ criteria, picks, feelings, intention }: TryOnInput): string[] {
  const { profile, venue } = criteria;
  const silhouettes = topPreferences(profile, 'silhouette', 3).map((entry) => attributeName(entry.value));
  const shapes = [...new Set([...silhouettes, 'A-line', 'sheath', 'fit-and-flare'])];
  const fabrics = topPreferences(profile, 'fabric', 2).map((entry) => entry.value);
  const style = topPreferences(profile, 'style', 1)[0]?.value;
  // A wildcard is a shape she neither asked for nor already tries on.
  const tried = picks.map((pick) => (pick.dress.silhouette ? attributeName(pick.dress.silhouette) : ''));
  const wildcard = [...(venueWildcards[venue.type] ?? []), 'fit-and-flare', 'trumpet', 'sheath', 'A-line'].find(
    (shape) => !silhouettes.includes(shape) && !tried.includes(shape),
  );
  const generic = (index: number) =>
    withArticle(`${shapes[index] ?? 'A-line'}${fabrics[index % 2] ? ` in ${fabrics[index % 2]}` : ''}`);
  const dress = (pick: ScoredDress | undefined, fallback: number) =>
    pick
      ? `**${escapeMarkdown(dressLabel(pick.dress))}** (${escapeMarkdown(describeDressFacts(pick.dress))})`
      : generic(fallback);
  const [top, second, third] = picks;
  const look = style ? `the ${style} look` : 'what she described';
  const wildcardShape = withArticle(wildcard ?? 'fit-and-flare');
  const benchmark = profile.likes.length > 0 ? 'the best all-round fit' : 'a strong all-rounder';

  if (criteria.rush || intention === 'emergency') {
    return [
      `Top pick first: ${dress(top, 0)}; in a rush, show her the best answer early.`,
      `Second: ${dress(second, 1)}.`,
      `Third: ${dress(third, 2)}.`,
      'Decide: back into the favourite, then confirm the size, the alteration dates and the pick-up date before she leaves.',
    ];
  }
  if (feelings.anxious) {
    return [
      `Warm-up: ${dress(second, 1)}: close to ${look}, so she relaxes into it.`,
      `Contrast: ${dress(third, 2)}: to see what she reacts to, with no pressure to like it.`,
      `Top pick: ${dress(top, 0)}: third, once she is comfortable and trusts the process.`,
      intention === 'ready-to-buy'
        ? 'Back into her favourite with a veil and accessories, and let the moment happen.'
        : 'Pause: ask which of the three felt most like her, and pull only one more in that direction.',
    ];
  }
  if (feelings.upbeat || intention === 'ready-to-buy') {
    return [
      `Start with ${dress(second, 1)}: ${look}, to set the bar.`,
      `Top pick: ${dress(top, 0)}: second, while her energy is high.`,
      `Contrast: ${dress(third, 2)}, so the favourite is a choice, not a default.`,
      intention === 'ready-to-buy'
        ? 'Back into the favourite with a veil and accessories for the moment.'
        : `Wildcard: ${wildcardShape} she did not ask for, which suits ${criteria.occasion}.`,
    ];
  }
  return [
    `First shape: ${dress(second, 1)}.`,
    `Contrast: ${dress(third, 2)}, to learn what she responds to.`,
    `Wildcard: ${wildcardShape} she did not ask for, which suits ${criteria.occasion}.`,
    `Benchmark: ${dress(top, 0)} to finish: ${benchmark}, to compare the others against.`,
  ];
}
