import type { Dress, Neckline, Silhouette, SleeveStyle } from './dress';
import { usSizesOf } from './dress-fit';
import { emptyFound, findLimitWords, flagOf, type LimitWordsFound, namedValues } from './find-limit-words';
import { normaliseAttribute } from './infer-attributes';
import { type ColumnTopic, columnTopicOf, readFlagCell } from './limit-columns';
import type { LimitFacts } from './limit-facts';
import {
  type BackStyle,
  type DressLength,
  type Embellishment,
  embellishments,
  type Garment,
  type SleeveLength,
  sleeveLengths,
} from './limit-vocabulary';
import { backOrder, garmentNouns, lengthOrder } from './limit-words';
import { familyOfColours, readColourColumn, readColourWords } from './read-colour-names';
import { words } from '../text/normalise-text';

/** A sleeve style's length when no length word says more (see limit-words for puff and bell). */
const lengthOfSleeveStyle: Record<SleeveStyle, SleeveLength | null> = {
  sleeveless: 'none',
  cap: 'cap',
  short: 'short',
  puff: 'short',
  'three-quarter': 'three-quarter',
  bell: 'three-quarter',
  long: 'long',
  detachable: null,
  'off-the-shoulder': null,
};

/**
 * How high a neckline sits. An illusion neckline is sheer to the collarbone or the throat, which is
 * what a bride who asks for a high neckline accepts; a sweetheart is cut at the bust.
 */
const heightOfNeckline: Record<Neckline, 'high' | 'mid' | 'low'> = {
  'high-neck': 'high',
  bateau: 'high',
  illusion: 'high',
  'v-neck': 'mid',
  square: 'mid',
  scoop: 'mid',
  'queen-anne': 'mid',
  cowl: 'mid',
  halter: 'mid',
  'one-shoulder': 'mid',
  'off-the-shoulder': 'mid',
  sweetheart: 'low',
  plunging: 'low',
  strapless: 'low',
};

const bareNecklines: ReadonlySet<Neckline> = new Set(['strapless', 'off-the-shoulder', 'one-shoulder', 'halter']);
const sleevelessNecklines: ReadonlySet<Neckline> = new Set(['strapless', 'halter']);
const fittedSilhouettes: ReadonlySet<Silhouette> = new Set(['mermaid', 'trumpet', 'fit-and-flare', 'sheath']);
const bumpSilhouettes: ReadonlySet<Silhouette> = new Set(['empire', 'a-line']);
/** Silhouettes that are floor-length by what they are: a ball gown or a mermaid is never tea length. */
const floorSilhouettes: ReadonlySet<Silhouette> = new Set(['ball-gown', 'mermaid', 'trumpet']);

/** What the sheet and its words say, gathered once per dress. */
interface Reading {
  found: LimitWordsFound;
  /** Words of columns about the sleeves, the neckline, the colour, read apart: they beat the canonical field. */
  columns: Map<ColumnTopic, LimitWordsFound>;
  columnText: Map<ColumnTopic, string[]>;
  sleeveMeasures: SleeveLength[];
  garmentNouns: Set<Exclude<Garment, 'gown' | 'short-dress'>>;
  colourWords: string[];
}

const labelledLine = /^([^:\n]{1,60}):\s*(.+)$/;

/**
 * A sleeve measured in inches or centimetres from the shoulder ("Sleeves (in): 24"): about 4 in is
 * a cap, 9 in short, 14 in to the elbow, 19 in three-quarter, beyond that long. Without a unit a
 * number says nothing.
 */
function sleeveOfMeasure(label: string, value: string): SleeveLength | null {
  const match = /^(\d+(?:\.\d+)?)\s*("|''|in|inch|inches|cm)?\.?$/i.exec(value.trim());
  if (!match?.[1]) return null;
  const unit =
    match[2]?.toLowerCase() ?? (/\bcm\b/i.test(label) ? 'cm' : /\b(?:in|inch|inches)\b|"/i.test(label) ? 'in' : null);
  if (unit === null) return null;
  const inches = Number(match[1]) / (unit === 'cm' ? 2.54 : 1);
  if (inches === 0) return 'none';
  if (inches <= 4) return 'cap';
  if (inches <= 9) return 'short';
  if (inches <= 14) return 'elbow';
  if (inches <= 19) return 'three-quarter';
  return 'long';
}

function readColumnLine(reading: Reading, label: string, value: string, topic: ColumnTopic): void {
  reading.columnText.set(topic, [...(reading.columnText.get(topic) ?? []), value]);
  if (topic === 'colour') return;
  if (topic === 'sleeves') {
    const measured = sleeveOfMeasure(label, value);
    if (measured) reading.sleeveMeasures.push(measured);
  }
  // A bare answer in a Slit or Maternity column is about the column's own subject: "Maternity: friendly".
  const text = topic === 'slit' || topic === 'maternity' ? `${value} ${topic}` : value;
  if (topic === 'sleeves' || topic === 'neckline') {
    const own = reading.columns.get(topic) ?? emptyFound();
    findLimitWords(own, text, topic);
    reading.columns.set(topic, own);
  }
  findLimitWords(reading.found, text, topic);
}

/** One line of the description: a "Header: value" line the import kept, or free words. */
function readDescriptionLine(reading: Reading, line: string): void {
  const labelled = labelledLine.exec(line);
  const label = labelled?.[1]?.trim() ?? '';
  const value = labelled?.[2]?.trim() ?? '';
  const topic = labelled ? columnTopicOf(label) : null;
  // A number in a sleeve column is a measure, not a yes or a no.
  const flag = labelled && !(topic === 'sleeves' && /^\d/.test(value)) ? readFlagCell(value) : null;
  if (flag !== null) {
    // "Slit: No", "Open Back: Yes": the header is what the answer is about.
    findLimitWords(reading.found, flag ? label : `no ${label}`);
    return;
  }
  if (topic !== null) {
    readColumnLine(reading, label, value, topic);
  } else {
    findLimitWords(reading.found, line);
  }
  // A collection's name is no colour ("Black Label").
  if (topic !== 'collection') reading.colourWords.push(...readColourWords(topic === null ? line : value, false));
}

function read(dress: Dress): Reading {
  const reading: Reading = {
    found: emptyFound(),
    columns: new Map(),
    columnText: new Map(),
    sleeveMeasures: [],
    garmentNouns: new Set(),
    colourWords: [],
  };
  findLimitWords(reading.found, dress.name);
  reading.colourWords.push(...readColourWords(dress.name, false));
  const nameNoun = garmentNouns.get(words(dress.name).at(-1) ?? '');
  if (nameNoun) reading.garmentNouns.add(nameNoun);
  for (const tag of dress.tags) {
    findLimitWords(reading.found, tag);
    reading.colourWords.push(...readColourWords(tag, true));
    // A one-word tag is a category ("Skirt"); in a longer one the word is part of a gown ("Lace Top").
    const tagWords = words(tag);
    const tagNoun = tagWords.length === 1 ? garmentNouns.get(tagWords[0] ?? '') : undefined;
    if (tagNoun) reading.garmentNouns.add(tagNoun);
  }
  for (const line of dress.description.split('\n')) {
    if (line.trim() !== '') readDescriptionLine(reading, line);
  }
  // A designer's maternity line is sometimes all that says so ("Collection" read as the designer).
  if (words(dress.designer).includes('maternity')) findLimitWords(reading.found, 'maternity');
  return reading;
}

function longest(candidates: Iterable<SleeveLength | null>): SleeveLength | null {
  let best: SleeveLength | null = null;
  for (const candidate of candidates) {
    if (candidate !== null && (best === null || sleeveLengths.indexOf(candidate) > sleeveLengths.indexOf(best))) {
      best = candidate;
    }
  }
  return best;
}

/**
 * The longest sleeve the sheet names: a strapless gown "with detachable long sleeves" can be worn
 * with long sleeves. A sleeve column's own words beat the canonical field it was read into
 * ("Elbow" became three-quarter there).
 */
function sleeveLengthOf(dress: Dress, reading: Reading): SleeveLength | null {
  const worded = namedValues<SleeveLength>(reading.found, 'sleeve');
  const column = [...namedValues<SleeveLength>(reading.columns.get('sleeves') ?? emptyFound(), 'sleeve')];
  if (column.length > 0 || reading.sleeveMeasures.length > 0) {
    return longest([...column, ...reading.sleeveMeasures, ...worded]);
  }
  return longest([
    dress.sleeves ? lengthOfSleeveStyle[dress.sleeves] : null,
    dress.neckline && sleevelessNecklines.has(dress.neckline) ? 'none' : null,
    ...worded,
  ]);
}

function shouldersOf(dress: Dress, reading: Reading, sleeveLength: SleeveLength | null): LimitFacts['shoulders'] {
  const bare =
    (dress.neckline !== null && bareNecklines.has(dress.neckline)) ||
    dress.sleeves === 'off-the-shoulder' ||
    dress.sleeves === 'sleeveless' ||
    sleeveLength === 'none' ||
    namedValues(reading.found, 'shoulders').has('bare');
  if (bare) return 'bare';
  if (namedValues(reading.found, 'shoulders').has('covered')) return 'covered';
  return sleeveLength !== null ? 'covered' : null;
}

function backOf(reading: Reading): BackStyle | null {
  const named = namedValues<BackStyle>(reading.found, 'back');
  return backOrder.find((style) => named.has(style)) ?? null;
}

function necklineHeightOf(dress: Dress, reading: Reading): LimitFacts['necklineHeight'] {
  const column = reading.columns.get('neckline');
  if (column) {
    const heights = namedValues<'high' | 'low'>(column, 'neck');
    const first = [...heights][0];
    if (first) return first;
    for (const text of reading.columnText.get('neckline') ?? []) {
      const neckline = normaliseAttribute('neckline', text);
      if (neckline) return heightOfNeckline[neckline];
    }
  }
  const heights = namedValues<'high' | 'low'>(reading.found, 'neck');
  // The field keeps one neckline: "jewel" became a scoop, "an illusion high neck over a sweetheart"
  // a sweetheart. Words that say it comes up to the throat say more.
  if (heights.has('high')) return 'high';
  if (dress.neckline) return heightOfNeckline[dress.neckline];
  if (heights.size === 1) return [...heights][0] ?? null;
  return null;
}

function lengthOf(dress: Dress, reading: Reading): { length: DressLength | null; worded: boolean } {
  const named = namedValues<DressLength>(reading.found, 'length');
  const worded = lengthOrder.find((length) => named.has(length));
  if (worded) return { length: worded, worded: true };
  if (dress.silhouette === 'tea-length') return { length: 'tea', worded: true };
  // A gown with a train reaches the floor; a high-low one would have said so above.
  const trained = dress.train !== null && dress.train !== 'none';
  if ((dress.silhouette && floorSilhouettes.has(dress.silhouette)) || trained)
    return { length: 'floor', worded: false };
  return { length: null, worded: false };
}

function embellishmentsOf(dress: Dress, reading: Reading): Embellishment[] {
  const named = namedValues<Embellishment>(reading.found, 'embellishment');
  if (dress.fabric === 'sequin') named.add('sequins');
  if (dress.fabric === 'beaded') named.add('beading');
  return embellishments.filter((embellishment) => named.has(embellishment));
}

function garmentOf(dress: Dress, reading: Reading, length: { length: DressLength | null; worded: boolean }): Garment {
  const named = namedValues<Garment>(reading.found, 'garment');
  const parts = namedValues(reading.found, 'suit');
  const nouns = reading.garmentNouns;
  if (named.has('suit') || nouns.has('suit') || (parts.has('jacket') && parts.has('trousers'))) return 'suit';
  if (named.has('jumpsuit') || nouns.has('jumpsuit') || dress.silhouette === 'jumpsuit') return 'jumpsuit';
  if (named.has('separates') || nouns.has('separates') || parts.has('trousers')) return 'separates';
  if (named.has('short-dress') || (length.worded && (length.length === 'mini' || length.length === 'knee'))) {
    return 'short-dress';
  }
  return 'gown';
}

function colourOf(dress: Dress, reading: Reading): LimitFacts['colour'] {
  let names = dress.colour ? readColourColumn(dress.colour) : [];
  if (names.length === 0) names = (reading.columnText.get('colour') ?? []).flatMap(readColourColumn);
  if (names.length === 0) names = [...new Set(reading.colourWords)];
  if (flagOf(reading.found, 'flag', 'two-tone') && !names.includes('two-tone')) names = [...names, 'two-tone'];
  return { names, family: familyOfColours(names) };
}

function sizeRunOf(dress: Dress): LimitFacts['sizeRun'] {
  if (dress.orderRange) return { min: dress.orderRange.min, max: dress.orderRange.max };
  const sizes = [...usSizesOf(dress.sizes), ...usSizesOf(dress.sampleSizes)];
  return sizes.length === 0 ? null : { min: Math.min(...sizes), max: Math.max(...sizes) };
}

function readFacts(dress: Dress): LimitFacts {
  const reading = read(dress);
  const sleeveLength = sleeveLengthOf(dress, reading);
  const back = backOf(reading);
  const length = lengthOf(dress, reading);
  const maternityLine = flagOf(reading.found, 'flag', 'maternity');
  const fitted =
    (dress.silhouette !== null && fittedSilhouettes.has(dress.silhouette)) ||
    flagOf(reading.found, 'flag', 'fitted') === true;
  const adjustable = back === 'corset' || flagOf(reading.found, 'flag', 'adjustable') === true;
  const stretch = flagOf(reading.found, 'flag', 'stretch') === true;
  const cutForBump =
    dress.silhouette !== null && bumpSilhouettes.has(dress.silhouette) && (stretch || adjustable) && !fitted;
  return {
    colour: colourOf(dress, reading),
    sleeveLength,
    shoulders: shouldersOf(dress, reading, sleeveLength),
    back,
    necklineHeight: necklineHeightOf(dress, reading),
    slit: flagOf(reading.found, 'flag', 'slit'),
    length: length.length,
    embellishments: embellishmentsOf(dress, reading),
    garment: garmentOf(dress, reading, length),
    // A line said "not for maternity" outweighs a cut that would suit a bump.
    maternity: maternityLine === true || (maternityLine === null && cutForBump),
    // A maternity line's sheath is cut for the bump it fits.
    fittedBodice: fitted && maternityLine !== true,
    sizeRun: sizeRunOf(dress),
  };
}

// The analyst scores ~300 dresses per bride, several times: each is read once.
const cache = new WeakMap<Dress, LimitFacts>();

/**
 * What a dress is, as a bride's limits are checked against it: its fields first, then the words of
 * its name, tags and description (including the "Header: value" lines the import keeps for columns
 * the dress has no field for). What nothing says stays null or empty: an unknown is never a no.
 */
export function readLimitFacts(dress: Dress): LimitFacts {
  const cached = cache.get(dress);
  if (cached) return cached;
  const facts = readFacts(dress);
  cache.set(dress, facts);
  return facts;
}
