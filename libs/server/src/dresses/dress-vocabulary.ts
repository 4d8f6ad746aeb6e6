import type { DressStyle, Fabric, Neckline, Silhouette, SleeveStyle, Train } from './dress';

/*
 * The dress words, once: for each canonical value (analysis/dress), what a bride and a boutique
 * call it. Two readers use them. The stock reader (inventory/infer-attributes) reads a boutique's
 * spreadsheet; the bride reader (analysis/local/style-vocabulary) reads what a bride typed.
 *
 * Where they agree the words are `shared`. Where they do not, the difference is kept as data
 * rather than merged, because merging would change what each reader finds: the spelling slips and
 * trade names of stock files ("tule", "silk tulle") would make a bride's "silk tulle" one word
 * about tulle instead of two about silk and tulle, and a bride's loose words ("slip", "plunging",
 * "soft") would give an imported dress a silhouette or neckline its description does not state.
 *
 * Phrases are written folded (lower case, words separated by spaces, no hyphens): the stock
 * reader also folds plurals and "&", the bride reader compares word for word.
 */
export interface DressWords {
  /** Words both readers take for the value. */
  shared?: readonly string[];
  /** Stock files only: spelling slips, trade names, "<word> silhouette". */
  stock?: readonly string[];
  /** Stock files only, in free text only when nothing clearer is there ("illusion" may be the sleeves). */
  weak?: readonly string[];
  /** Stock files only, in a column about this attribute ("Chapel" in a Train column, not "chapel veil"). */
  column?: readonly string[];
  /** A bride's words only: how she describes what she wants ("soft", "big skirt"). */
  bride?: readonly string[];
}

/** What a bride's words for the value are. */
export const bridePhrases = (words: DressWords): string[] => [...(words.shared ?? []), ...(words.bride ?? [])];

/** What a stock file's words for the value are (its weak and column words aside). */
export const stockPhrases = (words: DressWords): string[] => [...(words.shared ?? []), ...(words.stock ?? [])];

/** Stock phrases that name no value and hide the words inside them. */
export const stockStopPhrases = {
  // Corsets lace up; that says nothing about the fabric.
  fabric: ['lace up', 'lace up back', 'lace up closure', 'lace up corset'],
  // Care labels are not a style.
  style: ['dry clean', 'dry clean only', 'clean only'],
};

export const silhouetteWords: Record<Silhouette, DressWords> = {
  'ball-gown': {
    stock: ['ball gown', 'ballgown', 'ball gown silhouette', 'princess silhouette', 'princess ball gown'],
    weak: ['princess', 'full skirt'],
    column: ['ball', 'princess'],
    // How a bride rules one out: "nothing too poufy", "I don't want to look like a cupcake".
    bride: [
      'ball gown',
      'ballgown',
      'poufy',
      'poofy',
      'pouffy',
      'puffy',
      'puffy skirt',
      'big skirt',
      'full skirt',
      'huge skirt',
      'princess',
      'princess dress',
      'cupcake',
      'meringue',
    ],
  },
  'a-line': { shared: ['a line', 'aline'], stock: ['a line silhouette'] },
  mermaid: { shared: ['mermaid'], stock: ['mermade', 'mermaid style'] },
  trumpet: { shared: ['trumpet'], stock: ['trumpet style'] },
  'fit-and-flare': {
    shared: ['fit and flare'],
    stock: ['fit n flare', 'fit to flare', 'fit flare', 'fitandflare', 'fit and flair'],
  },
  sheath: {
    shared: ['sheath', 'column', 'slip dress'],
    stock: ['slip gown', 'slip style'],
    weak: ['slip'],
    column: ['slim', 'straight'],
    bride: ['slip'],
  },
  empire: { shared: ['empire', 'empire waist'], stock: ['empire line', 'empire waistline'] },
  'tea-length': {
    shared: ['tea length'],
    stock: ['tealength'],
    column: ['tea', 'midi'],
    bride: ['short dress', 'knee length', 'midi', 'mini dress'],
  },
  jumpsuit: {
    shared: ['jumpsuit', 'pantsuit'],
    stock: ['jump suit', 'pant suit', 'romper'],
    column: ['pant'],
    bride: ['pants', 'trousers'],
  },
};

export const necklineWords: Record<Neckline, DressWords> = {
  plunging: {
    shared: ['deep v'],
    stock: [
      'plunging neckline',
      'plunging v',
      'plunging v neck',
      'plunging v neckline',
      'plunge neckline',
      'plunging sweetheart',
      'deep v neck',
      'deep v neckline',
      'deep plunge',
    ],
    weak: ['plunging', 'plunge'],
    column: ['plunging', 'plunge'],
    bride: ['plunging', 'plunge'],
  },
  sweetheart: { shared: ['sweetheart'], stock: ['sweet heart', 'sweatheart', 'sweetheart neckline'] },
  'v-neck': {
    shared: ['v neck', 'vneck', 'v neckline'],
    stock: ['v shaped neckline', 'v shape neckline'],
    column: ['v'],
  },
  'off-the-shoulder': {
    shared: ['off the shoulder', 'off shoulder', 'bardot'],
    stock: ['ots', 'off the shoulder neckline'],
  },
  halter: { shared: ['halter'], stock: ['halterneck', 'halter neck', 'halter neckline'] },
  'high-neck': {
    shared: ['high neck', 'high neckline', 'turtleneck', 'mock neck'],
    stock: ['highneck', 'turtle neck', 'funnel neck'],
    column: ['high', 'mock'],
  },
  bateau: {
    shared: ['bateau', 'boat neck', 'boatneck'],
    stock: ['boat neckline', 'sabrina neckline'],
    column: ['boat'],
  },
  square: {
    shared: ['square neck', 'square neckline'],
    stock: ['squared neckline'],
    weak: ['square'],
    column: ['square'],
  },
  scoop: {
    shared: ['scoop neck'],
    stock: ['scoop neckline', 'scoopneck', 'round neck', 'round neckline', 'jewel neck', 'jewel neckline', 'crew neck'],
    weak: ['scoop'],
    column: ['scoop', 'round', 'jewel'],
    bride: ['scoop'],
  },
  illusion: {
    stock: ['illusion neckline', 'illusion neck', 'sheer neckline'],
    weak: ['illusion'],
    column: ['illusion'],
    bride: ['illusion'],
  },
  'one-shoulder': {
    shared: ['one shoulder'],
    stock: ['single shoulder', 'asymmetric neckline', 'asymmetrical neckline'],
    weak: ['asymmetric', 'asymmetrical'],
    column: ['asymmetric', 'asymmetrical'],
    bride: ['asymmetric'],
  },
  strapless: { shared: ['strapless'], stock: ['strapless neckline'] },
  'queen-anne': { shared: ['queen anne'], stock: ['queen ann'] },
  cowl: {
    stock: ['cowl neck', 'cowl neckline', 'draped neckline'],
    weak: ['cowl'],
    column: ['cowl', 'draped'],
    bride: ['cowl'],
  },
};

export const fabricWords: Record<Fabric, DressWords> = {
  lace: { shared: ['lace', 'lacy'], stock: ['lacey'] },
  tulle: { shared: ['tulle'], stock: ['tule', 'tull', 'silk tulle'] },
  satin: { shared: ['satin'], stock: ['sattin', 'silk satin', 'duchess satin', 'duchesse satin'] },
  chiffon: { shared: ['chiffon'], stock: ['chifon', 'chiffone', 'silk chiffon'] },
  crepe: { shared: ['crepe'], stock: ['crape', 'silk crepe', 'crepe de chine'] },
  organza: { shared: ['organza'], stock: ['organsa', 'silk organza'] },
  mikado: { shared: ['mikado'], stock: ['micado', 'silk mikado'] },
  charmeuse: { stock: ['charmeuse', 'charmuse', 'charmeause', 'silk charmeuse'] },
  silk: { shared: ['silk'], stock: ['pure silk'], bride: ['silky'] },
  sequin: {
    shared: ['sequin', 'sequins', 'sequined', 'sequinned'],
    stock: ['sequinned lace', 'sequin lace', 'paillette'],
  },
  beaded: { stock: ['beaded', 'beading', 'beadwork', 'bead', 'beaded lace'] },
  velvet: { shared: ['velvet'], stock: ['velour'] },
  taffeta: { shared: ['taffeta'], stock: ['taffetta', 'tafetta', 'silk taffeta'] },
};
/**
 * Sleeves and trains are stock words only: a bride speaks of preferences ("long sleeves", "a
 * short train"), which style-vocabulary maps to preferences, not to one of these values.
 */
export const sleeveWords: Record<SleeveStyle, DressWords> = {
  'off-the-shoulder': {
    stock: [
      'off the shoulder sleeve',
      'off shoulder sleeve',
      'ots sleeve',
      'off the shoulder strap',
      'off the shoulder sleeved',
    ],
    column: ['off the shoulder', 'off shoulder', 'ots'],
  },
  detachable: {
    stock: ['detachable sleeve', 'removable sleeve', 'detachable long sleeve', 'detachable puff sleeve'],
    column: ['detachable', 'removable'],
  },
  sleeveless: {
    stock: ['sleeveless', 'no sleeve', 'without sleeve'],
    weak: ['strapless', 'spaghetti strap'],
    column: ['none', 'no', 'strapless'],
  },
  cap: { stock: ['cap sleeve', 'cap sleeved'], column: ['cap'] },
  short: { stock: ['short sleeve', 'short sleeved'], column: ['short'] },
  'three-quarter': {
    stock: [
      'three quarter sleeve',
      'three quarter length sleeve',
      'three quarter',
      'elbow length sleeve',
      'elbow sleeve',
    ],
    column: ['elbow'],
  },
  long: {
    stock: ['long sleeve', 'long sleeved', 'full length sleeve', 'full sleeve'],
    column: ['long', 'full'],
  },
  puff: {
    stock: ['puff sleeve', 'puffed sleeve', 'puffy sleeve', 'bishop sleeve', 'balloon sleeve'],
    column: ['puff', 'puffed', 'puffy', 'bishop', 'balloon'],
  },
  bell: { stock: ['bell sleeve', 'bell sleeved'], column: ['bell'] },
};

export const trainWords: Record<Train, DressWords> = {
  none: { stock: ['no train', 'without train', 'trainless', 'without a train'], column: ['none', 'no'] },
  sweep: {
    stock: ['sweep train', 'sweep length', 'sweeping train', 'brush train', 'brush length'],
    weak: ['short train'],
    column: ['sweep', 'brush', 'sweeping'],
  },
  court: { stock: ['court train', 'court length'], column: ['court'] },
  chapel: { stock: ['chapel train', 'chapel length'], column: ['chapel'] },
  cathedral: {
    stock: ['cathedral train', 'cathedral length'],
    weak: ['long train'],
    column: ['cathedral'],
  },
  royal: {
    stock: ['royal train', 'royal length', 'monarch train', 'monarch length'],
    column: ['royal', 'monarch'],
  },
};

export const styleWords: Record<DressStyle, DressWords> = {
  romantic: { shared: ['romantic', 'dreamy'], stock: ['romance'], bride: ['soft', 'whimsical'] },
  boho: {
    shared: ['boho', 'bohemian', 'hippie'],
    stock: ['boho chic', 'bohochic'],
    bride: ['free spirited', 'earthy'],
  },
  glam: {
    shared: ['glam', 'glamorous'],
    stock: [
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
    bride: ['dramatic', 'statement', 'showstopper', 'show stopper', 'red carpet', 'luxe'],
  },
  classic: {
    shared: ['classic', 'timeless', 'traditional'],
    stock: ['classical'],
    bride: ['elegant', 'classy', 'regal'],
  },
  modern: { shared: ['modern', 'contemporary'], stock: ['sleek'], bride: ['edgy', 'architectural', 'structured'] },
  minimalist: {
    shared: ['minimal', 'minimalist', 'clean lines', 'understated'],
    stock: ['minimalistic', 'clean'],
    bride: ['simple', 'plain', 'sleek'],
  },
  beach: {
    shared: ['beach', 'beachy', 'seaside'],
    stock: ['destination', 'lightweight', 'light weight', 'tropical'],
    bride: ['barefoot', 'ocean'],
  },
  vintage: {
    shared: ['vintage', 'retro'],
    stock: ['vintage inspired'],
    bride: ['1920s', '1950s', '1970s', 'heirloom'],
  },
  princess: {
    shared: ['princess', 'fairytale', 'fairy tale', 'cinderella'],
    bride: ['big skirt', 'poofy', 'puffy skirt', 'full skirt', 'ball gown', 'ballgown', 'volume'],
  },
  sexy: {
    shared: ['sexy', 'sultry', 'leg slit'],
    stock: ['sheer', 'open back', 'low back', 'backless', 'high slit', 'thigh high slit'],
    bride: ['revealing', 'daring', 'slit'],
  },
  garden: {
    shared: ['garden', 'floral', 'flowers', 'flower', 'botanical'],
    stock: ['garden party', '3d flower', '3d floral', '3 d flower'],
    bride: ['applique', 'appliques'],
  },
};
