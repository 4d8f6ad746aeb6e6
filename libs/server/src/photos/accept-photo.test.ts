import { describe, expect, it } from '@jest/globals';
import { jpegWithGps, pixelFloodPng } from '@bridal/testing/make-images';
import { rejectionOf } from '@bridal/testing/rejection-of';
import { acceptPhoto } from './accept-photo';
import { PhotoRejectedError } from './photo-rejected-error';

const limits = { maxBytes: 10 * 1024 * 1024, maxPixels: 50_000_000 };

const rejection = (promise: Promise<unknown>) => rejectionOf(promise, PhotoRejectedError);

describe('acceptPhoto', () => {
  it('answers the stripped upload with its type and declared size', async () => {
    const accepted = await acceptPhoto(await jpegWithGps(), limits);
    expect(accepted).toMatchObject({ format: 'jpeg', contentType: 'image/jpeg', width: 800, height: 1200 });
    expect(accepted.bytes.includes(Buffer.from('TestPhone'))).toBe(false);
  });

  it('refuses a JPEG cut short, by name, before anything is stored', async () => {
    const photo = await jpegWithGps();
    const error = await rejection(
      acceptPhoto(photo.subarray(0, photo.length - 100), { ...limits, fileName: 'IMG_1.jpg' }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toBe('"IMG_1.jpg" could not be read as an image.');
  });

  it('refuses a pixel flood and an oversized file without decoding them', async () => {
    expect((await rejection(acceptPhoto(pixelFloodPng(), limits))).message).toMatch(
      /too many pixels \(60000 x 60000\)/,
    );
    const big = await rejection(acceptPhoto(await jpegWithGps(), { ...limits, maxBytes: 1000 }));
    expect(big.status).toBe(413);
  });
});
