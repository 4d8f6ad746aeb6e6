import { findPhrases } from './find-phrases';

// Two-letter state codes are only trusted at the end of a location ("Portland, ME"), never as words.
const isStateCode = (place: string): boolean => /^[a-z]{2}$/.test(place);

/**
 * The places of a list named in a location. Names match as whole words; a two-letter state code
 * only as the last part after a comma ("Portland, ME"), since "me" or "la" are ordinary words.
 */
export function findPlaces(location: string, places: readonly string[]): string[] {
  const code = /,\s*([A-Za-z]{2})\.?\s*(?:\d{5}(?:-\d{4})?)?\s*$/.exec(location)?.[1]?.toLowerCase();
  const names = findPhrases(
    location,
    places.filter((place) => !isStateCode(place)),
  );
  return code && places.includes(code) ? [...names, code] : names;
}
