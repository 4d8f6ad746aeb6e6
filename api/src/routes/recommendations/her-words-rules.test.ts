import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  analyseBride,
  signUpAndLogIn,
  submitTextSurvey,
  type TestClient,
  uploadStockCsv,
} from '../../../test/support/boutique-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

/**
 * Her words as rules, end to end: a sheet with its own column names (colour, sleeve length, back,
 * details, the sizes each gown is made in), brides who say in their own words what they rule out,
 * the colour they want, the coverage they need, that they are expecting, a big budget, a piece by
 * name or no size at all, and the plan the built-in analyst writes for each.
 */
let t: TestApp;
let owner: TestClient;
let slug: string;

const stock = [
  'Item,Maker,Name,Retail,Shape,Neck,Material,Color Way,Sleeve Length,Back Style,Details,Sizes Made',
  'AL-1,Alba,Perla,1800,A-Line,Strapless,Lace,Ivory,None,Corset,Romantic strapless lace gown with a chapel train,0-30',
  'AL-2,Alba,Rosalind,1750,A-Line,V-Neck,Lace,Ivory,Cap,Zip,Romantic lace gown with cap sleeves,0-30',
  'AL-3,Alba,Celeste,1850,Sheath,High Neck,Crepe,Ivory,Long,Covered,Modest crepe gown with long sleeves and a high neck,0-30',
  'AL-4,Alba,Odette,1950,Ball Gown,Off the Shoulder,Tulle,White,None,Corset,Off-the-shoulder tulle ball gown,0-30',
  'AL-5,Alba,Sirena,1900,Mermaid,Sweetheart,Lace,Ivory,None,Open,Fitted lace mermaid with an open back,0-30',
  'AL-6,Alba,Blossom,1700,A-Line,V-Neck,Chiffon,Blush,None,Zip,Flowing blush chiffon gown,0-30',
  'AL-7,Alba,Nova,1650,Empire,V-Neck,Chiffon,Ivory,Short,Lace-up,Maternity line: stretch chiffon with a lace-up back,0-30',
  'AL-8,Alba,Noir,1800,Trumpet,V-Neck,Crepe,Black,None,Zip,Black crepe trumpet gown,0-30',
  'AL-9,Alba,Tailor,1500,Sheath,V-Neck,Crepe,Ivory,Long,Covered,Ivory crepe pantsuit with a tailored blazer,0-30',
  'AL-10,Alba,Linea,1550,Sheath,Bateau,Crepe,Ivory,None,Zip,Clean crepe sheath,0-30',
  'AL-11,Alba,Regina,6200,Ball Gown,Sweetheart,Mikado,Ivory,None,Corset,Couture mikado ball gown,0-30',
  'AL-12,Alba,Aurelia,5800,Mermaid,Plunging,Beaded,Ivory,Long,Illusion,Hand-beaded couture gown,0-30',
  'AL-13,Alba,Fleur,1900,A-Line,V-Neck,Lace,Ivory,Three-Quarter,Illusion,Lace A-line with sheer sleeves,18-30',
];

interface PlanPick {
  label: string;
  price: number | null;
  reasons: string[];
}

interface Plan {
  recommendations: (PlanPick & { source: string })[];
  survey: Record<string, string>;
}

async function planOf(fields: Record<string, unknown>): Promise<{ picks: PlanPick[]; plan: Plan }> {
  const brideId = await submitTextSurvey(t, slug, { ...baseBride, ...fields });
  await analyseBride(t, brideId);
  const res = await owner.get(`/api/recommendations/${brideId}`);
  expect(res.status).toBe(200);
  const plan = res.body as Plan;
  return { picks: plan.recommendations.filter((pick) => pick.source === 'inventory'), plan };
}

const names = (picks: PlanPick[]) => picks.map((pick) => pick.label.split(' (')[0]);
const planText = (plan: Plan) => Object.values(plan.survey).join('\n');

const baseBride = {
  name: 'Bride',
  weddingDate: '2027-06-12',
  weddingVenue: 'The Grand Hall',
  weddingLocation: 'Boston, MA',
  weddingVibes: ['classic'],
  budget: '1000-2000',
  shoppingParty: ['mom'],
  currentFeeling: ['excited'],
  dressSize: '10',
  specificVision: '',
  additionalNotes: '',
};

beforeAll(async () => {
  t = await createTestApp();
  ({ client: owner, slug } = await signUpAndLogIn(t, {}, { confirmEmail: false }));
  const upload = await uploadStockCsv(owner, stock, 'her words.csv');
  expect(upload.status).toBe(200);
  expect(upload.body.dressCount).toBe(stock.length - 1);
});
afterAll(async () => {
  await t.close();
});

describe('her words as rules, from upload to plan', () => {
  it('never pulls what she ruled out, and the plan says what it kept out and why', async () => {
    const { picks, plan } = await planOf({
      name: 'Maren Holt',
      specificVision: 'I love romantic lace. I would never wear a strapless gown, and please no mermaid.',
    });
    expect(picks.length).toBeGreaterThan(0);
    expect(names(picks)).not.toContain('Perla');
    expect(names(picks)).not.toContain('Sirena');
    expect(planText(plan)).toMatch(/Kept out, as she asked: .*strapless/);
  });

  it('does not take a negation that rules nothing out for an exclusion', async () => {
    const { plan } = await planOf({
      name: 'Ottilie Brandt',
      specificVision: 'Lace, nothing too heavy, no matter the price. I am not sure about sleeves.',
    });
    expect(planText(plan)).not.toMatch(/Kept out, as she asked/);
  });

  it('puts the colour she asked for first, and no bold colour first for a bride who said nothing of colour', async () => {
    const blush = await planOf({ name: 'Rosa Lind', specificVision: 'I have always dreamed of a blush gown.' });
    expect(names(blush.picks)[0]).toBe('Blossom');
    const quiet = await planOf({ name: 'Edith Moss', specificVision: 'Clean and classic.' });
    expect(names(quiet.picks)[0]).not.toBe('Noir');
  });

  it('keeps to the coverage she needs', async () => {
    const { picks } = await planOf({
      name: 'Anastasia Petrou',
      weddingVenue: 'St. Nicholas Greek Orthodox Church',
      specificVision: 'Our ceremony is in a Greek Orthodox church: I need long sleeves and covered shoulders.',
    });
    expect(picks.length).toBeGreaterThan(0);
    for (const name of names(picks)) expect(['Celeste', 'Tailor']).toContain(name);
  });

  it('for a bump: no fitted bodice, room at the waist first, fittings planned late', async () => {
    const { picks, plan } = await planOf({
      name: 'Priya Nair',
      weddingDate: '2027-05-15',
      specificVision: "I'm pregnant and due in July, so I'd love an empire waist.",
    });
    expect(names(picks)[0]).toBe('Nova');
    for (const name of names(picks)) expect(['Sirena', 'Noir', 'Celeste', 'Linea', 'Tailor']).not.toContain(name);
    expect(planText(plan)).toMatch(/Plan her fittings as late as her order allows/);
  });

  it('takes a big budget as a floor: the first picks come from the upper part of it', async () => {
    const { picks, plan } = await planOf({
      name: 'Celine Dumas',
      budget: '5000-plus',
      specificVision: 'I want drama.',
    });
    expect(picks[0]!.price).toBeGreaterThanOrEqual(5000);
    expect(planText(plan)).toMatch(/is a floor too/);
  });

  it('pulls the piece she asked for by name before look-alikes', async () => {
    const { picks } = await planOf({
      name: 'Joan Avery',
      specificVision: 'This is my second wedding and I would love a suit, something tailored.',
    });
    expect(names(picks)[0]).toBe('Tailor');
  });

  it('with no size given, does not lead with a gown made only in plus sizes, and says to ask her size', async () => {
    const { picks, plan } = await planOf({
      name: 'Greta Sol',
      dressSize: '',
      specificVision: 'Lace with sheer sleeves, an A-line.',
    });
    expect(names(picks)[0]).not.toBe('Fleur');
    expect(planText(plan)).toMatch(/Her size is not known: ask her before pulling/);
  });
});
