import type { SurveyAnswers } from '@bridal/shared/survey/survey-schema';
import type { Fabric, Neckline, Silhouette, SleeveStyle } from '@bridal/server/dresses/dress';
import type { VenueType } from '@bridal/server/analysis/local/classify-venue';

/** What a dress must have (any one) or must not have to answer what she said, read by hand from her answers. */
export interface StatedStyle {
  silhouettes?: Silhouette[];
  necklines?: Neckline[];
  fabrics?: Fabric[];
  sleeves?: SleeveStyle[];
}

/**
 * A bride written for the evaluation: her survey answers, and the truth the scores are measured
 * against, written by hand from those answers (not read by the code under test): her US sizes,
 * her stated style and what she ruled out, and the kind of venue she named.
 */
export interface EvalBride {
  key: string;
  answers: Partial<SurveyAnswers> & { dressSize?: string };
  truth: {
    /** Null: she gave no size anywhere, so nothing can be excluded. */
    sizes: number[] | null;
    /** Null: a vague bride who stated no style. */
    style: StatedStyle | null;
    avoid?: StatedStyle;
    venue: VenueType;
  };
}

export const evalBrides: EvalBride[] = [
  {
    key: 'size-20-under-2000',
    answers: {
      name: 'Tanya',
      weddingDate: '2026-09-12',
      weddingVenue: 'Rosewood Botanical Gardens',
      weddingLocation: 'Charlotte, NC',
      weddingVibes: ['garden-party'],
      specificVision:
        'I wear a size 20 and I love lace and a soft A-line. Please only pull dresses that come in my size.',
      budget: '1000-2000',
    },
    truth: { sizes: [20], style: { silhouettes: ['a-line'], fabrics: ['lace'] }, venue: 'garden' },
  },
  {
    key: 'under-1000-boho',
    answers: {
      name: 'Priya',
      weddingDate: '2026-10-03',
      weddingVenue: 'Hollow Creek Farm',
      weddingLocation: 'Asheville, NC',
      weddingVibes: ['bohemian'],
      specificVision: 'Boho, flowy, bell sleeves or an open back. Lace or chiffon. No ball gowns.',
      budget: 'under-1000',
      dressSize: '8',
    },
    truth: {
      sizes: [8],
      style: { fabrics: ['lace', 'chiffon'], sleeves: ['bell'] },
      avoid: { silhouettes: ['ball-gown'] },
      venue: 'barn',
    },
  },
  {
    key: 'ballroom-8500',
    answers: {
      name: 'Genevieve',
      weddingDate: '2027-02-13',
      weddingVenue: 'The Grand Ballroom at the Plaza',
      weddingLocation: 'New York, NY',
      weddingVibes: ['glamorous', 'classic'],
      specificVision: 'Black tie. A dramatic ball gown or a mermaid, satin or mikado, a long cathedral train.',
      budget: 'custom',
      customBudget: '8500',
      dressSize: '6',
    },
    truth: {
      sizes: [6],
      style: { silhouettes: ['ball-gown', 'mermaid'], fabrics: ['satin', 'mikado'] },
      venue: 'ballroom',
    },
  },
  {
    key: 'beach-size-unknown',
    answers: {
      name: 'Marisol',
      weddingDate: '2026-07-18',
      weddingVenue: 'Playa Blanca Beach Club',
      weddingLocation: 'Tulum, Mexico',
      weddingVibes: ['beach', 'bohemian'],
      specificVision: 'Light and breezy, chiffon, nothing heavy, no long train in the sand.',
      budget: '2000-3000',
    },
    truth: { sizes: null, style: { fabrics: ['chiffon'] }, venue: 'beach' },
  },
  {
    key: 'church-classic-uk',
    answers: {
      name: 'Eleanor',
      weddingDate: '2026-12-05',
      weddingVenue: "St. Mary's Cathedral",
      weddingLocation: 'Boston, MA',
      weddingVibes: ['classic'],
      specificVision: 'Timeless, long sleeves, a high neck or illusion neckline for the church. I am a UK 18.',
      budget: '3000-5000',
    },
    truth: {
      sizes: [14],
      style: { sleeves: ['long'], necklines: ['high-neck', 'illusion'] },
      venue: 'church',
    },
  },
  {
    key: 'courthouse-vague',
    answers: {
      name: 'Jo',
      weddingDate: '2026-05-02',
      weddingVenue: 'City Hall',
      weddingLocation: 'San Francisco, CA',
      specificVision: 'Something simple I guess.',
      budget: 'under-1000',
      dressSize: '4',
    },
    truth: { sizes: [4], style: null, venue: 'courthouse' },
  },
  {
    key: 'vineyard-size-14-16',
    answers: {
      name: 'Chiara',
      weddingDate: '2026-09-26',
      weddingVenue: 'Silver Oak Winery',
      weddingLocation: 'Napa, CA',
      weddingVibes: ['garden-party', 'classic'],
      specificVision: 'Romantic lace, maybe a fit and flare. Usually a 14 or 16 depending on the designer.',
      budget: '2000-3000',
    },
    truth: {
      sizes: [14, 16],
      style: { silhouettes: ['fit-and-flare'], fabrics: ['lace'] },
      venue: 'vineyard',
    },
  },
  {
    key: 'hotel-modern-size-0',
    answers: {
      name: 'Mei',
      weddingDate: '2026-11-14',
      weddingVenue: 'The Ritz-Carlton',
      weddingLocation: 'Chicago, IL',
      weddingVibes: ['modern', 'glamorous'],
      specificVision: 'Sleek crepe sheath or trumpet, a square or bateau neckline. Minimal, no lace, no tulle.',
      budget: '3000-5000',
      dressSize: '0',
    },
    truth: {
      sizes: [0],
      style: { silhouettes: ['sheath', 'trumpet'], fabrics: ['crepe'], necklines: ['square', 'bateau'] },
      avoid: { fabrics: ['lace', 'tulle'] },
      venue: 'hotel',
    },
  },
  {
    key: 'estate-size-28',
    answers: {
      name: 'Rochelle',
      weddingDate: '2026-10-17',
      weddingVenue: 'Ashford Manor',
      weddingLocation: 'Richmond, VA',
      weddingVibes: ['classic', 'glamorous'],
      specificVision: 'I am a size 28. I want a sweetheart neckline and an A-line or ball gown skirt.',
      budget: '2000-3000',
    },
    truth: {
      sizes: [28],
      style: { necklines: ['sweetheart'], silhouettes: ['a-line', 'ball-gown'] },
      venue: 'estate',
    },
  },
  {
    key: 'city-jumpsuit',
    answers: {
      name: 'Dana',
      weddingDate: '2026-06-20',
      weddingVenue: 'Skyline Loft',
      weddingLocation: 'Brooklyn, NY',
      weddingVibes: ['modern'],
      specificVision: 'A jumpsuit or a sleek sheath. Crepe. Nothing poufy.',
      budget: '1000-2000',
      dressSize: '10',
    },
    truth: {
      sizes: [10],
      style: { silhouettes: ['jumpsuit', 'sheath'], fabrics: ['crepe'] },
      avoid: { silhouettes: ['ball-gown'] },
      venue: 'city',
    },
  },
  {
    key: 'backyard-2x-under-1000',
    answers: {
      name: 'Keisha',
      weddingDate: '2026-08-08',
      weddingVenue: "My parents' backyard",
      weddingLocation: 'Atlanta, GA',
      weddingVibes: ['garden-party'],
      specificVision: 'Something comfy and pretty, a 2X usually. Maybe tea length? Short sleeves would be nice.',
      budget: 'under-1000',
    },
    truth: { sizes: [18, 20], style: { silhouettes: ['tea-length'], sleeves: ['short'] }, venue: 'backyard' },
  },
  {
    key: 'mountain-long-sleeves',
    answers: {
      name: 'Brynn',
      weddingDate: '2027-01-23',
      weddingVenue: 'Summit Lodge',
      weddingLocation: 'Aspen, CO',
      weddingVibes: ['classic'],
      specificVision: 'Winter wedding, long sleeves for sure, satin or mikado would be warm. Size 12.',
      budget: '3000-5000',
    },
    truth: { sizes: [12], style: { sleeves: ['long'], fabrics: ['satin', 'mikado'] }, venue: 'mountain' },
  },
  {
    key: 'destination-vague-no-budget',
    answers: {
      name: 'Sofia',
      weddingDate: '2026-06-06',
      weddingLocation: 'Santorini, Greece',
      specificVision: '',
    },
    truth: { sizes: null, style: null, venue: 'destination' },
  },
  {
    key: 'garden-eu-44',
    answers: {
      name: 'Ingrid',
      weddingDate: '2026-05-23',
      weddingVenue: 'Longwood Gardens',
      weddingLocation: 'Kennett Square, PA',
      weddingVibes: ['garden-party'],
      specificVision: 'Floral, romantic, tulle or organza, an A-line. I am an EU 44 (I live in Germany).',
      budget: '2000-3000',
    },
    truth: {
      sizes: [14],
      style: { silhouettes: ['a-line'], fabrics: ['tulle', 'organza'] },
      venue: 'garden',
    },
  },
  {
    key: 'church-size-30',
    answers: {
      name: 'Lorraine',
      weddingDate: '2026-10-10',
      weddingVenue: 'First Baptist Church',
      weddingLocation: 'Dallas, TX',
      weddingVibes: ['classic'],
      specificVision: 'Elegant and covered up a little, sleeves please.',
      budget: '1000-2000',
      dressSize: '30',
    },
    truth: {
      sizes: [30],
      style: { sleeves: ['long', 'short', 'three-quarter', 'cap', 'bell', 'puff'] },
      venue: 'church',
    },
  },
  {
    key: 'ballroom-5000-plus-vague',
    answers: {
      name: 'Victoria',
      weddingDate: '2026-12-31',
      weddingVenue: 'The Crystal Ballroom',
      weddingLocation: 'Portland, OR',
      weddingVibes: ['glamorous'],
      specificVision: 'I will know it when I see it!',
      budget: '5000-plus',
      dressSize: '8',
    },
    truth: { sizes: [8], style: null, venue: 'ballroom' },
  },
  {
    key: 'beach-size-2-precise',
    answers: {
      name: 'Ana',
      weddingDate: '2026-08-29',
      weddingVenue: 'Oceanfront at Sandpiper Beach',
      weddingLocation: 'Santa Barbara, CA',
      weddingVibes: ['beach'],
      specificVision: 'Size 2. A halter or V-neck sheath in chiffon or crepe, sleeveless, no train.',
      budget: '1000-2000',
    },
    truth: {
      sizes: [2],
      style: { silhouettes: ['sheath'], necklines: ['halter', 'v-neck'], fabrics: ['chiffon', 'crepe'] },
      venue: 'beach',
    },
  },
  {
    key: 'barn-vintage-size-16',
    answers: {
      name: 'Hattie',
      weddingDate: '2026-09-19',
      weddingVenue: 'Red Oak Barn',
      weddingLocation: 'Lancaster, PA',
      weddingVibes: ['bohemian', 'classic'],
      specificVision: 'Vintage feel, lace, a queen anne or V neckline, maybe three-quarter sleeves.',
      budget: '1000-2000',
      dressSize: '16',
    },
    truth: {
      sizes: [16],
      style: { fabrics: ['lace'], necklines: ['queen-anne', 'v-neck'], sleeves: ['three-quarter'] },
      venue: 'barn',
    },
  },
  {
    key: 'hotel-custom-1200-size-22',
    answers: {
      name: 'Nicole',
      weddingDate: '2026-07-11',
      weddingVenue: 'The Westin Hotel',
      weddingLocation: 'Columbus, OH',
      weddingVibes: ['glamorous'],
      specificVision: 'Sparkle! Sequins or beading, a mermaid or trumpet. I wear a 22W.',
      budget: 'custom',
      customBudget: '$1,200',
    },
    truth: {
      sizes: [22],
      style: { silhouettes: ['mermaid', 'trumpet'], fabrics: ['sequin', 'beaded'] },
      venue: 'hotel',
    },
  },
  {
    key: 'estate-emergency-size-10',
    answers: {
      name: 'Grace',
      weddingDate: '2026-02-14',
      weddingVenue: 'Belmont Castle',
      weddingLocation: 'Lexington, KY',
      weddingVibes: ['classic'],
      shoppingIntention: 'emergency',
      specificVision: 'Our date moved up. Size 10, anything classic and elegant, satin would be lovely.',
      budget: '2000-3000',
    },
    truth: { sizes: [10], style: { fabrics: ['satin'] }, venue: 'estate' },
  },
  {
    key: 'vineyard-vague-size-unknown',
    answers: {
      name: 'Paige',
      weddingDate: '2026-10-24',
      weddingVenue: 'Chateau Ste. Michelle',
      weddingLocation: 'Woodinville, WA',
      weddingVibes: ['garden-party'],
      specificVision: 'Not sure yet, just excited!',
      budget: '3000-5000',
    },
    truth: { sizes: null, style: null, venue: 'estate' },
  },
  {
    key: 'courthouse-tea-length-size-18',
    answers: {
      name: 'Ruth',
      weddingDate: '2026-04-18',
      weddingVenue: 'County Courthouse',
      weddingLocation: 'Madison, WI',
      weddingVibes: ['modern', 'classic'],
      specificVision: 'Short and sweet: a tea length or a simple sheath. I am an 18.',
      budget: '1000-2000',
    },
    truth: { sizes: [18], style: { silhouettes: ['tea-length', 'sheath'] }, venue: 'courthouse' },
  },
  {
    key: 'city-7000-size-unknown',
    answers: {
      name: 'Alexandra',
      weddingDate: '2027-04-10',
      weddingVenue: 'The Metropolitan Museum',
      weddingLocation: 'New York, NY',
      weddingVibes: ['modern', 'glamorous'],
      specificVision: 'Couture, architectural, a trumpet or mermaid, plunging neckline, no lace.',
      budget: 'custom',
      customBudget: '7000',
    },
    truth: {
      sizes: null,
      style: { silhouettes: ['trumpet', 'mermaid'], necklines: ['plunging'] },
      avoid: { fabrics: ['lace'] },
      venue: 'city',
    },
  },
  {
    key: 'garden-size-6-off-shoulder',
    answers: {
      name: 'Lily',
      weddingDate: '2026-06-13',
      weddingVenue: 'Magnolia Gardens',
      weddingLocation: 'Savannah, GA',
      weddingVibes: ['garden-party', 'classic'],
      specificVision: 'Off the shoulder, tulle, a princess ball gown would be a dream. No strapless though.',
      budget: '2000-3000',
      dressSize: '6',
    },
    truth: {
      sizes: [6],
      style: { necklines: ['off-the-shoulder'], fabrics: ['tulle'], silhouettes: ['ball-gown'] },
      avoid: { necklines: ['strapless'] },
      venue: 'garden',
    },
  },
  {
    key: 'unknown-venue-xl',
    answers: {
      name: 'Beth',
      weddingDate: '2026-11-07',
      weddingVenue: 'TBD',
      specificVision: 'I usually buy an XL. I like V-necks and something with a little sparkle.',
      budget: '1000-2000',
    },
    truth: { sizes: [14, 16], style: { necklines: ['v-neck'], fabrics: ['sequin', 'beaded'] }, venue: 'unknown' },
  },
];
