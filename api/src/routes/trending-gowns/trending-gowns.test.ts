import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { xlsxFile } from '@bridal/testing/fixtures/spreadsheet-files';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  analyseBride,
  logInNewConsultant,
  signUpAndLogIn,
  submitTextSurvey,
  type TestClient,
  uploadStockCsv,
} from '../../../test/support/boutique-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

// A small limit, so a file over it is cheap to make.
const maxFileBytes = 64 * 1024;

let t: TestApp;
let admin: TestClient;
let boutiqueId: number;
let slug: string;
let otherAdmin: TestClient;
let consultant: TestClient;

beforeAll(async () => {
  t = await createTestApp({ TRENDING_DOCUMENT_MAX_BYTES: String(maxFileBytes) });
  ({ client: admin, boutiqueId, slug } = await signUpAndLogIn(t));
  ({ client: otherAdmin } = await signUpAndLogIn(t));
  consultant = await logInNewConsultant(t, boutiqueId, { name: 'Ivy Moreau', coachingGoals: '' });
});
afterAll(async () => {
  await t?.close();
});

const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(20_000), Buffer.from('\n%%EOF\n')]);
const topSellersCsv = [
  'Rank,Style #,Designer,Gown,Retail,Silhouette,Fabric,Notes',
  '1,SOL-7,Casa Marea,Solenne,3400,A-Line,Chiffon,"Flowy boho beach gown, open back"',
  '2,HX-3,Rue Bridal,Sage,1950,Sheath,Crepe,Minimal modern crepe sheath',
  '3,AV-9,Aveline,Odette,2900,Ball Gown,Tulle,Classic princess ball gown',
].join('\n');

function filesForm(files: { bytes: Buffer | string; name: string }[], description?: string): FormData {
  const form = new FormData();
  if (description !== undefined) form.append('description', description);
  for (const file of files) {
    const bytes = typeof file.bytes === 'string' ? Buffer.from(file.bytes) : file.bytes;
    form.append('files', new Blob([new Uint8Array(bytes)]), file.name);
  }
  return form;
}

/** A GET whose body is kept as bytes (the test client reads text). */
async function download(client: TestClient, url: string) {
  const cookie = [...client.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await t.app.request(url, { headers: { cookie } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function storedFiles(): Promise<string[]> {
  const folder = path.join(t.storageDir, `boutiques/${boutiqueId}/documents`);
  return readdir(folder).catch(() => []);
}

const documentCount = async () =>
  Number((await t.sql`SELECT count(*) FROM trending_documents WHERE boutique_id = ${boutiqueId}`)[0]!.count);

describe('trending-gown documents', () => {
  let pdfId: string;
  let csvId: string;

  it('keeps a PDF and a top-sellers CSV, lists them newest first and downloads them byte for byte', async () => {
    const res = await admin.post(
      '/api/trending-gowns/upload',
      filesForm(
        [
          { bytes: pdf, name: 'Spring Lookbook.pdf' },
          { bytes: topSellersCsv, name: 'top sellers – spring.csv' },
        ],
        '  Bridal Market picks for spring  ',
      ),
    );
    expect(res.status).toBe(201);
    const [pdfDoc, csvDoc] = res.body.documents;
    expect(pdfDoc).toEqual({
      id: expect.any(String),
      fileName: 'Spring Lookbook.pdf',
      filePath: `/api/trending-gowns/download/${pdfDoc.id}`,
      fileSize: pdf.length,
      mimeType: 'application/pdf',
      description: 'Bridal Market picks for spring',
      uploadedAt: expect.any(String),
      topSellerCount: null,
      topSellerNote: null,
    });
    expect(csvDoc).toMatchObject({ fileName: 'top sellers – spring.csv', mimeType: 'text/csv', topSellerCount: 3 });
    pdfId = pdfDoc.id;
    csvId = csvDoc.id;

    const list = await admin.get('/api/trending-gowns');
    expect(list.status).toBe(200);
    expect(list.body.map((doc: { id: string }) => doc.id)).toEqual([csvId, pdfId]);
    expect(list.body[1]).toEqual(pdfDoc);

    const pdfDownload = await download(admin, pdfDoc.filePath);
    expect(pdfDownload.status).toBe(200);
    expect(pdfDownload.bytes.equals(pdf)).toBe(true);
    expect(pdfDownload.headers.get('content-type')).toBe('application/pdf');
    expect(pdfDownload.headers.get('content-disposition')).toBe(
      `attachment; filename="Spring Lookbook.pdf"; filename*=UTF-8''Spring%20Lookbook.pdf`,
    );
    expect(pdfDownload.headers.get('x-content-type-options')).toBe('nosniff');

    const csvDownload = await download(admin, csvDoc.filePath);
    expect(csvDownload.bytes.toString()).toBe(topSellersCsv);
    expect(csvDownload.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csvDownload.headers.get('content-disposition')).toBe(
      `attachment; filename="top sellers _ spring.csv"; filename*=UTF-8''top%20sellers%20%E2%80%93%20spring.csv`,
    );

    const items = await t.sql`SELECT name FROM top_seller_items WHERE document_id = ${csvId} ORDER BY position`;
    expect(items.map((row) => row.name)).toEqual(['Solenne', 'Sage', 'Odette']);
    expect(await storedFiles()).toHaveLength(2);
  });

  it('keeps a spreadsheet it cannot read top sellers from, saying why', async () => {
    const sheet = await xlsxFile([
      ['Month', 'Appointments'],
      ['March', 41],
    ]);
    const res = await admin.post('/api/trending-gowns/upload', filesForm([{ bytes: sheet, name: 'visits.xlsx' }]));
    expect(res.status).toBe(201);
    expect(res.body.documents[0]).toMatchObject({ topSellerCount: 0, description: null });
    expect(res.body.documents[0].topSellerNote).toMatch(
      /^No top sellers could be read: We could not find a dress name/,
    );
    expect((await admin.delete(`/api/trending-gowns/${res.body.documents[0].id}`)).status).toBe(204);
  });

  it('refuses a bad upload whole, naming the file, and keeps nothing of it', async () => {
    const before = { documents: await documentCount(), files: await storedFiles() };
    const good = { bytes: pdf, name: 'fine.pdf' };
    const cases: [FormData, number, string][] = [
      [filesForm([], 'only words'), 400, 'Please select at least one file to upload.'],
      [filesForm([{ bytes: '', name: '' }]), 400, 'Please select at least one file to upload.'],
      [
        filesForm([good, { bytes: 'MZ\x90\x00', name: 'setup.exe' }]),
        415,
        '"setup.exe" is not an accepted file type. Please upload .pdf .doc .docx .xls .xlsx .csv .jpg .jpeg .png .gif .txt files.',
      ],
      [
        filesForm([good, { bytes: 'Dear brides, ...', name: 'letter.pdf' }]),
        415,
        '"letter.pdf" is not a real PDF file: its contents do not match its name.',
      ],
      [
        filesForm([good, { bytes: Buffer.concat([pdf, pdf, pdf, pdf]), name: 'huge.pdf' }]),
        413,
        '"huge.pdf" is larger than 64 KB, the limit for each file.',
      ],
      [
        filesForm([good, { bytes: Buffer.from([0xff, 0xfe, 0x41, 0x00]), name: 'list.csv' }]),
        415,
        '"list.csv" is not plain UTF-8 text: please save it as UTF-8 and upload it again.',
      ],
      [
        filesForm(Array.from({ length: 11 }, (_, index) => ({ bytes: pdf, name: `page-${index}.pdf` }))),
        400,
        'Please upload at most 10 files at a time.',
      ],
      [filesForm([good], 'x'.repeat(501)), 400, 'The description must be 500 characters or fewer.'],
      // The description may come after the files it describes.
      [
        (() => {
          const form = filesForm([good]);
          form.append('description', 'y'.repeat(501));
          return form;
        })(),
        400,
        'The description must be 500 characters or fewer.',
      ],
    ];
    for (const [form, status, error] of cases) {
      const res = await admin.post('/api/trending-gowns/upload', form);
      expect({ status: res.status, body: res.body }).toEqual({ status, body: { error } });
    }
    const json = await admin.post('/api/trending-gowns/upload', { files: ['a.pdf'] });
    expect(json.status).toBe(415);

    expect(await documentCount()).toBe(before.documents);
    expect(await storedFiles()).toEqual(before.files);
  });

  it('answers 413 at once for a body declared larger than ten files at the limit', async () => {
    const cookie = [...admin.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await t.app.request('/api/trending-gowns/upload', {
      method: 'POST',
      headers: {
        cookie,
        'content-type': 'multipart/form-data; boundary=b',
        'content-length': String(maxFileBytes * 10 + 2 * 1024 * 1024),
      },
      body: '--b--\r\n',
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'The request body is too large.' });
  });

  it('lets a consultant list and download the documents; only admins upload and delete (403), a visitor gets 401', async () => {
    const list = await consultant.get('/api/trending-gowns');
    expect(list.status).toBe(200);
    expect(list.body).toEqual((await admin.get('/api/trending-gowns')).body);
    expect(list.body.map((doc: { id: string }) => doc.id)).toContain(pdfId);
    const pdfDownload = await download(consultant, `/api/trending-gowns/download/${pdfId}`);
    expect(pdfDownload.status).toBe(200);
    expect(pdfDownload.bytes.equals(pdf)).toBe(true);
    expect(pdfDownload.headers.get('content-disposition')).toMatch(/^attachment; filename="Spring Lookbook.pdf"/);

    const before = { documents: await documentCount(), files: await storedFiles() };
    const form = filesForm([{ bytes: pdf, name: 'a.pdf' }]);
    for (const res of [
      await consultant.post('/api/trending-gowns/upload', form),
      await consultant.delete(`/api/trending-gowns/${pdfId}`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'Only boutique admins can do this.' });
    }
    expect({ documents: await documentCount(), files: await storedFiles() }).toEqual(before);
    expect((await t.client().get('/api/trending-gowns')).status).toBe(401);
    expect((await t.client().get(`/api/trending-gowns/download/${pdfId}`)).status).toBe(401);
  });

  it("answers a consultant 404 for another boutique's document, an unknown id and a malformed id", async () => {
    const { client: strangerAdmin, boutiqueId: strangerBoutique } = await signUpAndLogIn(t);
    const theirs = await strangerAdmin.post(
      '/api/trending-gowns/upload',
      filesForm([{ bytes: pdf, name: 'Their Lookbook.pdf' }]),
    );
    expect(theirs.status).toBe(201);
    const theirId = theirs.body.documents[0].id as string;
    const strangerConsultant = await logInNewConsultant(t, strangerBoutique, { name: 'Rue Other', coachingGoals: '' });
    expect((await strangerConsultant.get('/api/trending-gowns')).body.map((doc: { id: string }) => doc.id)).toEqual([
      theirId,
    ]);
    expect((await consultant.get('/api/trending-gowns')).body).not.toContainEqual(
      expect.objectContaining({ id: theirId }),
    );
    for (const id of [theirId, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await consultant.get(`/api/trending-gowns/download/${id}`);
      expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: { error: 'Document not found' } });
    }
    expect((await strangerConsultant.get(`/api/trending-gowns/download/${pdfId}`)).status).toBe(404);
  });

  it("answers 404 for another boutique's document and for a malformed id", async () => {
    expect((await otherAdmin.get('/api/trending-gowns')).body).toEqual([]);
    for (const id of [pdfId, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      for (const res of [
        await otherAdmin.get(`/api/trending-gowns/download/${id}`),
        await otherAdmin.delete(`/api/trending-gowns/${id}`),
        ...(id === pdfId ? [] : [await admin.get(`/api/trending-gowns/download/${id}`)]),
      ]) {
        expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: { error: 'Document not found' } });
      }
    }
    expect((await download(admin, `/api/trending-gowns/download/${pdfId}`)).status).toBe(200);
  });

  it('deletes a document with its file and its top-seller items', async () => {
    expect((await admin.delete(`/api/trending-gowns/${csvId}`)).status).toBe(204);

    expect((await admin.get('/api/trending-gowns')).body.map((doc: { id: string }) => doc.id)).toEqual([pdfId]);
    expect((await admin.get(`/api/trending-gowns/download/${csvId}`)).status).toBe(404);
    expect(await t.sql`SELECT id FROM top_seller_items WHERE document_id = ${csvId}`).toHaveLength(0);
    expect(await storedFiles()).toEqual([`${pdfId}.pdf`]);
    expect((await admin.delete(`/api/trending-gowns/${csvId}`)).status).toBe(404);
  });
});

describe('a top-sellers CSV as a trending-gowns document', () => {
  const inventoryCsv = [
    'Product Code,House,Gown Name,Retail Price,Cut,Fabrication,Available Sizes,Details',
    'HX-1,Hollow Oak,Fern,1650,A-Line,Chiffon,4-14,Breezy beach gown with a sweep train',
    'HX-2,Hollow Oak,Ivy,2900,Ball Gown,Satin,6-12,Structured classic ball gown with a cathedral train',
    'HX-3,Rue Bridal,Sage,1950,Sheath,Crepe,2-10,Minimal modern crepe sheath with an open back',
  ].join('\n');
  const beachBride = {
    name: 'Nora Quinn',
    weddingDate: '2031-08-14',
    weddingVenue: 'Crescent Beach Pavilion',
    weddingLocation: 'Cape Elizabeth, ME',
    weddingVibes: ['beach', 'bohemian'],
    budget: '3000-5000',
    shoppingParty: ['friend'],
    currentFeeling: ['excited'],
    specificVision: 'Flowy and light with an open back.',
    additionalNotes: '',
  };

  async function topSellersOf(brideId: string) {
    await analyseBride(t, brideId);
    const plan = await admin.get(`/api/recommendations/${brideId}`);
    expect(plan.status).toBe(200);
    const [step] = await t.sql<{ provider: string }[]>`
      SELECT provider FROM analysis_steps WHERE bride_id = ${brideId} AND step = 'top-sellers'`;
    expect(step!.provider).toBe('local');
    return {
      text: plan.body.survey.topSellerRecommendation as string,
      picks: (plan.body.recommendations as { dressId: string; label: string; source: string }[]).filter(
        (pick) => pick.source === 'top-sellers',
      ),
    };
  }

  it("shows up in the next bride's top-seller recommendation, within the boutique's data, until it is deleted", async () => {
    expect((await uploadStockCsv(admin, [inventoryCsv])).body.dressCount).toBe(3);

    const before = await topSellersOf(await submitTextSurvey(t, slug, beachBride));
    expect(before.picks).toEqual([]);
    expect(before.text).toMatch(/has not flagged any top sellers/);

    const upload = await admin.post(
      '/api/trending-gowns/upload',
      filesForm([{ bytes: topSellersCsv, name: 'top-sellers.csv' }]),
    );
    expect(upload.body.documents[0].topSellerCount).toBe(3);
    const documentId = upload.body.documents[0].id as string;

    const after = await topSellersOf(await submitTextSurvey(t, slug, { ...beachBride, name: 'Lena Park' }));
    expect(after.text).toMatch(/Of the boutique's 3 top sellers/);
    expect(after.text).toContain('Solenne (Casa Marea, style SOL-7)');
    expect(after.text).toContain('from your top-sellers list "top-sellers.csv"; not in the current inventory');
    // Sage is stocked: the document flags the inventory dress rather than adding a second Sage.
    const [sage] = await t.sql<{ id: string }[]>`
      SELECT d.id FROM dresses d JOIN inventories i ON i.id = d.inventory_id
      WHERE i.boutique_id = ${boutiqueId} AND i.is_current AND d.style_number = 'HX-3'`;
    const items = await t.sql<{ id: string; name: string }[]>`
      SELECT id, name FROM top_seller_items WHERE document_id = ${documentId}`;
    const allowed = new Set([sage!.id, ...items.filter((row) => row.name !== 'Sage').map((row) => row.id)]);
    expect(after.picks.length).toBeGreaterThan(0);
    expect(after.picks.every((pick) => allowed.has(pick.dressId))).toBe(true);
    expect(after.picks.map((pick) => pick.label)).toContain('Solenne (Casa Marea, style SOL-7)');

    expect((await admin.delete(`/api/trending-gowns/${documentId}`)).status).toBe(204);
    const deleted = await topSellersOf(await submitTextSurvey(t, slug, { ...beachBride, name: 'Ada Bell' }));
    expect(deleted.picks).toEqual([]);
  });
});
