import type { Silhouette } from '../dresses/dress';
import { findPhrases } from '../analysis/local/find-phrases';

export interface BodyConcern {
  id: string;
  /** How to name it to the consultant: "her arms". */
  label: string;
  words: readonly string[];
  /** Silhouettes that work with it, best first. */
  silhouettes: Silhouette[];
  /** Silhouettes to offer only if she asks. */
  careful: Silhouette[];
  /** Details to pull for it. */
  details: string[];
}

/** What brides say about their bodies, and the shapes and details that answer each concern. */
export const bodyConcerns: BodyConcern[] = [
  {
    id: 'arms',
    label: 'her arms',
    words: ['arms', 'arm', 'upper arms', 'bingo wings'],
    silhouettes: [],
    careful: [],
    details: [
      'illusion or lace cap sleeves',
      'off-the-shoulder straps that frame rather than cover',
      'a detachable sleeve or a bolero she can take off for the party',
    ],
  },
  {
    id: 'tummy',
    label: 'her tummy',
    words: ['tummy', 'stomach', 'belly', 'midsection', 'muffin top', 'love handles'],
    silhouettes: ['a-line', 'ball-gown', 'empire'],
    careful: ['sheath', 'mermaid'],
    details: [
      'a structured, boned bodice',
      'ruching or a dropped waist',
      'matte fabrics such as crepe-backed satin or mikado rather than clingy charmeuse',
    ],
  },
  {
    id: 'hips',
    label: 'her hips and thighs',
    words: ['hips', 'hip', 'thighs', 'thigh', 'bum', 'butt', 'backside', 'pear shaped', 'pear'],
    silhouettes: ['a-line', 'ball-gown', 'fit-and-flare'],
    careful: ['mermaid', 'sheath'],
    details: [
      'a skirt that starts at the natural waist',
      'a neckline with interest (sweetheart, off-the-shoulder) to draw the eye up',
    ],
  },
  {
    id: 'bust',
    label: 'her bust',
    words: [
      'bust',
      'chest',
      'boobs',
      'cleavage',
      'breasts',
      'flat chested',
      'small chested',
      'big chested',
      'large chest',
    ],
    silhouettes: [],
    careful: [],
    details: [
      'a structured sweetheart or V-neck with built-in cups',
      'straps, a halter or an illusion neckline for support',
      'a bra-friendly back',
    ],
  },
  {
    id: 'back',
    label: 'her back',
    words: ['back fat', 'bra line', 'bra strap', 'bra straps', 'underarm', 'underarms', 'armpit'],
    silhouettes: [],
    careful: [],
    details: ['a higher or illusion back', 'a corset back laced to her shape', 'a lace-up back that smooths'],
  },
  {
    id: 'petite',
    label: 'her height (petite)',
    words: ['petite', 'im short', 'shes short', 'she is short', 'small frame', 'tiny', 'not tall'],
    silhouettes: ['sheath', 'a-line', 'trumpet'],
    careful: ['ball-gown'],
    details: ['a V-neck to lengthen', 'a short or sweep train', 'a fitted bodice and a skirt without too much volume'],
  },
  {
    id: 'tall',
    label: 'her height (tall)',
    words: ['tall', 'too tall', 'long torso', 'long legs'],
    silhouettes: ['ball-gown', 'mermaid', 'trumpet'],
    careful: ['tea-length'],
    details: [
      'a dramatic train she can carry',
      'a long-torso bodice or a dropped waist',
      'longer sample lengths or a hem letter-out',
    ],
  },
  {
    id: 'curves',
    label: 'her curves and size',
    words: [
      'curvy',
      'curves',
      'plus size',
      'plus sized',
      'weight',
      'fat',
      'bigger',
      'heavier',
      'overweight',
      'gained',
      'lose weight',
      'losing weight',
      'lost weight',
      'size 16',
      'size 18',
      'size 20',
      'size 22',
      'size 24',
    ],
    silhouettes: ['fit-and-flare', 'a-line', 'trumpet'],
    careful: [],
    details: [
      'a corset or boned bodice that shapes',
      'sturdy fabrics (mikado, crepe, lined lace) rather than thin charmeuse',
      'a sample in or near her size, or clips, so she sees the real fit',
    ],
  },
  {
    id: 'skin',
    label: 'scars, tattoos or skin',
    words: ['scar', 'scars', 'tattoo', 'tattoos', 'birthmark', 'skin', 'stretch marks', 'eczema'],
    silhouettes: [],
    careful: [],
    details: [
      'illusion tulle or lace placed where she wants coverage',
      'a neckline or back that covers exactly that spot',
    ],
  },
];

/** Words of self-criticism that call for confidence work rather than a new dress. */
export const selfTalkWords = [
  'hate my',
  'hates my',
  'hates her',
  'hate how',
  'hates how',
  'ugly',
  'fat',
  'disgusting',
  'gross',
  'cant look',
  'dont look good',
  'doesnt look good',
  'self conscious',
  'insecure',
  'embarrassed',
  'ashamed',
  'nothing looks good',
  'nothing fits',
  'not pretty',
  'look terrible',
  'look awful',
  'crying',
  'cried',
  'tears',
] as const;

export interface ConcernReading {
  concerns: { concern: BodyConcern; where: string }[];
  selfTalk: string[];
}

/** The body concerns named in the consultant's note or in the bride's own survey words. */
export function readBodyConcerns(sources: { where: string; text: string }[]): ConcernReading {
  const concerns: ConcernReading['concerns'] = [];
  const selfTalk = new Set<string>();
  for (const { where, text } of sources) {
    if (!text.trim()) continue;
    for (const concern of bodyConcerns) {
      if (concerns.some((entry) => entry.concern.id === concern.id)) continue;
      if (findPhrases(text, concern.words).length > 0) concerns.push({ concern, where });
    }
    for (const word of findPhrases(text, selfTalkWords)) selfTalk.add(word);
  }
  return { concerns, selfTalk: [...selfTalk] };
}
