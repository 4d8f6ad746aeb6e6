import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import * as XLSX from 'xlsx';
import { boutiqueIdOf, createTestApp, type TestApp, validSignup } from '../../../test/support/test-app';

let t: TestApp;
let admin: ReturnType<TestApp['client']>;
let otherAdmin: ReturnType<TestApp['client']>;
let boutiqueId: number;

async function loggedInOwner() {
  const person = validSignup();
  await t.client().post('/api/signup', person);
  const client = t.client();
  await client.post('/api/auth/login', { email: person.email, password: person.password });
  return { client, boutiqueId: await boutiqueIdOf(t, person.email) };
}

beforeAll(async () => {
  t = await createTestApp();
  ({ client: admin, boutiqueId } = await loggedInOwner());
  ({ client: otherAdmin } = await loggedInOwner());
});
afterAll(async () => {
  await t.close();
});

const csv = [
  'Item #,Label,Gown,MSRP ($),Shape,Neck,Material,Sizes In Stock,Notes',
  'LB-101,Luna Bay,Marina,"$1,850",A Line,V-Neck,Chiffon,2-12,Light and airy for the beach',
  'LB-102,Luna Bay,Seraphina,"$2,400",Ball Gown,Sweetheart,Tulle,6-16,Princess skirt with a cathedral train',
  ',,,"$900",,,,,a note without any gown',
  'MS-330,Maison Sol,Odette,"$3,100",,,,"8, 10",Romantic lace fit and flare with long sleeves and a chapel train',
].join('\n');

function inventoryForm(bytes: Buffer | string, fileName: string) {
  const form = new FormData();
  form.append('inventory', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), fileName);
  return form;
}

describe('POST /api/inventory/upload', () => {
  it('reads a CSV with headers it was never told about, and reports the skipped rows', async () => {
    const res = await admin.post('/api/inventory/upload', inventoryForm(csv, 'spring-stock.csv'));
    expect(res.status).toBe(200);
    expect(res.body.dressCount).toBe(3);
    expect(res.body.skippedCount).toBe(1);
    expect(res.body.skipped[0].reason).toMatch(/^Row 4: /);
    const dresses = await t.sql`
      SELECT style_number, designer, name, price, silhouette, neckline, fabric, sizes, sleeves, train
      FROM dresses WHERE boutique_id = ${boutiqueId} ORDER BY style_number`;
    expect(dresses[0]).toMatchObject({
      styleNumber: 'LB-101',
      designer: 'Luna Bay',
      name: 'Marina',
      price: '1850.00',
      silhouette: 'a-line',
      neckline: 'v-neck',
      fabric: 'chiffon',
    });
    expect(dresses[0]!.sizes).toEqual(['2', '4', '6', '8', '10', '12']);
    expect(dresses[2]).toMatchObject({
      styleNumber: 'MS-330',
      silhouette: 'fit-and-flare',
      fabric: 'lace',
      sleeves: 'long',
      train: 'chapel',
    });

    const status = await admin.get('/api/inventory/status');
    expect(status.body).toEqual({
      hasInventory: true,
      dressCount: 3,
      lastUpdated: expect.any(String),
      sizes: {
        columns: [{ field: 'sizes', header: 'Sizes In Stock', recognisedBy: 'header', dressCount: 3 }],
        notes: [],
      },
    });
  });

  it('reads XLSX (formula cells as their values) and XLS, replacing the inventory whole', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Stock');
    sheet.addRow(['Spring 2027 stock list']);
    sheet.addRow(['SKU', 'Brand', 'Dress Name', 'Retail', 'Silhouette', 'Description']);
    sheet.addRow(['AV-1', 'Aveline', 'Juniper', 1200, 'Mermaid', 'Beaded glam mermaid']);
    sheet.addRow(['AV-2', 'Aveline', 'Wren', { formula: 'D3*2', result: 2400 }, 'Sheath', 'Minimal crepe sheath']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await admin.post('/api/inventory/upload', inventoryForm(xlsx, 'stock.xlsx'));
    expect(res.status).toBe(200);
    expect(res.body.dressCount).toBe(2);
    const [wren] = await t.sql`SELECT price FROM dresses WHERE boutique_id = ${boutiqueId} AND name = 'Wren'`;
    expect(wren!.price).toBe('2400.00');
    expect((await admin.get('/api/inventory/status')).body.dressCount).toBe(2);

    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['Style No', 'Designer', 'Name', 'Price', 'Fabric'],
        ['X-9', 'Old House', 'Vera', '990', 'Satin'],
      ]),
      'Sheet1',
    );
    const xls = XLSX.write(book, { bookType: 'biff8', type: 'buffer' }) as Buffer;
    const legacy = await admin.post('/api/inventory/upload', inventoryForm(xls, 'legacy.xls'));
    expect(legacy.status).toBe(200);
    expect(legacy.body.dressCount).toBe(1);
    const names = await t.sql`
      SELECT d.name FROM dresses d JOIN inventories i ON i.id = d.inventory_id WHERE i.boutique_id = ${boutiqueId} AND i.is_current`;
    expect(names.map((row) => row.name)).toEqual(['Vera']);
  });

  it.each([
    ['an empty file', () => inventoryForm('', 'empty.csv'), 400, 'Please choose an inventory file to upload.'],
    [
      '601 KB',
      () => inventoryForm('a,b\n' + 'x'.repeat(601 * 1024), 'big.csv'),
      413,
      'Please select a file smaller than 600KB for optimal AI analysis.',
    ],
    ['a wrong type', () => inventoryForm('%PDF-1.7', 'stock.pdf'), 400, 'Please upload a .csv, .xlsx or .xls file.'],
    [
      'a PNG named .csv',
      () => inventoryForm(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]), 'stock.csv'),
      400,
      /.+/,
    ],
    [
      'no usable column',
      () => inventoryForm('colour,length\nivory,long\n', 'odd.csv'),
      400,
      /dress name, style number or designer/,
    ],
    ['no file at all', () => new FormData(), 400, 'Please choose an inventory file to upload.'],
  ])('refuses %s and keeps the current inventory', async (_label, makeForm, status, message) => {
    const before = (await admin.get('/api/inventory/status')).body;
    const res = await admin.post('/api/inventory/upload', makeForm());
    expect(res.status).toBe(status);
    expect(res.body.error).toMatch(message);
    expect((await admin.get('/api/inventory/status')).body).toEqual(before);
  });

  it("is for the boutique's admins: consultants get 403, strangers 401, another boutique never touches this one", async () => {
    const [owner] = await t.sql`SELECT id FROM users WHERE boutique_id = ${boutiqueId} AND role = 'owner'`;
    await t.sql`
      INSERT INTO users (boutique_id, email, name, password_hash, role, status)
      SELECT boutique_id, 'consultant-' || ${boutiqueId} || '@example.com', 'Ivy', password_hash, 'consultant', 'active'
      FROM users WHERE id = ${owner!.id}`;
    const [ownerRow] = await t.sql`SELECT email FROM users WHERE id = ${owner!.id}`;
    void ownerRow;
    const consultant = t.client();
    const login = await consultant.post('/api/auth/login', {
      email: `consultant-${boutiqueId}@example.com`,
      password: 'Veil&Lace2025',
    });
    expect(login.status).toBe(200);
    const denied = await consultant.post('/api/inventory/upload', inventoryForm(csv, 'stock.csv'));
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe('Only boutique admins can do this.');
    expect((await t.client().post('/api/inventory/upload', inventoryForm(csv, 'stock.csv'))).status).toBe(401);

    const before = (await admin.get('/api/inventory/status')).body;
    expect((await otherAdmin.post('/api/inventory/upload', inventoryForm(csv, 'stock.csv'))).status).toBe(200);
    expect((await admin.get('/api/inventory/status')).body).toEqual(before);
  });
});
