import { normalizeText } from '../text/normalise-text';

export type CoachingGoal =
  'accessories' | 'close' | 'average-sale' | 'bridal-party' | 'alterations' | 'time' | 'experience';

/** The goals an admin typically sets, and the words that give each away (normalised, whole words). */
export const coachingGoalWords: Record<CoachingGoal, { label: string; words: string[] }> = {
  accessories: {
    label: 'Accessories and veils',
    words: [
      'accessory',
      'accessories',
      'accessorize',
      'accessorise',
      'veil',
      'veils',
      'headpiece',
      'headpieces',
      'belt',
      'belts',
      'sash',
      'jewelry',
      'jewellery',
      'earrings',
      'tiara',
      'shoes',
      'add on',
      'add ons',
      'addons',
      'cross sell',
      'cross selling',
      'attachment',
      'attach',
    ],
  },
  close: {
    label: 'Closing on the day',
    words: [
      'close',
      'closes',
      'closing',
      'closing rate',
      'close rate',
      'say yes',
      'yes to the dress',
      'same day',
      'on the day',
      'conversion',
      'convert',
      'converting',
      'book',
      'deposit',
      'deposits',
      'sales rate',
      'sell through',
    ],
  },
  'average-sale': {
    label: 'Average sale',
    words: [
      'average sale',
      'average ticket',
      'ticket',
      'ticket size',
      'sale value',
      'order value',
      'aov',
      'revenue',
      'upsell',
      'upselling',
      'up sell',
      'premium',
      'higher price',
      'higher priced',
      'price point',
      'bigger sale',
    ],
  },
  'bridal-party': {
    label: 'Bridal party',
    words: [
      'bridesmaid',
      'bridesmaids',
      'bridal party',
      'mother of the bride',
      'mob',
      'mother of the groom',
      'flower girl',
      'wedding party',
      'group appointment',
      'group appointments',
    ],
  },
  alterations: {
    label: 'Alterations',
    words: ['alteration', 'alterations', 'tailoring', 'seamstress', 'fitting', 'fittings', 'bustle', 'hem'],
  },
  time: {
    label: 'Time management',
    words: [
      'on time',
      'time management',
      'timing',
      'minutes',
      'minute',
      'hour',
      'hours',
      'appointment length',
      'efficient',
      'efficiency',
      'pace',
      'pacing',
      'overrun',
      'run over',
      'faster',
      'fewer dresses',
      'too many dresses',
    ],
  },
  experience: {
    label: 'Client experience',
    words: [
      'review',
      'reviews',
      'rapport',
      'experience',
      'listen',
      'listening',
      'connect',
      'connection',
      'follow up',
      'follow ups',
      'followup',
      'relationship',
      'referral',
      'referrals',
      'nps',
      'satisfaction',
    ],
  },
};

export interface GoalsReading {
  text: string;
  /** In the order the admin wrote them. */
  goals: CoachingGoal[];
  /** Figures she set: "40%", "$2,500", "90 minutes". */
  targets: string[];
  /** A dollar target, when there is one. */
  amount: number | null;
}

/** Which goals the admin's free text sets, in her order, with the figures she gave. */
export function readCoachingGoals(goalsText: string): GoalsReading {
  const text = goalsText.trim();
  const padded = ` ${normalizeText(text)} `;
  const found: { goal: CoachingGoal; at: number }[] = [];
  for (const [goal, { words }] of Object.entries(coachingGoalWords) as [CoachingGoal, { words: string[] }][]) {
    const positions = words.map((word) => padded.indexOf(` ${word} `)).filter((at) => at >= 0);
    if (positions.length > 0) found.push({ goal, at: Math.min(...positions) });
  }
  found.sort((a, b) => a.at - b.at);
  const targets = [
    ...new Set(
      text.match(/\$\s?\d[\d,]*(?:\.\d+)?\s?k?\b|\b\d+(?:\.\d+)?\s?%|\b\d+\s?(?:minutes|mins|min|hours|hrs)\b/gi) ?? [],
    ),
  ].slice(0, 4);
  const dollars = /\$\s?(\d[\d,]*(?:\.\d+)?)\s?(k?)/i.exec(text);
  const amount = dollars
    ? Number(dollars[1]!.replace(/,/g, '')) * (dollars[2]?.toLowerCase() === 'k' ? 1000 : 1)
    : null;
  return { text, goals: found.map((entry) => entry.goal), targets, amount };
}
