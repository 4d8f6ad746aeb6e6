import type { Vibe } from '@bridal/shared/survey/survey-options';
import type { DressStyle, Fabric, Neckline, Silhouette } from './dress';
import { bridePhrases, fabricWords, necklineWords, silhouetteWords, styleWords } from './dress-vocabulary';
import type { Term } from './find-terms';

export type SleevePreference = 'sleeves' | 'long-sleeves' | 'sleeveless';
export type TrainPreference = 'long-train' | 'short-train';
export type Feature =
  'pockets' | 'open-back' | 'sparkle' | 'floral' | 'cape' | 'slit' | 'corset' | 'detachable' | 'bustle';

export type Attribute =
  | { kind: 'style'; value: DressStyle }
  | { kind: 'silhouette'; value: Silhouette }
  | { kind: 'neckline'; value: Neckline }
  | { kind: 'fabric'; value: Fabric }
  | { kind: 'sleeves'; value: SleevePreference }
  | { kind: 'train'; value: TrainPreference }
  | { kind: 'feature'; value: Feature }
  | { kind: 'colour'; value: string };

export type AttributeKind = Attribute['kind'];

/** "silhouette:a-line": how likes, dislikes and dress attributes are matched. */
export const keyOf = (attribute: Pick<Attribute, 'kind' | 'value'>): string => `${attribute.kind}:${attribute.value}`;
export type Effect = Attribute & { weight: number };

export interface StyleTerm extends Term {
  /** How the consultant reads it in a Likes / Avoid list. */
  label: string;
  effects: Effect[];
}

/** Effects of one kind: `fabric('lace', 0.8)`; a weight of 1 when none is given. */
const effectOf =
  <K extends AttributeKind>(kind: K) =>
  (value: Extract<Attribute, { kind: K }>['value'], weight = 1): Effect =>
    ({ kind, value, weight }) as Effect;
const style = effectOf('style');
const silhouette = effectOf('silhouette');
const neckline = effectOf('neckline');
const fabric = effectOf('fabric');
const sleeves = effectOf('sleeves');
const train = effectOf('train');
const feature = effectOf('feature');
const colour = effectOf('colour');

/** What each survey vibe asks of a dress; weights say how strongly (1 = defining). */
export const vibeEffects: Record<Vibe, Effect[]> = {
  'garden-party': [
    style('garden'),
    style('romantic', 0.8),
    silhouette('a-line'),
    silhouette('fit-and-flare', 0.4),
    fabric('lace', 0.8),
    fabric('organza', 0.8),
    fabric('tulle', 0.4),
    neckline('sweetheart', 0.4),
    neckline('off-the-shoulder', 0.4),
    feature('floral', 0.8),
  ],
  glamorous: [
    style('glam'),
    style('sexy', 0.4),
    silhouette('mermaid'),
    silhouette('trumpet', 0.8),
    silhouette('ball-gown', 0.6),
    fabric('sequin', 0.9),
    fabric('beaded', 0.9),
    fabric('satin', 0.7),
    neckline('plunging', 0.5),
    neckline('sweetheart', 0.5),
    feature('sparkle', 0.8),
    train('long-train', 0.5),
  ],
  bohemian: [
    style('boho'),
    style('vintage', 0.4),
    silhouette('sheath', 0.8),
    silhouette('a-line', 0.7),
    fabric('lace'),
    fabric('chiffon', 0.8),
    neckline('v-neck', 0.6),
    neckline('off-the-shoulder', 0.4),
    sleeves('sleeves', 0.6),
  ],
  classic: [
    style('classic'),
    style('princess', 0.3),
    silhouette('ball-gown', 0.8),
    silhouette('a-line', 0.8),
    fabric('satin', 0.9),
    fabric('mikado', 0.8),
    neckline('bateau', 0.7),
    neckline('sweetheart', 0.6),
    neckline('off-the-shoulder', 0.3),
  ],
  beach: [
    style('beach'),
    style('boho', 0.3),
    silhouette('sheath'),
    silhouette('a-line', 0.6),
    fabric('chiffon'),
    fabric('crepe', 0.8),
    neckline('v-neck', 0.4),
    neckline('halter', 0.5),
    train('short-train', 0.8),
  ],
  modern: [
    style('modern'),
    style('minimalist', 0.8),
    silhouette('sheath', 0.9),
    silhouette('trumpet', 0.7),
    fabric('crepe'),
    fabric('mikado', 0.4),
    neckline('square', 0.7),
    neckline('high-neck', 0.6),
    neckline('one-shoulder', 0.4),
  ],
};

const term = (id: string, label: string, phrases: string[], effects: Effect[]): StyleTerm => ({
  id,
  label,
  phrases,
  effects,
});

/** The words a bride uses in her vision, notes or board name, and what each asks of the dress. */
export const styleTerms: StyleTerm[] = [
  term('lace', 'lace', bridePhrases(fabricWords.lace), [fabric('lace'), style('romantic', 0.3)]),
  term('tulle', 'tulle', bridePhrases(fabricWords.tulle), [fabric('tulle'), style('princess', 0.3)]),
  term('satin', 'satin', bridePhrases(fabricWords.satin), [fabric('satin'), style('classic', 0.3)]),
  term('silk', 'silk', bridePhrases(fabricWords.silk), [fabric('silk'), fabric('charmeuse', 0.5)]),
  term('chiffon', 'chiffon', bridePhrases(fabricWords.chiffon), [fabric('chiffon')]),
  term(
    'flowy',
    'flowy, light fabric',
    ['flowy', 'flowing', 'floaty', 'airy', 'ethereal', 'breezy'],
    [fabric('chiffon', 0.8), style('boho', 0.4), silhouette('a-line', 0.4)],
  ),
  term('crepe', 'crepe', bridePhrases(fabricWords.crepe), [fabric('crepe'), style('modern', 0.3)]),
  term('organza', 'organza', bridePhrases(fabricWords.organza), [fabric('organza')]),
  term('mikado', 'mikado', bridePhrases(fabricWords.mikado), [fabric('mikado'), style('modern', 0.3)]),
  term('velvet', 'velvet', bridePhrases(fabricWords.velvet), [fabric('velvet'), style('vintage', 0.3)]),
  term('taffeta', 'taffeta', bridePhrases(fabricWords.taffeta), [fabric('taffeta')]),
  term('sequin', 'sequins', bridePhrases(fabricWords.sequin), [
    fabric('sequin'),
    feature('sparkle'),
    style('glam', 0.6),
  ]),
  term(
    'sparkle',
    'sparkle',
    [
      'sparkle',
      'sparkly',
      'sparkles',
      'glitter',
      'glittery',
      'shimmer',
      'shimmery',
      'bling',
      'beading',
      'beaded',
      'crystals',
      'embellished',
      'embellishment',
    ],
    [feature('sparkle'), fabric('beaded', 0.6), fabric('sequin', 0.5), style('glam', 0.8)],
  ),
  term('simple', 'simple, clean lines', bridePhrases(styleWords.minimalist), [
    style('minimalist'),
    style('modern', 0.5),
    fabric('crepe', 0.5),
    silhouette('sheath', 0.4),
  ]),
  term('princess', 'princess / full skirt', bridePhrases(styleWords.princess), [
    silhouette('ball-gown'),
    style('princess'),
    fabric('tulle', 0.5),
  ]),
  term('a-line', 'A-line', bridePhrases(silhouetteWords['a-line']), [silhouette('a-line')]),
  term('mermaid', 'mermaid', bridePhrases(silhouetteWords.mermaid), [silhouette('mermaid'), style('glam', 0.3)]),
  term(
    'fitted',
    'fitted',
    [
      'fitted',
      'form fitting',
      'figure hugging',
      'body hugging',
      'hugs my curves',
      'curve hugging',
      'show my curves',
      'show off my figure',
    ],
    [
      silhouette('trumpet', 0.7),
      silhouette('mermaid', 0.6),
      silhouette('fit-and-flare', 0.6),
      silhouette('sheath', 0.5),
    ],
  ),
  term('trumpet', 'trumpet', bridePhrases(silhouetteWords.trumpet), [silhouette('trumpet')]),
  term('fit-and-flare', 'fit-and-flare', bridePhrases(silhouetteWords['fit-and-flare']), [silhouette('fit-and-flare')]),
  term('sheath', 'sheath / column', bridePhrases(silhouetteWords.sheath), [
    silhouette('sheath'),
    fabric('charmeuse', 0.4),
    style('minimalist', 0.4),
  ]),
  term('empire', 'empire waist', bridePhrases(silhouetteWords.empire), [silhouette('empire')]),
  term('tea-length', 'short / tea-length', bridePhrases(silhouetteWords['tea-length']), [
    silhouette('tea-length'),
    train('short-train', 0.5),
  ]),
  term('jumpsuit', 'jumpsuit', bridePhrases(silhouetteWords.jumpsuit), [silhouette('jumpsuit'), style('modern', 0.5)]),
  term(
    'long-sleeves',
    'long sleeves',
    ['long sleeves', 'long sleeve', 'long sleeved', 'full sleeves', 'long * sleeves'],
    [sleeves('long-sleeves'), sleeves('sleeves', 0.6)],
  ),
  term('sleeves', 'sleeves', ['sleeves', 'sleeve', 'sleeved'], [sleeves('sleeves')]),
  term(
    'sleeveless',
    'sleeveless / thin straps',
    ['sleeveless', 'bare arms', 'spaghetti straps', 'thin straps'],
    [sleeves('sleeveless')],
  ),
  term('strapless', 'strapless', bridePhrases(necklineWords.strapless), [neckline('strapless')]),
  term('sweetheart', 'sweetheart neckline', bridePhrases(necklineWords.sweetheart), [neckline('sweetheart')]),
  term('v-neck', 'V-neck', bridePhrases(necklineWords['v-neck']), [neckline('v-neck')]),
  term('plunging', 'plunging neckline', bridePhrases(necklineWords.plunging), [
    neckline('plunging'),
    style('sexy', 0.5),
  ]),
  term('off-the-shoulder', 'off-the-shoulder', bridePhrases(necklineWords['off-the-shoulder']), [
    neckline('off-the-shoulder'),
  ]),
  term('halter', 'halter', bridePhrases(necklineWords.halter), [neckline('halter')]),
  term('high-neck', 'high neck', bridePhrases(necklineWords['high-neck']), [neckline('high-neck')]),
  term('bateau', 'bateau neckline', bridePhrases(necklineWords.bateau), [neckline('bateau')]),
  term('square', 'square neckline', bridePhrases(necklineWords.square), [neckline('square')]),
  term('scoop', 'scoop neckline', bridePhrases(necklineWords.scoop), [neckline('scoop')]),
  term('illusion', 'illusion neckline', bridePhrases(necklineWords.illusion), [neckline('illusion')]),
  term('one-shoulder', 'one-shoulder', bridePhrases(necklineWords['one-shoulder']), [
    neckline('one-shoulder'),
    style('modern', 0.4),
  ]),
  term('queen-anne', 'Queen Anne neckline', bridePhrases(necklineWords['queen-anne']), [neckline('queen-anne')]),
  term('cowl', 'cowl neckline', bridePhrases(necklineWords.cowl), [neckline('cowl')]),
  term(
    'open-back',
    'open back',
    ['open back', 'low back', 'backless', 'keyhole back', 'low cut back', 'illusion back'],
    [feature('open-back'), style('sexy', 0.4)],
  ),
  term('pockets', 'pockets', ['pockets', 'pocket'], [feature('pockets')]),
  term(
    'long-train',
    'a long train',
    ['long train', 'dramatic train', 'cathedral train', 'chapel train', 'big train', 'royal train'],
    [train('long-train')],
  ),
  term(
    'short-train',
    'a short train',
    ['short train', 'sweep train', 'small train', 'little train'],
    [train('short-train')],
  ),
  term('train', 'a train', ['train'], [train('long-train', 0.5)]),
  term('cape', 'a cape', ['cape', 'capelet'], [feature('cape'), style('modern', 0.3)]),
  term('corset', 'corset bodice', ['corset', 'corseted', 'bustier', 'boned bodice'], [feature('corset')]),
  term(
    'detachable',
    'detachable / two looks',
    ['detachable', 'convertible', 'two looks', 'two in one', 'removable', 'overskirt'],
    [feature('detachable')],
  ),
  term(
    'modest',
    'modest coverage',
    ['modest', 'conservative', 'cover my arms', 'cover my shoulders', 'coverage'],
    [sleeves('sleeves'), neckline('high-neck', 0.6), style('classic', 0.4)],
  ),
  term('sexy', 'sexy', bridePhrases(styleWords.sexy), [style('sexy'), neckline('plunging', 0.4), feature('slit', 0.6)]),
  term('romantic', 'romantic', bridePhrases(styleWords.romantic), [
    style('romantic'),
    fabric('tulle', 0.4),
    fabric('organza', 0.3),
  ]),
  term('boho', 'boho', bridePhrases(styleWords.boho), [style('boho'), fabric('lace', 0.5), fabric('chiffon', 0.4)]),
  term(
    'old-hollywood',
    'old Hollywood',
    ['old hollywood', 'hollywood glam', 'art deco', 'gatsby'],
    [style('glam', 0.7), style('vintage', 0.6), fabric('satin', 0.6), silhouette('trumpet', 0.5)],
  ),
  term('vintage', 'vintage', bridePhrases(styleWords.vintage), [style('vintage'), fabric('lace', 0.4)]),
  term('classic', 'classic / timeless', bridePhrases(styleWords.classic), [
    style('classic'),
    fabric('satin', 0.4),
    silhouette('a-line', 0.3),
  ]),
  term('modern', 'modern', bridePhrases(styleWords.modern), [
    style('modern'),
    fabric('crepe', 0.4),
    fabric('mikado', 0.3),
  ]),
  term('glam', 'glam / statement', bridePhrases(styleWords.glam), [style('glam')]),
  term('beach', 'beach', bridePhrases(styleWords.beach), [style('beach'), fabric('chiffon', 0.5)]),
  term('garden', 'garden / floral', bridePhrases(styleWords.garden), [
    style('garden', 0.8),
    style('romantic', 0.4),
    feature('floral', 0.7),
  ]),
  term(
    'comfort',
    'comfort / room to move',
    ['comfortable', 'comfy', 'easy to move', 'dance', 'dancing', 'move freely', 'breathable', 'lightweight'],
    [silhouette('a-line', 0.3), silhouette('sheath', 0.3), fabric('chiffon', 0.3), fabric('crepe', 0.3)],
  ),
  term('ivory', 'ivory', ['ivory', 'off white', 'cream'], [colour('ivory')]),
  term('white', 'white', ['white', 'bright white', 'pure white'], [colour('white')]),
  term('blush', 'blush', ['blush', 'pink', 'pale pink', 'rose'], [colour('blush'), style('romantic', 0.4)]),
  term('champagne', 'champagne', ['champagne', 'nude', 'gold', 'golden'], [colour('champagne')]),
  term(
    'colour',
    'a coloured dress',
    ['colorful', 'colourful', 'non traditional color', 'non traditional colour', 'black dress'],
    [colour('colour')],
  ),
];

export const styleTermById = new Map(styleTerms.map((entry) => [entry.id, entry]));
