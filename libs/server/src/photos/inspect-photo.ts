import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { detectImageFormat, type ImageFormat } from './detect-image-format';
import { PhotoRejectedError } from './photo-rejected-error';
import { readHeifDimensions } from './read-heif-dimensions';

export interface PhotoLimits {
  maxBytes: number;
  maxPixels: number;
  /** Only used in messages; the format is read from the bytes. */
  fileName?: string;
}

export interface InspectedPhoto {
  format: ImageFormat;
  contentType: string;
  width: number;
  height: number;
  /** The EXIF orientation (1-8) when the photo has one. */
  orientation?: number;
}

const MEGABYTE = 1024 * 1024;

const contentTypeOf: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
};

/** The name as the bride knows it, in quotes, or "This file"; stripped of paths and control characters. */
export function describeFile(fileName: string | undefined): string {
  const base = (fileName ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((char) => char.charCodeAt(0) >= 32 && char !== '\u007f' && char !== '"')
    .join('')
    .trim();
  if (!clean) return 'This file';
  return `"${clean.length > 80 ? `${clean.slice(0, 77)}...` : clean}"`;
}

function formatNumber(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export function unreadablePhoto(fileName: string | undefined, cause?: unknown): PhotoRejectedError {
  return new PhotoRejectedError(`${describeFile(fileName)} could not be read as an image.`, 400, { cause });
}

export function tooManyPixels(options: PhotoLimits, width: number, height: number): PhotoRejectedError {
  return new PhotoRejectedError(
    `${describeFile(options.fileName)} has too many pixels (${width} x ${height}); the limit is ${formatNumber(options.maxPixels / 1_000_000)} megapixels.`,
    400,
  );
}

// 'error' rather than the stricter default 'warning': phone cameras often write JPEGs with
// harmless warnings (extra bytes before a marker), while truncated or corrupt data still fails.
export const decodeOptions = (options: PhotoLimits): SharpOptions => ({
  failOn: 'error',
  limitInputPixels: options.maxPixels,
});

/**
 * Checks an uploaded photo by its bytes without decoding a pixel: its size, its format (JPEG,
 * PNG, WebP or HEIC, whatever its name says) and the image size its header declares, so a small
 * file announcing a gigantic image is refused before anything allocates it.
 */
export async function inspectPhoto(input: Buffer, options: PhotoLimits): Promise<InspectedPhoto> {
  const name = describeFile(options.fileName);
  if (input.length > options.maxBytes) {
    throw new PhotoRejectedError(`${name} is larger than ${formatNumber(options.maxBytes / MEGABYTE)} MB.`, 413);
  }
  const format = detectImageFormat(input);
  if (!format) throw new PhotoRejectedError(`${name} is not a JPEG, PNG, WebP or HEIC image.`, 400);

  if (format === 'heic') {
    const declared = readHeifDimensions(input);
    if (!declared || declared.width === 0 || declared.height === 0) throw unreadablePhoto(options.fileName);
    if (declared.width * declared.height > options.maxPixels) {
      throw tooManyPixels(options, declared.width, declared.height);
    }
    return { format, contentType: contentTypeOf.heic, ...declared };
  }

  // Reading a header allocates no pixels, so it runs without sharp's limit, which would refuse
  // without saying the size; the limit applies to every decode.
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { ...decodeOptions(options), limitInputPixels: false }).metadata();
  } catch (error) {
    throw unreadablePhoto(options.fileName, error);
  }
  if (metadata.format !== format || !metadata.width || !metadata.height) throw unreadablePhoto(options.fileName);
  if (metadata.width * metadata.height > options.maxPixels) {
    throw tooManyPixels(options, metadata.width, metadata.height);
  }
  return {
    format,
    contentType: contentTypeOf[format],
    width: metadata.width,
    height: metadata.height,
    ...(metadata.orientation ? { orientation: metadata.orientation } : {}),
  };
}
