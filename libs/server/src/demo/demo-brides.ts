/** The demo boutique's showcase brides: survey answers as a bride would send them, and the palette of her photos. */
export interface DemoBride {
  answers: Record<string, string | string[]>;
  /** Wedding this many days after the seed runs, so she stays on the dashboard. */
  weddingInDays: number;
  /** One generated inspiration photo per entry: background and gown colours. */
  photos: { background: string; gown: string; shape: 'a-line' | 'mermaid' | 'ball-gown' | 'sheath' }[];
}

export const demoBrides: DemoBride[] = [
  {
    answers: {
      name: 'Olivia Bennett',
      weddingVenue: 'Nonantum Resort',
      weddingLocation: 'Kennebunkport, ME',
      pinterestBoard: 'https://www.pinterest.com/oliviab/coastal-wedding-dresses/',
      weddingVibes: ['beach', 'classic'],
      specificVision: 'Simple and elegant, lace sleeves, nothing too poofy.',
      shoppingParty: ['mom', 'sister'],
      currentFeeling: ['excited', 'nervous'],
      shoppingIntention: 'serious-shopping',
      budget: '2000-3000',
      additionalNotes: 'My mom loves ball gowns; I do not.',
    },
    weddingInDays: 210,
    photos: [
      { background: '#9fc9e0', gown: '#fbf7ef', shape: 'a-line' },
      { background: '#e9dcc4', gown: '#fffdf8', shape: 'sheath' },
    ],
  },
  {
    answers: {
      name: 'Sophia Martinez',
      weddingVenue: 'The Plaza Hotel',
      weddingLocation: 'New York, NY',
      weddingVibes: ['glamorous'],
      specificVision: 'A dramatic ball gown with sparkle and a long cathedral train for a black-tie evening.',
      shoppingParty: ['mom', 'grandmother', 'custom:Maid of honor Ana'],
      currentFeeling: ['excited', 'hopeful'],
      shoppingIntention: 'ready-to-buy',
      budget: '5000-plus',
      additionalNotes: 'Grandma is paying for part of the dress and has opinions.',
    },
    weddingInDays: 320,
    photos: [
      { background: '#2b2340', gown: '#f6efe0', shape: 'ball-gown' },
      { background: '#c9a96e', gown: '#fff8ec', shape: 'mermaid' },
    ],
  },
  {
    answers: {
      name: 'Emma Thompson',
      weddingVenue: 'Willow Creek Farm',
      weddingLocation: 'Asheville, NC',
      pinterestBoard: 'https://www.pinterest.com/emmat/boho-barn-wedding/',
      weddingVibes: ['bohemian', 'garden-party'],
      specificVision: 'Boho lace, flowy skirt, low back, maybe flutter sleeves. Comfortable to dance in.',
      shoppingParty: ['friend'],
      currentFeeling: ['overwhelmed', 'open-minded'],
      shoppingIntention: 'browsing',
      budget: '1000-2000',
      additionalNotes: 'First appointment anywhere; I have no idea what suits me.',
    },
    weddingInDays: 150,
    photos: [{ background: '#b7c79a', gown: '#f4ecdc', shape: 'a-line' }],
  },
  {
    answers: {
      name: 'Ava Johnson',
      weddingVenue: 'City Hall',
      weddingLocation: 'Chicago, IL',
      weddingVibes: ['modern'],
      specificVision: 'Clean crepe sheath, no lace, no beading. Minimal and architectural.',
      shoppingParty: ['alone'],
      currentFeeling: ['stressed'],
      customFeeling: '',
      shoppingIntention: 'emergency',
      budget: 'custom',
      customBudget: '$1,200',
      additionalNotes: 'The wedding moved up by four months; I need something off the rack.',
    },
    weddingInDays: 45,
    photos: [
      { background: '#d5d8dc', gown: '#ffffff', shape: 'sheath' },
      { background: '#1f2a33', gown: '#f2efe9', shape: 'sheath' },
    ],
  },
  {
    answers: {
      name: 'Isabella Chen',
      weddingVenue: 'Filoli Gardens',
      weddingLocation: 'Woodside, CA',
      pinterestBoard: 'https://www.pinterest.com/isabellac/garden-romance/',
      weddingVibes: ['garden-party', 'classic'],
      specificVision: 'Romantic tulle with floral appliques, off-the-shoulder, in blush if it suits me.',
      shoppingParty: ['mom', 'sister', 'friend'],
      currentFeeling: ['excited', 'hopeful'],
      shoppingIntention: 'serious-shopping',
      budget: '3000-5000',
      additionalNotes: 'My sister is also my maid of honor and very honest.',
    },
    weddingInDays: 260,
    photos: [
      { background: '#f3c6cf', gown: '#fbeff0', shape: 'ball-gown' },
      { background: '#8fb58a', gown: '#fdf6ee', shape: 'a-line' },
    ],
  },
  {
    answers: {
      name: 'Mia Robinson',
      weddingVenue: 'Sandpiper Beach Club',
      weddingLocation: 'Siesta Key, FL',
      weddingVibes: ['beach', 'bohemian'],
      specificVision: 'Light chiffon, something that moves in the wind, no heavy train for the sand.',
      shoppingParty: ['mom', 'other', 'custom:Future mother-in-law'],
      currentFeeling: ['nervous', 'other'],
      customFeeling: 'Worried about my arms',
      shoppingIntention: 'other',
      customIntention: 'Comparing two boutiques this weekend',
      budget: '2000-3000',
      additionalNotes: 'I would love sleeves or straps; please be gentle about sizing.',
    },
    weddingInDays: 180,
    photos: [{ background: '#f2d7a8', gown: '#fffaf2', shape: 'mermaid' }],
  },
];
