import type { VenueType } from '@bridal/server/analysis/local/classify-venue';
import type { StatedStyle } from './eval-brides';
import type { DressTruth } from './sheet-truth';

// What a venue rules out, as a consultant would say it: plain, independent of the analyst's scores.
const heavyFabrics = ['satin', 'mikado', 'velvet', 'taffeta', 'beaded', 'sequin'];
const grassAndGravel: VenueType[] = ['garden', 'vineyard', 'backyard', 'barn', 'mountain', 'estate', 'destination'];

/** Whether a dress suits the kind of venue she named. */
export function suitsVenue(dress: DressTruth, venue: VenueType): boolean {
  const longTrain = ['cathedral', 'royal'].includes(dress.train);
  switch (venue) {
    case 'beach':
      return (
        dress.silhouette !== 'ball-gown' &&
        !heavyFabrics.includes(dress.fabric) &&
        !['chapel', 'cathedral', 'royal'].includes(dress.train) &&
        !['long', 'bell'].includes(dress.sleeves)
      );
    case 'ballroom':
    case 'hotel':
      return !['tea-length', 'jumpsuit'].includes(dress.silhouette);
    case 'church':
      return dress.silhouette !== 'jumpsuit';
    case 'courthouse':
      return dress.silhouette !== 'ball-gown' && !['chapel', 'cathedral', 'royal'].includes(dress.train);
    case 'city':
      return dress.silhouette !== 'ball-gown';
    case 'barn':
    case 'backyard':
      return dress.silhouette !== 'ball-gown' && !longTrain;
    default:
      return grassAndGravel.includes(venue) ? !longTrain : true;
  }
}

const has = (dress: DressTruth, style: StatedStyle): boolean =>
  (style.silhouettes ?? []).some((value) => value === dress.silhouette) ||
  (style.necklines ?? []).some((value) => value === dress.neckline) ||
  (style.fabrics ?? []).some((value) => value === dress.fabric) ||
  (style.sleeves ?? []).some((value) => value === dress.sleeves);

/** Whether a dress answers her stated style: one of the things she asked for, none she ruled out. */
export const matchesStyle = (dress: DressTruth, style: StatedStyle, avoid: StatedStyle | undefined): boolean =>
  has(dress, style) && !(avoid && has(dress, avoid));
