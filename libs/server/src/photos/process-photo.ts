import sharp, { type OutputInfo } from 'sharp';
import type { PhotoFacts } from '../plans/bride-profile';
import { convertHeicToJpeg } from './convert-heic';
import { decodeOptions, inspectPhoto, type PhotoLimits, tooManyPixels, unreadablePhoto } from './inspect-photo';
import { measurePhotoFacts } from './measure-photo-facts';

export interface ProcessedPhoto {
  image: Buffer;
  thumbnail: Buffer;
  contentType: 'image/jpeg';
  width: number;
  height: number;
  facts: PhotoFacts;
}

export type ProcessPhotoOptions = PhotoLimits;

// Photos are processed once and never again: libvips' operation cache would only hold memory.
sharp.cache(false);

const MAX_EDGE = 2048;
const THUMBNAIL_EDGE = 400;
const SAMPLE_EDGE = 64;

/**
 * Re-encodes a photo for display: upright, at most 2048 px, sRGB JPEG without any metadata (no
 * EXIF, GPS, XMP or ICC), with a square thumbnail and the facts the analysis uses. The checks of
 * inspectPhoto run again first, so nothing unchecked is ever decoded.
 */
export async function processPhoto(input: Buffer, options: ProcessPhotoOptions): Promise<ProcessedPhoto> {
  const inspected = await inspectPhoto(input, options);
  let decodable = input;
  if (inspected.format === 'heic') {
    try {
      decodable = await convertHeicToJpeg(input);
    } catch (error) {
      throw unreadablePhoto(options.fileName, error);
    }
  }

  // One decode: the stored image, the thumbnail and the colour sample all come from these pixels.
  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await sharp(decodable, decodeOptions(options))
      .autoOrient()
      .resize(MAX_EDGE, MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw tooManyPixels(options, inspected.width, inspected.height);
    }
    throw unreadablePhoto(options.fileName, error);
  }
  const pixels = () =>
    sharp(base.data, { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } });

  const [image, thumbnail, sample] = await Promise.all([
    pixels().jpeg({ quality: 85 }).toBuffer(),
    pixels()
      .resize(THUMBNAIL_EDGE, THUMBNAIL_EDGE, { fit: 'cover', position: 'attention' })
      .jpeg({ quality: 80 })
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
