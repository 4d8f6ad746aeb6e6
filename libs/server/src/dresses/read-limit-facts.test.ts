import { describe, expect, it } from '@jest/globals';
import { type Dress, dressNamed } from './dress';
import { type LimitFacts, nothingKnown } from './limit-facts';
import { embellishments } from './limit-vocabulary';
import { readLimitFacts } from './read-limit-facts';

let next = 0;
const dress = (fields: Partial<Dress> = {}): Dress => {
  next += 1;
  return dressNamed({ id: `d${next}`, name: `Gown ${next}`, ...fields });
};
const facts = (fields: Partial<Dress>) => readLimitFacts(dress(fields));
const described = (description: string, fields: Partial<Dress> = {}) => facts({ description, ...fields });
/** Each description read as a dress's one fact: every mismatch shows at once. */
const readsAs = <K extends keyof LimitFacts>(fact: K, cases: Record<string, LimitFacts[K]>) =>
  expect(Object.fromEntries(Object.keys(cases).map((text) => [text, described(text)[fact]]))).toEqual(cases);

describe('readLimitFacts: a dress nothing is said of', () => {
  it('leaves every fact unknown rather than guessing a yes or a no', () => {
    expect(readLimitFacts(dress())).toEqual(nothingKnown);
  });

  it('knows nothing from words that name no fact', () => {
    const read = described('Romantic and timeless, made in our Chicago atelier.\nSeason: Spring 2027', {
      tags: ['Bestseller', 'Romantic'],
      fabric: 'tulle',
      styles: ['romantic'],
    });
    expect(read).toEqual(nothingKnown);
  });

  it('reads each dress once', () => {
    const gown = dress({ description: 'Long sleeves' });
    expect(readLimitFacts(gown)).toBe(readLimitFacts(gown));
    expect(readLimitFacts({ ...gown })).not.toBe(readLimitFacts(gown));
  });
});

describe('readLimitFacts: colour', () => {
  it('reads the colour column, every colour it names', () => {
    expect(facts({ colour: 'Ivory' }).colour).toEqual({ names: ['ivory'], family: 'light-neutral' });
    expect(facts({ colour: 'Ivory/Nude' }).colour).toEqual({ names: ['ivory', 'nude'], family: 'warm-neutral' });
    expect(facts({ colour: 'Blush over Ivory' }).colour).toEqual({ names: ['blush', 'ivory'], family: 'pink' });
    expect(facts({ colour: 'Ivory, Champagne, Blush' }).colour).toMatchObject({
      names: ['ivory', 'champagne', 'blush'],
    });
    expect(facts({ colour: 'Diamond White' }).colour).toEqual({ names: ['white'], family: 'light-neutral' });
    expect(facts({ colour: 'Dusty Rose' }).colour).toEqual({ names: ['dusty rose'], family: 'pink' });
    expect(facts({ colour: 'BLACK' }).colour).toEqual({ names: ['black'], family: 'dark' });
  });

  it('keeps a trade name no family knows, with its family unknown', () => {
    expect(facts({ colour: 'Moonstone' }).colour).toEqual({ names: ['moonstone'], family: null });
    expect(facts({ colour: 'n/a' }).colour).toEqual({ names: [], family: null });
  });

  it('reads colours from the words when the sheet has no colour column', () => {
    expect(described('Blush tulle over ivory lace').colour).toEqual({ names: ['blush', 'ivory'], family: 'pink' });
    expect(facts({ name: 'Champagne Dream' }).colour).toEqual({ names: ['champagne'], family: 'warm-neutral' });
    expect(facts({ tags: ['Lace', 'Black'] }).colour).toEqual({ names: ['black'], family: 'dark' });
    expect(facts({ tags: ['Ivory/Nude'] }).colour).toEqual({ names: ['ivory', 'nude'], family: 'warm-neutral' });
  });

  it('reads a colour column the import kept by its header', () => {
    expect(described('Colour Options: Ivory, Blush').colour).toEqual({ names: ['ivory', 'blush'], family: 'pink' });
  });

  it('does not take an accent, a flower or a name for the colour of the dress', () => {
    expect(described('Gold beading, silver sequins and rose appliqués. Made for a black tie evening.').colour).toEqual({
      names: [],
      family: null,
    });
    expect(facts({ name: 'Rose' }).colour.names).toEqual([]);
    expect(facts({ name: 'Olive', description: 'Pearl buttons' }).colour.names).toEqual([]);
    expect(described('Sage chiffon').colour).toEqual({ names: ['sage'], family: 'green' });
    expect(facts({ tags: ['Rose'] }).colour).toEqual({ names: ['rose'], family: 'pink' });
    expect(described('Collection: Black Label').colour.names).toEqual([]);
  });

  it('believes the colour column over the words', () => {
    expect(facts({ colour: 'Ivory', description: 'Shown here in blush' }).colour.names).toEqual(['ivory']);
  });

  it('marks a two-tone dress', () => {
    expect(described('Two-tone ivory and champagne').colour).toEqual({
      names: ['ivory', 'champagne', 'two-tone'],
      family: 'warm-neutral',
    });
    expect(described('A two toned gown').colour).toEqual({ names: ['two-tone'], family: null });
  });
});

describe('readLimitFacts: sleeves and shoulders', () => {
  it('reads a sleeve style as a length', () => {
    expect(facts({ sleeves: 'sleeveless' })).toMatchObject({ sleeveLength: 'none', shoulders: 'bare' });
    expect(facts({ sleeves: 'cap' })).toMatchObject({ sleeveLength: 'cap', shoulders: 'covered' });
    expect(facts({ sleeves: 'short' })).toMatchObject({ sleeveLength: 'short', shoulders: 'covered' });
    expect(facts({ sleeves: 'three-quarter' }).sleeveLength).toBe('three-quarter');
    expect(facts({ sleeves: 'long' })).toMatchObject({ sleeveLength: 'long', shoulders: 'covered' });
  });

  it('reads puff sleeves as short and bell sleeves as three-quarter unless a length is said', () => {
    expect(facts({ sleeves: 'puff' }).sleeveLength).toBe('short');
    expect(facts({ sleeves: 'puff', description: 'Long puff sleeves' }).sleeveLength).toBe('long');
    expect(facts({ sleeves: 'bell' }).sleeveLength).toBe('three-quarter');
  });

  it('leaves the length of detachable or off-the-shoulder sleeves to their words', () => {
    expect(facts({ sleeves: 'detachable' }).sleeveLength).toBeNull();
    expect(facts({ sleeves: 'detachable', description: 'Detachable long illusion sleeves' }).sleeveLength).toBe('long');
    expect(facts({ sleeves: 'off-the-shoulder' })).toMatchObject({ sleeveLength: null, shoulders: 'bare' });
  });

  it('gives a strapless or halter gown no sleeves, unless it comes with some', () => {
    expect(facts({ neckline: 'strapless' })).toMatchObject({ sleeveLength: 'none', shoulders: 'bare' });
    expect(facts({ neckline: 'halter' })).toMatchObject({ sleeveLength: 'none', shoulders: 'bare' });
    expect(
      facts({ neckline: 'strapless', description: 'Strapless bodice with detachable long lace sleeves' }),
    ).toMatchObject({ sleeveLength: 'long', shoulders: 'bare' });
  });

  it('reads sleeve lengths from free words, the lexicon’s and finer ones', () => {
    readsAs('sleeveLength', {
      'Elbow-length lace sleeves': 'elbow',
      '3/4 sleeves': 'three-quarter',
      '¾ length sleeves': 'three-quarter',
      'Long sheer sleeves': 'long',
      'Bishop sleeves': 'long',
      'Flutter sleeves': 'cap',
    });
    expect(described('Spaghetti straps')).toMatchObject({ sleeveLength: 'none', shoulders: 'bare' });
    expect(facts({ tags: ['Long Sleeve'] })).toMatchObject({ sleeveLength: 'long', shoulders: 'covered' });
  });

  it('believes a sleeve column’s own word over the coarser style it was read into', () => {
    expect(facts({ sleeves: 'three-quarter', description: 'Sleeve Length: Elbow' }).sleeveLength).toBe('elbow');
    expect(described('Sleeves: None')).toMatchObject({ sleeveLength: 'none', shoulders: 'bare' });
    expect(described('Sleeves: No').sleeveLength).toBe('none');
    expect(described('Sleeve: Cap').sleeveLength).toBe('cap');
  });

  it('reads a sleeve measured in inches or centimetres, not a bare number', () => {
    readsAs('sleeveLength', {
      'Sleeves (in): 24': 'long',
      'Sleeves (in): 12': 'elbow',
      'Sleeves (in): 3': 'cap',
      'Sleeves (in): 1': 'cap',
      'Sleeve Length (inches): 8': 'short',
    });
    expect(described('Sleeves (in): 0')).toMatchObject({ sleeveLength: 'none', shoulders: 'bare' });
    readsAs('sleeveLength', {
      'Sleeve length: 45 cm': 'three-quarter',
      'Sleeve Length: 17"': 'three-quarter',
      'Sleeve Length: 17': null,
    });
  });

  it('bares the shoulders of off-the-shoulder, one-shoulder and strapless necklines, sleeves or not', () => {
    expect(facts({ neckline: 'off-the-shoulder', sleeves: 'long' })).toMatchObject({
      sleeveLength: 'long',
      shoulders: 'bare',
    });
    expect(facts({ neckline: 'one-shoulder' }).shoulders).toBe('bare');
    expect(described('Cold shoulder sleeves').shoulders).toBe('bare');
    expect(facts({ neckline: 'v-neck' }).shoulders).toBeNull();
  });
});

describe('readLimitFacts: back', () => {
  it('reads the back from free words', () => {
    readsAs('back', {
      'Dramatic open back': 'open',
      Backless: 'open',
      'Low V back': 'low',
      'Scoop back': 'low',
      'Keyhole back': 'keyhole',
      'Illusion lace back': 'illusion',
      'Lace-up corset back': 'corset',
      'Covered buttons': 'buttons',
      'Invisible zipper closure': 'zip',
      'Closed back': 'covered',
    });
  });

  it('reads a Back column’s bare word', () => {
    readsAs('back', {
      'Back: Open': 'open',
      'Back Style: V': 'low',
      'Back Detail: Illusion with buttons': 'illusion',
      'Closure: Zip': 'zip',
      'Back: Closed': 'covered',
      'Back: Corset': 'corset',
    });
  });

  it('names the most revealing back when several are said', () => {
    expect(described('Low back with a zipper').back).toBe('low');
    expect(described('Illusion back finished with covered buttons').back).toBe('illusion');
    expect(described('A covered back with a zip').back).toBe('covered');
  });

  it('does not read a back from other words', () => {
    expect(described('Ivory lace, chapel train').back).toBeNull();
    expect(described('Open back: no').back).toBeNull();
  });
});

describe('readLimitFacts: neckline height', () => {
  it('reads the neckline field as a height', () => {
    expect(facts({ neckline: 'high-neck' }).necklineHeight).toBe('high');
    expect(facts({ neckline: 'bateau' }).necklineHeight).toBe('high');
    expect(facts({ neckline: 'illusion' }).necklineHeight).toBe('high');
    expect(facts({ neckline: 'v-neck' }).necklineHeight).toBe('mid');
    expect(facts({ neckline: 'square' }).necklineHeight).toBe('mid');
    expect(facts({ neckline: 'sweetheart' }).necklineHeight).toBe('low');
    expect(facts({ neckline: 'plunging' }).necklineHeight).toBe('low');
    expect(facts({ neckline: 'strapless' }).necklineHeight).toBe('low');
  });

  it('hears a jewel or an illusion high neck that the field kept coarser', () => {
    expect(facts({ neckline: 'scoop', description: 'Jewel neckline' }).necklineHeight).toBe('high');
    expect(facts({ neckline: 'scoop', description: 'Neckline: Jewel' }).necklineHeight).toBe('high');
    expect(
      facts({ neckline: 'sweetheart', description: 'Illusion high neck over a sweetheart bodice' }).necklineHeight,
    ).toBe('high');
    expect(described('Mandarin collar').necklineHeight).toBe('high');
    expect(described('A low cut neckline').necklineHeight).toBe('low');
  });

  it('reads a neckline column the import kept', () => {
    expect(described('Neckline: Plunging V').necklineHeight).toBe('low');
    expect(described('Neck: Bateau').necklineHeight).toBe('high');
  });
});

describe('readLimitFacts: slit', () => {
  it('says yes only when a slit is named, no only when its absence is', () => {
    readsAs('slit', {
      'Thigh-high slit': true,
      'Crepe column with a leg slit': true,
      'Side split': true,
      'No slit': false,
      'Classic crepe sheath': null,
    });
  });

  it('reads a Slit column', () => {
    readsAs('slit', {
      'Slit: Yes': true,
      'Slit: No': false,
      'Slit: None': false,
      'Slit: Left leg': true,
      'Leg Slit: x': true,
    });
  });
});

describe('readLimitFacts: length', () => {
  it('reads a hem from words or a Length or Hem column', () => {
    readsAs('length', {
      'Tea-length tulle': 'tea',
      Midi: 'tea',
      'Knee length': 'knee',
      'Mini dress': 'mini',
      'High-low hem': 'high-low',
      'Floor length': 'floor',
      'Length: Tea': 'tea',
      'Length: Floor': 'floor',
      'Hem: Hi-lo': 'high-low',
      'Dress Length: Knee': 'knee',
    });
  });

  it('reads a tea-length silhouette as tea length', () => {
    expect(facts({ silhouette: 'tea-length' }).length).toBe('tea');
  });

  it('puts ball gowns, mermaids, trumpets and trained gowns on the floor', () => {
    expect(facts({ silhouette: 'ball-gown' }).length).toBe('floor');
    expect(facts({ silhouette: 'mermaid' }).length).toBe('floor');
    expect(facts({ silhouette: 'a-line', train: 'chapel' }).length).toBe('floor');
  });

  it('does not guess the hem of an A-line, a sheath or a gown without a train', () => {
    expect(facts({ silhouette: 'a-line' }).length).toBeNull();
    expect(facts({ silhouette: 'sheath', train: 'none' }).length).toBeNull();
  });

  it('names the shorter hem of a gown with a detachable skirt', () => {
    expect(described('Mini dress with a detachable floor-length overskirt').length).toBe('mini');
  });

  it('does not read a fitted knee as a knee-length hem', () => {
    expect(facts({ silhouette: 'mermaid', description: 'Fitted to the knee' }).length).toBe('floor');
  });
});

describe('readLimitFacts: embellishments', () => {
  it('reads every embellishment named', () => {
    expect(
      described(
        'Hand-beaded bodice with sequins, Swarovski crystals, glitter tulle, pearls, ostrich feathers, a bow, ruffles, 3D floral appliqués, fringe and embroidery',
      ).embellishments,
    ).toEqual([...embellishments]);
  });

  it('reads a beaded or sequin fabric and an Embellishment column', () => {
    expect(facts({ fabric: 'sequin' }).embellishments).toEqual(['sequins']);
    expect(facts({ fabric: 'beaded' }).embellishments).toEqual(['beading']);
    expect(described('Embellishment: Pearls, feathers').embellishments).toEqual(['pearls', 'feathers']);
    expect(facts({ tags: ['Sparkly'] }).embellishments).toEqual(['glitter']);
  });

  it('leaves out what the words rule out', () => {
    expect(described('Clean crepe: no beading, no sequins').embellishments).toEqual([]);
    expect(described('Embellishment: None').embellishments).toEqual([]);
    expect(described('Beading: No').embellishments).toEqual([]);
  });
});

describe('readLimitFacts: garment', () => {
  it('knows a suit by its words, its name or a blazer with trousers', () => {
    expect(described('Crepe pantsuit').garment).toBe('suit');
    expect(described('A tuxedo for the modern bride').garment).toBe('suit');
    expect(facts({ name: 'The Marlowe Suit' }).garment).toBe('suit');
    expect(described('Tailored blazer. Wide-leg trousers.').garment).toBe('suit');
    expect(facts({ silhouette: 'jumpsuit', description: 'Pant suit in mikado' }).garment).toBe('suit');
  });

  it('does not take the verb for a suit', () => {
    expect(described('Made to suit any venue').garment).toBe('gown');
  });

  it('knows a jumpsuit', () => {
    expect(facts({ silhouette: 'jumpsuit' }).garment).toBe('jumpsuit');
    expect(described('Romper with an overskirt').garment).toBe('jumpsuit');
  });

  it('knows separates, but not the skirt or top of a gown', () => {
    readsAs('garment', {
      'Lace crop top': 'separates',
      'Two-piece': 'separates',
      'Bodysuit with a tulle skirt': 'separates',
    });
    expect(facts({ name: 'Aria Skirt' }).garment).toBe('separates');
    expect(facts({ tags: ['Separates'] }).garment).toBe('separates');
    expect(facts({ tags: ['Lace Top', 'Tulle Skirt'] }).garment).toBe('gown');
    expect(described('Line: Bridal Separates').garment).toBe('separates');
    expect(described('A full tulle skirt and a lace top').garment).toBe('gown');
  });

  it('knows a short dress by its words or its hem', () => {
    readsAs('garment', {
      'Little white dress': 'short-dress',
      'Knee length crepe': 'short-dress',
      'Length: Mini': 'short-dress',
      'Tea length': 'gown',
    });
  });
});

describe('readLimitFacts: maternity and a fitted bodice', () => {
  it('knows a maternity line by its words, its column or its designer', () => {
    expect(facts({ tags: ['Maternity'] }).maternity).toBe(true);
    readsAs('maternity', {
      'Collection: Maternity': true,
      'Line: Bump friendly': true,
      'Maternity: Yes': true,
    });
    expect(facts({ designer: 'Tiffany Rose Maternity' }).maternity).toBe(true);
  });

  it('knows an empire or A-line cut with stretch or an adjustable back', () => {
    expect(facts({ silhouette: 'empire', description: 'Stretch jersey' }).maternity).toBe(true);
    expect(facts({ silhouette: 'a-line', description: 'Lace-up back' }).maternity).toBe(true);
    expect(facts({ silhouette: 'a-line', description: 'Back: Corset' }).maternity).toBe(true);
    expect(facts({ silhouette: 'a-line' }).maternity).toBe(false);
    expect(facts({ silhouette: 'sheath', description: 'Stretch crepe' }).maternity).toBe(false);
  });

  it('believes a column that says no over a cut that would do', () => {
    expect(facts({ silhouette: 'empire', description: 'Stretch jersey\nMaternity: No' }).maternity).toBe(false);
  });

  it('knows a fitted bodice by its silhouette or its words', () => {
    expect(facts({ silhouette: 'mermaid' }).fittedBodice).toBe(true);
    expect(facts({ silhouette: 'trumpet' }).fittedBodice).toBe(true);
    expect(facts({ silhouette: 'fit-and-flare' }).fittedBodice).toBe(true);
    expect(facts({ silhouette: 'sheath' }).fittedBodice).toBe(true);
    expect(facts({ silhouette: 'a-line', description: 'Structured boned bodice' }).fittedBodice).toBe(true);
    expect(described('Corset bodice').fittedBodice).toBe(true);
    expect(facts({ silhouette: 'ball-gown' }).fittedBodice).toBe(false);
  });

  it('does not take a corset back for a corset bodice, nor a corseted A-line for a bump', () => {
    expect(facts({ silhouette: 'a-line', description: 'Corset back' })).toMatchObject({
      fittedBodice: false,
      maternity: true,
    });
    expect(facts({ silhouette: 'a-line', description: 'Boned corset bodice, lace-up back' })).toMatchObject({
      fittedBodice: true,
      maternity: false,
    });
  });

  it('does not call a maternity line’s sheath fitted', () => {
    expect(facts({ silhouette: 'sheath', tags: ['Maternity'] })).toMatchObject({
      maternity: true,
      fittedBodice: false,
    });
  });
});

describe('readLimitFacts: size run', () => {
  it('takes the order range first', () => {
    expect(facts({ sizes: ['10'], orderRange: { min: 0, max: 30 } }).sizeRun).toEqual({ min: 0, max: 30 });
  });

  it('else spans the stock and sample sizes, in US sizes', () => {
    expect(facts({ sizes: ['10', '14W', 'UK 18'], sampleSizes: ['XL'] }).sizeRun).toEqual({ min: 10, max: 16 });
    expect(facts({ sizes: [], sampleSizes: ['8'] }).sizeRun).toEqual({ min: 8, max: 8 });
  });

  it('says nothing when no size is readable', () => {
    expect(facts({ sizes: ['call'] }).sizeRun).toBeNull();
  });
});

describe('readLimitFacts: a whole dress', () => {
  it('reads a sheet row kept as fields and header lines', () => {
    const read = facts({
      name: 'Seraphina',
      silhouette: 'a-line',
      neckline: 'scoop',
      fabric: 'lace',
      colour: 'Ivory/Champagne',
      sleeves: 'three-quarter',
      train: 'chapel',
      sizes: ['8', '10'],
      orderRange: { min: 2, max: 28 },
      tags: ['Romantic', 'Beaded'],
      description: [
        'Scalloped lace with a keyhole back',
        'Back: Keyhole',
        'Hem: Floor',
        'Neckline: Jewel',
        'Sleeve Length: Elbow',
        'Slit: No',
        'Maternity: No',
      ].join('\n'),
    });
    expect(read).toEqual({
      colour: { names: ['ivory', 'champagne'], family: 'warm-neutral' },
      sleeveLength: 'elbow',
      shoulders: 'covered',
      back: 'keyhole',
      necklineHeight: 'high',
      slit: false,
      length: 'floor',
      embellishments: ['beading'],
      garment: 'gown',
      maternity: false,
      fittedBodice: false,
      sizeRun: { min: 2, max: 28 },
    });
  });
});
