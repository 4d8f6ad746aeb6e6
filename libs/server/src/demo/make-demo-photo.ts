import sharp from 'sharp';
import type { DemoBride } from './demo-brides';

type PhotoSpec = DemoBride['photos'][number];

const skirts: Record<PhotoSpec['shape'], string> = {
  'a-line': 'M 205 300 L 275 300 L 360 690 L 120 690 Z',
  mermaid: 'M 210 300 L 270 300 L 262 560 L 340 690 L 140 690 L 218 560 Z',
  'ball-gown': 'M 200 300 L 280 300 C 400 420 420 600 430 690 L 50 690 C 60 600 80 420 200 300 Z',
  sheath: 'M 208 300 L 272 300 L 290 690 L 190 690 Z',
};

/** A small inspiration photo: a gown's outline on a coloured backdrop, as a 480x720 JPEG. */
export async function makeDemoPhoto(spec: PhotoSpec): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="720">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${spec.background}"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.6"/>
  </linearGradient></defs>
  <rect width="480" height="720" fill="url(#bg)"/>
  <circle cx="240" cy="110" r="38" fill="#e8c4a8"/>
  <path d="M 205 160 L 275 160 L 285 300 L 195 300 Z" fill="${spec.gown}" stroke="#d9cfc0" stroke-width="3"/>
  <path d="${skirts[spec.shape]}" fill="${spec.gown}" stroke="#d9cfc0" stroke-width="3"/>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
