import { optionLabel } from '@bridal/shared/survey/survey-labels';
import { type Vibe, vibeOptions } from '@bridal/shared/survey/survey-options';
import type { BrideProfile } from '../../plans/bride-profile';
import type { DressStyle } from '../../dresses/dress';
import { findTerms, type TermHit } from '../../dresses/find-terms';
import { type PhotoReading, readPhotos } from './read-photos';
import { type BoardReading, readPinterestBoard } from './read-pinterest-board';
import {
  type Attribute,
  type Effect,
  keyOf,
  styleTermById,
  styleTerms,
  vibeEffects,
} from '../../dresses/style-vocabulary';

export interface Contribution {
  /** Where the preference comes from, ready for a sentence: "her Garden Party vibe". */
  source: string;
  weight: number;
}

export type Preference = Attribute & { weight: number; sources: Contribution[] };

export type StyleSource = 'vibes' | 'vision' | 'notes' | 'photos' | 'pinterest';

export interface StyleProfile {
  vibes: Vibe[];
  /** Most wanted first. */
  likes: Preference[];
  /** Things she rejected in her own words, strongest first. */
  dislikes: Preference[];
  likeIndex: Map<string, Preference>;
  dislikeIndex: Map<string, Preference>;
  visionHits: TermHit[];
  notesHits: TermHit[];
  photos: PhotoReading;
  board: BoardReading | null;
  palette: string[];
  paletteSource: 'photos' | 'words' | 'styles' | 'none';
  sourcesUsed: StyleSource[];
  certainty: 'low' | 'medium' | 'high';
}

const vibeLabel = (vibe: Vibe): string => optionLabel(vibeOptions, vibe) ?? vibe;

// Explicit words outweigh a ticked vibe, and a rejection outweighs both.
const weightOf: Record<StyleSource, number> = { vibes: 1, vision: 1.5, notes: 1.2, photos: 1, pinterest: 0.7 };
const dislikeFactor = 1.5;

const paletteOfStyle: Record<DressStyle, string[]> = {
  classic: ['ivory', 'white'],
  romantic: ['blush', 'ivory'],
  boho: ['ivory', 'champagne'],
  glam: ['white', 'silver'],
  beach: ['white', 'ivory'],
  modern: ['white'],
  minimalist: ['white', 'ivory'],
  garden: ['ivory', 'blush'],
  vintage: ['ivory', 'champagne'],
  princess: ['white', 'ivory'],
  sexy: ['ivory', 'nude'],
};

function addAll(target: Map<string, Preference>, effects: Effect[], source: string, factor: number): void {
  for (const effect of effects) {
    const key = keyOf(effect);
    const weight = effect.weight * factor;
    const current = target.get(key);
    if (current) {
      current.weight += weight;
      const existing = current.sources.find((entry) => entry.source === source);
      if (existing) existing.weight += weight;
      else current.sources.push({ source, weight });
    } else {
      target.set(key, { ...effect, weight, sources: [{ source, weight }] } as Preference);
    }
  }
}

function addHits(
  likes: Map<string, Preference>,
  dislikes: Map<string, Preference>,
  hits: TermHit[],
  source: StyleSource,
) {
  const positive = new Set(hits.filter((hit) => !hit.negated).map((hit) => hit.id));
  for (const hit of hits) {
    const term = styleTermById.get(hit.id);
    if (!term) continue;
    const label = source === 'pinterest' ? 'her Pinterest board name' : `her ${source} ("${hit.fragment}")`;
    // "lace sleeves, but no lace skirt": the positive mention wins, it is the more specific one.
    // "Not too much tulle" rejects tulle, not every style tulle hints at: only a term's main effects.
    if (hit.negated && !positive.has(hit.id)) {
      const main = term.effects.filter((effect) => effect.weight >= 0.6);
      addAll(dislikes, main, `she said "${hit.fragment}"`, dislikeFactor);
    } else if (!hit.negated) addAll(likes, term.effects, label, weightOf[source]);
  }
}

function sorted(preferences: Map<string, Preference>): Preference[] {
  const list = [...preferences.values()];
  for (const preference of list) preference.sources.sort((a, b) => b.weight - a.weight);
  return list.sort((a, b) => b.weight - a.weight || keyOf(a).localeCompare(keyOf(b)));
}

/**
 * Her style as weighted likes and dislikes, from everything she told us: the vibes she ticked,
 * her own words (vision and notes, with negations), the measured facts of her photos and the
 * words of her Pinterest board's link. Each preference remembers where it came from, so every
 * recommendation can say why.
 */
export function profileStyle(bride: BrideProfile): StyleProfile {
  const answers = bride.answers;
  const vibes = answers.weddingVibes.filter((vibe): vibe is Vibe => vibe in vibeEffects);
  const likes = new Map<string, Preference>();
  const dislikes = new Map<string, Preference>();

  for (const vibe of vibes) addAll(likes, vibeEffects[vibe], `her ${vibeLabel(vibe)} vibe`, weightOf.vibes);
  const visionHits = findTerms(answers.specificVision, styleTerms);
  const notesHits = findTerms(answers.additionalNotes, styleTerms);
  addHits(likes, dislikes, visionHits, 'vision');
  addHits(likes, dislikes, notesHits, 'notes');
  const photos = readPhotos(bride.photos.map((photo) => photo.facts));
  addAll(likes, photos.effects, 'her inspiration photos', weightOf.photos);
  const board = readPinterestBoard(answers.pinterestBoard);
  if (board) addHits(likes, dislikes, board.hits, 'pinterest');

  // Her own "no" beats a vibe's default: "classic, but no sweetheart" drops the sweetheart.
  for (const key of dislikes.keys()) likes.delete(key);

  const likeList = sorted(likes);
  const dislikeList = sorted(dislikes);
  const sourcesUsed: StyleSource[] = [];
  if (vibes.length > 0) sourcesUsed.push('vibes');
  if (visionHits.length > 0) sourcesUsed.push('vision');
  if (notesHits.length > 0) sourcesUsed.push('notes');
  if (photos.count > 0) sourcesUsed.push('photos');
  if (board && board.words.length > 0) sourcesUsed.push('pinterest');

  const dislikedColours = new Set(dislikeList.filter((entry) => entry.kind === 'colour').map((entry) => entry.value));
  const wordColours = likeList
    .filter((entry) => entry.kind === 'colour' && entry.value !== 'colour')
    .map((entry) => entry.value);
  const topStyles = likeList.filter((entry) => entry.kind === 'style').slice(0, 2);
  let palette = [...new Set([...photos.palette, ...wordColours])];
  let paletteSource: StyleProfile['paletteSource'] =
    photos.palette.length > 0 ? 'photos' : wordColours.length > 0 ? 'words' : 'none';
  if (palette.length === 0 && topStyles.length > 0) {
    palette = [...new Set(topStyles.flatMap((entry) => paletteOfStyle[entry.value as DressStyle]))];
    paletteSource = 'styles';
  }
  palette = palette.filter((name) => !dislikedColours.has(name)).slice(0, 6);

  const evidence = sourcesUsed.length;
  return {
    vibes,
    likes: likeList,
    dislikes: dislikeList,
    likeIndex: new Map(likeList.map((entry) => [keyOf(entry), entry])),
    dislikeIndex: new Map(dislikeList.map((entry) => [keyOf(entry), entry])),
    visionHits,
    notesHits,
    photos,
    board,
    palette,
    paletteSource,
    sourcesUsed,
    certainty: evidence >= 3 ? 'high' : evidence === 2 ? 'medium' : 'low',
  };
}
