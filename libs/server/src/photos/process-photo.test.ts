import { randomBytes } from 'node:crypto';
import { describe, expect, it, jest } from '@jest/globals';
import { pixelFloodPng } from '@bridal/testing/make-images';
import { rejectionOf } from '@bridal/testing/rejection-of';
import sharp from 'sharp';
import { detectImageFormat } from './detect-image-format';
import { PhotoRejectedError } from './photo-rejected-error';
import { processPhoto } from './process-photo';

const MB = 1024 * 1024;
const limits = { maxBytes: 10 * MB, maxPixels: 40_000_000 };

function solid(width: number, height: number, colour: string) {
  return sharp({ create: { width, height, channels: 3, background: colour } });
}

function isoBox(type: string, ...payload: Buffer[]): Buffer {
  const content = Buffer.concat(payload);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + content.length);
  return Buffer.concat([size, Buffer.from(type, 'latin1'), content]);
}

/** The container of a HEIC file (ftyp, meta > iprp > ipco > ispe) around an image that is not there. */
function heicShell(width: number, height: number, brand = 'heic'): Buffer {
  const fullBoxHeader = Buffer.alloc(4);
  const dimensions = Buffer.alloc(8);
  dimensions.writeUInt32BE(width, 0);
  dimensions.writeUInt32BE(height, 4);
  return Buffer.concat([
    isoBox('ftyp', Buffer.from(`${brand}\0\0\0\0mif1heic`, 'latin1')),
    isoBox(
      'meta',
      fullBoxHeader,
      isoBox('hdlr', Buffer.alloc(4), Buffer.alloc(4), Buffer.from('pict', 'latin1'), Buffer.alloc(13)),
      isoBox('iprp', isoBox('ipco', isoBox('ispe', fullBoxHeader, dimensions))),
    ),
    isoBox('mdat', Buffer.from('not an HEVC stream')),
  ]);
}

/** Whether an EXIF block's first directory points to GPS data (tag 0x8825). */
function hasGpsDirectory(exif: Buffer): boolean {
  const tiff = exif.subarray(6); // after "Exif\0\0"
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (offset: number) => (little ? tiff.readUInt16LE(offset) : tiff.readUInt16BE(offset));
  const u32 = (offset: number) => (little ? tiff.readUInt32LE(offset) : tiff.readUInt32BE(offset));
  const directory = u32(4);
  for (let entry = 0; entry < u16(directory); entry++) {
    if (u16(directory + 2 + entry * 12) === 0x8825) return true;
  }
  return false;
}

const rejection = (promise: Promise<unknown>) => rejectionOf(promise, PhotoRejectedError);

describe('processPhoto', () => {
  it('re-encodes a JPEG and strips EXIF, GPS and every other metadata', async () => {
    const input = await solid(1200, 800, '#7a9cc6')
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'Camera 12' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '43/1 39/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '7/1 15/1 0/1',
        },
      })
      .withIccProfile('p3')
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before.exif?.includes('PhoneCo')).toBe(true);
    expect(hasGpsDirectory(before.exif!)).toBe(true);
    expect(before.icc).toBeDefined();

    const photo = await processPhoto(input, { ...limits, fileName: 'venue.jpg' });

    expect(photo.contentType).toBe('image/jpeg');
    expect(detectImageFormat(photo.image)).toBe('jpeg');
    for (const output of [photo.image, photo.thumbnail]) {
      const after = await sharp(output).metadata();
      expect(after.format).toBe('jpeg');
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.iptc).toBeUndefined();
      expect(after.icc).toBeUndefined();
      expect(output.includes('Exif')).toBe(false);
      expect(output.includes('PhoneCo')).toBe(false);
    }
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 1200, height: 800 });
    const thumb = await sharp(photo.thumbnail).metadata();
    expect({ width: thumb.width, height: thumb.height }).toEqual({ width: 400, height: 400 });
  });

  it('turns the photo upright from its EXIF orientation', async () => {
    // Stored sideways, as phones do, with "rotate 90" in the EXIF.
    const input = await solid(600, 300, '#dddddd').jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const photo = await processPhoto(input, limits);
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 300, height: 600 });
    expect(photo.facts.orientation).toBe('portrait');
    expect((await sharp(photo.image).metadata()).orientation).toBeUndefined();
  });

  it('bounds the size to 2048 px and never enlarges', async () => {
    const big = await processPhoto(await solid(4000, 1000, '#f0e0d0').png().toBuffer(), limits);
    expect({ width: big.width, height: big.height }).toEqual({ width: 2048, height: 512 });
    expect(big.facts.orientation).toBe('landscape');

    const small = await processPhoto(await solid(100, 100, '#f0e0d0').png().toBuffer(), limits);
    expect({ width: small.width, height: small.height }).toEqual({ width: 100, height: 100 });
    expect(small.facts.orientation).toBe('square');
  });

  it('flattens a transparent PNG onto white', async () => {
    const input = await sharp({
      create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    expect((await sharp(input).metadata()).hasAlpha).toBe(true);

    const photo = await processPhoto(input, { ...limits, fileName: 'cutout.png' });

    const { data, info } = await sharp(photo.image).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(3);
    expect(data.reduce((min, value) => Math.min(min, value), 255)).toBeGreaterThan(245);
    expect(photo.facts.brightness).toBeGreaterThan(0.95);
  });

  it('accepts WebP whatever the file is called', async () => {
    const input = await solid(640, 480, '#9caf88').webp().toBuffer();
    const photo = await processPhoto(input, { ...limits, fileName: 'photo.png' });
    expect(detectImageFormat(photo.image)).toBe('jpeg');
    expect(photo.facts.dominantColours[0]?.name).toBe('sage');
  });

  it('recognises HEIC by its ftyp brand and checks its declared size before decoding', async () => {
    for (const brand of ['heic', 'heix', 'hevc', 'mif1', 'heim', 'heis', 'msf1']) {
      expect(detectImageFormat(heicShell(10, 10, brand))).toBe('heic');
    }
    expect(detectImageFormat(heicShell(10, 10, 'avif'))).toBeNull();
    expect(detectImageFormat(heicShell(10, 10, 'isom'))).toBeNull();

    const flood = await rejection(processPhoto(heicShell(50_000, 50_000), { ...limits, fileName: 'IMG_0001.HEIC' }));
    expect(flood.status).toBe(400);
    expect(flood.message).toBe('"IMG_0001.HEIC" has too many pixels (50000 x 50000); the limit is 40 megapixels.');

    // libheif logs its parse error to the console; keep the test output clean.
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const broken = await rejection(processPhoto(heicShell(100, 100), { ...limits, fileName: 'IMG_0002.HEIC' })).finally(
      () => log.mockRestore(),
    );
    expect(broken.status).toBe(400);
    expect(broken.message).toBe('"IMG_0002.HEIC" could not be read as an image.');
  });

  it('refuses a file that is not an image, whatever its name says', async () => {
    const text = Buffer.from('Dear boutique, here is my dream dress...\n');
    const named = await rejection(processPhoto(text, { ...limits, fileName: 'dress.jpg' }));
    expect(named.status).toBe(400);
    expect(named.message).toBe('"dress.jpg" is not a JPEG, PNG, WebP or HEIC image.');

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const unnamed = await rejection(processPhoto(svg, limits));
    expect(unnamed.message).toBe('This file is not a JPEG, PNG, WebP or HEIC image.');

    const gif = await solid(10, 10, '#ffffff').gif().toBuffer();
    expect((await rejection(processPhoto(gif, { ...limits, fileName: 'a.gif' }))).status).toBe(400);
  });

  it('refuses a PNG with a broken header and a truncated JPEG', async () => {
    const png = await solid(64, 64, '#ff0000').png().toBuffer();
    const brokenPng = Buffer.from(png);
    brokenPng.fill(0x41, 12, 40); // IHDR overwritten
    const broken = await rejection(processPhoto(brokenPng, { ...limits, fileName: 'broken.png' }));
    expect(broken.status).toBe(400);
    expect(broken.message).toBe('"broken.png" could not be read as an image.');

    const jpeg = await sharp({
      create: {
        width: 800,
        height: 600,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    const truncated = await rejection(
      processPhoto(jpeg.subarray(0, Math.floor(jpeg.length / 2)), { ...limits, fileName: 'half.jpg' }),
    );
    expect(truncated.status).toBe(400);
    expect(truncated.message).toBe('"half.jpg" could not be read as an image.');
  });

  it('refuses a pixel flood from the header, before decoding', async () => {
    const input = pixelFloodPng(50_000, 50_000);
    expect(input.length).toBeLessThan(100);
    const error = await rejection(processPhoto(input, { ...limits, fileName: 'tiny.png' }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('"tiny.png" has too many pixels (50000 x 50000); the limit is 40 megapixels.');
  });

  it('refuses a file over the size limit with 413', async () => {
    const input = Buffer.concat([await solid(10, 10, '#ffffff').jpeg().toBuffer(), Buffer.alloc(MB)]);
    const error = await rejection(processPhoto(input, { maxBytes: MB, maxPixels: 40_000_000, fileName: 'big.jpg' }));
    expect(error.status).toBe(413);
    expect(error.message).toBe('"big.jpg" is larger than 1 MB.');
  });

  it('keeps a hostile file name out of its messages', async () => {
    const error = await rejection(
      processPhoto(Buffer.from('x'), { ...limits, fileName: 'C:\\fakepath\\a"\u0007b.jpg' }),
    );
    expect(error.message).toBe('"ab.jpg" is not a JPEG, PNG, WebP or HEIC image.');
  });

  it('scales a 12 MP photo down to 2048 px', async () => {
    // Random colours enlarged into smooth blobs: closer to a photo than flat colour or noise.
    const input = await sharp(randomBytes(500 * 375 * 3), { raw: { width: 500, height: 375, channels: 3 } })
      .resize(4000, 3000)
      .jpeg({ quality: 92 })
      .toBuffer();
    const photo = await processPhoto(input, limits);
    // Its speed is measured by `npm run bench`, not asserted here.
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 2048, height: 1536 });
  });
});
