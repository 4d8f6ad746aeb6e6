import { maxInspirationImages } from './survey-options';

/**
 * Photos sent ahead of the survey, one request each (POST /api/survey-boutiques/{slug}/photos),
 * so a dropped connection costs one photo, not the survey; the survey then names them by id.
 */

/** A photo sent ahead is kept this long for its survey; unclaimed, housekeeping deletes it. */
export const stagedPhotoLifetimeHours = 24;

/** POST /api/survey-boutiques/{slug}/photos. */
export interface StagedPhotoResponse {
  photoId: string;
  width: number;
  height: number;
  bytes: number;
}

/** The longest side of a photo as her phone sends it (the server stores up to 2048 px anyway). */
export const uploadPhotoMaxEdge = 2000;

export const surveyPhotoMessages = {
  /** A survey named a photo id that is not this boutique's, was used already, or expired. */
  stagedPhotoMissing:
    'One of your photos is no longer waiting on our side (it expired or was already used). Please send your photos again.',
  tooManyStaged: `You can upload at most ${maxInspirationImages} inspiration photos`,
  /** Her device lost the connection while sending a photo; it is retried by itself first. */
  offline: "You're offline. Your answers and photos are saved on this device; we'll keep trying when you're back.",
  stalled: 'The connection stopped moving while sending your photos.',
  failed:
    'We could not send your photos. Your answers and photos are saved on this device. Check your connection and press "Try again".',
} as const;

/** The message of a photo refused when she chooses it: named, so she knows which one. */
export function notAnImageMessage(fileName: string): string {
  return `"${fileName}" is not a photo we can use. Please choose JPEG, PNG, WebP or HEIC images.`;
}

export function tooManyPhotosMessage(refusedNames: readonly string[]): string {
  const names = refusedNames.map((name) => `"${name}"`).join(', ');
  return `You can upload at most ${maxInspirationImages} inspiration photos, so ${names} ${refusedNames.length === 1 ? 'was' : 'were'} not added.`;
}
