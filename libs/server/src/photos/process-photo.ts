import sharp, { type Metadata, type OutputInfo, type SharpOptions } from 'sharp';
import type { PhotoFacts } from '../analysis/bride-profile';
import { convertHeicToJpeg } from './convert-heic';
import { detectImageFormat } from './detect-image-format';
import { measurePhotoFacts } from './measure-photo-facts';
import { PhotoRejectedError } from './photo-rejected-error';
import { readHeifDimensions } from './read-heif-dimensions';

export interface ProcessedPhoto {
  image: Buffer;
  thumbnail: Buffer;
  contentType: 'image/jpeg';
  width: number;
  height: number;
  facts: PhotoFacts;
}

export interface ProcessPhotoOptions {
  maxBytes: number;
  maxPixels: number;
  /** Only used in messages; the format is read from the bytes. */
  fileName?: string;
}

// Photos are processed once and never again: libvips' operation cache would only hold memory.
sharp.cache(false);

const MAX_EDGE = 2048;
const THUMBNAIL_EDGE = 400;
const SAMPLE_EDGE = 64;
const MEGABYTE = 1024 * 1024;

/** The name as the bride knows it, in quotes, or "This file"; stripped of paths and control characters. */
function describeFile(fileName: string | undefined): string {
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

/**
 * Checks an uploaded photo by its bytes and re-encodes it for storage: upright, at most
 * 2048 px, sRGB JPEG without any metadata (no EXIF, GPS, XMP or ICC), with a square thumbnail
 * and the facts the analysis uses.
 */
export async function processPhoto(input: Buffer, options: ProcessPhotoOptions): Promise<ProcessedPhoto> {
  const name = describeFile(options.fileName);
  const unreadable = (cause?: unknown) =>
    new PhotoRejectedError(`${name} could not be read as an image.`, 400, { cause });
  const tooManyPixels = (width: number, height: number) =>
    new PhotoRejectedError(
      `${name} has too many pixels (${width} x ${height}); the limit is ${formatNumber(options.maxPixels / 1_000_000)} megapixels.`,
      400,
    );

  if (input.length > options.maxBytes) {
    throw new PhotoRejectedError(`${name} is larger than ${formatNumber(options.maxBytes / MEGABYTE)} MB.`, 413);
  }
  const format = detectImageFormat(input);
  if (!format) throw new PhotoRejectedError(`${name} is not a JPEG, PNG, WebP or HEIC image.`, 400);

  let decodable = input;
  if (format === 'heic') {
    // The WebAssembly decoder allocates the whole bitmap, so the declared size is checked first.
    const declared = readHeifDimensions(input);
    if (!declared) throw unreadable();
    if (declared.width * declared.height > options.maxPixels) throw tooManyPixels(declared.width, declared.height);
    try {
      decodable = await convertHeicToJpeg(input);
    } catch (error) {
      throw unreadable(error);
    }
  }

  // 'error' rather than the stricter default 'warning': phone cameras often write JPEGs with
  // harmless warnings (extra bytes before a marker), while truncated or corrupt data still fails.
  const sharpOptions: SharpOptions = { failOn: 'error', limitInputPixels: options.maxPixels };

  // The header is read before any pixel is decoded: a small file may declare a gigantic image.
  // Reading a header allocates no pixels, so it runs without sharp's limit, which would refuse
  // without saying the size; the limit applies to the decode below.
  let metadata: Metadata;
  try {
    metadata = await sharp(decodable, { ...sharpOptions, limitInputPixels: false }).metadata();
  } catch (error) {
    throw unreadable(error);
  }
  const expected = format === 'heic' ? 'jpeg' : format;
  if (metadata.format !== expected || !metadata.width || !metadata.height) throw unreadable();
  if (metadata.width * metadata.height > options.maxPixels) throw tooManyPixels(metadata.width, metadata.height);

  // One decode: the stored image, the thumbnail and the colour sample all come from these pixels.
  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await sharp(decodable, sharpOptions)
      .autoOrient()
      .resize(MAX_EDGE, MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw tooManyPixels(metadata.width, metadata.height);
    }
    throw unreadable(error);
  }
  const pixels = () =>
    sharp(base.data, { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } });

  const [image, thumbnail, sample] = await Promise.all([
    pixels().jpeg({ quality: 85, mozjpeg: true, trellisQuantisation: false, optimiseScans: false }).toBuffer(),
    pixels()
      .resize(THUMBNAIL_EDGE, THUMBNAIL_EDGE, { fit: 'cover', position: 'attention' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer(),
    pixels().resize(SAMPLE_EDGE, SAMPLE_EDGE, { fit: 'inside' }).raw().toBuffer({ resolveWithObject: true }),
  ]);

  const { width, height } = base.info;
  return {
    image,
    thumbnail,
    contentType: 'image/jpeg',
    width,
    height,
    facts: measurePhotoFacts(sample.data, sample.info.channels, { width, height }),
  };
}
