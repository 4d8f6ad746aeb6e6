import { blankSurveyAnswers, type SurveyAnswers } from '@bridal/shared/survey/survey-schema';
import type { AnalysisContext } from '../analysis-provider';
import type { BrideProfile, PhotoFacts } from '../bride-profile';
import type { Dress } from '../dress';

/** Brides and an inventory for the local analyst's tests: contrasting on purpose. */

export const today = new Date('2026-03-01T10:00:00Z');

const blankAnswers: SurveyAnswers = { ...blankSurveyAnswers(), boutiqueName: 'belle-and-veil' };

let photoCount = 0;
export function photo(facts: Partial<PhotoFacts>) {
  photoCount += 1;
  return {
    id: `photo-${photoCount}`,
    storageKey: `photos/${photoCount}.jpg`,
    contentType: 'image/jpeg',
    facts: {
      width: 800,
      height: 1200,
      orientation: 'portrait' as const,
      brightness: 0.5,
      saturation: 0.3,
      warmth: 0.5,
      dominantColours: [],
      ...facts,
    },
  };
}

export function makeBride(
  fields: Partial<Omit<BrideProfile, 'answers'>> & { answers?: Partial<SurveyAnswers> },
): BrideProfile {
  const answers = { ...blankAnswers, name: fields.name ?? 'Test', ...fields.answers };
  return {
    id: '7f1f4a52-8c1e-4d7b-9a55-000000000001',
    boutiqueId: 1,
    name: answers.name,
    weddingDate: answers.weddingDate || null,
    weddingVenue: answers.weddingVenue,
    weddingLocation: answers.weddingLocation,
    photos: [],
    submittedAt: today,
    ...fields,
    answers,
  };
}

const brightIvory = photo({
  brightness: 0.84,
  saturation: 0.12,
  warmth: 0.5,
  dominantColours: [
    { hex: '#fffff0', name: 'ivory', share: 0.48 },
    { hex: '#ffffff', name: 'white', share: 0.22 },
    { hex: '#d8c7a8', name: 'champagne', share: 0.1 },
  ],
});

/** Nervous, with mom and grandmother; classic + garden party; a December church wedding in Maine. */
export const emma = makeBride({
  name: 'Emma',
  answers: {
    name: 'Emma',
    weddingDate: '2026-12-12',
    weddingVenue: "St. Luke's Cathedral",
    weddingLocation: 'Portland, Maine',
    weddingVibes: ['classic', 'garden-party'],
    specificVision:
      'Timeless and elegant with long lace sleeves, something my grandmother would love. No strapless, please. I love a long train down the aisle.',
    shoppingParty: ['mom', 'grandmother'],
    currentFeeling: ['nervous', 'overwhelmed'],
    shoppingIntention: 'serious-shopping',
    budget: '1000-2000',
    additionalNotes: 'My grandmother is 89 and will need a seat near the mirror.',
  },
  photos: [brightIvory, { ...brightIvory, id: 'photo-emma-2', storageKey: 'photos/emma-2.jpg' }],
});

/** Excited, alone; bohemian + beach; Tulum in July; a Pinterest board. */
export const maya = makeBride({
  name: 'Maya',
  answers: {
    name: 'Maya',
    weddingDate: '2026-07-18',
    weddingVenue: 'Playa Paraíso Beach Club',
    weddingLocation: 'Tulum, Mexico',
    weddingVibes: ['bohemian', 'beach'],
    pinterestBoard: 'https://www.pinterest.com/maya/boho-beach-dresses/',
    specificVision: 'Flowy and effortless. I want to dance barefoot in the sand, and an open back would be amazing.',
    shoppingParty: ['alone'],
    currentFeeling: ['excited', 'hopeful'],
    shoppingIntention: 'browsing',
    budget: '3000-5000',
  },
});

/** Glamorous, ready to buy, a black-tie ballroom in 45 days, a custom $6,500 budget. */
export const sofia = makeBride({
  name: 'Sofia',
  answers: {
    name: 'Sofia',
    weddingDate: '2026-04-15',
    weddingVenue: 'The Grand Ballroom at The Plaza',
    weddingLocation: 'New York, NY',
    weddingVibes: ['glamorous'],
    specificVision: 'Black-tie evening. I want sparkle, a fitted silhouette and a dramatic train.',
    shoppingParty: ['sister', 'friend', 'custom:Aunt Rosa'],
    currentFeeling: ['excited', 'stressed'],
    shoppingIntention: 'ready-to-buy',
    budget: 'custom',
    customBudget: '$6,500',
  },
  photos: [
    photo({
      brightness: 0.28,
      saturation: 0.2,
      warmth: 0.4,
      dominantColours: [
        { hex: '#111111', name: 'black', share: 0.4 },
        { hex: '#f5f5f5', name: 'white', share: 0.3 },
        { hex: '#c0c0c0', name: 'silver', share: 0.15 },
      ],
    }),
  ],
});

/** Told us her name and nothing else. */
export const nameOnly = makeBride({ name: 'Quinn', answers: { name: 'Quinn' } });

const id = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function dress(n: number, fields: Partial<Dress>): Dress {
  return {
    id: id(n),
    styleNumber: `BV${100 + n}`,
    designer: 'Belle Atelier',
    name: `Dress ${n}`,
    price: 1500,
    silhouette: null,
    neckline: null,
    fabric: null,
    colour: 'ivory',
    sleeves: null,
    train: null,
    sizes: ['6', '8', '10', '12'],
    tags: [],
    styles: [],
    description: '',
    isTopSeller: false,
    ...fields,
  };
}

export const inventory: Dress[] = [
  dress(1, {
    name: 'Aurora',
    designer: 'Maggie Sottero',
    price: 1850,
    silhouette: 'a-line',
    neckline: 'sweetheart',
    fabric: 'lace',
    sleeves: 'long',
    train: 'chapel',
    styles: ['romantic', 'classic'],
    description: 'Long-sleeve lace A-line with a chapel train.',
    isTopSeller: true,
  }),
  dress(2, {
    name: 'Clara',
    price: 1650,
    silhouette: 'ball-gown',
    neckline: 'bateau',
    fabric: 'mikado',
    sleeves: 'three-quarter',
    train: 'cathedral',
    styles: ['classic'],
    tags: ['structured', 'bustle'],
  }),
  dress(3, {
    name: 'Willow',
    price: 1400,
    silhouette: 'a-line',
    neckline: 'v-neck',
    fabric: 'organza',
    sleeves: 'sleeveless',
    train: 'sweep',
    styles: ['garden', 'romantic'],
    tags: ['floral', '3d flowers'],
    isTopSeller: true,
  }),
  dress(4, {
    name: 'Seraphina',
    price: 1950,
    silhouette: 'mermaid',
    neckline: 'strapless',
    fabric: 'satin',
    colour: 'white',
    train: 'court',
    styles: ['glam', 'classic'],
  }),
  dress(5, {
    name: 'Belle',
    price: 1200,
    silhouette: 'ball-gown',
    neckline: 'strapless',
    fabric: 'tulle',
    train: 'chapel',
    styles: ['princess'],
    isTopSeller: true,
  }),
  dress(6, {
    name: 'Juniper',
    price: 1790,
    silhouette: 'a-line',
    neckline: 'off-the-shoulder',
    fabric: 'satin',
    sleeves: 'long',
    train: 'chapel',
    styles: ['classic'],
  }),
  dress(7, {
    name: 'Marina',
    price: 3400,
    silhouette: 'sheath',
    neckline: 'v-neck',
    fabric: 'chiffon',
    sleeves: 'sleeveless',
    train: 'sweep',
    styles: ['beach', 'boho'],
    isTopSeller: true,
  }),
  dress(8, {
    name: 'Dune',
    price: 3100,
    silhouette: 'a-line',
    neckline: 'halter',
    fabric: 'crepe',
    colour: 'white',
    sleeves: 'sleeveless',
    train: 'none',
    styles: ['beach', 'minimalist'],
  }),
  dress(9, {
    name: 'Solana',
    price: 4200,
    silhouette: 'sheath',
    neckline: 'v-neck',
    fabric: 'lace',
    sleeves: 'bell',
    train: 'sweep',
    styles: ['boho'],
    tags: ['open back'],
  }),
  dress(10, {
    name: 'Coral',
    price: 3800,
    silhouette: 'empire',
    neckline: 'off-the-shoulder',
    fabric: 'chiffon',
    colour: 'blush',
    sleeves: 'off-the-shoulder',
    train: 'sweep',
    styles: ['boho', 'romantic'],
  }),
  dress(11, {
    name: 'Tidewater',
    price: 3300,
    silhouette: 'mermaid',
    neckline: 'sweetheart',
    fabric: 'satin',
    colour: 'white',
    sleeves: 'sleeveless',
    train: 'cathedral',
    styles: ['glam'],
  }),
  dress(12, {
    name: 'Gypsy Rose',
    price: 4600,
    silhouette: 'a-line',
    neckline: 'plunging',
    fabric: 'lace',
    colour: 'champagne',
    sleeves: 'long',
    train: 'cathedral',
    styles: ['boho'],
    tags: ['open back'],
    isTopSeller: true,
  }),
  dress(13, {
    name: 'Stella',
    price: 6800,
    silhouette: 'mermaid',
    neckline: 'plunging',
    fabric: 'sequin',
    sleeves: 'sleeveless',
    train: 'cathedral',
    styles: ['glam', 'sexy'],
    isTopSeller: true,
  }),
  dress(14, {
    name: 'Empress',
    price: 6200,
    silhouette: 'ball-gown',
    neckline: 'sweetheart',
    fabric: 'mikado',
    colour: 'white',
    train: 'royal',
    styles: ['classic', 'glam', 'princess'],
  }),
  dress(15, {
    name: 'Noir',
    price: 7400,
    silhouette: 'trumpet',
    neckline: 'one-shoulder',
    fabric: 'beaded',
    sleeves: 'sleeveless',
    train: 'chapel',
    styles: ['glam'],
  }),
  dress(16, {
    name: 'Gilded',
    price: 5900,
    silhouette: 'trumpet',
    neckline: 'illusion',
    fabric: 'beaded',
    colour: 'champagne',
    sleeves: 'long',
    train: 'chapel',
    styles: ['glam', 'vintage'],
  }),
  dress(17, {
    name: 'Minimal',
    price: 2400,
    silhouette: 'sheath',
    neckline: 'square',
    fabric: 'crepe',
    colour: 'white',
    sleeves: 'sleeveless',
    train: 'sweep',
    styles: ['modern', 'minimalist'],
  }),
  dress(18, {
    name: 'Metro',
    price: 2200,
    silhouette: 'jumpsuit',
    neckline: 'high-neck',
    fabric: 'crepe',
    colour: 'white',
    sleeves: 'sleeveless',
    train: 'none',
    styles: ['modern'],
    tags: ['pockets'],
  }),
  dress(19, {
    name: 'Hazel',
    price: 950,
    silhouette: 'tea-length',
    neckline: 'scoop',
    fabric: 'tulle',
    sleeves: 'cap',
    train: 'none',
    styles: ['vintage'],
  }),
  dress(20, {
    name: 'Poppy',
    price: 850,
    silhouette: 'a-line',
    neckline: 'v-neck',
    fabric: 'chiffon',
    sleeves: 'short',
    train: 'sweep',
    styles: ['boho', 'beach'],
  }),
  dress(21, {
    name: 'Velvet Noel',
    price: 2600,
    silhouette: 'a-line',
    neckline: 'v-neck',
    fabric: 'velvet',
    sleeves: 'long',
    train: 'chapel',
    styles: ['vintage', 'classic'],
  }),
  dress(22, {
    name: 'Grace',
    price: 2050,
    silhouette: 'a-line',
    neckline: 'high-neck',
    fabric: 'lace',
    sleeves: 'long',
    train: 'chapel',
    styles: ['classic', 'romantic'],
  }),
  dress(23, {
    name: 'Luna',
    price: 2900,
    silhouette: 'fit-and-flare',
    neckline: 'sweetheart',
    fabric: 'lace',
    colour: 'blush',
    sleeves: 'sleeveless',
    train: 'chapel',
    styles: ['romantic'],
  }),
  dress(24, {
    name: 'Iris',
    price: null,
    silhouette: 'a-line',
    neckline: 'strapless',
    fabric: 'organza',
    train: 'court',
    styles: ['garden'],
  }),
  dress(25, {
    name: 'Opal',
    price: 5400,
    silhouette: 'ball-gown',
    neckline: 'off-the-shoulder',
    fabric: 'satin',
    sleeves: 'off-the-shoulder',
    train: 'cathedral',
    styles: ['classic', 'princess'],
    isTopSeller: true,
  }),
  dress(26, {
    name: 'Sold Out',
    price: 1500,
    silhouette: 'a-line',
    neckline: 'sweetheart',
    fabric: 'lace',
    sleeves: 'long',
    train: 'sweep',
    styles: ['classic', 'romantic'],
    sizes: [],
  }),
];

export const contextFor = (bride: BrideProfile, dresses: Dress[] = inventory): AnalysisContext => ({
  bride,
  inventory: dresses,
  today,
});
