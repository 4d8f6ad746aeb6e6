import type { Term } from '../../dresses/find-terms';
import type { Neckline, Silhouette } from '../../dresses/dress';
import { bridePhrases, fabricWords, necklineWords, silhouetteWords } from '../../dresses/dress-vocabulary';
import type { Garment, LimitAttribute, LimitValues, SleeveLength } from '../../dresses/limit-vocabulary';
import { type ColourFamily, colourNamesByFamily } from '../local/name-colour-family';
import type { CoverageMinimum, Exclusion } from './her-limits';

/** What a negated mention rules out, before her words are attached. */
export type RuledOut = { [A in LimitAttribute]: { attribute: A; value: LimitValues[A] } }[LimitAttribute];

/** One thing a bride may name, and what each reader makes of it. */
export interface LimitTerm extends Term {
  /** What she rules out when she negates it. */
  rulesOut: RuledOut[];
  /** A colour she may wish for or rule out; a null name for colour in general ("a pop of colour"). */
  colour?: { family: ColourFamily; name: string | null; ambiguous: boolean };
  /** A piece she may ask for by name. */
  garments?: Exclude<Garment, 'gown'>[];
  /** What it covers when she requires it ("at least cap sleeves", "my shoulders must be covered"). */
  covers?: Partial<Pick<CoverageMinimum, 'sleeves' | 'shoulders' | 'back' | 'highNeckline'>> & {
    /** "Knees covered" rules out the shortest lengths. */
    rulesOut?: RuledOut[];
  };
  /** The phrase states a floor by itself: "sleeves past the elbow". */
  floor?: boolean;
  /** What it covers when she rules it out ("no slit", "no bare shoulders"). */
  coversWhenNegated?: Partial<Pick<CoverageMinimum, 'shoulders' | 'noSlit'>>;
  /** Modest or religious wording: a sensible minimum of its own. */
  modesty?: 'modest' | 'religious' | 'place';
}

const out = <A extends LimitAttribute>(attribute: A, value: LimitValues[A]): RuledOut =>
  ({ attribute, value }) as RuledOut;
// Her words are compared as typed: "mermaids" and "ball gowns" are spelled out beside the singular.
const withPlurals = (phrases: readonly string[]): string[] => [
  ...new Set(phrases.flatMap((phrase) => (/[sy\d]$/.test(phrase) ? [phrase] : [phrase, `${phrase}s`]))),
];
const term = (id: string, phrases: readonly string[], fields: Omit<LimitTerm, 'id' | 'phrases'>): LimitTerm => ({
  id,
  phrases: withPlurals(phrases),
  ...fields,
});
const excludes = (id: string, phrases: readonly string[], ...rulesOut: RuledOut[]): LimitTerm =>
  term(id, phrases, { rulesOut });

// Tea length and jumpsuits are lengths and garments to her ("nothing short", "not a jumpsuit").
const shapes = (Object.keys(silhouetteWords) as Silhouette[]).filter(
  (value) => value !== 'tea-length' && value !== 'jumpsuit',
);
const silhouetteTerms = shapes.map((value) =>
  excludes(`silhouette:${value}`, bridePhrases(silhouetteWords[value]), out('silhouette', value)),
);

// "Nothing tight" rules out the shapes that hug to the knee.
const fittedTerm = excludes(
  'fitted',
  [
    'fitted',
    'tight',
    'clingy',
    'form fitting',
    'figure hugging',
    'body hugging',
    'skin tight',
    'bodycon',
    'curve hugging',
    'too tight',
  ],
  out('silhouette', 'mermaid'),
  out('silhouette', 'trumpet'),
);

const necklineTerms = (Object.keys(necklineWords) as Neckline[]).map((value) =>
  value === 'high-neck'
    ? term(`neckline:${value}`, bridePhrases(necklineWords[value]), {
        rulesOut: [out('neckline', value)],
        covers: { highNeckline: true },
      })
    : excludes(
        `neckline:${value}`,
        [
          ...bridePhrases(necklineWords[value]),
          // A neckline she rules out by how low it goes: "nothing low cut", "no cleavage".
          ...(value === 'plunging' ? ['low cut', 'low neckline', 'deep neckline', 'cleavage', 'low cut neckline'] : []),
        ],
        out('neckline', value),
      ),
);
const neckCoverTerm = term(
  'covered-neckline',
  ['high necked', 'covered neckline', 'collarbone covered', 'neckline to the collarbone', 'up to the collarbone'],
  { rulesOut: [], covers: { highNeckline: true } },
);

// Beaded and sequinned fabric and beading and sequins on a dress are one thing to her.
const fabricTerms = (Object.keys(fabricWords) as (keyof typeof fabricWords)[])
  .filter((value) => value !== 'sequin' && value !== 'beaded')
  .map((value) => excludes(`fabric:${value}`, bridePhrases(fabricWords[value]), out('fabric', value)));

const embellishmentTerms: LimitTerm[] = [
  excludes(
    'beading',
    ['beading', 'beaded', 'beads', 'beadwork', 'bead work'],
    out('embellishment', 'beading'),
    out('fabric', 'beaded'),
  ),
  excludes(
    'sequins',
    ['sequin', 'sequins', 'sequined', 'sequinned', 'paillettes'],
    out('embellishment', 'sequins'),
    out('fabric', 'sequin'),
  ),
  excludes(
    'crystals',
    [
      'crystal',
      'crystals',
      'rhinestone',
      'rhinestones',
      'diamante',
      'swarovski',
      'jewels',
      'jeweled',
      'jewelled',
      'bejeweled',
      'bejewelled',
      'gems',
    ],
    out('embellishment', 'crystals'),
  ),
  excludes(
    'glitter',
    ['glitter', 'glittery', 'glittering', 'shimmer', 'shimmery', 'lurex'],
    out('embellishment', 'glitter'),
  ),
  // "No sparkle" means no shine: glitter, sequins and crystals (pearls and plain beading do not shine).
  excludes(
    'sparkle',
    ['sparkle', 'sparkly', 'sparkles', 'sparkling', 'bling', 'blingy', 'shiny'],
    out('embellishment', 'glitter'),
    out('embellishment', 'sequins'),
    out('embellishment', 'crystals'),
    out('fabric', 'sequin'),
  ),
  excludes(
    'pearls',
    ['pearls', 'pearl details', 'pearl beading', 'pearl embellishments'],
    out('embellishment', 'pearls'),
  ),
  excludes('feathers', ['feather', 'feathers', 'feathered', 'plumes', 'ostrich'], out('embellishment', 'feathers')),
  excludes('bows', ['bow', 'bows', 'big bow'], out('embellishment', 'bows')),
  excludes(
    'ruffles',
    ['ruffle', 'ruffles', 'ruffled', 'frills', 'frilly', 'frill', 'flounce', 'flounces'],
    out('embellishment', 'ruffles'),
  ),
  excludes(
    'appliques',
    ['applique', 'appliques', 'appliqued', '3d flowers', '3d florals', '3d floral', '3d lace'],
    out('embellishment', 'appliques'),
  ),
  excludes('fringe', ['fringe', 'fringed', 'fringing', 'tassel', 'tassels'], out('embellishment', 'fringe')),
  excludes('embroidery', ['embroidery', 'embroidered'], out('embellishment', 'embroidery')),
  // "No embellishments" is every ornament added to the fabric; bows and ruffles are shaping, not ornament.
  excludes(
    'embellished',
    ['embellishment', 'embellishments', 'embellished', 'embellishing', 'ornamentation', 'ornate'],
    ...(
      ['beading', 'sequins', 'crystals', 'glitter', 'pearls', 'appliques', 'embroidery', 'feathers', 'fringe'] as const
    ).map((value) => out('embellishment', value)),
  ),
];

const sleeveTerm = (id: string, phrases: readonly string[], length: SleeveLength, style: LimitValues['sleeves']) =>
  term(id, phrases, { rulesOut: [out('sleeves', style)], covers: { sleeves: length, shoulders: true } });
const sleeveTerms: LimitTerm[] = [
  sleeveTerm('sleeves', ['sleeves', 'sleeve', 'sleeved', 'arms covered'], 'cap', 'sleeves'),
  sleeveTerm('sleeves:cap', ['cap sleeves', 'cap sleeve', 'cap sleeved'], 'cap', 'cap'),
  sleeveTerm('sleeves:short', ['short sleeves', 'short sleeve', 'short sleeved'], 'short', 'short'),
  sleeveTerm(
    'sleeves:elbow',
    ['elbow sleeves', 'elbow length sleeves', 'elbow length', 'sleeves to the elbow', 'to the elbow', 'to my elbows'],
    'elbow',
    'three-quarter',
  ),
  sleeveTerm(
    'sleeves:three-quarter',
    ['three quarter sleeves', 'three quarter sleeve', '3 4 sleeves', '3 4 sleeve', 'three quarter length sleeves'],
    'three-quarter',
    'three-quarter',
  ),
  sleeveTerm(
    'sleeves:long',
    [
      'long sleeves',
      'long sleeve',
      'long sleeved',
      'full sleeves',
      'full length sleeves',
      'long * sleeves',
      'wrist length',
    ],
    'long',
    'long',
  ),
  // "Past the elbow" is a floor in itself: a sleeve that ends at the elbow does not pass it.
  term(
    'sleeves:past-elbow',
    ['past the elbow', 'below the elbow', 'beyond the elbow', 'over the elbow', 'past my elbows'],
    {
      rulesOut: [],
      covers: { sleeves: 'three-quarter', shoulders: true },
      floor: true,
    },
  ),
  excludes(
    'sleeves:puff',
    ['puff sleeves', 'puff sleeve', 'puffy sleeves', 'puffed sleeves', 'balloon sleeves', 'bishop sleeves'],
    out('sleeves', 'puff'),
  ),
  excludes('sleeves:bell', ['bell sleeves', 'bell sleeve'], out('sleeves', 'bell')),
  excludes('sleeves:detachable', ['detachable sleeves', 'removable sleeves'], out('sleeves', 'detachable')),
  excludes('sleeves:sleeveless', ['sleeveless', 'bare arms'], out('sleeves', 'sleeveless')),
];

// "Cover my shoulders", "my back must be covered", "shoulders covered up".
const coverPhrases = (parts: readonly string[]): string[] =>
  parts.flatMap((part) => [
    `covered ${part}`,
    `cover my ${part}`,
    `cover up my ${part}`,
    `covering my ${part}`,
    `cover the ${part}`,
    `${part} covered`,
    `${part} * covered`,
    `${part} * * covered`,
    `${part} * * * covered`,
  ]);
const bodyTerms: LimitTerm[] = [
  term('cover:shoulders', coverPhrases(['shoulders', 'shoulder']), { rulesOut: [], covers: { shoulders: true } }),
  term('cover:upper-arms', coverPhrases(['upper arms', 'upper arm']), {
    rulesOut: [],
    covers: { sleeves: 'elbow', shoulders: true },
  }),
  term('cover:arms', coverPhrases(['arms', 'arm']), { rulesOut: [], covers: { sleeves: 'long', shoulders: true } }),
  term('cover:back', [...coverPhrases(['back']), 'closed back', 'covered back'], {
    rulesOut: [out('back', 'covered')],
    covers: { back: true },
  }),
  term('cover:chest', coverPhrases(['chest', 'cleavage', 'decolletage', 'collarbone', 'neckline']), {
    rulesOut: [],
    covers: { highNeckline: true },
  }),
  term('cover:knees', [...coverPhrases(['knees', 'knee']), 'below the knee', 'past the knee'], {
    rulesOut: [],
    covers: { rulesOut: [out('length', 'mini')] },
  }),
  term('cover:legs', coverPhrases(['legs', 'leg']), {
    rulesOut: [],
    covers: { rulesOut: [out('length', 'mini'), out('length', 'knee')] },
  }),
  term('bare-shoulders', ['bare shoulders', 'shoulders out', 'shoulders showing', 'show my shoulders'], {
    rulesOut: [],
    coversWhenNegated: { shoulders: true },
  }),
  term('slit', ['slit', 'slits', 'leg slit', 'thigh slit', 'high slit', 'side slit', 'thigh high slit'], {
    rulesOut: [],
    coversWhenNegated: { noSlit: true },
  }),
];

const backTerms: LimitTerm[] = [
  excludes('back:open', ['open back', 'open backed', 'backless', 'bare back'], out('back', 'open')),
  excludes(
    'back:low',
    ['low back', 'low backed', 'low cut back', 'plunging back', 'deep back', 'deep v back', 'low v back'],
    out('back', 'low'),
  ),
  excludes('back:keyhole', ['keyhole', 'keyhole back'], out('back', 'keyhole')),
  excludes('back:illusion', ['illusion back', 'sheer back'], out('back', 'illusion')),
  excludes(
    'back:corset',
    ['corset', 'corsets', 'corseted', 'corset back', 'lace up', 'lace up back', 'bustier'],
    out('back', 'corset'),
  ),
  excludes('back:zip', ['zip', 'zipper', 'zip back', 'zipper back'], out('back', 'zip')),
  excludes('back:buttons', ['buttons', 'button back', 'covered buttons', 'button up back'], out('back', 'buttons')),
];

const trainTerms: LimitTerm[] = [
  excludes('train', ['train', 'trains', 'a train'], out('train', 'train')),
  excludes(
    'train:long',
    ['long train', 'long trains', 'big train', 'dramatic train', 'huge train', 'massive train'],
    out('train', 'chapel'),
    out('train', 'cathedral'),
    out('train', 'royal'),
  ),
  excludes('train:sweep', ['sweep train', 'sweeping train', 'brush train'], out('train', 'sweep')),
  excludes('train:court', ['court train'], out('train', 'court')),
  excludes('train:chapel', ['chapel train', 'chapel length train'], out('train', 'chapel')),
  excludes('train:cathedral', ['cathedral train', 'cathedral length train'], out('train', 'cathedral')),
  excludes('train:royal', ['royal train', 'monarch train'], out('train', 'royal')),
];

const lengthTerms: LimitTerm[] = [
  excludes('length:floor', ['floor length', 'full length', 'long dress', 'long gown', 'maxi'], out('length', 'floor')),
  excludes('length:high-low', ['high low', 'hi low', 'mullet'], out('length', 'high-low')),
  // A bride who asks for tea length, knee length or a mini wants a short dress: each is one.
  term('length:tea', ['tea length', 'tea length dress', 'midi', 'midi length', 'calf length'], {
    rulesOut: [out('length', 'tea')],
    garments: ['short-dress'],
  }),
  term('length:knee', ['knee length', 'knee high', 'knee length dress'], {
    rulesOut: [out('length', 'knee')],
    garments: ['short-dress'],
  }),
  term('length:mini', ['mini', 'mini dress', 'minidress', 'above the knee', 'micro mini'], {
    rulesOut: [out('length', 'mini')],
    garments: ['short-dress'],
  }),
];

const garmentTerms: LimitTerm[] = [
  term(
    'garment:short-dress',
    [
      'short dress',
      'short dresses',
      'short gown',
      'short wedding dress',
      'little white dress',
      'lwd',
      'cocktail dress',
    ],
    { rulesOut: [out('garment', 'short-dress')], garments: ['short-dress'] },
  ),
  term('garment:jumpsuit', ['jumpsuit', 'jumpsuits', 'jump suit', 'romper', 'playsuit', 'catsuit'], {
    rulesOut: [out('garment', 'jumpsuit')],
    garments: ['jumpsuit'],
  }),
  term(
    'garment:suit',
    ['suit', 'suits', 'pantsuit', 'pant suit', 'pants suit', 'trouser suit', 'tuxedo', 'tux', 'blazer'],
    { rulesOut: [out('garment', 'suit')], garments: ['suit'] },
  ),
  // Trousers are a jumpsuit or a suit: either is what she asked for.
  term('garment:trousers', ['pants', 'trousers', 'wide leg pants', 'palazzo pants'], {
    rulesOut: [out('garment', 'jumpsuit'), out('garment', 'suit')],
    garments: ['jumpsuit', 'suit'],
  }),
  term(
    'garment:separates',
    [
      'separates',
      'bridal separates',
      'two piece',
      'two pieces',
      '2 piece',
      'crop top',
      'top and skirt',
      'skirt and top',
      'skirt and a top',
      'top and a skirt',
      'bodysuit and skirt',
      'skirt and bodysuit',
      'separate top',
      'separate skirt',
    ],
    { rulesOut: [out('garment', 'separates')], garments: ['separates'] },
  ),
];

// Names that are also things at a wedding ("champagne toast", "rose petals", "gold rings"): they
// count as her dress's colour only where a dress word or nothing else follows them.
const ambiguousColours = new Set([
  'champagne',
  'rose',
  'gold',
  'silver',
  'bronze',
  'copper',
  'platinum',
  'pearl',
  'cream',
  'snow',
  'bone',
  'linen',
  'sand',
  'oat',
  'latte',
  'caramel',
  'almond',
  'biscuit',
  'wheat',
  'buff',
  'tan',
  'camel',
  'peach',
  'coral',
  'salmon',
  'petal',
  'chocolate',
  'espresso',
  'wine',
  'plum',
  'midnight',
  'sage',
  'olive',
  'mint',
  'forest',
  'moss',
  'eucalyptus',
  'emerald',
  'fern',
  'leaf',
  'sky',
  'ocean',
  'stone',
  'dove',
  'slate',
  'porcelain',
  'alabaster',
  'eggshell',
]);

const colourTerms: LimitTerm[] = [
  ...colourNamesByFamily.flatMap(([family, names]) =>
    names.map((name) => {
      const phrase = name.replace(/-/g, ' ');
      // No plurals here: "roses" are flowers, not a colour.
      return {
        id: `colour:${name}`,
        phrases: [phrase],
        rulesOut: [out('colour', name)],
        colour: { family, name, ambiguous: ambiguousColours.has(name) },
      };
    }),
  ),
  term(
    'colour:any',
    [
      'colour',
      'color',
      'colours',
      'colors',
      'colourful',
      'colorful',
      'coloured',
      'colored',
      'pop of colour',
      'pop of color',
      'splash of colour',
      'splash of color',
      'hint of colour',
      'hint of color',
      'touch of colour',
      'touch of color',
      'non traditional colour',
      'non traditional color',
      'non white',
    ],
    { rulesOut: [out('colour', 'colourful')], colour: { family: 'colourful', name: null, ambiguous: false } },
  ),
];

// Wedding words that hide a limit word inside them: they name nothing and win over the shorter phrase.
const notLimits = term(
  'not-a-limit',
  [
    'train station',
    'train ride',
    'by train',
    'something blue',
    'black tie',
    'white tie',
    'red carpet',
    'rose petals',
    'rose petal',
    'rose garden',
    'roses',
    'babys breath',
    'white wine',
    'red wine',
    'rose wine',
    'champagne toast',
    'champagne bar',
    'champagne tower',
    'silver screen',
    'silver lining',
    'golden hour',
    'gold standard',
    'gold ring',
    'gold rings',
    'white wedding',
    'wedding colours',
    'wedding colors',
    'colour scheme',
    'color scheme',
    'colour palette',
    'color palette',
    'our colours',
    'our colors',
    'any colour',
    'any color',
    'what colour',
    'what color',
    'which colour',
    'which color',
    'skin tone',
    'skin colour',
    'skin color',
    'hair colour',
    'hair color',
    'olive skin',
    'bow tie',
    'bow ties',
    'orange blossom',
    'green light',
    'feeling blue',
    'once in a blue moon',
    'white glove',
    'black and white photos',
    'black and white photo',
    'suits me',
    'suit me',
    'suits my',
    'suit my',
    'suits her',
    'pearl earrings',
    'pearl necklace',
    'crystal clear',
    'short notice',
    'short engagement',
    'short ceremony',
  ],
  { rulesOut: [] },
);

const modestyTerms: LimitTerm[] = [
  term('modest', ['modest', 'modestly', 'modesty', 'conservative', 'tznius', 'tzniut'], {
    rulesOut: [],
    modesty: 'modest',
  }),
  term(
    'religious',
    ['religious', 'religion', 'orthodox', 'temple', 'synagogue', 'islamic', 'muslim', 'church requires'],
    {
      rulesOut: [],
      modesty: 'religious',
    },
  ),
  // Places whose dress code covers the shoulders and legs whatever else she says.
  term(
    'religious-place',
    [
      'mosque',
      'masjid',
      'nikah',
      'lds temple',
      'mormon temple',
      'temple sealing',
      'sealing',
      'gurdwara',
      'hijab',
      'hijabi',
    ],
    { rulesOut: [], modesty: 'place' },
  ),
];

/** Everything her limits are read from, in one vocabulary so the longest phrase wins across readers. */
export const limitTerms: readonly LimitTerm[] = [
  notLimits,
  ...silhouetteTerms,
  fittedTerm,
  ...necklineTerms,
  neckCoverTerm,
  ...fabricTerms,
  ...embellishmentTerms,
  ...sleeveTerms,
  ...bodyTerms,
  ...backTerms,
  ...trainTerms,
  ...lengthTerms,
  ...garmentTerms,
  ...colourTerms,
  ...modestyTerms,
];

export const limitTermById: ReadonlyMap<string, LimitTerm> = new Map(limitTerms.map((entry) => [entry.id, entry]));

/** Her words attached to what a mention rules out. */
export const withQuote = (ruled: RuledOut, quote: string): Exclusion => ({ ...ruled, quote }) as Exclusion;
