import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { inventoryFileMessages } from '@bridal/server/inventory/inventory-file-error';
import { jpegWithGps, pixelFloodPng } from '@bridal/testing/make-images';
import { signUpAndLogIn, type TestClient } from '../support/boutique-fixtures';
import { createTestApp, type TestApp, type TestResponse } from '../support/test-app';
import {
  gifImage,
  htmlWithScript,
  jpegPolyglot,
  pixelFloodJpeg,
  svgWithScript,
  windowsExecutable,
  xlsxZipBomb,
} from './hostile-files';
import { listFiles, rawMultipart, send } from './security-requests';

/*
 * Uploads an attacker would try on the three ways in (survey photos, the inventory and
 * trending-gown documents): the wrong bytes behind a good name, a pixel flood, a zip bomb, too
 * many bytes, file names that climb folders or carry NUL bytes, and SVG with a script. Each
 * refusal stores nothing; what is accepted is stored under a key the server makes, and any file
 * sent back is an attachment the browser will not sniff.
 */

const photoMaxBytes = 256 * 1024;
const documentMaxBytes = 1024 * 1024;

let t: TestApp;
let admin: TestClient;
let cookie: string;
let boutiqueId: number;
let slug: string;

beforeAll(async () => {
  t = await createTestApp({
    PHOTO_MAX_BYTES: String(photoMaxBytes),
    TRENDING_DOCUMENT_MAX_BYTES: String(documentMaxBytes),
  });
  ({ client: admin, boutiqueId, slug } = await signUpAndLogIn(t));
  cookie = `bc_session=${admin.jar.get('bc_session')}`;
});
afterAll(async () => {
  await t?.close();
});

/** Rows and files an upload could leave behind. */
async function stored() {
  type Counts = {
    brides: number;
    photos: number;
    inventories: number;
    dresses: number;
    documents: number;
    topSellers: number;
  };
  const [rows] = await t.sql<Counts[]>`
    SELECT (SELECT count(*)::int FROM brides) AS brides, (SELECT count(*)::int FROM bride_photos) AS photos,
           (SELECT count(*)::int FROM inventories) AS inventories, (SELECT count(*)::int FROM dresses) AS dresses,
           (SELECT count(*)::int FROM trending_documents) AS documents,
           (SELECT count(*)::int FROM top_seller_items) AS top_sellers`;
  return { ...rows!, files: await listFiles(t.storageDir) };
}

/** The highest growth of this process's memory while `work` runs (the parsers' threads included). */
async function peakMemoryGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const base = process.memoryUsage.rss();
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 2);
  try {
    const result = await work();
    return { result, growth: Math.max(peak, process.memoryUsage.rss()) - base };
  } finally {
    clearInterval(timer);
  }
}

const mebibyte = 1024 * 1024;

/** A body that streams in without a Content-Length, as a chunked upload does: one file part, `bytes` long in all. */
async function streamedUpload(url: string, field: string, bytes: number): Promise<TestResponse> {
  const boundary = 'streamed-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="boutiqueName"\r\n\r\n${slug}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="big.pdf"\r\n\r\n%PDF-1.7\n`,
  );
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) controller.enqueue(head);
      const chunk = Buffer.alloc(Math.min(256 * 1024, bytes - sent), 0x41);
      sent += chunk.length + (sent === 0 ? head.length : 0);
      if (chunk.length > 0) controller.enqueue(chunk);
      if (sent >= bytes) controller.close();
    },
  });
  const response = await t.app.request(url, {
    method: 'POST',
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' },
    body,
    duplex: 'half',
  } as RequestInit);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: JSON.parse(text), text, setCookies: [] };
}

describe('survey photos', () => {
  const surveyWith = (files: { name: string; bytes: Buffer; type?: string }[]) => {
    const form = new FormData();
    form.append('name', 'Clara Upload');
    form.append('boutiqueName', slug);
    for (const file of files) {
      form.append(
        'inspirationImages',
        new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' }),
        file.name,
      );
    }
    return form;
  };

  it.each([
    [
      'an SVG with a script',
      'dress.svg',
      svgWithScript,
      'image/svg+xml',
      /"dress\.svg" is not a JPEG, PNG, WebP or HEIC image/,
    ],
    ['an SVG with a script named .png', 'dress.png', svgWithScript, 'image/png', /"dress\.png" is not a JPEG, PNG/],
    ['a web page named .jpg', 'dress.jpg', htmlWithScript, 'image/jpeg', /"dress\.jpg" is not a JPEG, PNG/],
    [
      'JPEG magic bytes followed by a web page',
      'dress.jpg',
      jpegPolyglot,
      'image/jpeg',
      /"dress\.jpg" could not be read as an image/,
    ],
    ['a program named .jpg', 'dress.jpg', windowsExecutable, 'image/jpeg', /"dress\.jpg" is not a JPEG, PNG/],
    ['a GIF named .jpg', 'dress.jpg', gifImage, 'image/jpeg', /"dress\.jpg" is not a JPEG, PNG/],
  ])(
    'refuses %s by its bytes, whatever its name and type say, and stores nothing',
    async (_label, name, bytes, type, message) => {
      const before = await stored();
      const res = await send(t, 'POST', '/api/surveys', { body: surveyWith([{ name, bytes, type }]) });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(message);
      expect(await stored()).toEqual(before);
    },
  );

  it('refuses a pixel flood (a small file declaring a gigantic image) before decoding it, as JPEG or PNG', async () => {
    const before = await stored();
    for (const [name, bytes] of [
      ['flood.jpg', await pixelFloodJpeg(65_000, 65_000)],
      ['flood.png', pixelFloodPng(100_000, 100_000)],
    ] as const) {
      expect(bytes.length).toBeLessThan(2048);
      const { result: res, growth } = await peakMemoryGrowth(() =>
        send(t, 'POST', '/api/surveys', { body: surveyWith([{ name, bytes }]) }),
      );
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(new RegExp(`"${name.replace('.', '\\.')}" has too many pixels`));
      // Decoding it would take gigabytes.
      expect(growth).toBeLessThan(200 * mebibyte);
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses a photo over PHOTO_MAX_BYTES with 413, and a body over the limit even when it declares no length', async () => {
    const before = await stored();
    const big = Buffer.concat([await jpegWithGps({ width: 64, height: 64 }), Buffer.alloc(photoMaxBytes)]);
    const res = await send(t, 'POST', '/api/surveys', { body: surveyWith([{ name: 'big.jpg', bytes: big }]) });
    expect(res.status).toBe(413);
    expect(res.body.error).toMatch(/"big\.jpg" is larger than/);
    const streamed = await streamedUpload('/api/surveys', 'inspirationImages', photoMaxBytes * 6 + 3 * mebibyte);
    expect(streamed.status).toBe(413);
    expect(await stored()).toEqual(before);
  });

  it('stores photos under keys it makes itself, whatever path, NUL or length the file names carry', async () => {
    const photo = await jpegWithGps({ width: 64, height: 64 });
    const escape = `evil-${randomBytes(4).toString('hex')}.jpg`;
    const names = [
      { fileName: `../../../../../../tmp/${escape}` },
      { fileName: `..\\..\\..\\${escape}` },
      { fileName: 'x', fileNameStar: `..%2F..%2F${escape}%00.png` },
      { fileName: `${'x'.repeat(1000)}.jpg` },
      { fileName: '/etc/passwd' },
    ];
    const form = rawMultipart([
      { name: 'name', data: 'Clara Paths' },
      { name: 'boutiqueName', data: slug },
      ...names.map((name) => ({ name: 'inspirationImages', ...name, contentType: 'image/jpeg', data: photo })),
    ]);
    const res = await send(t, 'POST', '/api/surveys', {
      body: form.body,
      headers: { 'content-type': form.contentType },
    });
    expect(res.status).toBe(201);
    const brideId = res.body.brideId as string;
    const keys = await t.sql<
      { storageKey: string }[]
    >`SELECT storage_key FROM bride_photos WHERE bride_id = ${brideId}`;
    expect(keys).toHaveLength(names.length);
    for (const { storageKey } of keys) {
      expect(storageKey).toMatch(new RegExp(`^boutiques/${boutiqueId}/brides/${brideId}/photos/[0-9a-f-]{36}-upload$`));
    }
    const files = Object.keys(await listFiles(t.storageDir));
    expect(files.filter((file) => file.includes(brideId))).toHaveLength(names.length);
    expect(files.some((file) => file.includes('evil') || file.includes('passwd') || file.includes('xxx'))).toBe(false);
    for (const where of ['/tmp', path.dirname(t.storageDir), path.join(t.storageDir, '..', '..')]) {
      expect(existsSync(path.join(where, escape))).toBe(false);
    }
  });

  it('names a refused file without its folders, control characters or excess length', async () => {
    const form = rawMultipart([
      { name: 'name', data: 'Clara Names' },
      { name: 'boutiqueName', data: slug },
      {
        name: 'inspirationImages',
        fileName: 'x',
        fileNameStar: `..%2F..%2Fetc%2F${'p'.repeat(300)}%00%0D%0Apasswd.jpg`,
        data: htmlWithScript,
      },
    ]);
    const before = await stored();
    const res = await send(t, 'POST', '/api/surveys', {
      body: form.body,
      headers: { 'content-type': form.contentType },
    });
    expect(res.status).toBe(400);
    const message = res.body.error as string;
    expect(message).toMatch(/^"p+\.\.\." is not a JPEG, PNG, WebP or HEIC image\.$/);
    expect(message.length).toBeLessThan(140);
    expect(await stored()).toEqual(before);
  });
});

describe('inventory uploads', () => {
  const inventoryForm = (bytes: Buffer | string, fileName: string) => {
    const form = new FormData();
    form.append('inventory', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), fileName);
    return form;
  };

  it.each([
    ['a PNG named .xlsx', pixelFloodPng(10, 10), 'stock.xlsx'],
    ['a web page named .xls', htmlWithScript, 'stock.xls'],
    ['a program named .csv', windowsExecutable, 'stock.csv'],
    ['an SVG with a script named .xlsx', svgWithScript, 'stock.xlsx'],
    ['an SVG with a script', svgWithScript, 'stock.svg'],
  ])('refuses %s with 400 and keeps the current inventory', async (_label, bytes, fileName) => {
    const before = await stored();
    const res = await admin.post('/api/inventory/upload', inventoryForm(bytes, fileName));
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(expect.any(String));
    expect(await stored()).toEqual(before);
  });

  it.each([
    ['claims 1.6 GB unpacked', false],
    ['lies about its sizes and unpacks to 1.6 GB', true],
  ])('refuses a zip-bomb XLSX that %s, without unpacking it', async (_label, lying) => {
    const bomb = await xlsxZipBomb({ inflatedBytes: 200 * mebibyte, sheets: 8, lying });
    expect(bomb.length).toBeLessThan(600 * 1024);
    const before = await stored();
    const { result: res, growth } = await peakMemoryGrowth(() =>
      admin.post('/api/inventory/upload', inventoryForm(bomb, 'stock.xlsx')),
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(inventoryFileMessages.tooBigUnpacked);
    expect(growth).toBeLessThan(300 * mebibyte);
    expect(await stored()).toEqual(before);
  });

  it('refuses a body over the limit even when it declares no length', async () => {
    const before = await stored();
    const res = await streamedUpload('/api/inventory/upload', 'inventory', 2 * mebibyte);
    expect(res.status).toBe(413);
    expect(await stored()).toEqual(before);
  });

  it('keeps only the last part of a file name, without NUL or control characters, at most 255 long', async () => {
    const csv = 'Style #,Gown,Price\nP-1,Pathfinder,1200\n';
    for (const name of [
      { fileName: '../../../etc/stock.csv' },
      { fileName: '..\\..\\stock.csv' },
      { fileName: 'x.csv', fileNameStar: 'a%00b%0D%0A.csv' },
      { fileName: `${'s'.repeat(1000)}.csv` },
    ]) {
      const form = rawMultipart([{ name: 'inventory', ...name, data: csv }]);
      const res = await send(t, 'POST', '/api/inventory/upload', {
        cookie,
        body: form.body,
        headers: { 'content-type': form.contentType },
      });
      expect([name, res.status]).toEqual([name, 200]);
      const [current] = await t.sql<{ fileName: string }[]>`
        SELECT file_name FROM inventories WHERE boutique_id = ${boutiqueId} AND is_current`;
      expect([...current!.fileName].some((char) => char === '/' || char === '\\' || char < ' ')).toBe(false);
      expect(current!.fileName.length).toBeLessThanOrEqual(255);
      expect(current!.fileName).toMatch(/\.csv$/);
    }
  });
});

describe('trending-gown documents', () => {
  const documentsForm = (files: { bytes: Buffer | string; name: string }[]) => {
    const form = new FormData();
    for (const file of files) {
      form.append(
        'files',
        new Blob([typeof file.bytes === 'string' ? file.bytes : new Uint8Array(file.bytes)]),
        file.name,
      );
    }
    return form;
  };
  const download = (id: string) => send(t, 'GET', `/api/trending-gowns/download/${id}`, { cookie });

  it.each([
    ['an SVG with a script', svgWithScript, 'gown.svg'],
    ['an SVG with a script named .png', svgWithScript, 'gown.png'],
    ['an SVG with a script named .gif', svgWithScript, 'gown.gif'],
    ['a web page named .pdf', htmlWithScript, 'gown.pdf'],
    ['a web page named .jpg', htmlWithScript, 'gown.jpg'],
    ['JPEG magic bytes followed by a web page, named .png', jpegPolyglot, 'gown.png'],
    ['a program named .doc', windowsExecutable, 'gown.doc'],
    ['a plain ZIP named .docx', Buffer.from('PK\u0003\u0004not an office file'), 'gown.docx'],
  ])('refuses %s with 415 and stores nothing', async (_label, bytes, name) => {
    const before = await stored();
    const res = await admin.post('/api/trending-gowns/upload', documentsForm([{ bytes, name }]));
    expect(res.status).toBe(415);
    expect(res.body.error).toContain(`"${name}"`);
    expect(await stored()).toEqual(before);
  });

  it('serves back what it keeps only as an attachment the browser may not sniff: an SVG saved as text, a pixel flood', async () => {
    const res = await admin.post(
      '/api/trending-gowns/upload',
      documentsForm([
        { bytes: svgWithScript, name: 'notes.txt' },
        { bytes: pixelFloodPng(), name: 'flood.png' },
      ]),
    );
    expect(res.status).toBe(201);
    const [text, image] = res.body.documents as { id: string; mimeType: string }[];
    expect(text!.mimeType).toBe('text/plain');
    // The image is kept as a document and never decoded on the server; the web app only offers it for download.
    expect(image!.mimeType).toBe('image/png');
    for (const [document, type] of [
      [text!, 'text/plain; charset=utf-8'],
      [image!, 'image/png'],
    ] as const) {
      const served = await download(document.id);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
      expect(served.headers.get('content-security-policy')).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    }
  });

  it('reads a zip-bomb XLSX for top sellers within its bounds: kept as a document, no top sellers, no memory blow-up', async () => {
    const bomb = await xlsxZipBomb({ inflatedBytes: 200 * mebibyte, sheets: 8, lying: true });
    const before = await stored();
    const { result: res, growth } = await peakMemoryGrowth(() =>
      admin.post('/api/trending-gowns/upload', documentsForm([{ bytes: bomb, name: 'top-sellers.xlsx' }])),
    );
    expect(growth).toBeLessThan(300 * mebibyte);
    expect(res.status).toBe(201);
    const [document] = res.body.documents;
    expect(document.topSellerCount ?? 0).toBe(0);
    expect(document.topSellerNote).toMatch(/too large to read/);
    expect(await t.sql`SELECT id FROM top_seller_items WHERE document_id = ${document.id}`).toHaveLength(0);
    expect((await stored()).topSellers).toBe(before.topSellers);
  });

  it('refuses a body over the limit even when it declares no length, and stores nothing', async () => {
    const before = await stored();
    const res = await streamedUpload('/api/trending-gowns/upload', 'files', documentMaxBytes + 2 * mebibyte);
    expect(res.status).toBe(413);
    expect(await stored()).toEqual(before);
  });

  it('stores documents under keys it makes, and names them back without folders, NUL or header breaks', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(500), Buffer.from('\n%%EOF\n')]);
    const names = [
      { fileName: '../../../../etc/cron.d/gown.pdf', shown: 'gown.pdf' },
      // A quoted backslash escapes the next character (RFC 7578); an encoded one is a real backslash.
      { fileName: '..\\..\\windows\\gown.pdf', shown: '....windowsgown.pdf' },
      { fileName: 'x', fileNameStar: '..%5C..%5Cwindows%5Cgown.pdf', shown: 'gown.pdf' },
      { fileName: 'x', fileNameStar: 'a%00b%0D%0ASet-Cookie%3A%20evil%3D1%3B.pdf', shown: 'abSet-Cookie: evil=1;.pdf' },
      { fileName: `${'d'.repeat(1000)}.pdf`, shown: `${'d'.repeat(251)}.pdf` },
    ];
    const form = rawMultipart(
      names.map(({ shown: _shown, ...name }) => ({
        name: 'files',
        ...name,
        contentType: 'application/pdf',
        data: pdf,
      })),
    );
    const res = await send(t, 'POST', '/api/trending-gowns/upload', {
      cookie,
      body: form.body,
      headers: { 'content-type': form.contentType },
    });
    expect(res.status).toBe(201);
    const documents = res.body.documents as { id: string; fileName: string }[];
    expect(documents.map((document) => document.fileName)).toEqual(names.map((name) => name.shown));
    for (const document of documents) {
      const [row] = await t.sql<
        { storageKey: string }[]
      >`SELECT storage_key FROM trending_documents WHERE id = ${document.id}`;
      expect(row!.storageKey).toBe(`boutiques/${boutiqueId}/documents/${document.id}.pdf`);
      const served = await download(document.id);
      expect(served.status).toBe(200);
      const disposition = served.headers.get('content-disposition')!;
      expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''[\x21-\x7e]+$/);
      expect(disposition).not.toMatch(/[\r\n]/);
      expect(served.setCookies).toEqual([]);
    }
    expect(Object.keys(await listFiles(t.storageDir)).filter((file) => /cron|windows|evil/.test(file))).toEqual([]);
  });
});
