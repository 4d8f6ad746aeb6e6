import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@bridal/testing/test-database';
import type { Sql } from '../../db/create-sql';
import { resolveBudget } from '@bridal/shared/budget/resolve-budget';
import { loadFollowUpFacts, readShoppingParty, readVibes } from './load-follow-up-facts';
import { writeLocalFollowUp } from './local-follow-up-writer';

let db: TestDatabase;

interface GownRow {
  name: string;
  designer: string;
  style: string;
  price: number | null;
  silhouette?: string;
  neckline?: string;
  fabric?: string;
  styles?: string[];
  sizes?: string[];
}

async function addBoutique(sql: Sql, slug: string): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    INSERT INTO boutiques (slug, name, phone, address, time_zone, follow_up_signature, dress_hold_days, order_lead_weeks)
    VALUES (${slug}, 'Belle Bridal', '(555) 010-2000', '12 Main St', 'America/Chicago', 'Belle Bridal, Springfield', 10, 20)
    RETURNING id`;
  return row!.id;
}

async function addInventory(sql: Sql, boutiqueId: number, current: boolean, gowns: GownRow[]) {
  const [inventory] = await sql<{ id: string }[]>`
    INSERT INTO inventories (boutique_id, file_name, dress_count, is_current)
    VALUES (${boutiqueId}, 'gowns.csv', ${gowns.length}, ${current}) RETURNING id`;
  const ids: Record<string, string> = {};
  for (const gown of gowns) {
    const [row] = await sql<{ id: string }[]>`
      INSERT INTO dresses (inventory_id, boutique_id, style_number, designer, name, price, silhouette, neckline,
                           fabric, styles, sizes)
      VALUES (${inventory!.id}, ${boutiqueId}, ${gown.style}, ${gown.designer}, ${gown.name}, ${gown.price},
              ${gown.silhouette ?? null}, ${gown.neckline ?? null}, ${gown.fabric ?? null}, ${gown.styles ?? []},
              ${gown.sizes ?? ['10']})
      RETURNING id`;
    ids[gown.name] = row!.id;
  }
  return ids;
}

interface Scenario {
  boutiqueId: number;
  consultantId: string | null;
  answers: object;
  result: 'not_yet' | 'no_sale' | 'said_yes';
  reasons: string[];
  checklist: { key: string; name: string; verdict?: 'loved' | 'not_for_her'; tried?: boolean; reason?: string }[];
  name?: string;
  weddingDate?: string | null;
}

async function addScenario(sql: Sql, scenario: Scenario) {
  const [bride] = await sql<{ id: string }[]>`
    INSERT INTO brides (boutique_id, name, wedding_date, answers, email, follow_up_consent)
    VALUES (${scenario.boutiqueId}, ${scenario.name ?? 'Emma Clarke'}, ${scenario.weddingDate === undefined ? '2027-06-12' : scenario.weddingDate},
            ${sql.json(scenario.answers as never)}, 'emma@example.com', true)
    RETURNING id`;
  const [appointment] = await sql<{ id: string }[]>`
    INSERT INTO appointments (boutique_id, bride_id, consultant_id, starts_at, duration_minutes, status, booked_by)
    VALUES (${scenario.boutiqueId}, ${bride!.id}, ${scenario.consultantId}, '2026-11-21T16:00:00Z', 90, 'completed', 'staff')
    RETURNING id`;
  await sql`
    INSERT INTO appointment_outcomes (appointment_id, boutique_id, bride_id, consultant_id, result, reasons, other_reason, notes)
    VALUES (${appointment!.id}, ${scenario.boutiqueId}, ${bride!.id}, ${scenario.consultantId}, ${scenario.result},
            ${scenario.reasons}, ${scenario.reasons.includes('other') ? 'Wants to see veils first' : ''}, 'Mom was on FaceTime')`;
  for (const [index, dress] of scenario.checklist.entries()) {
    await sql`
      INSERT INTO appointment_dresses (appointment_id, boutique_id, dress_key, dress_name, pulled, tried_on, verdict, reason, updated_at)
      VALUES (${appointment!.id}, ${scenario.boutiqueId}, ${dress.key}, ${dress.name}, true, ${dress.tried ?? true},
              ${dress.verdict ?? null}, ${dress.reason ?? ''}, ${new Date(Date.UTC(2026, 10, 21, 16, index))})`;
  }
  const [first] = await sql<{ id: string }[]>`
    INSERT INTO follow_ups (boutique_id, bride_id, appointment_id, step, due_at, status, subject, sent_at)
    VALUES (${scenario.boutiqueId}, ${bride!.id}, ${appointment!.id}, 1, '2026-11-23T15:00:00Z', 'sent',
            'Emma, we can hold Aurora for you', '2026-11-23T15:05:00Z')
    RETURNING id`;
  const [second] = await sql<{ id: string }[]>`
    INSERT INTO follow_ups (boutique_id, bride_id, appointment_id, step, due_at)
    VALUES (${scenario.boutiqueId}, ${bride!.id}, ${appointment!.id}, 2, '2026-11-28T15:00:00Z')
    RETURNING id`;
  return { brideId: bride!.id, appointmentId: appointment!.id, firstId: first!.id, secondId: second!.id };
}

const now = new Date('2026-11-28T15:00:00Z');
let boutiqueId: number;
let consultantId: string;
let gownIds: Record<string, string>;

beforeAll(async () => {
  db = await createTestDatabase();
  boutiqueId = await addBoutique(db.sql, 'belle-facts');
  const [user] = await db.sql<{ id: string }[]>`
    INSERT INTO users (boutique_id, email, name, role, status)
    VALUES (${boutiqueId}, 'ana-facts@example.com', 'Ana Ruiz', 'consultant', 'active') RETURNING id`;
  consultantId = user!.id;
  // An older upload, no longer current: its gowns are never offered.
  await addInventory(db.sql, boutiqueId, false, [
    { name: 'Old Flame', designer: 'Gone House', style: 'OLD1', price: 900, silhouette: 'a-line', fabric: 'lace' },
  ]);
  gownIds = await addInventory(db.sql, boutiqueId, true, [
    {
      name: 'Aurora',
      designer: 'Maggie Sottero',
      style: '21MS345',
      price: 2400,
      silhouette: 'a-line',
      neckline: 'sweetheart',
      fabric: 'lace',
      styles: ['romantic'],
      sizes: ['8', '10'],
    },
    {
      name: 'Celeste',
      designer: 'Stella York',
      style: 'SY7788',
      price: 1650,
      silhouette: 'a-line',
      neckline: 'v-neck',
      fabric: 'lace',
      styles: ['romantic'],
    },
    { name: 'Dahlia', designer: 'Allure', style: 'AL200', price: 1950, silhouette: 'a-line', fabric: 'tulle' },
    {
      name: 'Wren',
      designer: 'Essense',
      style: 'D3021',
      price: 1900,
      silhouette: 'mermaid',
      neckline: 'sweetheart',
      fabric: 'crepe',
    },
    { name: 'Juno', designer: 'Pronovias', style: 'PR4410', price: 1500, silhouette: 'ball-gown', fabric: 'tulle' },
    { name: 'Halo', designer: 'Justin Alexander', style: 'JA88', price: 1200, silhouette: 'sheath', fabric: 'crepe' },
    { name: 'Luxe', designer: 'Pronovias', style: 'PR9000', price: 5200, silhouette: 'a-line', fabric: 'lace' },
    { name: 'Unpriced', designer: 'Allure', style: 'AL999', price: null, silhouette: 'a-line', fabric: 'lace' },
  ]);
}, 60_000);

afterAll(async () => {
  await db?.drop();
});

describe('loading the facts of a follow-up', () => {
  it('reads her appointment, checklist, survey, boutique, consultant and earlier follow-ups', async () => {
    const { secondId, appointmentId } = await addScenario(db.sql, {
      boutiqueId,
      consultantId,
      answers: {
        budget: '1000-2000',
        shoppingParty: ['mom', 'custom:Aunt June', 'other'],
        weddingVibes: ['garden-party', 'classic'],
      },
      result: 'not_yet',
      reasons: ['budget', 'keep_shopping', 'other'],
      checklist: [
        {
          key: gownIds.Aurora!,
          name: 'Aurora (Maggie Sottero, style 21MS345)',
          verdict: 'loved',
          reason: 'the lace back',
        },
        { key: gownIds.Wren!, name: 'Wren (Essense, style D3021)' },
        {
          key: gownIds.Juno!,
          name: 'Juno (Pronovias, style PR4410)',
          verdict: 'not_for_her',
          reason: 'too much volume',
        },
        // A typed dress, keyed by its name: found in the inventory by its label.
        { key: 'Halo (Justin Alexander, style JA88)', name: 'Halo (Justin Alexander, style JA88)', tried: false },
        // A dress of a replaced upload: kept by its name, without inventory details.
        { key: '6f1c2d3e-0000-4000-8000-00000000dead', name: 'Lyra (Allure, style 9801)', verdict: 'loved' },
      ],
    });

    const facts = await loadFollowUpFacts(db.sql, secondId, now);

    expect(facts).not.toBeNull();
    expect(facts!).toMatchObject({
      followUpId: secondId,
      step: 2,
      steps: 2,
      bride: {
        name: 'Emma Clarke',
        firstName: 'Emma',
        weddingDate: '2027-06-12',
        budget: { min: 1000, max: 2000 },
        shoppingParty: ['Mom', 'Aunt June'],
        vibes: ['Garden Party', 'Classic'],
      },
      boutique: {
        name: 'Belle Bridal',
        phone: '(555) 010-2000',
        address: '12 Main St',
        timeZone: 'America/Chicago',
        signature: 'Belle Bridal, Springfield',
        holdDays: 10,
        orderLeadWeeks: 20,
      },
      consultantName: 'Ana Ruiz',
      consultantSignature: '',
      appointment: {
        id: appointmentId,
        startsAt: new Date('2026-11-21T16:00:00Z'),
        result: 'not_yet',
        reasons: ['budget', 'keep_shopping', 'other'],
        otherReason: 'Wants to see veils first',
        notes: 'Mom was on FaceTime',
      },
      earlier: [{ step: 1, subject: 'Emma, we can hold Aurora for you', sentAt: new Date('2026-11-23T15:05:00Z') }],
      now,
    });
    expect(facts!.loved.map((entry) => [entry.label, entry.dress?.price ?? null, entry.reason])).toEqual([
      ['Aurora (Maggie Sottero, style 21MS345)', 2400, 'the lace back'],
      ['Lyra (Allure, style 9801)', null, ''],
    ]);
    expect(facts!.loved[0]!.dress).toMatchObject({
      silhouette: 'a-line',
      neckline: 'sweetheart',
      fabric: 'lace',
      sizes: ['8', '10'],
    });
    // Tried on before only pulled.
    expect(facts!.tried.map((entry) => entry.dress?.name)).toEqual(['Wren', 'Halo']);
    expect(facts!.notForHer).toEqual([
      expect.objectContaining({ label: 'Juno (Pronovias, style PR4410)', reason: 'too much volume' }),
    ]);
    // Within $2,000, not Juno (turned down), not Aurora (loved, and over), not Luxe (over), not the unpriced
    // one, not the old upload's: the lace A-lines like Aurora first.
    expect(facts!.withinBudget.map((entry) => entry.dress?.name)).toEqual(['Celeste', 'Dahlia', 'Wren']);
    expect(facts!.inventory).toHaveLength(8);

    const draft = writeLocalFollowUp(facts!);
    expect(draft.subject).not.toBe('Emma, we can hold Aurora for you');
    expect(draft.body).toContain('Aurora, an A-line in lace with a sweetheart neckline by Maggie Sottero');
    expect(draft.body).toContain('Celeste at $1,650 is within your budget');
  });

  it('counts one step, reads a typed budget, and names no party or consultant when there is none', async () => {
    const { firstId } = await addScenario(db.sql, {
      boutiqueId,
      consultantId: null,
      answers: { budget: 'custom', customBudget: '$1,600', shoppingParty: ['alone'] },
      result: 'no_sale',
      reasons: ['fit_or_size'],
      checklist: [],
      name: '  Sofia  ',
      weddingDate: null,
    });
    await db.sql`DELETE FROM follow_ups WHERE id <> ${firstId} AND appointment_id = (SELECT appointment_id FROM follow_ups WHERE id = ${firstId})`;
    const facts = await loadFollowUpFacts(db.sql, firstId, now);
    expect(facts).toMatchObject({
      step: 1,
      steps: 1,
      bride: {
        name: 'Sofia',
        firstName: 'Sofia',
        weddingDate: null,
        budget: { min: 1360, max: 1600 },
        shoppingParty: [],
        vibes: [],
      },
      consultantName: '',
      consultantSignature: '',
      appointment: { result: 'no_sale', reasons: ['fit_or_size'], otherReason: '' },
      loved: [],
      tried: [],
      notForHer: [],
      earlier: [],
    });
    // Halo ($1,200) is under her typed $1,600 (more than 15 % below it), so not offered as within it.
    expect(facts!.withinBudget.map((entry) => entry.dress?.name)).toEqual(['Juno']);
  });

  it('answers null for a bride who said yes, an unknown follow-up, and an id that is not one', async () => {
    const { firstId } = await addScenario(db.sql, {
      boutiqueId,
      consultantId,
      answers: {},
      result: 'said_yes',
      reasons: [],
      checklist: [],
    });
    expect(await loadFollowUpFacts(db.sql, firstId, now)).toBeNull();
    expect(await loadFollowUpFacts(db.sql, '00000000-0000-4000-8000-000000000000', now)).toBeNull();
    expect(await loadFollowUpFacts(db.sql, "1' OR '1'='1", now)).toBeNull();
  });
});

describe('reading her survey', () => {
  it('reads budgets, party and vibes as the survey stores and labels them', () => {
    expect(resolveBudget({ budget: 'under-1000' })).toMatchObject({ min: null, max: 1000 });
    expect(resolveBudget({ budget: '5000-plus' })).toMatchObject({ min: 5000, max: null });
    // her typed amount is her ceiling, and more than 15 % under it is under her budget.
    expect(resolveBudget({ budget: 'custom', customBudget: '2,500' })).toMatchObject({ min: 2125, max: 2500 });
    expect(resolveBudget({ budget: 'custom', customBudget: '' })).toBeNull();
    expect(resolveBudget({ budget: 'nonsense' })).toBeNull();
    expect(resolveBudget({})).toBeNull();
    expect(readShoppingParty({ shoppingParty: ['sister', 'grandmother', 'custom:  ', 'custom:Bea', 7] })).toEqual([
      'Sister',
      'Grandmother',
      'Bea',
    ]);
    expect(readShoppingParty({ shoppingParty: 'mom' })).toEqual([]);
    expect(readVibes({ weddingVibes: ['beach', 'unknown', 'modern'] })).toEqual(['Beach', 'Modern']);
  });
});
