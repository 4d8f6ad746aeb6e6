import { InvalidStorageKeyError } from './object-storage';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;
const MAX_KEY_LENGTH = 1024;

/**
 * Both drivers call this before touching a key, so a key built from a tampered id can never
 * climb out of its folder or bucket prefix.
 */
export function assertSafeKey(key: string): void {
  if (typeof key !== 'string' || key.length > MAX_KEY_LENGTH || !SAFE_KEY.test(key)) {
    throw new InvalidStorageKeyError(String(key));
  }
  // Empty segments ("a//b", "a/") and dot segments mean different things to a file system and to S3.
  if (key.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw new InvalidStorageKeyError(key);
  }
}

function assertBoutiqueId(boutiqueId: number): void {
  if (!Number.isSafeInteger(boutiqueId) || boutiqueId < 0) throw new InvalidStorageKeyError(`boutiques/${boutiqueId}`);
}

function assertIdSegment(id: string): void {
  if (!/^[a-z0-9][a-z0-9_-]*$/i.test(id)) throw new InvalidStorageKeyError(id);
}

/** The folder of everything stored for one bride: deleting it deletes her files. */
export function brideFolder(boutiqueId: number, brideId: string): string {
  assertBoutiqueId(boutiqueId);
  assertIdSegment(brideId);
  return `boutiques/${boutiqueId}/brides/${brideId}`;
}

/** `upload` holds the photo as she sent it (metadata stripped) until the worker re-encodes it. */
export function photoKeys(
  boutiqueId: number,
  brideId: string,
  photoId: string,
): { upload: string; image: string; thumbnail: string } {
  assertIdSegment(photoId);
  const base = `${brideFolder(boutiqueId, brideId)}/photos/${photoId}`;
  return { upload: `${base}-upload`, image: `${base}.jpg`, thumbnail: `${base}-thumb.jpg` };
}

export function documentKey(boutiqueId: number, documentId: string, extension: string): string {
  assertBoutiqueId(boutiqueId);
  assertIdSegment(documentId);
  const ext = extension.replace(/^\./, '').toLowerCase();
  if (!/^[a-z0-9]{1,10}$/.test(ext)) throw new InvalidStorageKeyError(`${documentId}.${extension}`);
  return `boutiques/${boutiqueId}/documents/${documentId}.${ext}`;
}

/** A photo sent ahead of its survey (staged_photos), kept apart from any bride until a survey claims it. */
export function stagedPhotoKey(boutiqueId: number, photoId: string): string {
  assertBoutiqueId(boutiqueId);
  assertIdSegment(photoId);
  return `boutiques/${boutiqueId}/staged-photos/${photoId}`;
}
