import { type ColourFamily, familyOfColourName } from '../../dresses/colour-families';

export { colourNamesByFamily, type ColourFamily } from '../../dresses/colour-families';

function familyOfHex(hex: string): ColourFamily | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const value = Number.parseInt(match[1], 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((channel) => channel / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const saturation = max === min ? 0 : (max - min) / (1 - Math.abs(2 * lightness - 1));
  if (lightness < 0.22) return 'dark';
  if (lightness > 0.86 && saturation < 0.5) return 'light-neutral';
  if (saturation < 0.12) return 'grey';
  const hue =
    max === r
      ? (60 * ((g - b) / (max - min)) + 360) % 360
      : max === g
        ? 60 * ((b - r) / (max - min)) + 120
        : 60 * ((r - g) / (max - min)) + 240;
  if (hue >= 330 || hue < 15) return lightness > 0.6 ? 'pink' : 'colourful';
  if (hue < 55) return saturation < 0.55 ? 'warm-neutral' : 'colourful';
  if (hue < 170) return 'green';
  if (hue < 260) return 'blue';
  return 'colourful';
}

/** The family of a named photo colour; the hex decides when the name is not a common one. */
export function nameColourFamily(name: string, hex: string): ColourFamily {
  return familyOfColourName(name) ?? familyOfHex(hex) ?? 'colourful';
}
