import type { PhotoFacts } from '../plans/bride-profile';
import { nameColour, toHex } from './name-colour';

// A pixel needs this much chroma (max - min channel, 0-255) and light to have a hue worth counting.
const MIN_CHROMA = 16;
const MIN_VALUE = 38;
// Colours covering less of the photo than this are noise, not part of its palette.
const MIN_SHARE = 0.02;
const MAX_COLOURS = 5;

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

function hueOf(r: number, g: number, b: number, max: number, chroma: number): number {
  const hue = max === r ? ((g - b) / chroma) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
  return (hue * 60 + 360) % 360;
}

/** Reds, oranges, yellows and the warm pinks (blush, rose) read as warm; greens to violets as cool. */
function isWarmHue(hue: number): boolean {
  return hue < 70 || hue >= 320;
}

export function orientationOf(width: number, height: number): PhotoFacts['orientation'] {
  const ratio = width / height;
  if (ratio > 1.05) return 'landscape';
  if (ratio < 1 / 1.05) return 'portrait';
  return 'square';
}

/**
 * Measures a small sRGB sample of a photo (a few thousand pixels is plenty for a palette).
 * Each pixel is named after its nearest swatch, so the palette is a histogram over names and
 * the result is the same on every run and every machine.
 */
export function measurePhotoFacts(
  pixels: Uint8Array,
  channels: number,
  size: { width: number; height: number },
): PhotoFacts {
  const count = Math.floor(pixels.length / channels);
  let luma = 0;
  let saturation = 0;
  let coloured = 0;
  let warm = 0;
  const byName = new Map<string, { r: number; g: number; b: number; count: number }>();

  for (let index = 0; index < count; index++) {
    const offset = index * channels;
    const r = pixels[offset]!;
    const g = pixels[offset + 1]!;
    const b = pixels[offset + 2]!;
    const max = Math.max(r, g, b);
    const chroma = max - Math.min(r, g, b);

    // Rec. 601 luma: the weights follow how bright each primary looks to the eye.
    luma += (0.299 * r + 0.587 * g + 0.114 * b) / 255;
    saturation += max === 0 ? 0 : chroma / max;
    if (chroma >= MIN_CHROMA && max >= MIN_VALUE) {
      coloured++;
      if (isWarmHue(hueOf(r, g, b, max, chroma))) warm++;
    }

    const name = nameColour(r, g, b);
    const bucket = byName.get(name) ?? { r: 0, g: 0, b: 0, count: 0 };
    bucket.r += r;
    bucket.g += g;
    bucket.b += b;
    bucket.count++;
    byName.set(name, bucket);
  }

  const dominantColours = [...byName.entries()]
    .map(([name, bucket]) => ({
      hex: toHex(bucket.r / bucket.count, bucket.g / bucket.count, bucket.b / bucket.count),
      name,
      share: bucket.count / Math.max(count, 1),
    }))
    .filter((colour) => colour.share >= MIN_SHARE)
    .sort((left, right) => right.share - left.share || left.name.localeCompare(right.name))
    .slice(0, MAX_COLOURS)
    .map((colour) => ({ ...colour, share: round(colour.share) }));

  return {
    width: size.width,
    height: size.height,
    orientation: orientationOf(size.width, size.height),
    brightness: round(count ? luma / count : 0),
    saturation: round(count ? saturation / count : 0),
    // A photo with no colour at all (black and white) is neither warm nor cool.
    warmth: round(coloured ? warm / coloured : 0.5),
    dominantColours,
  };
}
