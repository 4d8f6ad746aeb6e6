import { withArticle } from '@bridal/shared/wording/with-article';
import { capitalize } from '@bridal/shared/wording/name-attribute';
import { escapeMarkdown } from '@bridal/shared/markdown/escape-markdown';
import { daysUntil } from '@bridal/shared/survey/survey-rules';
import type { AnalysisContext } from '../analysis-provider';
import { type VenueResult, venueResultSchema } from '../../plans/analysis-schemas';
import { classifyVenue, type VenueFacts, type VenueType } from './classify-venue';
import { formatDate } from '@bridal/shared/format/format-date';

const feelOf: Record<VenueType, string> = {
  ballroom: 'Chandeliers, a long aisle to the dance floor and photos under warm indoor light: a polished evening.',
  church: 'A traditional ceremony: a long aisle, a quiet room with high ceilings and formal photos at the altar.',
  hotel: 'Polished and comfortable: climate-controlled rooms, with a staircase or lobby for photos.',
  garden: 'Flowers, greenery and soft natural light, with guests out on the lawn.',
  beach: 'Sand, sea breeze and bright sun: a relaxed, barefoot feel.',
  barn: 'Rustic and warm: wooden beams, string lights and a relaxed party.',
  vineyard: 'Rows of vines, golden-hour light and a relaxed but elegant dinner.',
  city: 'Urban and modern: clean architecture with a skyline or gallery backdrop.',
  mountain: 'Big views, crisp air and uneven paths.',
  estate: 'Grand grounds: sweeping lawns, staircases and a stately house for photos.',
  backyard: 'Intimate and personal: family, a lawn and a relaxed pace.',
  courthouse: 'Short and intimate: a small room, a few guests and street photos afterwards.',
  destination: 'A trip as much as a wedding: travel, heat and a small crowd.',
  unknown: '',
};

const typeWord: Record<VenueType, string> = {
  ballroom: 'ballroom ',
  hotel: 'hotel ',
  church: 'church ',
  estate: 'estate ',
  city: 'city ',
  vineyard: 'vineyard ',
  garden: 'garden ',
  mountain: 'mountain ',
  destination: 'destination ',
  unknown: '',
  courthouse: 'civil ',
  barn: 'barn ',
  backyard: 'backyard ',
  beach: 'beach ',
};

const trainAdvice: Partial<Record<VenueType, string>> = {
  beach:
    'A beach ceremony favours chiffon or crepe and a sweep train (or none): heavy satin, mikado and layered tulle trap heat and drag in the sand. A sheath or soft A-line moves with the breeze; hem for bare feet or flat sandals.',
  church:
    "A church aisle shows off a train: a chapel or even a cathedral train earns its place here. Check the church's rules on bare shoulders; sleeves, illusion straps or a bolero cover the ceremony.",
  ballroom:
    'The room has space for volume: a ball gown or a dramatic trumpet with a court to cathedral train, and a bustle for the dance floor.',
  hotel:
    'Indoors and polished: any silhouette works, satin and crepe photograph well under indoor light; check the aisle length before choosing the train.',
  vineyard:
    'Gravel paths and rows of vines: a sweep or court train with a bustle; lace or chiffon glows in golden-hour light.',
  barn: 'Wooden floors, hay and dust: a bustle or a short train, lace or boho details, and boots or flats under an A-line.',
  mountain: 'Uneven paths and mountain wind: a shorter train, and sleeves, a cape or a wrap for the cold evening.',
  city: 'Clean architecture suits clean lines: crepe or mikado, a sheath, trumpet or jumpsuit, a modern neckline (square, high-neck, one-shoulder).',
  courthouse:
    'A short walk and a small room: a sheath, a tea-length dress or a jumpsuit without a train, in crepe or satin that photographs crisply.',
  destination:
    'Travel-friendly: a packable crepe, chiffon or lace that does not crease badly, carried on the plane in a garment bag.',
};

const formalityAdvice: Record<VenueFacts['formality'], string> = {
  'black-tie':
    'Black-tie asks for the most formal gown: full length, a ball gown or a dramatic trumpet or mermaid, structured satin or mikado, and embellishment is welcome.',
  formal: 'Formal: full length, and a court or chapel train is appropriate.',
  'semi-formal': 'Semi-formal: full length or a polished tea-length; the train can stay modest.',
  casual: 'Casual: no need for a full gown. A slip, a sheath, a tea-length dress or a jumpsuit fits the mood.',
};

function placeAndMonth(venue: VenueFacts): string {
  return [escapeMarkdown(venue.location) || 'Her venue', venue.monthName ? `in ${venue.monthName}` : '']
    .filter(Boolean)
    .join(' ');
}

function seasonAdvice(venue: VenueFacts): string {
  const season = venue.season.season;
  if (venue.climate.climate === 'hot') {
    return `${placeAndMonth(venue)} is ${venue.climate.why}: breathable fabrics (chiffon, crepe, light lace, organza), fewer layers, sleeveless or thin straps; skip heavy satin, mikado and velvet.`;
  }
  if (season === 'winter' && venue.type === 'church') {
    return `Winter church: sleeves or long-sleeve lace, or a cover-up (a faux-fur stole, a cape) for the ceremony and the photos outside${venue.climate.climate === 'cold' ? `; ${placeAndMonth(venue)} is ${venue.climate.why}` : ''}.`;
  }
  if (venue.climate.climate === 'cold') {
    return `${placeAndMonth(venue)} is ${venue.climate.why}: long sleeves or a cover-up, and heavier satin, mikado or velvet; think about the walk from the car.`;
  }
  if (venue.setting === 'indoor' && (season === 'spring' || season === 'autumn' || season === 'summer')) {
    return `Indoors in ${season}: the room sets the fabric weight, not the weather; a wrap covers arrival and any photos outside.`;
  }
  switch (season) {
    case 'summer':
      return 'Summer: light fabrics and fewer layers; a heavy ball gown gets warm.';
    case 'winter':
      return 'Winter: sleeves or a cover-up, and heavier fabrics (satin, mikado, velvet) look right.';
    case 'autumn':
      return 'Autumn: mid-weight fabrics (satin, crepe, lace) and long-sleeve options; ivory and champagne suit the warmer light.';
    case 'spring':
      return 'Spring: organza, tulle and floral lace; the weather can turn, so have a wrap ready.';
    default:
      return 'No wedding date yet: once the season is known, fabric weight and sleeves follow from it.';
  }
}

function terrainAdvice(venue: VenueFacts): string | null {
  if (venue.type === 'beach' || venue.type === 'vineyard') return null;
  if (venue.ground === 'grass') {
    return 'A chapel or cathedral train drags on grass: suggest a sweep train, or a detachable train or a bustle for the reception; organza, lace and floral appliqué suit the setting.';
  }
  if (venue.type === 'city' && venue.setting === 'outdoor') return 'Rooftop wind: skip a long veil and a heavy train.';
  return null;
}

function settingAdvice(venue: VenueFacts): string | null {
  if (venue.setting === 'mixed') {
    return 'Two settings: a detachable train or overskirt, or a second look, covers both the ceremony and the party.';
  }
  if (venue.setting === 'unknown')
    return 'Ask whether the ceremony is indoors or outdoors: it decides the train and the fabric weight.';
  return null;
}

function describeDay(venue: VenueFacts, days: number | null, weddingDate: string | null): string {
  const season = venue.season.season;
  const where = venue.venueName ? `at **${escapeMarkdown(venue.venueName)}**` : 'at a venue she has not named yet';
  const place = venue.location ? ` in ${escapeMarkdown(venue.location)}` : '';
  const when = weddingDate
    ? `, on ${formatDate(weddingDate)}${days !== null && days >= 0 ? ` (${days} days away)` : ''}`
    : '';
  const kind = `${season ? `${season} ` : ''}${typeWord[venue.type]}wedding`;
  const lines = [`${capitalize(withArticle(kind))} ${where}${place}${when}.`];
  if (venue.season.southernPlace && venue.monthName && season) {
    lines.push(`${venue.monthName} is ${season} there: the seasons are reversed south of the equator.`);
  }
  if (!weddingDate) lines.push('No wedding date yet, so the season is still open.');
  if (feelOf[venue.type]) lines.push(feelOf[venue.type]);
  lines.push(
    {
      indoor: 'The day is indoors, so the weather matters less than the room.',
      outdoor: `The ceremony is outdoors${venue.ground ? ` on ${venue.ground === 'uneven' ? 'uneven ground' : venue.ground}` : ''}, so the weather and the ground shape the dress.`,
      mixed:
        'Expect both indoors and outdoors (for example a ceremony outside and a reception inside), so the dress has to work in both.',
      unknown: 'The name does not say whether it is indoors or outdoors; ask her.',
    }[venue.setting],
  );
  if (venue.climate.why) lines.push(`${placeAndMonth(venue)} is ${venue.climate.why}.`);
  lines.push(
    `All told it reads as a **${venue.formality}** wedding${venue.formalityDrivers.length > 0 ? ` (${venue.formalityDrivers.join(', ')})` : ''}.`,
  );
  return lines.join(' ');
}

/** The venue step: what the day will feel like, and what the dress has to do there. */
export function analyzeVenue(context: AnalysisContext): VenueResult {
  const bride = context.bride;
  const venue = classifyVenue(bride);
  const days = daysUntil(bride.weddingDate, context.today);
  const advice = [
    formalityAdvice[venue.formality],
    trainAdvice[venue.type],
    terrainAdvice(venue),
    seasonAdvice(venue),
    settingAdvice(venue),
  ].filter((line): line is string => Boolean(line));
  const heading = venue.venueName
    ? `**What the dress has to do at ${escapeMarkdown(venue.venueName)}:**`
    : '**What the dress has to do:**';
  return venueResultSchema.parse({
    summary: describeDay(venue, days, bride.weddingDate),
    vibe: [heading, '', ...advice.map((line) => `- ${line}`)].join('\n'),
    venueType: venue.type,
    setting: venue.setting,
    season: venue.season.season,
    formality: venue.formality,
    website: null,
    citations: [],
  });
}
