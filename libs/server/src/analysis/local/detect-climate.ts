import type { SeasonReading } from './detect-season';
import { findPlaces } from './find-places';
import { coldWinterPlaces, hotSummerPlaces, tropicalPlaces } from './place-lists';

export interface ClimateReading {
  climate: 'hot' | 'cold' | null;
  /** The place that told us, e.g. 'florida'. */
  place: string | null;
  /** Why, for the summary: "hot all year", "hot in summer", "cold in winter". */
  why: string | null;
}

const coldMonths = { northern: [11, 12, 1, 2, 3], southern: [5, 6, 7, 8, 9] };
const hotMonths = { northern: [5, 6, 7, 8, 9], southern: [11, 12, 1, 2, 3] };

/** Hot or cold, from well-known places in the location and the wedding month. */
export function detectClimate(location: string, season: SeasonReading): ClimateReading {
  const tropical = findPlaces(location, tropicalPlaces)[0];
  if (tropical)
    return { climate: 'hot', place: tropical, why: season.month ? 'hot and humid' : 'hot and humid all year' };
  const month = season.month;
  const hot = findPlaces(location, hotSummerPlaces)[0];
  if (hot && month && hotMonths[season.hemisphere].includes(month)) {
    return { climate: 'hot', place: hot, why: 'hot at that time of year' };
  }
  const cold = findPlaces(location, coldWinterPlaces)[0];
  if (cold && month && coldMonths[season.hemisphere].includes(month)) {
    return { climate: 'cold', place: cold, why: 'cold, with a real chance of snow or icy wind' };
  }
  return { climate: null, place: null, why: null };
}
