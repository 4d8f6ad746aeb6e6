import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiPaths } from '@bridal/shared/api/api-paths';
import {
  inventoryDressesMessages,
  inventoryDressesPageSize,
  inventorySearchMaxLength,
} from '@bridal/shared/inventory/inventory-dresses';
import {
  logInNewConsultant,
  sampleStockLines,
  signUpAndLogIn,
  type TestClient,
  uploadStockCsv,
} from '../../../test/support/boutique-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
let admin: TestClient;
let consultant: TestClient;
let otherAdmin: TestClient;

/** 120 gowns: enough for three pages, each findable by its own name. */
const manyGowns = [
  'Style #,Designer,Gown,Price,Silhouette,Fabric,Notes',
  ...Array.from(
    { length: 120 },
    (_, i) =>
      `BIG-${String(i + 1).padStart(3, '0')},House ${i % 3},Gown ${i + 1},${1000 + i},${i % 2 ? 'Sheath' : 'A-line'},Lace,Gown number ${i + 1}`,
  ),
];

beforeAll(async () => {
  t = await createTestApp();
  let boutiqueId: number;
  ({ client: admin, boutiqueId } = await signUpAndLogIn(t));
  consultant = await logInNewConsultant(t, boutiqueId, { name: 'Ivy Consultant', coachingGoals: '' });
  ({ client: otherAdmin } = await signUpAndLogIn(t));
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/inventory/dresses', () => {
  it('answers an empty first page, and the download a 404 that says why, before any upload', async () => {
    const res = await admin.get(apiPaths.inventoryDresses);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      upload: null,
      dresses: [],
      search: '',
      page: 1,
      pageSize: inventoryDressesPageSize,
      total: 0,
      pageCount: 1,
    });
    const download = await admin.get(apiPaths.inventoryDownload);
    expect(download.status).toBe(404);
    expect(download.body.error).toBe(inventoryDressesMessages.none);
  });

  it('shows the dresses as they were read, with the attributes found, a page at a time', async () => {
    expect((await uploadStockCsv(otherAdmin, sampleStockLines, 'other.csv')).status).toBe(200);
    expect((await uploadStockCsv(admin, manyGowns, 'big-stock.csv')).status).toBe(200);

    const first = await admin.get(apiPaths.inventoryDresses);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 120, page: 1, pageCount: 3, search: '' });
    expect(first.body.upload).toMatchObject({ fileName: 'big-stock.csv', dressCount: 120 });
    expect(first.body.dresses).toHaveLength(inventoryDressesPageSize);
    expect(first.body.dresses[0]).toMatchObject({
      styleNumber: 'BIG-001',
      designer: 'House 0',
      name: 'Gown 1',
      price: 1000,
      silhouette: 'a-line',
      fabric: 'lace',
      isTopSeller: false,
    });

    const last = await admin.get(`${apiPaths.inventoryDresses}?page=3`);
    expect(last.body.dresses.map((dress: { styleNumber: string }) => dress.styleNumber)).toEqual(
      Array.from({ length: 20 }, (_, i) => `BIG-${101 + i}`),
    );
    const beyond = await admin.get(`${apiPaths.inventoryDresses}?page=9`);
    expect(beyond.status).toBe(200);
    expect(beyond.body).toMatchObject({ dresses: [], page: 9, pageCount: 3 });
    // Nothing of the other boutique's stock.
    expect(JSON.stringify([first.body, last.body])).not.toMatch(/Hollow Oak|HX-1/);
  });

  it('searches every attribute, case aside, and takes % and _ as letters', async () => {
    const byName = await admin.get(`${apiPaths.inventoryDresses}?search=${encodeURIComponent('gown 12')}`);
    expect(byName.body.dresses.map((dress: { name: string }) => dress.name)).toEqual(['Gown 12', 'Gown 120']);
    expect(byName.body).toMatchObject({ total: 2, pageCount: 1, search: 'gown 12' });
    const bySilhouette = await admin.get(`${apiPaths.inventoryDresses}?search=sheath`);
    expect(bySilhouette.body.total).toBe(60);
    const wildcard = await admin.get(`${apiPaths.inventoryDresses}?search=${encodeURIComponent('%')}`);
    expect(wildcard.body.total).toBe(0);
    const blank = await admin.get(`${apiPaths.inventoryDresses}?search=&page=`);
    expect(blank.body).toMatchObject({ total: 120, page: 1 });
  });

  it('refuses a page that is not a whole number from 1, and a search too long, saying so', async () => {
    for (const page of ['0', '-1', '1.5', 'two', '1e400', '10001', ' ']) {
      const res = await admin.get(`${apiPaths.inventoryDresses}?page=${encodeURIComponent(page)}`);
      expect([page, res.status, res.body.error]).toEqual([page, 400, inventoryDressesMessages.page]);
    }
    const long = await admin.get(`${apiPaths.inventoryDresses}?search=${'x'.repeat(inventorySearchMaxLength + 1)}`);
    expect(long.status).toBe(400);
    expect(long.body.error).toBe(inventoryDressesMessages.search);
  });

  it('is for the boutique: a consultant searches it (for a sale) but not download it; a visitor without a session is refused', async () => {
    expect((await consultant.get(apiPaths.inventoryDresses)).status).toBe(200);
    expect((await consultant.get(apiPaths.inventoryDownload)).status).toBe(403);
    for (const path of [apiPaths.inventoryDresses, apiPaths.inventoryDownload]) {
      expect((await t.client().get(path)).status).toBe(401);
    }
  });
});

describe('GET /api/inventory/download', () => {
  it('answers the stored dresses as CSV named after the upload, formulas kept as text', async () => {
    const stock = [
      'Style #,Designer,Gown,Price,Silhouette,Neckline,Sizes,Best Seller,Notes',
      'CR-1,Crème Atelier,"Élodie, the ""Dream""",2100,Mermaid,Sweetheart,2-6,yes,Lace train',
      '=HYPERLINK("http://evil.example"),@Evil,+Sum,1200,,,,,-2+3',
    ];
    expect((await uploadStockCsv(admin, stock, 'Crème stock.xlsx.csv')).status).toBe(200);
    const res = await admin.get(apiPaths.inventoryDownload);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Creme stock.xlsx (as read).csv"; filename*=UTF-8''Cr%C3%A8me%20stock.xlsx%20%28as%20read%29.csv`,
    );
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n');
    expect(lines[0]).toBe(
      '"Style Number","Designer","Name","Price","Silhouette","Neckline","Fabric","Color","Sleeves","Train","Sizes","Sample Size","Order Sizes","Tags","Style Keywords","Description","Top Seller"',
    );
    expect(lines).toHaveLength(3);
    const elodie = lines.find((line) => line.startsWith('"CR-1"'))!;
    expect(elodie).toContain('"Crème Atelier","Élodie, the ""Dream""",2100,"mermaid","sweetheart",');
    expect(elodie).toContain('"2, 4, 6"');
    expect(elodie.endsWith(',"Yes"')).toBe(true);
    const hostile = lines.find((line) => !line.startsWith('"CR-1"') && !line.startsWith('"Style Number"'))!;
    expect(hostile).toMatch(/^"'=HYPERLINK\(""http:\/\/evil.example""\)","'@Evil","'\+Sum",1200,/);
    expect(hostile).not.toMatch(/,[=+\-@]/);
  });
});
