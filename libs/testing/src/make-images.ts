import sharp from 'sharp';

/** A JPEG photo of a given colour, carrying EXIF with a GPS position (as a phone camera writes). */
export async function jpegWithGps(options: { width?: number; height?: number; colour?: string } = {}): Promise<Buffer> {
  const { width = 800, height = 1200, colour = '#f3ede4' } = options;
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Camera 12', Copyright: 'Bride' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '43/1 39/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '70/1 15/1 0/1',
      },
    })
    .toBuffer();
}

export async function pngImage(options: { width?: number; height?: number; colour?: string } = {}): Promise<Buffer> {
  const { width = 600, height = 400, colour = '#e8c4c9' } = options;
  return sharp({ create: { width, height, channels: 4, background: colour } })
    .png()
    .toBuffer();
}

/** Random-looking noise of about `bytes` bytes as a JPEG (noise does not compress). */
export async function noisyJpeg(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 1.2));
  const raw = Buffer.alloc(side * side * 3);
  let seed = 7;
  for (let i = 0; i < raw.length; i += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    raw[i] = seed & 0xff;
  }
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** A PNG header that claims an enormous image: a decompression ("pixel flood") attack. */
export function pixelFloodPng(width = 60_000, height = 60_000): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buffer: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let grainField: Promise<Buffer> | undefined;

/**
 * A phone camera's photo as it reaches the survey: 4000 x 3000, about 4-5 MB of JPEG with EXIF
 * (make, model, GPS and an orientation), its detail a fine sensor-like grain, so a resized copy
 * weighs what a real one does (a few hundred kilobytes). `seed` tints and mirrors it. The grain is
 * made once per process (it takes seconds); each photo is then a tint and an encode.
 */
export async function phonePhoto(options: { seed?: number; orientation?: number } = {}): Promise<Buffer> {
  const { seed = 1, orientation = 1 } = options;
  const width = 4000;
  const height = 3000;
  grainField ??= sharp({
    create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 75 } },
  })
    .blur(0.9)
    .raw()
    .toBuffer();
  const tint = [0.45 + (seed % 3) * 0.05, 0.42 + (seed % 5) * 0.03, 0.38 + (seed % 7) * 0.02];
  let photo = sharp(await grainField, { raw: { width, height, channels: 3 } }).linear(tint, [105, 92, 80]);
  if (seed % 2 === 1) photo = photo.flop();
  return photo
    .jpeg({ quality: 93 })
    .withMetadata({ orientation })
    .withExifMerge({
      IFD0: { Make: 'TestPhone', Model: 'Camera 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 39/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '70/1 15/1 0/1' },
    })
    .toBuffer();
}

/** What a stored photo is: its format, size, orientation tag and whether any EXIF is left. */
export async function readImageFacts(bytes: Buffer) {
  return sharp(bytes).metadata();
}
