import type { DressStyle, Fabric, Neckline, Silhouette, SleeveStyle, Train } from '../analysis/dress';

/**
 * The words boutiques use for each canonical value. Phrases are compared word by word after
 * `words()` (accents, case, hyphens, "&" and plurals already folded), so "Off-the-Shoulder",
 * "off the shoulders" and "OFF THE SHOULDER" need only one spelling here.
 */
export interface LexiconEntry<V extends string> {
  /** `null` marks a phrase that must not count ("lace-up back" is not lace fabric). */
  value: V | null;
  /** Phrases that name the value wherever they appear. */
  phrases: readonly string[];
  /** Phrases used in free text only when nothing clearer is there ("illusion" may be the sleeves). */
  weak?: readonly string[];
  /** Phrases that mean the value only in a column about this attribute ("Chapel" in a Train column, not "chapel veil"). */
  column?: readonly string[];
}

export const silhouetteLexicon: readonly LexiconEntry<Silhouette>[] = [
  {
    value: 'ball-gown',
    phrases: ['ball gown', 'ballgown', 'ball gown silhouette', 'princess silhouette', 'princess ball gown'],
    weak: ['princess', 'full skirt'],
    column: ['ball', 'princess'],
  },
  { value: 'a-line', phrases: ['a line', 'aline', 'a line silhouette'] },
  { value: 'mermaid', phrases: ['mermaid', 'mermade', 'mermaid style'] },
  { value: 'trumpet', phrases: ['trumpet', 'trumpet style'] },
  {
    value: 'fit-and-flare',
    phrases: ['fit and flare', 'fit n flare', 'fit to flare', 'fit flare', 'fitandflare', 'fit and flair'],
  },
  {
    value: 'sheath',
    phrases: ['sheath', 'column', 'slip dress', 'slip gown', 'slip style'],
    weak: ['slip'],
    column: ['slim', 'straight'],
  },
  { value: 'empire', phrases: ['empire', 'empire waist', 'empire line', 'empire waistline'] },
  { value: 'tea-length', phrases: ['tea length', 'tealength'], column: ['tea', 'midi'] },
  { value: 'jumpsuit', phrases: ['jumpsuit', 'jump suit', 'pantsuit', 'pant suit', 'romper'], column: ['pant'] },
];

export const necklineLexicon: readonly LexiconEntry<Neckline>[] = [
  {
    value: 'plunging',
    phrases: [
      'plunging neckline',
      'plunging v',
      'plunging v neck',
      'plunging v neckline',
      'plunge neckline',
      'plunging sweetheart',
      'deep v',
      'deep v neck',
      'deep v neckline',
      'deep plunge',
    ],
    weak: ['plunging', 'plunge'],
    column: ['plunging', 'plunge'],
  },
  { value: 'sweetheart', phrases: ['sweetheart', 'sweet heart', 'sweatheart', 'sweetheart neckline'] },
  {
    value: 'v-neck',
    phrases: ['v neck', 'vneck', 'v neckline', 'v shaped neckline', 'v shape neckline'],
    column: ['v'],
  },
  {
    value: 'off-the-shoulder',
    phrases: ['off the shoulder', 'off shoulder', 'ots', 'off the shoulder neckline', 'bardot'],
  },
  { value: 'halter', phrases: ['halter', 'halterneck', 'halter neck', 'halter neckline'] },
  {
    value: 'high-neck',
    phrases: ['high neck', 'highneck', 'high neckline', 'mock neck', 'turtleneck', 'turtle neck', 'funnel neck'],
    column: ['high', 'mock'],
  },
  {
    value: 'bateau',
    phrases: ['bateau', 'boat neck', 'boatneck', 'boat neckline', 'sabrina neckline'],
    column: ['boat'],
  },
  {
    value: 'square',
    phrases: ['square neck', 'square neckline', 'squared neckline'],
    weak: ['square'],
    column: ['square'],
  },
  {
    value: 'scoop',
    phrases: [
      'scoop neck',
      'scoop neckline',
      'scoopneck',
      'round neck',
      'round neckline',
      'jewel neck',
      'jewel neckline',
      'crew neck',
    ],
    weak: ['scoop'],
    column: ['scoop', 'round', 'jewel'],
  },
  {
    value: 'illusion',
    phrases: ['illusion neckline', 'illusion neck', 'sheer neckline'],
    weak: ['illusion'],
    column: ['illusion'],
  },
  {
    value: 'one-shoulder',
    phrases: ['one shoulder', 'single shoulder', 'asymmetric neckline', 'asymmetrical neckline'],
    weak: ['asymmetric', 'asymmetrical'],
    column: ['asymmetric', 'asymmetrical'],
  },
  { value: 'strapless', phrases: ['strapless', 'strapless neckline'] },
  { value: 'queen-anne', phrases: ['queen anne', 'queen ann'] },
  {
    value: 'cowl',
    phrases: ['cowl neck', 'cowl neckline', 'draped neckline'],
    weak: ['cowl'],
    column: ['cowl', 'draped'],
  },
];

export const fabricLexicon: readonly LexiconEntry<Fabric>[] = [
  // Corsets lace up; that says nothing about the fabric.
  { value: null, phrases: ['lace up', 'lace up back', 'lace up closure', 'lace up corset'] },
  { value: 'lace', phrases: ['lace', 'lacy', 'lacey'] },
  { value: 'tulle', phrases: ['tulle', 'tule', 'tull', 'silk tulle'] },
  { value: 'satin', phrases: ['satin', 'sattin', 'silk satin', 'duchess satin', 'duchesse satin'] },
  { value: 'chiffon', phrases: ['chiffon', 'chifon', 'chiffone', 'silk chiffon'] },
  { value: 'crepe', phrases: ['crepe', 'crape', 'silk crepe', 'crepe de chine'] },
  { value: 'organza', phrases: ['organza', 'organsa', 'silk organza'] },
  { value: 'mikado', phrases: ['mikado', 'micado', 'silk mikado'] },
  { value: 'charmeuse', phrases: ['charmeuse', 'charmuse', 'charmeause', 'silk charmeuse'] },
  { value: 'silk', phrases: ['silk', 'pure silk'] },
  { value: 'sequin', phrases: ['sequin', 'sequined', 'sequinned', 'sequinned lace', 'sequin lace', 'paillette'] },
  { value: 'beaded', phrases: ['beaded', 'beading', 'beadwork', 'bead', 'beaded lace'] },
  { value: 'velvet', phrases: ['velvet', 'velour'] },
  { value: 'taffeta', phrases: ['taffeta', 'taffetta', 'tafetta', 'silk taffeta'] },
];

export const sleeveLexicon: readonly LexiconEntry<SleeveStyle>[] = [
  {
    value: 'off-the-shoulder',
    phrases: [
      'off the shoulder sleeve',
      'off shoulder sleeve',
      'ots sleeve',
      'off the shoulder strap',
      'off the shoulder sleeved',
    ],
    column: ['off the shoulder', 'off shoulder', 'ots'],
  },
  {
    value: 'detachable',
    phrases: ['detachable sleeve', 'removable sleeve', 'detachable long sleeve', 'detachable puff sleeve'],
    column: ['detachable', 'removable'],
  },
  {
    value: 'sleeveless',
    phrases: ['sleeveless', 'no sleeve', 'without sleeve'],
    weak: ['strapless', 'spaghetti strap'],
    column: ['none', 'no', 'strapless'],
  },
  { value: 'cap', phrases: ['cap sleeve', 'cap sleeved'], column: ['cap'] },
  { value: 'short', phrases: ['short sleeve', 'short sleeved'], column: ['short'] },
  {
    value: 'three-quarter',
    phrases: [
      'three quarter sleeve',
      'three quarter length sleeve',
      'three quarter',
      'elbow length sleeve',
      'elbow sleeve',
    ],
    column: ['elbow'],
  },
  {
    value: 'long',
    phrases: ['long sleeve', 'long sleeved', 'full length sleeve', 'full sleeve'],
    column: ['long', 'full'],
  },
  {
    value: 'puff',
    phrases: ['puff sleeve', 'puffed sleeve', 'puffy sleeve', 'bishop sleeve', 'balloon sleeve'],
    column: ['puff', 'puffed', 'puffy', 'bishop', 'balloon'],
  },
  { value: 'bell', phrases: ['bell sleeve', 'bell sleeved'], column: ['bell'] },
];

export const trainLexicon: readonly LexiconEntry<Train>[] = [
  { value: 'none', phrases: ['no train', 'without train', 'trainless', 'without a train'], column: ['none', 'no'] },
  {
    value: 'sweep',
    phrases: ['sweep train', 'sweep length', 'sweeping train', 'brush train', 'brush length'],
    weak: ['short train'],
    column: ['sweep', 'brush', 'sweeping'],
  },
  { value: 'court', phrases: ['court train', 'court length'], column: ['court'] },
  { value: 'chapel', phrases: ['chapel train', 'chapel length'], column: ['chapel'] },
  { value: 'cathedral', phrases: ['cathedral train', 'cathedral length'], weak: ['long train'], column: ['cathedral'] },
  {
    value: 'royal',
    phrases: ['royal train', 'royal length', 'monarch train', 'monarch length'],
    column: ['royal', 'monarch'],
  },
];

export const styleLexicon: readonly LexiconEntry<DressStyle>[] = [
  // Care labels are not a style.
  { value: null, phrases: ['dry clean', 'dry clean only', 'clean only'] },
  { value: 'romantic', phrases: ['romantic', 'romance', 'dreamy'] },
  { value: 'boho', phrases: ['boho', 'bohemian', 'boho chic', 'bohochic', 'hippie'] },
  {
    value: 'glam',
    phrases: [
      'glam',
      'glamorous',
      'glamour',
      'glamor',
      'sparkle',
      'sparkly',
      'sparkling',
      'sequin',
      'sequined',
      'sequinned',
      'glitter',
      'glittery',
      'shimmer',
      'shimmering',
      'old hollywood',
    ],
  },
  { value: 'classic', phrases: ['classic', 'classical', 'timeless', 'traditional'] },
  { value: 'modern', phrases: ['modern', 'contemporary', 'sleek'] },
  { value: 'minimalist', phrases: ['minimal', 'minimalist', 'minimalistic', 'clean', 'clean line', 'understated'] },
  { value: 'beach', phrases: ['beach', 'beachy', 'destination', 'lightweight', 'light weight', 'seaside', 'tropical'] },
  { value: 'vintage', phrases: ['vintage', 'retro', 'vintage inspired'] },
  { value: 'princess', phrases: ['princess', 'fairytale', 'fairy tale', 'cinderella'] },
  {
    value: 'sexy',
    phrases: [
      'sexy',
      'sheer',
      'open back',
      'low back',
      'backless',
      'sultry',
      'high slit',
      'leg slit',
      'thigh high slit',
    ],
  },
  {
    value: 'garden',
    phrases: ['garden', 'garden party', 'floral', 'flower', '3d flower', '3d floral', '3 d flower', 'botanical'],
  },
];
