import type { ColumnTopic } from './limit-columns';
import type { BackStyle, DressLength, Embellishment, Garment, SleeveLength } from './limit-vocabulary';

/*
 * The words a dress's limit facts are read from, beyond what the dress lexicon (dress-vocabulary)
 * already turns into a field: how far a sleeve comes down the arm (the lexicon folds elbow into
 * three-quarter and knows no "long lace sleeves"), the back, the hem, a slit, embellishments, the
 * kind of garment, a maternity cut and a fitted bodice. The silhouette, neckline, fabric, sleeve
 * style and train themselves are read from the dress's fields, which the import filled from its
 * columns or from these same texts through the lexicon.
 *
 * Phrases are written as a stock reader folds them (words(): singular, lower case, hyphens and
 * "3/4" spelled out); '*' stands for any one word ("long lace sleeves"). `column` words count only
 * in a column about the group's topic ("Open" in a Back column, "Elbow" in a Sleeve Length column).
 */
export interface LimitWord<V extends string> {
  value: V;
  phrases: readonly string[];
  column?: readonly string[];
}

export interface LimitWordGroup<V extends string> {
  /** The column topic whose cells may use the `column` words. */
  topic: ColumnTopic | null;
  words: readonly LimitWord<V>[];
}

/**
 * Puff sleeves without a length are short ones (a long puff is written "long puff sleeves" or
 * "bishop"); bell sleeves flare from the elbow, so they cover at least three-quarters of the arm.
 * Detachable and off-the-shoulder sleeves say nothing of length: their length words decide.
 */
export const sleeveLengthWords: LimitWordGroup<SleeveLength> = {
  topic: 'sleeves',
  words: [
    {
      value: 'none',
      phrases: [
        'sleeveless',
        'strapless',
        'spaghetti strap',
        'thin strap',
        'skinny strap',
        'no sleeve',
        'without sleeve',
      ],
      column: ['none', 'no', 'strap', 'tank'],
    },
    {
      value: 'cap',
      phrases: ['cap sleeve', 'cap sleeved', 'cap * sleeve', 'flutter sleeve', 'flutter * sleeve'],
      column: ['cap', 'flutter'],
    },
    {
      value: 'short',
      phrases: ['short sleeve', 'short sleeved', 'short * sleeve', 'puff sleeve', 'puffed sleeve', 'puffy sleeve'],
      column: ['short', 'puff', 'puffed', 'puffy', 't shirt'],
    },
    {
      value: 'elbow',
      phrases: ['elbow sleeve', 'elbow length sleeve', 'elbow length', 'to the elbow'],
      column: ['elbow'],
    },
    {
      value: 'three-quarter',
      phrases: [
        'three quarter sleeve',
        'three quarter length sleeve',
        'three quarter * sleeve',
        'bracelet sleeve',
        'bracelet length sleeve',
        'bell sleeve',
      ],
      column: ['three quarter', 'three quarter length', 'bracelet', 'bell'],
    },
    {
      value: 'long',
      phrases: [
        'long sleeve',
        'long sleeved',
        'long * sleeve',
        'long * sleeved',
        'full length sleeve',
        'full sleeve',
        'wrist length sleeve',
        'bishop sleeve',
        'juliet sleeve',
        'poet sleeve',
      ],
      column: ['long', 'full', 'full length', 'wrist', 'wrist length', 'bishop', 'juliet'],
    },
  ],
};

export const shoulderWords: LimitWordGroup<'bare' | 'covered'> = {
  topic: null,
  words: [
    {
      value: 'bare',
      phrases: [
        'off the shoulder',
        'off shoulder',
        'bardot',
        'cold shoulder',
        'strapless',
        'one shoulder',
        'spaghetti strap',
        'halter',
        'sleeveless',
        'bare shoulder',
      ],
    },
    { value: 'covered', phrases: ['covered shoulder', 'shoulder covered'] },
  ],
};

export const backWords: LimitWordGroup<BackStyle> = {
  topic: 'back',
  words: [
    {
      value: 'open',
      phrases: ['open back', 'open * back', 'backless', 'bare back', 'cut out back', 'cutout back'],
      column: ['open', 'backless', 'bare', 'cut out', 'cutout'],
    },
    {
      value: 'low',
      phrases: [
        'low back',
        'low * back',
        'low cut back',
        'v back',
        'deep v back',
        'scoop back',
        'plunging back',
        'u back',
        'deep back',
      ],
      column: ['low', 'low v', 'v', 'deep v', 'scoop', 'u', 'plunging', 'deep'],
    },
    { value: 'keyhole', phrases: ['keyhole', 'keyhole back', 'keyhole * back'], column: ['keyhole'] },
    {
      value: 'illusion',
      phrases: [
        'illusion back',
        'illusion * back',
        'sheer back',
        'sheer * back',
        'tattoo back',
        'tattoo effect',
        'mesh back',
      ],
      column: ['illusion', 'sheer', 'tattoo', 'mesh'],
    },
    {
      value: 'covered',
      phrases: ['closed back', 'covered back', 'full back', 'high back', 'modest back'],
      column: ['closed', 'covered', 'full', 'high', 'solid', 'modest'],
    },
    {
      value: 'corset',
      phrases: ['corset back', 'corset closure', 'corset tie', 'lace up', 'lace up back', 'tie back'],
      column: ['corset', 'laced', 'tie'],
    },
    {
      value: 'buttons',
      phrases: ['button', 'button back', 'button closure', 'covered button'],
      column: ['button'],
    },
    {
      value: 'zip',
      phrases: ['zip', 'zipper', 'zip back', 'zipper back', 'zip closure', 'zipper closure', 'invisible zip'],
      column: ['zip', 'zipper', 'zipped'],
    },
  ],
};

/**
 * Most revealing first: a "low back with a zip" is a low back to a bride who wants hers covered,
 * and a "covered back with a zip" a covered one (a closure says nothing of how much shows).
 */
export const backOrder: readonly BackStyle[] = backWords.words.map((word) => word.value);

/** Ankle length is read as tea (above the floor, below the calf): the nearest hem the scale has. */
export const lengthWords: LimitWordGroup<DressLength> = {
  topic: 'length',
  words: [
    {
      value: 'mini',
      phrases: ['mini', 'mini dress', 'mini skirt', 'mini length', 'above the knee', 'above knee'],
      column: ['mini', 'above knee', 'thigh'],
    },
    {
      value: 'knee',
      phrases: ['knee length', 'cocktail length', 'below the knee', 'below knee'],
      column: ['knee', 'cocktail'],
    },
    {
      value: 'tea',
      phrases: ['tea length', 'midi', 'ankle length', 'ballerina length', 'mid calf'],
      column: ['tea', 'ankle', 'ballerina', 'calf', 'midi'],
    },
    {
      value: 'high-low',
      phrases: ['high low', 'hi lo', 'high low hem', 'asymmetric hem', 'asymmetrical hem', 'mullet hem'],
      column: ['high low', 'hi lo', 'asymmetric', 'asymmetrical'],
    },
    {
      value: 'floor',
      phrases: ['floor length', 'full length', 'floor sweeping', 'maxi'],
      column: ['floor', 'full', 'long', 'maxi', 'gown'],
    },
  ],
};

/** Shortest first: a mini with a detachable floor-length overskirt is a mini once the skirt is off. */
export const lengthOrder: readonly DressLength[] = lengthWords.words.map((word) => word.value);

/**
 * "Sparkle" and its kin are read as glitter: a sheet that says only "sparkly" names no bead or
 * sequin, and glitter is the loosest of the embellishments.
 */
export const embellishmentWords: LimitWordGroup<Embellishment> = {
  topic: 'embellishment',
  words: [
    { value: 'beading', phrases: ['bead', 'beaded', 'beading', 'beadwork', 'bead work', 'hand beaded'] },
    { value: 'sequins', phrases: ['sequin', 'sequined', 'sequinned', 'paillette'] },
    {
      value: 'crystals',
      phrases: [
        'crystal',
        'rhinestone',
        'diamante',
        'swarovski',
        'jeweled',
        'jewelled',
        'bejeweled',
        'bejewelled',
        'gemstone',
      ],
    },
    {
      value: 'glitter',
      phrases: ['glitter', 'glittery', 'sparkle', 'sparkly', 'sparkling', 'shimmer', 'shimmery', 'metallic', 'lurex'],
    },
    { value: 'pearls', phrases: ['pearl', 'pearled'] },
    { value: 'feathers', phrases: ['feather', 'feathered', 'plume', 'ostrich', 'marabou'] },
    { value: 'bows', phrases: ['bow'] },
    { value: 'ruffles', phrases: ['ruffle', 'ruffled', 'flounce', 'flounced', 'frill', 'frilled', 'frilly'] },
    {
      value: 'appliques',
      phrases: ['applique', 'appliqued', '3d flower', '3d floral', '3 d flower', 'floral applique'],
    },
    { value: 'fringe', phrases: ['fringe', 'fringed', 'tassel'] },
    { value: 'embroidery', phrases: ['embroidery', 'embroidered'] },
  ],
};

/**
 * What kind of piece it is. A suit needs a suit's words or a blazer with trousers (see `suitParts`);
 * "suit" alone is too often a verb ("made to suit any venue") to count in free text.
 */
export const garmentWords: LimitWordGroup<Exclude<Garment, 'gown'>> = {
  topic: null,
  words: [
    {
      value: 'suit',
      phrases: [
        'pantsuit',
        'pant suit',
        'trouser suit',
        'bridal suit',
        'wedding suit',
        'two piece suit',
        'three piece suit',
        'tuxedo',
        'tux',
        'blazer and trouser',
        'blazer and pant',
        'jacket and trouser',
      ],
    },
    { value: 'jumpsuit', phrases: ['jumpsuit', 'jump suit', 'romper', 'playsuit', 'catsuit'] },
    {
      value: 'separates',
      phrases: [
        'bridal separate',
        'mix and match',
        'two piece',
        '2 piece',
        'crop top',
        'cropped top',
        'bodysuit',
        'body suit',
        'top and skirt',
        'skirt and top',
        'bridal top',
        'bridal skirt',
        'corset top',
        'bustier top',
      ],
    },
    {
      value: 'short-dress',
      phrases: ['short dress', 'short wedding dress', 'short gown', 'little white dress', 'lwd', 'cocktail dress'],
    },
  ],
};

/** The two halves of a suit, which a sheet may name in different sentences. */
export const suitParts: LimitWordGroup<'jacket' | 'trousers'> = {
  topic: null,
  words: [
    { value: 'jacket', phrases: ['blazer', 'tuxedo jacket', 'suit jacket'] },
    { value: 'trousers', phrases: ['trouser', 'pant', 'wide leg pant', 'palazzo', 'cigarette pant'] },
  ],
};

/**
 * The last word of a name or a tag of its own that says what the piece is: "The Marlowe Suit",
 * a "Skirt" tag. Elsewhere these words are parts of a gown ("tulle skirt", "lace top").
 */
export const garmentNouns: ReadonlyMap<string, Exclude<Garment, 'gown' | 'short-dress'>> = new Map([
  ['suit', 'suit'],
  ['tuxedo', 'suit'],
  ['jumpsuit', 'jumpsuit'],
  ['romper', 'jumpsuit'],
  ['skirt', 'separates'],
  ['separate', 'separates'],
  ['top', 'separates'],
  ['bodysuit', 'separates'],
  ['trouser', 'separates'],
  ['pant', 'separates'],
]);

export const necklineHeightWords: LimitWordGroup<'high' | 'low'> = {
  topic: 'neckline',
  words: [
    {
      value: 'high',
      phrases: [
        'jewel neck',
        'jewel neckline',
        'crew neck',
        'crew neckline',
        'collar',
        'collared',
        'mandarin collar',
        'high collar',
        'illusion high neck',
        'high illusion neckline',
        'sheer high neck',
      ],
      column: ['jewel', 'crew', 'high', 'mock', 'mandarin'],
    },
    {
      value: 'low',
      phrases: ['low cut neckline', 'low neckline', 'deep neckline', 'low cut', 'deep scoop'],
      column: ['low', 'deep', 'low cut'],
    },
  ],
};

/** Yes-or-no facts, each read from its own words. */
export const flagWords: LimitWordGroup<'slit' | 'maternity' | 'stretch' | 'adjustable' | 'fitted' | 'two-tone'> = {
  topic: null,
  words: [
    {
      value: 'slit',
      phrases: [
        'slit',
        'leg slit',
        'side slit',
        'thigh slit',
        'thigh high slit',
        'high slit',
        'front slit',
        'leg split',
        'side split',
        'thigh split',
        'front split',
        'high split',
        'split skirt',
      ],
    },
    {
      value: 'maternity',
      phrases: [
        'maternity',
        'pregnancy',
        'pregnant',
        'bump friendly',
        'baby bump',
        'mom to be',
        'mum to be',
        'mother to be',
      ],
    },
    {
      value: 'stretch',
      phrases: [
        'stretch',
        'stretchy',
        'jersey',
        'spandex',
        'elastane',
        'lycra',
        'knit',
        'elasticated',
        'elastic waist',
      ],
    },
    { value: 'adjustable', phrases: ['adjustable', 'lace up', 'lace up back', 'corset back', 'tie back'] },
    {
      value: 'fitted',
      phrases: [
        'fitted',
        'fitted bodice',
        'structured bodice',
        'boned',
        'boning',
        'boned bodice',
        'corset',
        'corset bodice',
        'corseted',
        'corseted bodice',
        'bustier',
        'basque',
        'basque waist',
        'drop waist',
        'dropped waist',
        'form fitting',
        'figure hugging',
        'bodycon',
        'body con',
      ],
    },
    {
      value: 'two-tone',
      phrases: ['two tone', 'two toned', 'duotone', 'duo tone', 'colour block', 'color block', 'ombre'],
    },
  ],
};

/** Every group, so one pass over a text finds them all and a longer phrase hides the shorter ones inside it. */
export const limitWordGroups = {
  sleeve: sleeveLengthWords,
  shoulders: shoulderWords,
  back: backWords,
  length: lengthWords,
  embellishment: embellishmentWords,
  garment: garmentWords,
  suit: suitParts,
  neck: necklineHeightWords,
  flag: flagWords,
} as const;
export type LimitWordGroupName = keyof typeof limitWordGroups;
