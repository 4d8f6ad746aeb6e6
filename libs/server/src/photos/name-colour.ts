type Lab = [number, number, number];

/**
 * Reference swatches in the words a bride and a consultant use. Several swatches may share a
 * name so that each name covers the shades people actually mean by it (light and dusty blues,
 * olive and forest greens...).
 */
const swatches: [name: string, hexes: string[]][] = [
  ['white', ['#ffffff', '#f4f4f4']],
  ['ivory', ['#fffff0', '#f8f4e6', '#faf3e0']],
  ['champagne', ['#f7e7ce', '#efdcbf']],
  ['beige', ['#d9c8a9', '#cdba96', '#e1d4bb']],
  ['nude', ['#e3bc9a', '#d4a88c', '#c9a38c']],
  ['blush', ['#f4c2c2', '#f2d4d1', '#e8b4b8', '#f6d6d6']],
  ['pink', ['#f49ac2', '#ff69b4', '#e75480', '#f7a1b5']],
  ['peach', ['#ffcba4', '#f8c3a0']],
  ['coral', ['#f88379', '#ff7f50']],
  ['orange', ['#ff8c00', '#f28c28', '#e56717']],
  ['terracotta', ['#c2603e', '#b5543a']],
  ['red', ['#c8102e', '#e32636', '#d22b2b']],
  ['burgundy', ['#800020', '#6d1a36', '#722f37']],
  ['gold', ['#d4af37', '#c9a44c', '#b8962e']],
  ['yellow', ['#f5d90a', '#ffe066', '#fff3a0']],
  ['sage', ['#9caf88', '#b2bea0', '#8a9a7b']],
  ['green', ['#228b22', '#2e6b3a', '#6b8e23', '#4f7942', '#90c695']],
  ['mint', ['#bde8d2', '#a8e4c9']],
  ['teal', ['#008080', '#367588', '#2a7f7f']],
  ['blue', ['#4169e1', '#1e90ff', '#87afda', '#a7c7e7', '#6c8ebf']],
  ['navy', ['#1f2a44', '#000080', '#23304f']],
  ['lavender', ['#c8b6e2', '#d3c4e8', '#b5a0d0']],
  ['purple', ['#6a0dad', '#800080', '#5d3f6a', '#8e4585']],
  ['brown', ['#6f4e37', '#8b5a2b', '#4b3621', '#a0785a']],
  ['silver', ['#c0c0c0', '#d0d0d4', '#b8b8bc']],
  ['grey', ['#808080', '#9a9a9a', '#5a5a5a', '#404040']],
  ['black', ['#000000', '#1c1c1c', '#262626']],
];

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** sRGB to CIE L*a*b* (D65), where straight-line distance roughly matches how different colours look. */
export function rgbToLab(r: number, g: number, b: number): Lab {
  const lr = linear(r);
  const lg = linear(g);
  const lb = linear(b);
  const x = (lr * 0.4124 + lg * 0.3576 + lb * 0.1805) / 0.95047;
  const y = lr * 0.2126 + lg * 0.7152 + lb * 0.0722;
  const z = (lr * 0.0193 + lg * 0.1192 + lb * 0.9505) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const fx = f(x);
  const fy = f(y);
  const fz = f(z);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const references: { name: string; lab: Lab }[] = swatches.flatMap(([name, hexes]) =>
  hexes.map((hex) => ({ name, lab: rgbToLab(...hexToRgb(hex)) })),
);

/** The plain name of the nearest reference swatch. */
export function nameColour(r: number, g: number, b: number): string {
  const [l, a, bb] = rgbToLab(r, g, b);
  let best = references[0]!;
  let bestDistance = Infinity;
  for (const reference of references) {
    const distance = (reference.lab[0] - l) ** 2 + (reference.lab[1] - a) ** 2 + (reference.lab[2] - bb) ** 2;
    if (distance < bestDistance) {
      best = reference;
      bestDistance = distance;
    }
  }
  return best.name;
}

export function toHex(r: number, g: number, b: number): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}
