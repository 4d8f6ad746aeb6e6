import { resolveBudget } from '@bridal/shared/budget/resolve-budget';
// Facts for the writers' tests: two brides, a small inventory, and overrides per test.
import { type Dress, dressLabel, dressNamed } from '../../dresses/dress';
import type { FollowUpDress, FollowUpFacts } from './follow-up-writer';

const gown = (dress: Partial<Dress> & Pick<Dress, 'id' | 'name' | 'designer' | 'styleNumber'>): Dress =>
  dressNamed({ colour: 'ivory', ...dress });

export const testGowns = {
  aurora: gown({
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Aurora',
    designer: 'Maggie Sottero',
    styleNumber: '21MS345',
    price: 2400,
    silhouette: 'a-line',
    neckline: 'sweetheart',
    fabric: 'lace',
    styles: ['romantic'],
    sizes: ['8', '10', '12'],
  }),
  celeste: gown({
    id: '00000000-0000-4000-8000-000000000002',
    name: 'Celeste',
    designer: 'Stella York',
    styleNumber: 'SY7788',
    price: 1650,
    silhouette: 'a-line',
    neckline: 'v-neck',
    fabric: 'lace',
    styles: ['romantic'],
  }),
  wren: gown({
    id: '00000000-0000-4000-8000-000000000003',
    name: 'Wren',
    designer: 'Essense of Australia',
    styleNumber: 'D3021',
    price: 1900,
    silhouette: 'mermaid',
    neckline: 'sweetheart',
    fabric: 'crepe',
    sleeves: 'long',
  }),
  juno: gown({
    id: '00000000-0000-4000-8000-000000000004',
    name: 'Juno',
    designer: 'Pronovias',
    styleNumber: 'PR4410',
    price: 3100,
    silhouette: 'ball-gown',
    neckline: 'off-the-shoulder',
    fabric: 'tulle',
    sizes: ['6', '14'],
  }),
};

export const asEntry = (dress: Dress, reason = ''): FollowUpDress => ({ dress, label: dressLabel(dress), reason });

/** Emma: loved Aurora, tried Wren, turned down Juno; budget up to $2,000; wedding 2027-06-12. */
export function emmaFacts(overrides: Partial<FollowUpFacts> = {}): FollowUpFacts {
  return {
    followUpId: '10000000-0000-4000-8000-000000000001',
    step: 1,
    steps: 2,
    bride: {
      name: 'Emma Clarke',
      firstName: 'Emma',
      weddingDate: '2027-06-12',
      budget: resolveBudget({ budget: '1000-2000' }),
      shoppingParty: ['Mom', 'Aunt June'],
      vibes: ['Garden Party', 'Classic'],
    },
    boutique: {
      name: 'Belle Bridal',
      phone: '(555) 010-2000',
      address: '12 Main St, Springfield',
      timeZone: 'America/New_York',
      signature: 'Belle Bridal · 12 Main St, Springfield · (555) 010-2000',
      holdDays: 7,
      orderLeadWeeks: 16,
    },
    consultantName: 'Ana Ruiz',
    consultantSignature: '',
    appointment: {
      id: '20000000-0000-4000-8000-000000000001',
      startsAt: new Date('2026-11-21T15:00:00Z'),
      result: 'not_yet',
      reasons: ['budget'],
      otherReason: '',
      notes: 'Loved the lace; mom thought it was too much.',
    },
    loved: [asEntry(testGowns.aurora, 'the lace back')],
    tried: [asEntry(testGowns.wren)],
    notForHer: [asEntry(testGowns.juno, 'too much volume')],
    withinBudget: [asEntry(testGowns.celeste)],
    earlier: [],
    now: new Date('2026-11-23T15:00:00Z'),
    inventory: Object.values(testGowns),
    ...overrides,
  };
}

/** Sofia: loved Juno, a different boutique day and budget, no party; wedding in March 2027. */
export function sofiaFacts(overrides: Partial<FollowUpFacts> = {}): FollowUpFacts {
  const base = emmaFacts();
  return {
    ...base,
    followUpId: '10000000-0000-4000-8000-000000000002',
    bride: {
      name: 'Sofia Marin',
      firstName: 'Sofia',
      weddingDate: '2027-03-20',
      budget: resolveBudget({ budget: '2000-3000' }),
      shoppingParty: [],
      vibes: ['Glamorous'],
    },
    consultantName: 'Bea Lund',
    consultantSignature: '',
    appointment: {
      ...base.appointment,
      id: '20000000-0000-4000-8000-000000000002',
      startsAt: new Date('2026-11-22T17:30:00Z'),
    },
    loved: [asEntry(testGowns.juno, 'the drama of the skirt')],
    tried: [],
    notForHer: [],
    withinBudget: [asEntry(testGowns.aurora)],
    ...overrides,
  };
}
