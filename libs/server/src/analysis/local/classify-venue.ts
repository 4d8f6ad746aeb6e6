import { optionLabel } from '@bridal/shared/survey/survey-labels';
import { type Vibe, vibeOptions } from '@bridal/shared/survey/survey-options';
import type { VenueResult } from '../../plans/analysis-schemas';
import type { BrideProfile } from '../../plans/bride-profile';
import { type ClimateReading, detectClimate } from './detect-climate';
import { detectSeason, type SeasonReading } from './detect-season';
import { findPhrases } from './find-phrases';
import { findPlaces } from './find-places';
import { coastalPlaces, destinationPlaces, wineRegions } from './place-lists';
import { monthNames } from '@bridal/shared/format/format-date';

export type VenueType = VenueResult['venueType'];
export type Setting = VenueResult['setting'];
export type Formality = VenueResult['formality'];

export interface VenueFacts {
  venueName: string;
  location: string;
  type: VenueType;
  /** The word of the venue name (or location) that gave the type away. */
  typeWord: string | null;
  setting: Setting;
  /** What a hem and a train will drag over, when the ceremony is outside. */
  ground: 'sand' | 'grass' | 'gravel' | 'uneven' | null;
  season: SeasonReading;
  monthName: string | null;
  climate: ClimateReading;
  coastal: boolean;
  formality: Formality;
  /** What set the formality, e.g. ['a ballroom', 'her Glamorous vibe']. */
  formalityDrivers: string[];
}

// In priority order: a chapel at a vineyard is a church ceremony, a ballroom in a hotel a ballroom.
const typeRules: { type: VenueType; words: string[] }[] = [
  {
    type: 'courthouse',
    words: [
      'courthouse',
      'court house',
      'city hall',
      'town hall',
      'registry',
      'register office',
      'county clerk',
      'marriage bureau',
      'justice of the peace',
    ],
  },
  {
    type: 'church',
    words: [
      'church',
      'cathedral',
      'chapel',
      'parish',
      'basilica',
      'temple',
      'synagogue',
      'abbey',
      'kirk',
      'minster',
      'meeting house',
    ],
  },
  { type: 'ballroom', words: ['ballroom', 'banquet hall', 'great hall'] },
  {
    type: 'beach',
    words: [
      'beach',
      'ocean',
      'oceanfront',
      'seaside',
      'by the sea',
      'island',
      'coastal',
      'shore',
      'seashore',
      'oceanview',
      'beach club',
      'lighthouse',
      'playa',
    ],
  },
  {
    type: 'vineyard',
    words: ['vineyard', 'vineyards', 'winery', 'wine estate', 'cellars', 'cellar', 'vines', 'vintners', 'wine'],
  },
  {
    type: 'garden',
    words: [
      'garden',
      'gardens',
      'botanical',
      'botanic',
      'arboretum',
      'greenhouse',
      'conservatory',
      'glasshouse',
      'orchard',
      'meadow',
    ],
  },
  { type: 'barn', words: ['barn', 'ranch', 'farm', 'farmstead', 'homestead', 'stables'] },
  {
    type: 'mountain',
    words: ['mountain', 'mountains', 'lodge', 'ski', 'chalet', 'peak', 'summit', 'alpine', 'canyon'],
  },
  {
    type: 'estate',
    words: ['estate', 'manor', 'mansion', 'castle', 'chateau', 'country club', 'villa', 'palace', 'plantation'],
  },
  {
    type: 'hotel',
    words: [
      'hotel',
      'plaza',
      'resort',
      'inn',
      'ritz',
      'four seasons',
      'marriott',
      'hilton',
      'hyatt',
      'fairmont',
      'waldorf',
      'st regis',
      'westin',
      'sheraton',
    ],
  },
  { type: 'ballroom', words: ['grand'] },
  {
    type: 'city',
    words: [
      'loft',
      'rooftop',
      'roof top',
      'museum',
      'gallery',
      'warehouse',
      'industrial',
      'studio',
      'library',
      'brewery',
      'distillery',
      'penthouse',
      'skyline',
      'downtown',
      'art center',
    ],
  },
  { type: 'garden', words: ['park'] },
  {
    type: 'backyard',
    words: [
      'backyard',
      'back yard',
      'home',
      'our house',
      'my house',
      'parents',
      'family home',
      'grandparents',
      'family property',
    ],
  },
];

const defaultSetting: Record<VenueType, Setting> = {
  ballroom: 'indoor',
  church: 'indoor',
  hotel: 'indoor',
  courthouse: 'indoor',
  city: 'indoor',
  garden: 'outdoor',
  beach: 'outdoor',
  vineyard: 'outdoor',
  backyard: 'outdoor',
  barn: 'mixed',
  mountain: 'mixed',
  estate: 'mixed',
  destination: 'outdoor',
  unknown: 'unknown',
};

const groundOf: Partial<Record<VenueType, VenueFacts['ground']>> = {
  beach: 'sand',
  garden: 'grass',
  backyard: 'grass',
  estate: 'grass',
  barn: 'grass',
  vineyard: 'gravel',
  mountain: 'uneven',
};

const outdoorWords = [
  'terrace',
  'lawn',
  'courtyard',
  'patio',
  'garden',
  'gardens',
  'rooftop',
  'roof top',
  'pavilion',
  'open air',
  'outdoor',
  'outdoors',
  'meadow',
  'lakeside',
  'lakefront',
  'waterfront',
  'pier',
  'deck',
  'grove',
  'beach',
];
const indoorWords = [
  'ballroom',
  'hall',
  'church',
  'cathedral',
  'chapel',
  'hotel',
  'museum',
  'loft',
  'library',
  'indoor',
  'indoors',
  'room',
  'salon',
  'barn',
];
const mixedWords = ['tent', 'marquee', 'conservatory', 'greenhouse', 'glasshouse'];

// Base formality of each venue, on a 0 (casual) to 3 (black-tie) scale.
const baseFormality: Record<VenueType, number> = {
  ballroom: 2.25,
  hotel: 2,
  church: 2,
  estate: 2,
  city: 1.5,
  vineyard: 1.5,
  garden: 1.5,
  mountain: 1.25,
  destination: 1.25,
  unknown: 1.5,
  courthouse: 1,
  barn: 0.5,
  backyard: 0.5,
  beach: 0.5,
};

const vibeFormality: Record<Vibe, number> = {
  glamorous: 0.75,
  classic: 0.5,
  modern: 0.25,
  'garden-party': 0,
  beach: -0.5,
  bohemian: -0.75,
};

const typeNoun: Record<VenueType, string> = {
  ballroom: 'a ballroom',
  hotel: 'a hotel',
  church: 'a church ceremony',
  estate: 'an estate',
  city: 'a city venue',
  vineyard: 'a vineyard',
  garden: 'a garden',
  mountain: 'a mountain venue',
  destination: 'a destination wedding',
  unknown: 'the venue',
  courthouse: 'a civil ceremony',
  barn: 'a barn',
  backyard: 'a backyard',
  beach: 'a beach',
};

function classifyType(venueName: string, location: string, coastal: boolean): { type: VenueType; word: string | null } {
  for (const rule of typeRules) {
    const word = findPhrases(venueName, rule.words)[0];
    if (!word) continue;
    // A resort on the coast is a beach wedding; inland it is a hotel.
    if (word === 'resort' && coastal) return { type: 'beach', word };
    return { type: rule.type, word };
  }
  const wine = findPlaces(location, wineRegions)[0];
  if (wine) return { type: 'vineyard', word: wine };
  const destination = findPlaces(location, destinationPlaces)[0];
  if (destination) return { type: 'destination', word: destination };
  return { type: 'unknown', word: null };
}

function classifySetting(type: VenueType, text: string): Setting {
  const base = defaultSetting[type];
  if (findPhrases(text, mixedWords).length > 0) return 'mixed';
  const outdoor = findPhrases(text, outdoorWords).length > 0;
  const indoor = findPhrases(text, indoorWords).length > 0;
  if (base === 'indoor' && outdoor) return findPhrases(text, ['rooftop', 'roof top']).length > 0 ? 'outdoor' : 'mixed';
  if (base === 'outdoor' && indoor) return 'mixed';
  if (base === 'unknown') return outdoor && indoor ? 'mixed' : outdoor ? 'outdoor' : indoor ? 'indoor' : 'unknown';
  return base;
}

function classifyFormality(type: VenueType, vibes: Vibe[], words: string): { formality: Formality; drivers: string[] } {
  let level = baseFormality[type];
  const drivers = type === 'unknown' ? [] : [typeNoun[type]];
  for (const vibe of vibes) {
    level += vibeFormality[vibe];
    if (vibeFormality[vibe] !== 0) drivers.push(`her ${optionLabel(vibeOptions, vibe)} vibe`);
  }
  const [explicit] = findPhrases(words, [
    'black tie',
    'white tie',
    'formal',
    'casual',
    'laid back',
    'relaxed',
    'elopement',
  ]);
  if (explicit === 'black tie' || explicit === 'white tie') {
    level = Math.max(level, 3);
    drivers.push(`"${explicit}" in her own words`);
  } else if (explicit === 'formal') {
    level += 0.5;
    drivers.push('"formal" in her own words');
  } else if (explicit) {
    level -= 0.75;
    drivers.push(`"${explicit}" in her own words`);
  }
  const formality: Formality =
    level >= 3 ? 'black-tie' : level >= 2 ? 'formal' : level >= 0.75 ? 'semi-formal' : 'casual';
  return { formality, drivers };
}

/**
 * What kind of day it will be, read from the venue name, the location and the date: venue type,
 * indoors or out, season (south of the equator the seasons flip), heat or cold, and formality.
 */
export function classifyVenue(bride: BrideProfile): VenueFacts {
  const venueName = bride.weddingVenue.trim();
  const location = bride.weddingLocation.trim();
  const coastal =
    findPlaces(location, coastalPlaces).length > 0 || findPhrases(venueName, ['beach', 'ocean', 'seaside']).length > 0;
  const { type, word } = classifyType(venueName, location, coastal);
  const season = detectSeason(bride.weddingDate, location);
  const climate = detectClimate(location, season);
  const setting = classifySetting(type, venueName);
  const ownWords = `${bride.answers.specificVision} ${bride.answers.additionalNotes} ${venueName}`;
  const { formality, drivers } = classifyFormality(
    type,
    bride.answers.weddingVibes.filter((vibe): vibe is Vibe => vibe in vibeFormality),
    ownWords,
  );
  return {
    venueName,
    location,
    type,
    typeWord: word,
    setting,
    ground: setting === 'indoor' ? null : (groundOf[type] ?? null),
    season,
    monthName: season.month ? (monthNames[season.month - 1] ?? null) : null,
    climate,
    coastal,
    formality,
    formalityDrivers: drivers,
  };
}
