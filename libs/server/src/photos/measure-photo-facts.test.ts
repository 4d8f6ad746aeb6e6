import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { nameColour } from './name-colour';
import { processPhoto } from './process-photo';

const limits = { maxBytes: 10 * 1024 * 1024, maxPixels: 40_000_000 };

/** A background with a smaller rectangle of another colour in the middle. */
async function twoColours(width: number, height: number, background: string, accent: string, accentShare: number) {
  const side = Math.round(Math.sqrt(width * height * accentShare));
  const accentPatch = await sharp({ create: { width: side, height: side, channels: 3, background: accent } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background } })
    .composite([{ input: accentPatch, gravity: 'centre' }])
    .jpeg({ quality: 95 })
    .toBuffer();
}

describe('photo facts', () => {
  it('sees a mostly white photo as bright, with white first', async () => {
    const { facts } = await processPhoto(await twoColours(800, 1200, '#fcfcfa', '#7a7a7a', 0.1), limits);
    expect(facts.brightness).toBeGreaterThan(0.9);
    expect(['white', 'ivory']).toContain(facts.dominantColours[0]?.name);
    expect(facts.dominantColours[0]?.share).toBeGreaterThan(0.85);
    expect(facts.dominantColours[1]?.name).toBe('grey');
    expect(facts.orientation).toBe('portrait');
    expect({ width: facts.width, height: facts.height }).toEqual({ width: 800, height: 1200 });
  });

  it('sees a blush photo as warm and pink', async () => {
    const { facts } = await processPhoto(await twoColours(1200, 800, '#f4c2c2', '#e8b4b8', 0.2), limits);
    expect(facts.warmth).toBeGreaterThan(0.9);
    expect(['blush', 'pink']).toContain(facts.dominantColours[0]?.name);
    expect(facts.saturation).toBeGreaterThan(0.15);
    expect(facts.saturation).toBeLessThan(0.4);
    expect(facts.orientation).toBe('landscape');
  });

  it('sees navy and sage as cool, and a black and white photo as neither', async () => {
    const cool = await processPhoto(await twoColours(600, 600, '#1f2a44', '#9caf88', 0.3), limits);
    expect(cool.facts.warmth).toBeLessThan(0.1);
    // The blend along the edge of the square may add a small third colour.
    expect(cool.facts.dominantColours.slice(0, 2).map((colour) => colour.name)).toEqual(['navy', 'sage']);
    expect(cool.facts.brightness).toBeLessThan(0.4);

    const mono = await processPhoto(await twoColours(600, 600, '#000000', '#ffffff', 0.5), limits);
    expect(mono.facts.warmth).toBe(0.5);
    expect(mono.facts.saturation).toBeLessThan(0.02);
    expect(
      mono.facts.dominantColours
        .slice(0, 2)
        .map((colour) => colour.name)
        .sort(),
    ).toEqual(['black', 'white']);
  });

  it('gives at most five colours, most present first, with shares that add up', async () => {
    const stripes = await Promise.all(
      ['#ffffff', '#f7e7ce', '#d4af37', '#800020', '#9caf88', '#1f2a44', '#c8b6e2'].map((colour) =>
        sharp({ create: { width: 100, height: 700, channels: 3, background: colour } })
          .png()
          .toBuffer(),
      ),
    );
    const input = await sharp({ create: { width: 700, height: 700, channels: 3, background: '#ffffff' } })
      .composite(stripes.map((stripe, index) => ({ input: stripe, left: index * 100, top: 0 })))
      .png()
      .toBuffer();
    const { facts } = await processPhoto(input, limits);
    expect(facts.dominantColours).toHaveLength(5);
    const shares = facts.dominantColours.map((colour) => colour.share);
    expect([...shares].sort((a, b) => b - a)).toEqual(shares);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBeLessThanOrEqual(1.001);
    for (const colour of facts.dominantColours) expect(colour.hex).toMatch(/^#[0-9a-f]{6}$/);

    const again = await processPhoto(input, limits);
    expect(again.facts).toEqual(facts);
  });

  it('names colours in bridal words', () => {
    expect(nameColour(255, 255, 255)).toBe('white');
    expect(nameColour(255, 255, 240)).toBe('ivory');
    expect(nameColour(247, 231, 206)).toBe('champagne');
    expect(nameColour(244, 194, 194)).toBe('blush');
    expect(nameColour(212, 175, 55)).toBe('gold');
    expect(nameColour(192, 192, 192)).toBe('silver');
    expect(nameColour(10, 10, 10)).toBe('black');
    expect(nameColour(31, 42, 68)).toBe('navy');
    expect(nameColour(156, 175, 136)).toBe('sage');
    expect(nameColour(128, 0, 32)).toBe('burgundy');
    expect(nameColour(200, 182, 226)).toBe('lavender');
    expect(nameColour(0, 128, 128)).toBe('teal');
  });
});
