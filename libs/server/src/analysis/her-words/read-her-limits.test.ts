import { describe, expect, it } from '@jest/globals';
import { makeBride, today } from '@bridal/testing/fixtures/analysis-fixtures';
import type { SurveyAnswers } from '@bridal/shared/survey/survey-schema';
import { readHerLimits } from './read-her-limits';

const limitsOf = (specificVision: string, answers: Partial<SurveyAnswers> = {}) =>
  readHerLimits(makeBride({ answers: { specificVision, ...answers } }), today);
const excluded = (text: string): string[] =>
  limitsOf(text).exclusions.map((exclusion) => `${exclusion.attribute}:${exclusion.value}`);

describe('what she rules out', () => {
  it.each([
    ['No strapless, please.', 'neckline:strapless'],
    ['I would never wear a strapless gown', 'neckline:strapless'],
    ['I hate mermaid dresses', 'silhouette:mermaid'],
    ["I can't stand anything with a train", 'train:train'],
    ['Anything but mermaid!', 'silhouette:mermaid'],
    ["I'd rather die than wear a mermaid", 'silhouette:mermaid'],
    ['please no sequins', 'embellishment:sequins'],
    ['Avoid anything off the shoulder', 'neckline:off-the-shoulder'],
    ["I'm really not a huge fan of tulle", 'fabric:tulle'],
    ['A simple gown without a train', 'train:train'],
    ['skip the feathers', 'embellishment:feathers'],
    ['definitely not a ball gown', 'silhouette:ball-gown'],
    ["I don't want a plunging neckline", 'neckline:plunging'],
    ["I won't wear a halter", 'neckline:halter'],
    ['not into lace at all', 'fabric:lace'],
    ["I'm allergic to satin", 'fabric:satin'],
    ['nothing too poufy', 'silhouette:ball-gown'],
    ["I don't want to look like a cupcake", 'silhouette:ball-gown'],
    ['Strapless is a hard no for me', 'neckline:strapless'],
    ['mermaids are out', 'silhouette:mermaid'],
    ['nothing low cut', 'neckline:plunging'],
    ['No open back, I will be cold', 'back:open'],
    ['no long sleeves', 'sleeves:long'],
    ['no sleeves', 'sleeves:sleeves'],
    ['steer clear of ruffles', 'embellishment:ruffles'],
    ['Nothing tight or clingy', 'silhouette:mermaid'],
    ['I never liked chiffon', 'fabric:chiffon'],
    ['No cathedral train', 'train:cathedral'],
    ['Not a jumpsuit', 'garment:jumpsuit'],
    ['no mini dresses', 'length:mini'],
    ["I don't love beading", 'embellishment:beading'],
    ['Can we avoid anything strapless?', 'neckline:strapless'],
  ])('%s', (text, expected) => {
    expect(excluded(text)).toContain(expected);
  });

  it('keeps each negation to the thing it governs', () => {
    expect(excluded('no strapless, but I love lace')).toEqual(['neckline:strapless']);
    expect(excluded('I hate strapless and love lace')).toEqual(['neckline:strapless']);
    expect(excluded('not white or ivory')).toEqual(['colour:white', 'colour:ivory']);
    expect(excluded('No strapless, mermaid or ball gowns')).toEqual([
      'neckline:strapless',
      'silhouette:mermaid',
      'silhouette:ball-gown',
    ]);
    expect(excluded('Dislikes: strapless, sequins, feathers')).toEqual(
      expect.arrayContaining(['neckline:strapless', 'embellishment:sequins', 'embellishment:feathers']),
    );
    expect(excluded('No sparkle, lace sleeves and a chapel train')).not.toContain('fabric:lace');
    // A colon after what she ruled out ends it; one after a bare heading opens the list.
    expect(excluded('No mermaid: I want lace.')).toEqual(['silhouette:mermaid']);
    expect(excluded('Hard no: strapless, mermaid or ball gowns.')).toEqual(
      expect.arrayContaining(['neckline:strapless', 'silhouette:mermaid', 'silhouette:ball-gown']),
    );
    expect(excluded("I never thought I'd say this, but no more doubts: I want a fitted mermaid.")).toEqual([]);
    expect(excluded('No doubt about it: I want lace.')).toEqual([]);
  });

  it('quotes her words', () => {
    const [exclusion] = limitsOf('Romantic and soft. I would never wear a strapless gown.').exclusions;
    expect(exclusion?.quote).toBe('I would never wear a strapless gown');
  });

  it.each([
    'not too heavy',
    'no matter the price, I want lace',
    'not sure about sleeves',
    "I don't mind a train",
    'no idea what neckline, maybe a sweetheart',
    'not only lace, I also like tulle',
    'nothing beats lace',
    "I can't decide between a mermaid and an A-line",
    'no budget limit for the right ball gown',
    'not necessarily a ball gown',
    'sleeves are not a must',
    "never thought I'd love a mermaid",
    'Would a mermaid not suit me?',
    'Is strapless a bad idea for a curvy bride?',
    "I don't need sleeves",
    'not too much lace',
    "I can't live without lace",
    'my mom hates strapless',
    'my bridesmaids will wear no sleeves',
    "I don't hate mermaids",
    'without a doubt a mermaid',
    'no preference on the neckline or train',
    'lace is not negotiable',
    'I have nothing against tulle',
    "Train station is nearby so we won't need a car",
    'I hate my arms so sleeves would be great',
    'My fiancé hates strapless but I love it',
    'not a fan of my tummy, so an A-line',
    'No spaghetti straps, I need support',
  ])('"%s" rules nothing out', (text) => {
    expect(excluded(text)).toEqual([]);
  });
});

describe('the colour she asks for', () => {
  const colourOf = (text: string) => limitsOf(text).colour;

  it.each([
    ['I dream of a blush gown', ['pink'], ['blush']],
    ['Champagne or ivory, nothing stark', ['warm-neutral', 'light-neutral'], ['champagne', 'ivory']],
    ['I want a pop of colour', ['colourful'], []],
    ['A black gown would be amazing', ['dark'], ['black']],
    ['not white, something pink', ['pink'], ['pink']],
    ['Maybe a dusty rose tulle', ['pink'], ['dusty rose']],
    ['Blush!', ['pink'], ['blush']],
  ])('%s', (text, families, names) => {
    const wish = colourOf(text);
    expect(wish?.families).toEqual(families);
    expect(wish?.names).toEqual(names);
    expect(wish?.quote).toBeTruthy();
  });

  it('rules out the colours she negates and keeps the one she asks for', () => {
    const limits = limitsOf('not white, something pink');
    expect(limits.exclusions.map((entry) => entry.value)).toEqual(['white']);
    expect(limits.colour?.names).toEqual(['pink']);
  });

  it.each([
    'Lace sleeves and a long train',
    'Our wedding colours are sage and navy',
    'My bridesmaids will wear blush',
    'Something old, something new, something borrowed, something blue',
    'Champagne toast at the reception with gold rings',
    'It is a black tie wedding',
    'I have olive skin and blonde hair',
    "Rose petals down the aisle and baby's breath",
    'The colour does not matter',
  ])('"%s" asks for no colour', (text) => {
    expect(colourOf(text)).toBeNull();
  });

  it('does not take a thing for its colour', () => {
    expect(limitsOf('Flowy and effortless. I want to dance barefoot in the sand.').colour).toBeNull();
    expect(limitsOf('I want champagne!').colour?.names).toEqual(['champagne']);
    expect(limitsOf('Champagne or nude is me.').colour?.names).toEqual(['champagne', 'nude']);
    expect(limitsOf("I'd love colour: sage green or a dusty blue.").colour?.families).toEqual(
      expect.arrayContaining(['green', 'blue']),
    );
    expect(limitsOf('We love gold and silver rings.').colour).toBeNull();
  });

  it('does not read colour from the name of her venue', () => {
    expect(limitsOf('Lace and a V-neck', { weddingVenue: 'The White Rose Barn' }).colour).toBeNull();
  });
});

describe('the least a dress must cover', () => {
  const coverageOf = (text: string, answers: Partial<SurveyAnswers> = {}) => limitsOf(text, answers).coverage;

  it('takes sleeves past the elbow as three-quarter or longer, covering the shoulders', () => {
    expect(coverageOf('I need sleeves past the elbow')).toMatchObject({ sleeves: 'three-quarter', shoulders: true });
    expect(coverageOf('Sleeves past the elbow')).toMatchObject({ sleeves: 'three-quarter' });
  });

  it.each([
    ['Long sleeves for our religious ceremony', 'long'],
    ['at least cap sleeves', 'cap'],
    ['I must have sleeves', 'cap'],
    ['Three quarter sleeves are a must', 'three-quarter'],
    ['My arms need to be covered', 'long'],
    ['I have to cover my upper arms', 'elbow'],
    ['sleeves to the elbow at minimum', 'elbow'],
  ])('%s', (text, sleeves) => {
    expect(coverageOf(text)?.sleeves).toBe(sleeves);
  });

  it('reads covered shoulders, a covered back, a high neckline and no slit', () => {
    expect(coverageOf('My shoulders must be covered')).toMatchObject({ shoulders: true, sleeves: null });
    expect(coverageOf('I need a covered back')).toMatchObject({ back: true });
    expect(coverageOf('a high neckline is required')).toMatchObject({ highNeckline: true });
    expect(coverageOf('No slit please')).toMatchObject({ noSlit: true, shoulders: false });
    expect(coverageOf('no bare shoulders')).toMatchObject({ shoulders: true });
    expect(coverageOf("Covered shoulders please, it's a full Catholic mass.")).toMatchObject({ shoulders: true });
  });

  it('sets covered shoulders and no slit for modest and religious wording', () => {
    for (const text of [
      'Something modest',
      'We marry in a conservative church',
      'I need to be covered for the temple',
      'It is an LDS temple sealing',
      'Our nikah is at the mosque',
    ]) {
      expect(coverageOf(text)).toMatchObject({ shoulders: true, noSlit: true });
    }
    expect(coverageOf('Lace', { weddingVenue: 'Masjid Al-Noor' })).toMatchObject({ shoulders: true, noSlit: true });
  });

  it('keeps a wish a wish', () => {
    for (const text of [
      "I'd love sleeves",
      'Long sleeves would be nice',
      'I like cap sleeves',
      'sleeves are not a must',
      "I don't need sleeves",
      'a modest budget',
      'a small, modest wedding',
      'ideally at least cap sleeves',
      'We marry in a church',
      'I need to decide on sleeves',
    ]) {
      expect(coverageOf(text)).toBeNull();
    }
  });

  it('quotes each rule she stated', () => {
    expect(coverageOf('Modest please. No slit.')?.quotes).toEqual(['Modest please', 'No slit']);
  });
});

describe('a bump', () => {
  const bumpOf = (text: string, weddingDate = '2026-09-12') =>
    readHerLimits(makeBride({ answers: { specificVision: text, weddingDate } }), today).bump;

  it.each([
    "I'm pregnant!",
    'Maternity friendly please',
    'I will have a small bump by then',
    "We're expecting our first",
    'baby on the way',
    'I will be 6 months along',
    'I am 20 weeks pregnant now',
    'Need room for my bump',
  ])('%s', (text) => {
    expect(bumpOf(text)?.reason).toMatch(/expecting/);
  });

  it('reads a due date against the wedding', () => {
    expect(bumpOf("I'm due in July")?.reason).toBe('she is due in July 2026, two months before the wedding');
    expect(bumpOf('baby is due December 1st')?.reason).toBe('she is due on 2026-12-01, three months after the wedding');
    expect(bumpOf('My due date is 2026-09-20')?.reason).toMatch(/the month of the wedding/);
    // Due in January with a wedding in March: the next January, ten months on: she will not show.
    expect(bumpOf('due in January', '2026-03-28')).toBeNull();
    expect(bumpOf('due in January', '2027-03-28')?.reason).toBe(
      'she is due in January 2027, two months before the wedding',
    );
    expect(bumpOf('due in May', '')?.reason).toBe('she is due in May 2026');
  });

  it.each([
    "Baby's breath in my bouquet",
    'My sister is pregnant',
    'My maid of honor will be 8 months pregnant',
    'The flower girl is my baby',
    'Baby blue accents',
    "I'm not pregnant",
    'The balance is due in March',
    'Expecting 150 guests',
    "I'm expecting to find the one",
  ])('"%s" is no bump', (text) => {
    expect(bumpOf(text)).toBeNull();
  });
});

describe('what she requires', () => {
  const mustsOf = (text: string) => limitsOf(text).musts.map((must) => `${must.attribute}:${must.value}`);

  it.each([
    ['Satin is a must.', ['fabric:satin']],
    ["I never thought I'd say this, but no more doubts: I want a fitted mermaid.", ['silhouette:mermaid']],
    ['A cathedral train would be a dream.', ['train:cathedral']],
    ['I need long sleeves.', ['sleeves:long']],
  ])('%s', (text, musts) => {
    expect(mustsOf(text)).toEqual(musts);
  });

  it('takes a taste for a taste, and never requires what she ruled out', () => {
    expect(mustsOf('I like lace and a soft A-line.')).toEqual([]);
    expect(mustsOf('Not too heavy please, I love the sheen of satin.')).toEqual([]);
    expect(mustsOf('Do you have mermaids? I need to decide.')).toEqual([]);
    expect(mustsOf('No mermaid, that is a must.')).toEqual([]);
  });
});

describe('what she asks for by name', () => {
  const askedOf = (text: string) => limitsOf(text).askedFor.map((entry) => entry.garment);

  it.each([
    ['I would love a white suit', ['suit']],
    ['Thinking about a jumpsuit for the reception', ['jumpsuit']],
    ['Bridal separates, maybe a crop top and skirt', ['separates']],
    ['A short dress for the courthouse', ['short-dress']],
    ['Something tea length', ['short-dress']],
    ['A knee length or mini', ['short-dress']],
    ['Do you carry pantsuits?', ['suit']],
    ['A proper tailored bridal suit, trousers and a blazer.', ['suit']],
  ])('%s', (text, garments) => {
    expect(askedOf(text)).toEqual(garments);
  });

  it('takes a negated piece as an exclusion', () => {
    const limits = limitsOf('Not a jumpsuit, and no suits');
    expect(limits.askedFor).toEqual([]);
    expect(limits.exclusions.map((entry) => entry.value)).toEqual(['jumpsuit', 'suit']);
  });

  it.each(['Whatever suits my body', 'The groomsmen in navy suits', 'A ball gown would suit the venue'])(
    '"%s" asks for nothing',
    (text) => {
      expect(askedOf(text)).toEqual([]);
    },
  );
});

describe('two brides', () => {
  it('read differently, each from her own words', () => {
    const first = readHerLimits(
      makeBride({
        answers: {
          specificVision: 'Romantic lace, long sleeves for the church. Nothing strapless.',
          additionalNotes: 'I am due in June so I need room for the bump.',
          weddingDate: '2026-08-01',
        },
      }),
      today,
    );
    const second = readHerLimits(
      makeBride({
        answers: {
          specificVision: 'Sleek and modern, a jumpsuit or a blush slip dress. No lace, no sleeves.',
          customIntention: 'Find something I can dance in',
        },
      }),
      today,
    );
    expect(first.exclusions.map((entry) => entry.value)).toEqual(['strapless']);
    expect(first.bump?.reason).toBe('she is due in June 2026, two months before the wedding');
    expect(first.askedFor).toEqual([]);
    expect(second.exclusions.map((entry) => entry.value)).toEqual(['lace', 'sleeves']);
    expect(second.colour?.names).toEqual(['blush']);
    expect(second.askedFor.map((entry) => entry.garment)).toEqual(['jumpsuit']);
    expect(second.bump).toBeNull();
  });

  it('finds nothing in a bride who said nothing', () => {
    expect(readHerLimits(makeBride({ answers: {} }), today)).toEqual({
      exclusions: [],
      musts: [],
      coverage: null,
      colour: null,
      bump: null,
      askedFor: [],
    });
  });
});
