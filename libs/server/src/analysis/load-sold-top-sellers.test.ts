import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { blankSurveyAnswers, type SurveyAnswers } from '@bridal/shared/survey/survey-schema';
import { createTestDatabase, type TestDatabase } from '@bridal/testing/test-database';
import type { Sql } from '../db/create-sql';
import { createLogger } from '../logging/create-logger';
import type { DressPick } from '../plans/analysis-schemas';
import { dressNamed } from '../dresses/dress';
import { loadAnalysisDresses } from './load-analysis-dresses';
import { describeSales, markSoldTopSellers } from './load-sold-top-sellers';
import { createLocalProvider } from './local/local-provider';
import { runAnalysisStep } from './run-analysis-step';

const logger = createLogger({ level: 'silent', name: 'sold-top-sellers-test' });
const today = new Date('2026-03-20T15:00:00Z');
const daysAgo = (days: number) => new Date(today.getTime() - days * 24 * 60 * 60 * 1000);

let db: TestDatabase;

interface Gown {
  style: string;
  name: string;
  price: number;
  silhouette: string;
  neckline: string;
  fabric: string;
  sleeves?: string;
}

async function addBoutique(sql: Sql, slug: string): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    INSERT INTO boutiques (slug, name, time_zone) VALUES (${slug}, ${slug}, 'America/New_York') RETURNING id`;
  return row!.id;
}

async function addInventory(sql: Sql, boutiqueId: number, gowns: Gown[]): Promise<Record<string, string>> {
  const [inventory] = await sql<{ id: string }[]>`
    INSERT INTO inventories (boutique_id, file_name, dress_count, is_current)
    VALUES (${boutiqueId}, 'gowns.csv', ${gowns.length}, true) RETURNING id`;
  const ids: Record<string, string> = {};
  for (const gown of gowns) {
    const [row] = await sql<{ id: string }[]>`
      INSERT INTO dresses (inventory_id, boutique_id, style_number, designer, name, price, silhouette, neckline,
                           fabric, sleeves, sizes)
      VALUES (${inventory!.id}, ${boutiqueId}, ${gown.style}, 'Atelier Test', ${gown.name}, ${gown.price},
              ${gown.silhouette}, ${gown.neckline}, ${gown.fabric}, ${gown.sleeves ?? null}, ${['10', '12', '14']})
      RETURNING id`;
    ids[gown.name] = row!.id;
  }
  return ids;
}

async function addBride(sql: Sql, boutiqueId: number, answers: Partial<SurveyAnswers> = {}): Promise<string> {
  const full = { ...blankSurveyAnswers(), name: 'Nora', budget: '1000-2000', ...answers };
  const [row] = await sql<{ id: string }[]>`
    INSERT INTO brides (boutique_id, name, answers, status) VALUES (${boutiqueId}, 'Nora', ${sql.json(full as never)}, 'ready')
    RETURNING id`;
  return row!.id;
}

async function addAppointment(sql: Sql, boutiqueId: number, brideId: string, startsAt: Date): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    INSERT INTO appointments (boutique_id, bride_id, starts_at, duration_minutes, status, booked_by)
    VALUES (${boutiqueId}, ${brideId}, ${startsAt}, 90, 'completed', 'staff')
    RETURNING id`;
  return row!.id;
}

interface Sale {
  result?: 'said_yes' | 'not_yet' | 'no_sale';
  dressId?: string | null;
  dressName?: string;
  recordedAt: Date;
}

async function addSale(sql: Sql, boutiqueId: number, sale: Sale): Promise<void> {
  const brideId = await addBride(sql, boutiqueId);
  const appointmentId = await addAppointment(sql, boutiqueId, brideId, sale.recordedAt);
  await sql`
    INSERT INTO appointment_outcomes (appointment_id, boutique_id, bride_id, result, dress_id, dress_name, recorded_at)
    VALUES (${appointmentId}, ${boutiqueId}, ${brideId}, ${sale.result ?? 'said_yes'}, ${sale.dressId ?? null},
            ${sale.dressName ?? ''}, ${sale.recordedAt})`;
}

async function picksOf(sql: Sql, brideId: string): Promise<DressPick[]> {
  const provider = createLocalProvider();
  await runAnalysisStep({
    sql,
    brideId,
    step: 'inventory',
    provider,
    fallback: provider,
    lastAttempt: true,
    today,
    logger,
  });
  const [row] = await sql<{ result: { picks: DressPick[] } }[]>`
    SELECT result FROM analysis_steps WHERE bride_id = ${brideId} AND step = 'inventory'`;
  return row!.result.picks;
}

const gowns: Gown[] = [
  { style: 'AT-1', name: 'Aurora', price: 1500, silhouette: 'a-line', neckline: 'v-neck', fabric: 'tulle' },
  { style: 'AT-2', name: 'Bella', price: 1600, silhouette: 'sheath', neckline: 'scoop', fabric: 'crepe' },
  { style: 'AT-3', name: 'Clara', price: 1700, silhouette: 'trumpet', neckline: 'square', fabric: 'satin' },
  { style: 'AT-4', name: 'Dahlia', price: 1800, silhouette: 'empire', neckline: 'bateau', fabric: 'chiffon' },
];

beforeAll(async () => {
  db = await createTestDatabase();
}, 60_000);

afterAll(async () => {
  await db?.drop();
});

describe('what sold here in the last 90 days', () => {
  it('flags the dresses brides said yes to, by id or by name, counting each sale once', async () => {
    const boutiqueId = await addBoutique(db.sql, 'sold-here');
    const other = await addBoutique(db.sql, 'sold-elsewhere');
    const ids = await addInventory(db.sql, boutiqueId, gowns);
    await addSale(db.sql, boutiqueId, { dressId: ids.Aurora, dressName: 'Aurora', recordedAt: daysAgo(2) });
    await addSale(db.sql, boutiqueId, { dressId: ids.Aurora, dressName: 'Aurora', recordedAt: daysAgo(40) });
    // An older upload's id: the dress is found by its name.
    await addSale(db.sql, boutiqueId, {
      dressId: '00000000-0000-4000-8000-000000000001',
      dressName: 'aurora',
      recordedAt: daysAgo(89),
    });
    // Typed by its label, as a consultant may write it.
    await addSale(db.sql, boutiqueId, { dressName: 'Bella (Atelier Test, style AT-2)', recordedAt: daysAgo(10) });
    // Too old, not a sale, another boutique's, a dress this boutique does not stock.
    await addSale(db.sql, boutiqueId, { dressId: ids.Clara, dressName: 'Clara', recordedAt: daysAgo(91) });
    await addSale(db.sql, boutiqueId, { result: 'no_sale', dressName: 'Dahlia', recordedAt: daysAgo(3) });
    await addSale(db.sql, other, { dressName: 'Dahlia', recordedAt: daysAgo(3) });
    await addSale(db.sql, boutiqueId, { dressName: 'Some Gown From Elsewhere', recordedAt: daysAgo(3) });

    const { inventory } = await loadAnalysisDresses(db.sql, boutiqueId, today);
    const sold = Object.fromEntries(inventory.map((dress) => [dress.name, [dress.isTopSeller, dress.soldRecently]]));
    expect(sold).toEqual({
      Aurora: [true, 3],
      Bella: [true, 1],
      Clara: [false, undefined],
      Dahlia: [false, undefined],
    });
  });

  it('says in the pick how often it sold here', async () => {
    const boutiqueId = await addBoutique(db.sql, 'sold-reason');
    const ids = await addInventory(db.sql, boutiqueId, gowns.slice(0, 3));
    for (const days of [1, 20, 60]) {
      await addSale(db.sql, boutiqueId, { dressId: ids.Clara, dressName: 'Clara', recordedAt: daysAgo(days) });
    }
    const picks = await picksOf(db.sql, await addBride(db.sql, boutiqueId));
    const clara = picks.find((pick) => pick.dressId === ids.Clara);
    expect(clara?.reasons).toContain('sold here 3 times in the last 90 days');
    expect(picks.filter((pick) => pick.reasons.some((reason) => reason.startsWith('sold here')))).toHaveLength(1);
  });

  it('leaves the inventory as it is when nothing sold, and words one or two sales', () => {
    const dress = dressNamed({ id: 'd1', name: 'X', styleNumber: 'X' });
    expect(markSoldTopSellers([dress], [])).toEqual([dress]);
    expect(describeSales({ soldRecently: 1 })).toBe('sold here once in the last 90 days');
    expect(describeSales({ soldRecently: 2 })).toBe('sold here twice in the last 90 days');
    expect(describeSales({})).toBeNull();
  });
});

describe('her verdicts re-rank her next pulls', () => {
  const room: Gown[] = [
    // She tried these two on.
    {
      style: 'RM-1',
      name: 'Fern',
      price: 1500,
      silhouette: 'a-line',
      neckline: 'v-neck',
      fabric: 'lace',
      sleeves: 'cap',
    },
    { style: 'RM-2', name: 'Lila', price: 1500, silhouette: 'mermaid', neckline: 'strapless', fabric: 'satin' },
    // Candidates like one or the other.
    { style: 'RM-3', name: 'Ivy', price: 1600, silhouette: 'a-line', neckline: 'v-neck', fabric: 'lace' },
    { style: 'RM-4', name: 'Rose', price: 1600, silhouette: 'mermaid', neckline: 'strapless', fabric: 'satin' },
    { style: 'RM-5', name: 'Sage', price: 1600, silhouette: 'a-line', neckline: 'scoop', fabric: 'lace' },
    { style: 'RM-6', name: 'Vera', price: 1600, silhouette: 'trumpet', neckline: 'strapless', fabric: 'satin' },
  ];
  const answers: Partial<SurveyAnswers> = {
    weddingVibes: ['glamorous'],
    specificVision: 'Something glamorous and fitted, maybe strapless satin.',
  };

  it('lifts what she loved and lowers what she turned down, saying so', async () => {
    const boutiqueId = await addBoutique(db.sql, 'verdicts');
    const ids = await addInventory(db.sql, boutiqueId, room);
    const before = await picksOf(db.sql, await addBride(db.sql, boutiqueId, answers));

    const brideId = await addBride(db.sql, boutiqueId, answers);
    const appointmentId = await addAppointment(db.sql, boutiqueId, brideId, daysAgo(1));
    await db.sql`
      INSERT INTO appointment_dresses (appointment_id, boutique_id, dress_key, dress_name, tried_on, verdict)
      VALUES (${appointmentId}, ${boutiqueId}, ${ids.Fern!}, 'Fern', true, 'loved'),
             (${appointmentId}, ${boutiqueId}, ${ids.Lila!}, 'Lila', true, 'not_for_her')`;
    const after = await picksOf(db.sql, brideId);

    const names = (picks: DressPick[]) => picks.map((pick) => pick.label.replace(/ \(.*$/, ''));
    // Her survey asked for strapless satin; the room said otherwise.
    expect(names(before)).toEqual(expect.arrayContaining(['Rose']));
    expect(names(after)).not.toContain('Rose');
    expect(names(after)).not.toContain('Lila');
    expect(names(after)).toEqual(expect.arrayContaining(['Ivy']));
    const ivy = after.find((pick) => pick.dressId === ids.Ivy);
    expect(ivy?.reasons.join(' ')).toContain('the Fern she loved in the fitting room');
    // Fern itself comes back, saying so in plain words rather than matching itself.
    const fern = after.find((pick) => pick.dressId === ids.Fern);
    expect(fern?.reasons[0]).toBe('she loved it in the fitting room: show it again');
    expect(fern?.reasons.join(' ')).not.toContain('the Fern she loved');
  });
});
