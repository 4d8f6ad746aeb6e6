import { findPlaces } from './find-places';
import { northernOverrides, southernPlaces } from './place-lists';

export type Season = 'spring' | 'summer' | 'autumn' | 'winter';

export interface SeasonReading {
  season: Season | null;
  /** 1-12, or null without a date. */
  month: number | null;
  hemisphere: 'northern' | 'southern';
  /** The place that put the wedding south of the equator, for the summary. */
  southernPlace: string | null;
}

const northernSeasons: Season[] = [
  'winter',
  'winter',
  'spring',
  'spring',
  'spring',
  'summer',
  'summer',
  'summer',
  'autumn',
  'autumn',
  'autumn',
  'winter',
];
const flipped: Record<Season, Season> = { winter: 'summer', spring: 'autumn', summer: 'winter', autumn: 'spring' };

/** The season of the wedding month where the wedding is: July in Sydney is winter. */
export function detectSeason(weddingDate: string | null, location: string): SeasonReading {
  const southern = findPlaces(location, southernPlaces);
  const southernPlace =
    southern.length > 0 && findPlaces(location, northernOverrides).length === 0 ? southern[0]! : null;
  const hemisphere = southernPlace ? 'southern' : 'northern';
  const month = weddingDate && /^\d{4}-\d{2}-\d{2}$/.test(weddingDate) ? Number(weddingDate.slice(5, 7)) : null;
  const northern = month ? northernSeasons[month - 1] : undefined;
  const season = northern ? (hemisphere === 'southern' ? flipped[northern] : northern) : null;
  return { season, month, hemisphere, southernPlace };
}
