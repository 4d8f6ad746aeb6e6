import {
  type Dress,
  type DressStyle,
  dressStyles,
  type Fabric,
  fabrics,
  type Neckline,
  necklines,
  type Silhouette,
  silhouettes,
  type SleeveStyle,
  type Train,
  trains,
} from './dress';
import type { Term } from './find-terms';
import { indexPhrases } from './index-phrases';
import { matchPhraseAt } from './match-phrase-at';
import { normalizeText } from '../text/normalise-text';
import { type Attribute, type Feature, keyOf, styleTerms } from './style-vocabulary';

export type DressAttribute = Attribute & {
  /** keyOf(attribute), kept so scoring 300 dresses does not rebuild it. */
  key: string;
  /** 1 for what the boutique stated, less for what we infer (a mermaid reads glam). */
  strength: number;
  inferred: boolean;
};

/** An attribute with its map key, built once at load: ranking 300 dresses then allocates almost nothing. */
interface Entry {
  key: string;
  attribute: DressAttribute;
}

function entry(attribute: Attribute, strength = 1, inferred = false): Entry {
  const key = keyOf(attribute);
  return {
    key,
    attribute: { kind: attribute.kind, value: attribute.value, key, strength, inferred } as DressAttribute,
  };
}

const colourEntries = new Map<string, Entry[]>();
function colourEntry(colour: string): Entry[] {
  const cached = colourEntries.get(colour);
  if (cached) return cached;
  const entries = [entry({ kind: 'colour', value: colour })];
  if (colourEntries.size < 500) colourEntries.set(colour, entries);
  return entries;
}

const silhouetteStyles: Record<Silhouette, [DressStyle, number][]> = {
  'ball-gown': [
    ['princess', 1],
    ['classic', 0.6],
  ],
  'a-line': [
    ['classic', 0.6],
    ['romantic', 0.5],
    ['garden', 0.3],
  ],
  mermaid: [
    ['glam', 1],
    ['sexy', 0.7],
  ],
  trumpet: [
    ['glam', 0.7],
    ['modern', 0.5],
  ],
  'fit-and-flare': [
    ['romantic', 0.4],
    ['glam', 0.4],
  ],
  sheath: [
    ['modern', 0.7],
    ['minimalist', 0.7],
    ['beach', 0.6],
    ['boho', 0.4],
  ],
  empire: [
    ['boho', 0.5],
    ['beach', 0.5],
    ['vintage', 0.4],
  ],
  'tea-length': [
    ['vintage', 0.7],
    ['modern', 0.4],
  ],
  jumpsuit: [
    ['modern', 1],
    ['minimalist', 0.6],
  ],
};

const fabricStyles: Record<Fabric, [DressStyle, number][]> = {
  lace: [
    ['romantic', 0.7],
    ['boho', 0.6],
    ['vintage', 0.5],
    ['garden', 0.4],
  ],
  tulle: [
    ['princess', 0.7],
    ['romantic', 0.6],
  ],
  satin: [
    ['classic', 0.8],
    ['glam', 0.4],
    ['modern', 0.3],
  ],
  chiffon: [
    ['beach', 0.8],
    ['boho', 0.6],
  ],
  crepe: [
    ['modern', 0.8],
    ['minimalist', 0.8],
    ['beach', 0.4],
  ],
  organza: [
    ['garden', 0.7],
    ['romantic', 0.6],
  ],
  mikado: [
    ['classic', 0.7],
    ['modern', 0.6],
  ],
  charmeuse: [
    ['minimalist', 0.5],
    ['glam', 0.4],
    ['sexy', 0.4],
  ],
  silk: [
    ['classic', 0.5],
    ['minimalist', 0.5],
  ],
  sequin: [['glam', 1]],
  beaded: [
    ['glam', 0.8],
    ['vintage', 0.3],
  ],
  velvet: [
    ['vintage', 0.6],
    ['glam', 0.4],
  ],
  taffeta: [
    ['classic', 0.6],
    ['princess', 0.4],
  ],
};

const featureTerms: Term[] = [
  { id: 'pockets', phrases: ['pockets', 'pocket'] },
  { id: 'open-back', phrases: ['open back', 'low back', 'backless', 'keyhole back', 'illusion back', 'low cut back'] },
  {
    id: 'sparkle',
    phrases: [
      'sparkle',
      'sparkly',
      'glitter',
      'shimmer',
      'sequin',
      'sequins',
      'beaded',
      'beading',
      'crystal',
      'crystals',
      'embellished',
    ],
  },
  { id: 'floral', phrases: ['floral', 'flowers', '3d flowers', 'applique', 'appliques', 'botanical', 'petals'] },
  { id: 'cape', phrases: ['cape', 'capelet'] },
  { id: 'slit', phrases: ['slit', 'leg slit'] },
  { id: 'corset', phrases: ['corset', 'corseted', 'bustier', 'boned bodice'] },
  { id: 'detachable', phrases: ['detachable', 'removable', 'convertible', 'overskirt'] },
  { id: 'bustle', phrases: ['bustle', 'bustled'] },
];

const styleEntries = Object.fromEntries(
  dressStyles.map((style) => [style, entry({ kind: 'style', value: style })]),
) as Record<DressStyle, Entry>;
const silhouetteEntries = Object.fromEntries(
  silhouettes.map((silhouette) => [
    silhouette,
    [
      entry({ kind: 'silhouette', value: silhouette }),
      ...silhouetteStyles[silhouette].map(([style, weight]) =>
        entry({ kind: 'style', value: style }, weight * 0.5, true),
      ),
    ],
  ]),
) as Record<Silhouette, Entry[]>;
const fabricEntries = Object.fromEntries(
  fabrics.map((fabric) => [
    fabric,
    [
      entry({ kind: 'fabric', value: fabric }),
      ...fabricStyles[fabric].map(([style, weight]) => entry({ kind: 'style', value: style }, weight * 0.5, true)),
      ...(fabric === 'sequin' || fabric === 'beaded' ? [entry({ kind: 'feature', value: 'sparkle' })] : []),
    ],
  ]),
) as Record<Fabric, Entry[]>;
const necklineEntries = Object.fromEntries(
  necklines.map((neckline) => [neckline, entry({ kind: 'neckline', value: neckline })]),
) as Record<Neckline, Entry>;
const trainEntries = Object.fromEntries(
  trains.map((train) => {
    const long = train === 'chapel' || train === 'cathedral' || train === 'royal';
    return [train, entry({ kind: 'train', value: long ? 'long-train' : 'short-train' }, train === 'court' ? 0.5 : 1)];
  }),
) as Record<Train, Entry>;
const sleeve = (value: 'sleeves' | 'long-sleeves' | 'sleeveless', strength = 1) =>
  entry({ kind: 'sleeves', value }, strength);
const sleeveEntries: Record<SleeveStyle, Entry[]> = {
  sleeveless: [sleeve('sleeveless')],
  cap: [sleeve('sleeves')],
  short: [sleeve('sleeves')],
  puff: [sleeve('sleeves')],
  'three-quarter': [sleeve('sleeves'), sleeve('long-sleeves')],
  long: [sleeve('sleeves'), sleeve('long-sleeves')],
  bell: [sleeve('sleeves'), sleeve('long-sleeves')],
  detachable: [
    sleeve('sleeves', 0.8),
    sleeve('long-sleeves', 0.6),
    sleeve('sleeveless', 0.6),
    entry({ kind: 'feature', value: 'detachable' }),
  ],
  'off-the-shoulder': [sleeve('sleeves', 0.5)],
};
const straplessEntries = [entry({ kind: 'sleeves', value: 'sleeveless' }, 1, true)];
const featureEntries = new Map(
  featureTerms.map((term) => [term.id, [entry({ kind: 'feature', value: term.id as Feature })]]),
);
// Secondary fabrics and styles a description names ("tulle skirt with lace appliqués"), at half weight.
const termEntries = new Map(
  styleTerms.map((term) => [
    term.id,
    term.effects
      .filter((effect) => effect.kind === 'style' || effect.kind === 'fabric')
      .map((effect) => entry(effect, effect.weight * 0.5, true)),
  ]),
);

function add(found: Map<string, DressAttribute>, entries: readonly Entry[]): void {
  for (const { key, attribute } of entries) {
    const current = found.get(key);
    if (!current || current.strength < attribute.strength) found.set(key, attribute);
  }
}

function scan(
  found: Map<string, DressAttribute>,
  tokens: string[],
  terms: readonly Term[],
  entriesOf: Map<string, Entry[]>,
) {
  const index = indexPhrases(terms);
  for (let start = 0; start < tokens.length; start += 1) {
    const candidates = index.get(tokens[start] ?? '');
    if (!candidates) continue;
    for (const candidate of candidates) {
      if (matchPhraseAt(tokens, start, candidate.parts)) add(found, entriesOf.get(candidate.id) ?? []);
    }
  }
}

// A dress is read once however many steps rank it (inventory, top sellers, strategy).
const cache = new WeakMap<Dress, DressAttribute[]>();

/**
 * Everything a dress offers, as the same attributes a bride's profile is made of: what the
 * boutique stated (silhouette, fabric, styles...) at full strength, and what follows from it or
 * from the tags and description at reduced strength. Tags and descriptions are scanned word by
 * word without negation: a tag rarely says what a dress is not.
 */
export function readDressAttributes(dress: Dress): DressAttribute[] {
  const cached = cache.get(dress);
  if (cached) return cached;
  const found = new Map<string, DressAttribute>();
  for (const style of dress.styles) add(found, [styleEntries[style]]);
  if (dress.silhouette) add(found, silhouetteEntries[dress.silhouette]);
  if (dress.fabric) add(found, fabricEntries[dress.fabric]);
  if (dress.neckline) add(found, [necklineEntries[dress.neckline]]);
  if (dress.sleeves) add(found, sleeveEntries[dress.sleeves]);
  else if (dress.neckline === 'strapless') add(found, straplessEntries);
  if (dress.train) add(found, [trainEntries[dress.train]]);
  if (dress.colour) add(found, colourEntry(dress.colour.trim().toLowerCase()));
  const tokens = normalizeText(`${dress.tags.join(', ')}. ${dress.description}`).split(' ');
  scan(found, tokens, featureTerms, featureEntries);
  scan(found, tokens, styleTerms, termEntries);
  const attributes = [...found.values()];
  cache.set(dress, attributes);
  return attributes;
}
