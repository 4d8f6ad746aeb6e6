import type { ScoreCardAnswer, ScoreCardBehaviour } from './score-card';

/** A saved score card as its appointment shows it: the answers, who filled it, and the admin's review. */
export interface SavedScoreCard {
  answers: Record<string, ScoreCardAnswer>;
  /** Whose appointment it was (the card counts in her figures); null when nobody ran it or she left. */
  consultantId: string | null;
  consultantName: string | null;
  filledByName: string | null;
  filledAt: string;
  updatedAt: string;
  /** '' until an admin reviews the card. */
  reviewNote: string;
  reviewedByName: string | null;
  reviewedAt: string | null;
  /** When the card's consultant first read the note (null: not yet, or no note). */
  reviewSeenAt: string | null;
}

/** GET /api/appointments/{id}/score-card: the boutique's behaviours, the card if there is one, and what the reader may do. */
export interface ScoreCardView {
  appointmentId: string;
  timeZone: string;
  /** A card follows an outcome: without one, there is nothing to fill yet. */
  hasOutcome: boolean;
  behaviours: ScoreCardBehaviour[];
  card: SavedScoreCard | null;
  /** Whoever ran the appointment, or an admin, once it has an outcome. */
  canFill: boolean;
  /** Admins, once the card is filled. */
  canReview: boolean;
  /** The reader is the card's consultant and has not read its note yet. */
  noteUnseen: boolean;
}

/** A review note on one of her cards, for the consultant's dashboard. */
export interface ScoreCardNote {
  appointmentId: string;
  brideId: string;
  brideName: string;
  appointmentStartsAt: string;
  note: string;
  reviewedByName: string | null;
  reviewedAt: string;
  seen: boolean;
}

/** GET /api/score-cards/notes: the review notes on the reader's own cards, newest first. */
export interface ScoreCardNotes {
  timeZone: string;
  unseen: number;
  notes: ScoreCardNote[];
}

/** How many notes the dashboard lists (unseen ones first). */
export const scoreCardNotesShown = 10;

/** GET and PUT /api/score-cards/behaviours: the boutique's behaviours, in order. */
export interface ScoreCardBehaviours {
  behaviours: ScoreCardBehaviour[];
}

export const scoreCardViewMessages = {
  notYours: 'Only the consultant whose score card it is can mark its note as read.',
  noNote: 'This score card has no review note yet.',
  behavioursSaved: 'Score card behaviours saved.',
  duplicateKey: 'Two behaviours have the same key.',
} as const;
