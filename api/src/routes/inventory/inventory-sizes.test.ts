import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadCurrentInventory } from '@bridal/server/analysis/load-inventory';
import { apiPaths } from '@bridal/shared/api/api-paths';
import type { InventoryDress } from '@bridal/shared/inventory/inventory-dresses';
import { signUpAndLogIn, type TestClient, uploadStockCsv } from '../../../test/support/boutique-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
let admin: TestClient;
let boutiqueId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ client: admin, boutiqueId } = await signUpAndLogIn(t));
});
afterAll(async () => {
  await t.close();
});

/** Headers named as boutiques name them, the range in the header, and every kind of bad size cell. */
const stock = [
  'Style #,Designer,Gown,Price,Sizes Available,Sample Sz,Size Range 0-30',
  'SZ-1,Allure,Ava,1200,"8, 10, 12",10,',
  'SZ-2,Allure,Bea,1350,"14W, 16W","12, 14W",2-28W',
  'SZ-3,Allure,Cia,1500,"95, 6",call store,30-0',
  'SZ-4,Allure,Dee,1600,"UK 16, UK 18",UK 16,UK 6-22',
  'SZ-5,Allure,Eve,1700,ask,ask,ask',
];

describe('inventory size columns, uploaded and read back', () => {
  it('stores sample sizes and the orderable range, and the status lists what was found', async () => {
    const res = await uploadStockCsv(admin, stock);
    expect(res.status).toBe(200);
    // Bad size cells never cost a dress.
    expect(res.body).toMatchObject({ dressCount: 5, skippedCount: 0 });
    expect(res.body.columns.mapped).toMatchObject({
      sizes: 'Sizes Available',
      sampleSizes: 'Sample Sz',
      orderRange: 'Size Range 0-30',
    });
    const expectedSizes = {
      columns: [
        { field: 'sizes', header: 'Sizes Available', recognisedBy: 'header', dressCount: 4 },
        { field: 'sampleSizes', header: 'Sample Sz', recognisedBy: 'header', dressCount: 3 },
        { field: 'orderRange', header: 'Size Range 0-30', recognisedBy: 'header', dressCount: 4 },
      ],
      notes: [
        'Row 4: "95" is not a dress size; left out.',
        'Row 4: "30-0" read as 0-30.',
        'Sample Sz: 2 cells hold notes, not sizes ("call store", "ask"); kept in the description.',
        'Sizes Available: 1 cell holds a note, not sizes ("ask"); kept in the description.',
        'Size Range 0-30: 1 cell holds a note, not sizes ("ask"); kept in the description.',
        'This inventory mixes UK and US sizes: 3 UK sizes were converted to US (UK 16 is US 12).',
      ],
    };
    expect(res.body.sizes).toEqual(expectedSizes);
    expect((await admin.get('/api/inventory/status')).body.sizes).toEqual(expectedSizes);

    const rows = await t.sql`
      SELECT style_number, sizes, sample_sizes, order_size_min, order_size_max FROM dresses
      WHERE boutique_id = ${boutiqueId} ORDER BY style_number`;
    expect(
      rows.map((row) => [row.styleNumber, row.sizes, row.sampleSizes, row.orderSizeMin, row.orderSizeMax]),
    ).toEqual([
      ['SZ-1', ['8', '10', '12'], ['10'], '0.0', '30.0'],
      ['SZ-2', ['14W', '16W'], ['12', '14W'], '2.0', '28.0'],
      ['SZ-3', ['6'], [], '0.0', '30.0'],
      ['SZ-4', ['12', '14'], ['12'], '2.0', '18.0'],
      ['SZ-5', [], [], null, null],
    ]);
  });

  it('loads the dresses for the analysis with sampleSizes and orderRange', async () => {
    const { dresses } = await loadCurrentInventory(t.sql, boutiqueId);
    const byStyle = new Map(dresses.map((dress) => [dress.styleNumber, dress]));
    expect(byStyle.get('SZ-1')).toMatchObject({
      sizes: ['8', '10', '12'],
      sampleSizes: ['10'],
      orderRange: { min: 0, max: 30 },
    });
    expect(byStyle.get('SZ-2')).toMatchObject({ sampleSizes: ['12', '14W'], orderRange: { min: 2, max: 28 } });
    expect(byStyle.get('SZ-5')).toMatchObject({ sizes: [], sampleSizes: [], orderRange: null });
    expect(byStyle.get('SZ-5')!.description).toContain('Sizes Available: ask');
  });

  it('shows them on the inventory page and in the download, which uploads again as it is', async () => {
    const page = await admin.get(apiPaths.inventoryDresses);
    const bea = (page.body.dresses as InventoryDress[]).find((dress) => dress.styleNumber === 'SZ-2');
    expect(bea).toMatchObject({ sizes: ['14W', '16W'], sampleSizes: ['12', '14W'], orderRange: { min: 2, max: 28 } });

    const download = await admin.get(apiPaths.inventoryDownload);
    const lines = download.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n');
    expect(lines.find((line) => line.startsWith('"SZ-2"'))).toContain('"14W, 16W","12, 14W","2-28",');

    expect((await uploadStockCsv(admin, lines, 'again.csv')).status).toBe(200);
    const { dresses } = await loadCurrentInventory(t.sql, boutiqueId);
    expect(dresses.find((dress) => dress.styleNumber === 'SZ-2')).toMatchObject({
      sampleSizes: ['12', '14W'],
      orderRange: { min: 2, max: 28 },
    });
  });

  it('keeps an upload whose size columns hold only notes, and says so', async () => {
    const res = await uploadStockCsv(admin, [
      'Name,Price,Sizes,Sample Size,Order Sizes',
      'Ava,1200,call store,ask,ask',
      'Bea,1300,ask,ask,-',
    ]);
    expect(res.status).toBe(200);
    expect(res.body.dressCount).toBe(2);
    expect(res.body.sizes.notes).toEqual([
      'Sizes: 2 cells hold notes, not sizes ("call store", "ask"); kept in the description.',
      'Sample Size: 2 cells hold notes, not sizes ("ask"); kept in the description.',
      'Order Sizes: 1 cell holds a note, not sizes ("ask"); kept in the description.',
    ]);
  });

  it('answers a status without sizes for an upload made before sizes were read', async () => {
    await t.sql`UPDATE inventories SET size_report = NULL WHERE boutique_id = ${boutiqueId} AND is_current`;
    const status = await admin.get('/api/inventory/status');
    expect(status.body).toEqual({ hasInventory: true, dressCount: 2, lastUpdated: expect.any(String) });
  });
});
