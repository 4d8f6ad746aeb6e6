import type { SurveyAnswers } from '@bridal/shared/survey/survey-schema';

/** What the photo pipeline measured of one inspiration photo. */
export interface PhotoFacts {
  width: number;
  height: number;
  orientation: 'portrait' | 'landscape' | 'square';
  /** Mean perceived luminance, 0 (black) to 1 (white). */
  brightness: number;
  /** Mean saturation, 0 (grey) to 1 (vivid). */
  saturation: number;
  /** Share of warm (red/orange/yellow) hues among coloured pixels, 0 to 1. */
  warmth: number;
  /** The main colours, most present first: hex, a plain name ("ivory", "blush") and share 0-1. */
  dominantColours: { hex: string; name: string; share: number }[];
}

export interface BridePhoto {
  id: string;
  storageKey: string;
  contentType: string;
  facts: PhotoFacts;
}

/** Everything an analysis step may know about a bride. */
export interface BrideProfile {
  id: string;
  boutiqueId: number;
  name: string;
  /** yyyy-mm-dd or null. */
  weddingDate: string | null;
  weddingVenue: string;
  weddingLocation: string;
  answers: SurveyAnswers;
  photos: BridePhoto[];
  submittedAt: Date;
}
