import { describe, expect, it } from '@jest/globals';
import { jpegWithGps, pngImage } from '@bridal/testing/make-images';
import sharp from 'sharp';
import { MalformedImageError } from './malformed-image-error';
import { stripHeifMetadata } from './strip-heif-metadata';
import { stripPhotoMetadata } from './strip-photo-metadata';

const exif = {
  IFD0: { Make: 'TestPhone', Model: 'Camera 12' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 39/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '70/1 15/1 0/1' },
};

const pixelsOf = (bytes: Buffer) => sharp(bytes).raw().toBuffer();

function expectNoPersonalMetadata(bytes: Buffer) {
  for (const marker of ['TestPhone', 'Camera 12', 'GPS', 'Secret note', 'xmpmeta']) {
    expect(bytes.includes(Buffer.from(marker))).toBe(false);
  }
}

describe('stripPhotoMetadata', () => {
  it('removes EXIF, GPS, XMP and comments from a JPEG without touching its pixels', async () => {
    const photo = await sharp(await jpegWithGps())
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>')
      .keepExif()
      .toBuffer();
    const withComment = Buffer.concat([
      photo.subarray(0, 2),
      Buffer.from([0xff, 0xfe, 0x00, 0x0d]),
      Buffer.from('Secret note'),
      photo.subarray(2),
    ]);
    const stripped = stripPhotoMetadata(withComment, 'jpeg');
    expectNoPersonalMetadata(stripped);
    expect((await sharp(stripped).metadata()).exif).toBeUndefined();
    expect((await pixelsOf(stripped)).equals(await pixelsOf(await jpegWithGps()))).toBe(true);
  });

  it('keeps a JPEG upright: its orientation survives as the only EXIF entry', async () => {
    const rotated = await sharp(await jpegWithGps())
      .keepExif()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(rotated).metadata()).orientation).toBe(6);
    const stripped = stripPhotoMetadata(rotated, 'jpeg', 6);
    expectNoPersonalMetadata(stripped);
    const metadata = await sharp(stripped).metadata();
    expect(metadata.orientation).toBe(6);
    expect(metadata.exif!.length).toBeLessThan(40);
  });

  it('drops what a phone appends after the end of the image, and refuses a cut JPEG', async () => {
    const photo = await jpegWithGps();
    const trailer = Buffer.concat([photo, Buffer.from('TestPhone trailer with GPS data')]);
    expectNoPersonalMetadata(stripPhotoMetadata(trailer, 'jpeg'));
    expect(() => stripPhotoMetadata(photo.subarray(0, photo.length - 200), 'jpeg')).toThrow(MalformedImageError);
    expect(() => stripPhotoMetadata(photo.subarray(0, 300), 'jpeg')).toThrow(MalformedImageError);
  });

  it('removes text and EXIF chunks from a PNG, and refuses a cut one', async () => {
    const png = await sharp(await pngImage())
      .withExif(exif)
      .png()
      .toBuffer();
    const stripped = stripPhotoMetadata(png, 'png');
    expectNoPersonalMetadata(stripped);
    expect((await pixelsOf(stripped)).equals(await pixelsOf(png))).toBe(true);
    expect(() => stripPhotoMetadata(png.subarray(0, png.length - 20), 'png')).toThrow(MalformedImageError);
  });

  it('removes EXIF and XMP chunks from a WebP and clears their flags', async () => {
    const webp = await sharp(await jpegWithGps())
      .withExif(exif)
      .webp({ lossless: true })
      .toBuffer();
    expect((await sharp(webp).metadata()).exif).toBeDefined();
    const stripped = stripPhotoMetadata(webp, 'webp');
    expectNoPersonalMetadata(stripped);
    expect((await sharp(stripped).metadata()).exif).toBeUndefined();
    expect((await pixelsOf(stripped)).equals(await pixelsOf(webp))).toBe(true);
    expect(stripped.readUInt32LE(4)).toBe(stripped.length - 8);
    expect(() => stripPhotoMetadata(webp.subarray(0, webp.length - 50), 'webp')).toThrow(MalformedImageError);
  });

  it('blanks the EXIF item of a HEIF file in place, keeping every offset valid', async () => {
    // The same HEIF container as a phone's HEIC, with AV1 instead of HEVC pictures.
    const heif = await sharp(await jpegWithGps({ width: 64, height: 96 }))
      .withExif(exif)
      .avif({ quality: 60 })
      .toBuffer();
    expect(heif.includes(Buffer.from('TestPhone'))).toBe(true);
    const stripped = stripHeifMetadata(heif);
    expect(stripped.length).toBe(heif.length);
    expectNoPersonalMetadata(stripped);
    expect((await sharp(stripped).metadata()).width).toBe(64);
    expect((await pixelsOf(stripped)).equals(await pixelsOf(heif))).toBe(true);
  });
});
