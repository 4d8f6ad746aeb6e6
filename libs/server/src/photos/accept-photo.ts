import { inspectPhoto, type InspectedPhoto, type PhotoLimits, unreadablePhoto } from './inspect-photo';
import { MalformedImageError } from './strip-metadata/malformed-image-error';
import { stripPhotoMetadata } from './strip-metadata/strip-photo-metadata';

export interface AcceptedPhoto extends InspectedPhoto {
  /** The upload without EXIF, GPS, XMP or text metadata; the picture itself untouched. */
  bytes: Buffer;
}

/**
 * What the survey does with an upload while the bride waits: checks it by its bytes and strips
 * its metadata without decoding it, in a few milliseconds. Decoding, re-encoding and the
 * thumbnail happen in the worker (processPhoto), where they cost no one a wait.
 */
export async function acceptPhoto(input: Buffer, options: PhotoLimits): Promise<AcceptedPhoto> {
  const inspected = await inspectPhoto(input, options);
  try {
    return { ...inspected, bytes: stripPhotoMetadata(input, inspected.format, inspected.orientation) };
  } catch (error) {
    if (error instanceof MalformedImageError) throw unreadablePhoto(options.fileName, error);
    throw error;
  }
}
