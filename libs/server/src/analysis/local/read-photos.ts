import type { PhotoFacts } from '../../plans/bride-profile';
import { type ColourFamily, nameColourFamily } from './name-colour-family';
import type { Effect } from '../../dresses/style-vocabulary';

export interface PhotoNote {
  number: number;
  orientation: PhotoFacts['orientation'];
  light: 'bright' | 'mid-tone' | 'dark';
  colourfulness: 'muted' | 'soft' | 'vivid';
  warmth: 'warm' | 'cool' | 'neutral';
  brightness: number;
  colours: { name: string; share: number }[];
  /** What this photo suggests, or null when it says nothing about a dress. */
  reading: string | null;
}

export interface PhotoReading {
  count: number;
  notes: PhotoNote[];
  portraitCount: number;
  /** Colour names, most present across all photos first. */
  palette: string[];
  topFamily: ColourFamily | null;
  /** What the photos ask of the dress, averaged over the photos so one odd photo weighs little. */
  effects: Effect[];
  /** One sentence on what the overall palette suggests, or null without photos. */
  suggestion: string | null;
}

const suggestionByFamily: Record<ColourFamily, string> = {
  'light-neutral': 'light, soft neutrals: an ivory or white gown in a classic or minimalist line',
  'warm-neutral': 'warm champagne and nude tones: a champagne or nude lining, romantic or boho',
  pink: 'blush tones: romantic, a blush lining or blush tulle',
  metallic: 'metallic shimmer: beading or sequins, a glam finish',
  dark: 'dark, moody images: sleek glam or modern lines that stand out in contrast',
  green: 'greenery: an outdoor, garden feel with floral details',
  blue: 'blue sky and water: a beach or coastal feel, light fabrics',
  grey: 'muted greys: understated, modern or minimalist',
  colourful: 'bold colours, probably decor or scenery rather than the dress itself',
};

function shareOf(facts: PhotoFacts, families: ColourFamily[]): number {
  return facts.dominantColours
    .filter((colour) => families.includes(nameColourFamily(colour.name, colour.hex)))
    .reduce((sum, colour) => sum + colour.share, 0);
}

function readOne(facts: PhotoFacts, number: number): { note: PhotoNote; effects: Effect[] } {
  const effects: Effect[] = [];
  const readings: string[] = [];
  const light = facts.brightness >= 0.65 ? 'bright' : facts.brightness <= 0.35 ? 'dark' : 'mid-tone';
  const colourfulness = facts.saturation <= 0.25 ? 'muted' : facts.saturation >= 0.55 ? 'vivid' : 'soft';
  const warmth = facts.warmth >= 0.55 ? 'warm' : facts.warmth <= 0.35 ? 'cool' : 'neutral';
  const lightShare = shareOf(facts, ['light-neutral']);
  const darkShare = shareOf(facts, ['dark']);

  if (light === 'bright' && facts.saturation <= 0.3) {
    readings.push('bright and muted: ivory/white, classic or minimalist');
    effects.push({ kind: 'style', value: 'classic', weight: 0.5 }, { kind: 'style', value: 'minimalist', weight: 0.4 });
  }
  const blushShare = shareOf(facts, ['pink', 'warm-neutral']);
  if (warmth === 'warm' && blushShare >= 0.15) {
    readings.push('warm blush/champagne tones: romantic');
    effects.push({ kind: 'style', value: 'romantic', weight: 0.6 });
  }
  if (light === 'dark' || (lightShare >= 0.15 && darkShare >= 0.15)) {
    readings.push(light === 'dark' ? 'dark and moody: glam or modern' : 'high contrast: glam or modern');
    effects.push({ kind: 'style', value: 'glam', weight: 0.5 }, { kind: 'style', value: 'modern', weight: 0.4 });
  }
  if (shareOf(facts, ['green']) >= 0.2) {
    readings.push('greenery: a garden setting');
    effects.push({ kind: 'style', value: 'garden', weight: 0.4 });
  }
  if (shareOf(facts, ['blue']) >= 0.2) {
    readings.push('blue water or sky: a beach setting');
    effects.push({ kind: 'style', value: 'beach', weight: 0.4 });
  }
  if (shareOf(facts, ['metallic']) >= 0.1) {
    readings.push('metallic shimmer: sparkle');
    effects.push({ kind: 'feature', value: 'sparkle', weight: 0.4 }, { kind: 'style', value: 'glam', weight: 0.3 });
  }
  for (const colour of facts.dominantColours.slice(0, 2)) {
    const family = nameColourFamily(colour.name, colour.hex);
    if (['light-neutral', 'warm-neutral', 'pink'].includes(family) && colour.share >= 0.15) {
      effects.push({ kind: 'colour', value: colour.name.toLowerCase(), weight: 0.5 * colour.share });
    }
  }
  return {
    note: {
      number,
      orientation: facts.orientation,
      light,
      colourfulness,
      warmth,
      brightness: facts.brightness,
      colours: facts.dominantColours.map((colour) => ({ name: colour.name.toLowerCase(), share: colour.share })),
      reading: readings.length > 0 ? readings.join('; ') : null,
    },
    effects,
  };
}

/** What the measured facts of her inspiration photos say about the dress she pictures. */
export function readPhotos(photos: readonly PhotoFacts[]): PhotoReading {
  const read = photos.map((facts, index) => readOne(facts, index + 1));
  const effectTotals = new Map<string, Effect>();
  for (const effect of read.flatMap((entry) => entry.effects)) {
    const key = `${effect.kind}:${effect.value}`;
    const current = effectTotals.get(key);
    effectTotals.set(key, { ...effect, weight: (current?.weight ?? 0) + effect.weight / photos.length });
  }
  const nameShares = new Map<string, number>();
  const familyShares = new Map<ColourFamily, number>();
  for (const facts of photos) {
    for (const colour of facts.dominantColours) {
      const name = colour.name.toLowerCase();
      nameShares.set(name, (nameShares.get(name) ?? 0) + colour.share);
      const family = nameColourFamily(colour.name, colour.hex);
      familyShares.set(family, (familyShares.get(family) ?? 0) + colour.share);
    }
  }
  const palette = [...nameShares.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([name]) => name)
    .filter((name) => name.length <= 40)
    .slice(0, 6);
  const topFamily = [...familyShares.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null;
  return {
    count: photos.length,
    notes: read.map((entry) => entry.note),
    portraitCount: photos.filter((facts) => facts.orientation === 'portrait').length,
    palette,
    topFamily,
    effects: [...effectTotals.values()],
    suggestion: topFamily ? suggestionByFamily[topFamily] : null,
  };
}
