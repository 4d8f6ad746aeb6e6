import type { ImageFormat } from '../detect-image-format';
import { stripHeifMetadata } from './strip-heif-metadata';
import { stripJpegMetadata } from './strip-jpeg-metadata';
import { stripPngMetadata } from './strip-png-metadata';
import { stripWebpMetadata } from './strip-webp-metadata';

/**
 * The photo without EXIF, GPS, XMP or text metadata, losslessly: only the metadata bytes change.
 * A JPEG keeps its orientation (as a one-entry EXIF) so it still stands upright.
 * Throws MalformedImageError when the file's structure is broken or cut short.
 */
export function stripPhotoMetadata(bytes: Buffer, format: ImageFormat, orientation?: number): Buffer {
  switch (format) {
    case 'jpeg':
      return stripJpegMetadata(bytes, orientation);
    case 'png':
      return stripPngMetadata(bytes);
    case 'webp':
      return stripWebpMetadata(bytes);
    case 'heic':
      return stripHeifMetadata(bytes);
  }
}
