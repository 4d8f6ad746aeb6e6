import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  importQuietAfterMs,
  requeueLostHistoryImports,
} from '@bridal/server/history-import/requeue-lost-history-imports';
import { runHistoryImport } from '@bridal/server/history-import/run-history-import';
import { historyImportJobState, removeHistoryImportJob } from '@bridal/server/queue/history-import-queue';
import { consultantMessages } from '@bridal/shared/consultants/consultants';
import { historyImportMessages } from '@bridal/shared/history-import/history-import';
import { generatedAppointments, importExport } from '@bridal/testing/fixtures/import-exports';
import { signUpAndLogIn } from '../../../test/support/boutique-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
let admin: ReturnType<TestApp['client']>;
let otherAdmin: ReturnType<TestApp['client']>;
let boutiqueId: number;

// Her schedule is left as signed up: imports need no opening hours.
const loggedInOwner = () => signUpAndLogIn(t, {}, { confirmEmail: false, confirmSchedule: false });

beforeAll(async () => {
  t = await createTestApp();
  ({ client: admin, boutiqueId } = await loggedInOwner());
  ({ client: otherAdmin } = await loggedInOwner());
});
afterAll(async () => {
  await t.close();
});

function exportForm(bytes: Buffer | string, fileName: string, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), fileName);
  return form;
}

async function upload(bytes: Buffer | string, fileName = 'export.csv') {
  const res = await admin.post('/api/history-imports', exportForm(bytes, fileName));
  expect(res.status).toBe(201);
  return res.body as { id: string; [key: string]: unknown };
}

const appointmentsOf = () =>
  t.sql<{ status: string; source: string; result: string | null; saleAmountCents: number | null }[]>`
    SELECT a.status, a.source, o.result, o.sale_amount_cents
    FROM appointments a LEFT JOIN appointment_outcomes o ON o.appointment_id = a.id
    WHERE a.boutique_id = ${boutiqueId} ORDER BY a.starts_at`;

describe('POST /api/history-imports', () => {
  it('stages an export and previews what each column became', async () => {
    const view = await upload(importExport('bridallive-appointments.csv'), 'bridallive.csv');
    expect(view).toMatchObject({ status: 'staged', rowCount: 4, dateOrder: 'mdy', dateOrderFromValues: true });
    expect(view.columns).toContainEqual({ index: 7, header: 'Associate', field: 'consultant', by: 'header' });
    expect((view.preview as { read: object }[])[0]!.read).toMatchObject({
      brideName: 'Harper Nguyen',
      startsAt: '2025-04-02 10:00',
      phone: '+16175550101',
      status: 'said yes',
      saleAmount: '2450.00',
    });
  });

  it('refuses no file, an empty file, a file too big and an inventory', async () => {
    const none = await admin.post('/api/history-imports', new FormData());
    expect(none).toMatchObject({ status: 400, body: { error: historyImportMessages.missingFile } });
    const empty = await admin.post('/api/history-imports', exportForm('', 'empty.csv'));
    expect(empty).toMatchObject({ status: 400, body: { error: historyImportMessages.missingFile } });
    const big = await admin.post(
      '/api/history-imports',
      exportForm(Buffer.alloc(20 * 1024 * 1024 + 10, 65), 'big.csv'),
    );
    expect(big.status).toBe(413);
    const inventory = await admin.post(
      '/api/history-imports',
      exportForm(importExport('inventory-by-mistake.csv'), 'x.csv'),
    );
    expect(inventory).toMatchObject({ status: 400, body: { error: historyImportMessages.looksLikeInventory } });
  });
});

describe('mapping, dry run and import', () => {
  it('lets the owner change a mapping, asks for the date order when undecidable, and refuses an unknown field', async () => {
    const csv =
      'Client,When,Seen by,Result\nAva Stone,03/04/2025 10:00,Marisol,Completed\nMia Lane,05/06/2025 11:00,Marisol,No Show\n';
    const view = await upload(csv);
    expect(view).toMatchObject({ dateOrder: null, dateOrderFromValues: false });
    const early = await admin.post(`/api/history-imports/${view.id}/dry-run`);
    expect(early).toMatchObject({ status: 400, body: { error: historyImportMessages.chooseDateOrder } });
    const unknown = await admin.put(`/api/history-imports/${view.id}/mapping`, { mapping: { 2: 'shoeSize' } });
    expect(unknown).toMatchObject({ status: 400, body: { error: historyImportMessages.unknownField } });
    const mapped = await admin.put(`/api/history-imports/${view.id}/mapping`, {
      mapping: { 2: 'consultant' },
      dateOrder: 'dmy',
    });
    expect(mapped.status).toBe(200);
    expect(mapped.body.columns[2]).toMatchObject({ field: 'consultant', by: 'owner' });
    expect(mapped.body.preview[0].read.startsAt).toBe('2025-04-03 10:00');
  });

  it('refuses an import before its dry run', async () => {
    const view = await upload(importExport('square-appointments.csv'));
    const res = await admin.post(`/api/history-imports/${view.id}/import`);
    expect(res).toMatchObject({ status: 400, body: { error: historyImportMessages.dryRunFirst } });
  });

  it("answers 404 for another boutique's import", async () => {
    const view = await upload(importExport('square-appointments.csv'));
    for (const res of [
      await otherAdmin.get(`/api/history-imports/${view.id}`),
      await otherAdmin.post(`/api/history-imports/${view.id}/dry-run`),
      await otherAdmin.put(`/api/history-imports/${view.id}/mapping`, { mapping: {} }),
      await otherAdmin.post(`/api/history-imports/${view.id}/import`),
      await otherAdmin.get(`/api/history-imports/${view.id}/skipped.csv`),
      await admin.get('/api/history-imports/not-an-id'),
    ]) {
      expect(res).toMatchObject({ status: 404, body: { error: historyImportMessages.notFound } });
    }
  });

  it('dry-runs with counts and downloadable skipped rows, imports, and a second import changes nothing', async () => {
    const csv = [
      importExport('bridallive-appointments.csv').toString('utf8').trim(),
      '04/20/2025,10:00,=HYPERLINK("x"),,,,,Marisol Vega,Bridal,Teleported,No,,',
      '04/02/2025,10:00,Harper,Nguyen,harper.nguyen@example.com,(617) 555-0101,09/20/2025,Marisol Vega,Bridal,Completed,Yes,"$2,450.00",Aurora by Luna Bay',
    ].join('\n');
    const view = await upload(csv, 'bridallive.csv');
    const dry = await admin.post(`/api/history-imports/${view.id}/dry-run`);
    expect(dry.status).toBe(200);
    expect(dry.body.dryRun).toMatchObject({
      newBrides: 4,
      matchedBrides: 0,
      newAppointments: 4,
      alreadyImported: 0,
      sales: 2,
      skipped: 2,
      newConsultants: ['Marisol Vega', 'Jenna Rossi'],
      unsure: [],
    });
    const skipped = await admin.get(`/api/history-imports/${view.id}/skipped.csv`);
    expect(skipped.status).toBe(200);
    expect(skipped.text).toContain('"\'=HYPERLINK(""x"")"');
    expect(skipped.text).toContain('"Teleported"" is not a status we know."');
    expect(skipped.text).toContain('"Same as row 2."');

    const started = await admin.post(`/api/history-imports/${view.id}/import`);
    expect(started).toMatchObject({ status: 202, body: { status: 'importing' } });
    await runHistoryImport({ sql: t.sql, boutiqueId, importId: view.id });
    const done = await admin.get(`/api/history-imports/${view.id}`);
    expect(done.body).toMatchObject({ status: 'imported', progress: { done: 6, total: 6 } });
    const appointments = await appointmentsOf();
    expect(appointments).toHaveLength(4);
    expect(appointments.map((a) => [a.status, a.source, a.result, a.saleAmountCents])).toEqual([
      ['completed', 'import', 'said_yes', 245000],
      ['completed', 'import', 'no_sale', null],
      ['no_show', 'import', null, null],
      ['completed', 'import', 'said_yes', 189000],
    ]);
    const team = await t.sql`
      SELECT name, email, status, from_import FROM users WHERE boutique_id = ${boutiqueId} AND from_import ORDER BY name`;
    expect(team).toEqual([
      { name: 'Jenna Rossi', email: null, status: 'needs_setup', fromImport: true },
      { name: 'Marisol Vega', email: null, status: 'needs_setup', fromImport: true },
    ]);
    const seats = await admin.get('/api/subscription-details');
    expect(seats.body.consultantCount).toBe(0);
    const members = await admin.get('/api/consultants');
    expect(members.body.filter((member: { notYetInvited?: true }) => member.notYetInvited)).toEqual([
      expect.objectContaining({ name: 'Jenna Rossi', email: null, status: 'needs_setup' }),
      expect.objectContaining({ name: 'Marisol Vega', email: null, status: 'needs_setup' }),
    ]);

    // Given an address she takes a seat: refused while every seat is taken, her row unchanged.
    const [{ id: marisolId }] = await t.sql<[{ id: string }]>`
      SELECT id FROM users WHERE boutique_id = ${boutiqueId} AND name = 'Marisol Vega'`;
    const fillers = await t.sql<{ id: string }[]>`
      INSERT INTO users (boutique_id, email, name, role, status)
      SELECT ${boutiqueId}, 'seat' || n || '-' || ${boutiqueId} || '@example.com', 'Seat ' || n, 'consultant', 'pending'
      FROM generate_series(1, ${seats.body.maxConsultants as number}) AS n RETURNING id`;
    const address = { name: 'Marisol Vega', email: `marisol-${boutiqueId}@example.com`, coachingGoals: '' };
    const full = await admin.put(`/api/consultants/${marisolId}`, address);
    expect(full).toMatchObject({
      status: 403,
      body: { error: consultantMessages.limitReached(seats.body.maxConsultants as number) },
    });
    const [unchanged] = await t.sql`SELECT email, status FROM users WHERE id = ${marisolId}`;
    expect(unchanged).toEqual({ email: null, status: 'needs_setup' });
    await t.sql`DELETE FROM users WHERE id = ${fillers[0]!.id}`;
    // Inviting needs the owner's own address confirmed (she signed up without it here).
    await t.sql`UPDATE users SET email_confirmed_at = now() WHERE boutique_id = ${boutiqueId} AND role = 'owner'`;
    const invited = await admin.put(`/api/consultants/${marisolId}`, address);
    expect(invited).toMatchObject({ status: 200, body: { email: address.email, status: 'pending' } });
    await t.sql`DELETE FROM users WHERE id = ANY(${fillers.map((filler) => filler.id)})`;

    const again = await upload(csv, 'bridallive-again.csv');
    const dryAgain = await admin.post(`/api/history-imports/${again.id}/dry-run`);
    expect(dryAgain.body.dryRun).toMatchObject({
      newBrides: 0,
      matchedBrides: 4,
      newAppointments: 0,
      alreadyImported: 4,
    });
    await admin.post(`/api/history-imports/${again.id}/import`);
    await runHistoryImport({ sql: t.sql, boutiqueId, importId: again.id });
    expect(await appointmentsOf()).toHaveLength(4);
    const [{ brides }] = await t.sql<
      [{ brides: number }]
    >`SELECT count(*)::int AS brides FROM brides WHERE boutique_id = ${boutiqueId}`;
    expect(brides).toBe(4);
  });

  it('sends a name-only match to the owner, and imports only once she has decided', async () => {
    const csv = 'Customer Name,Date,Time,Status\nHarper Nguyen,2025-06-01,10:00,Completed\n';
    const view = await upload(csv);
    const dry = await admin.post(`/api/history-imports/${view.id}/dry-run`);
    expect(dry.body.dryRun.unsure).toEqual([
      expect.objectContaining({ key: 'name:harper nguyen|', name: 'Harper Nguyen', decision: null }),
    ]);
    const blocked = await admin.post(`/api/history-imports/${view.id}/import`);
    expect(blocked).toMatchObject({ status: 400, body: { error: historyImportMessages.decideUnsure } });
    const decided = await admin.put(`/api/history-imports/${view.id}/unsure`, {
      key: 'name:harper nguyen|',
      decision: 'match',
    });
    expect(decided.body.dryRun.unsure[0].decision).toBe('match');
    expect((await admin.post(`/api/history-imports/${view.id}/import`)).status).toBe(202);
    await runHistoryImport({ sql: t.sql, boutiqueId, importId: view.id });
    const [{ brides }] = await t.sql<[{ brides: number }]>`
      SELECT count(*)::int AS brides FROM brides WHERE boutique_id = ${boutiqueId} AND name = 'Harper Nguyen'`;
    expect(brides).toBe(1);
  });
});

describe('the import job', () => {
  it('continues after a crash mid-way and writes each row once', async () => {
    const { client, boutiqueId: fresh } = await loggedInOwner();
    const res = await client.post('/api/history-imports', exportForm(generatedAppointments(250), 'generated.csv'));
    const importId = res.body.id as string;
    await client.post(`/api/history-imports/${importId}/dry-run`);
    await client.post(`/api/history-imports/${importId}/import`);
    let batches = 0;
    const crash = runHistoryImport({
      sql: t.sql,
      boutiqueId: fresh,
      importId,
      batchSize: 60,
      onBatch: () => {
        batches += 1;
        if (batches === 2) throw new Error('worker died');
      },
    });
    await expect(crash).rejects.toThrow('worker died');
    const [midway] = await t.sql`SELECT rows_done, status FROM history_imports WHERE id = ${importId}`;
    expect(midway).toEqual({ rowsDone: 120, status: 'importing' });
    await runHistoryImport({ sql: t.sql, boutiqueId: fresh, importId, batchSize: 60 });
    const [{ appointments, brides }] = await t.sql<[{ appointments: number; brides: number }]>`
      SELECT (SELECT count(*)::int FROM appointments WHERE boutique_id = ${fresh}) AS appointments,
             (SELECT count(*)::int FROM brides WHERE boutique_id = ${fresh}) AS brides`;
    expect({ appointments, brides }).toEqual({ appointments: 250, brides: 125 });
  });

  it('queues an import again when Redis lost its job, and only then', async () => {
    const { client, boutiqueId: fresh } = await loggedInOwner();
    const res = await client.post('/api/history-imports', exportForm(generatedAppointments(10), 'lost.csv'));
    const importId = res.body.id as string;
    await client.post(`/api/history-imports/${importId}/dry-run`);
    expect((await client.post(`/api/history-imports/${importId}/import`)).status).toBe(202);
    const { redis, env, logger } = t.deps;
    const sweep = (afterMs: number) =>
      requeueLostHistoryImports({
        sql: t.sql,
        redis,
        prefix: env.REDIS_PREFIX,
        logger,
        now: new Date(Date.now() + afterMs),
      });
    // Still queued (no worker runs here): left alone, however quiet.
    expect(await sweep(importQuietAfterMs + 60_000)).toBe(0);
    await removeHistoryImportJob(redis, env.REDIS_PREFIX, importId);
    // Lost, but it wrote a batch moments ago: not yet.
    expect(await sweep(0)).toBe(0);
    expect(await sweep(importQuietAfterMs + 60_000)).toBe(1);
    expect(await historyImportJobState(redis, env.REDIS_PREFIX, importId)).toBe('waiting');
    await runHistoryImport({ sql: t.sql, boutiqueId: fresh, importId });
    const [done] = await t.sql`SELECT status FROM history_imports WHERE id = ${importId}`;
    expect(done).toEqual({ status: 'imported' });
  });
});
