import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { freePort } from '@bridal/testing/free-port';
import { type SpawnedService, spawnService } from '@bridal/testing/spawn-service';
import { delay, waitUntil } from '@bridal/testing/wait';
import { surveyPhotoField } from '@bridal/shared/survey/survey-fields';
import { sampleBrideFields, signUpAndLogIn } from '../support/boutique-fixtures';
import { operator, opsPassword } from '../support/operator-credential';
import { createTestApp, type TestApp } from '../support/test-app';
import { listFiles, rawMultipart, sessionCookie } from './security-requests';

/*
 * Whatever a client does with an upload (a field the route does not read, a file or a body cut
 * off halfway, by a closed tab or a lost network, parts the parser cannot read) it gets an answer
 * or loses its own request, and nothing else: the API keeps serving everyone, and nothing of the
 * upload is kept. The API runs here as its own process (api/src/main.ts, as `npm start` runs it),
 * over real connections, so an error nobody handled would end it as it would in production.
 */

let t: TestApp;
let api: SpawnedService;
let baseUrl: string;
let port: number;
let slug: string;
let adminCookie: string;
let boutiqueId: number;

beforeAll(async () => {
  t = await createTestApp({ PHOTO_MAX_BYTES: String(1024 * 1024) });
  const owner = await signUpAndLogIn(t);
  ({ slug, boutiqueId } = owner);
  adminCookie = await sessionCookie(t, { userId: owner.ownerId, boutiqueId: owner.boutiqueId });
});
afterAll(async () => {
  await t?.close();
});

/** The API as its own process over the test app's database, Redis prefix and storage. */
async function startApi(): Promise<void> {
  port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  api = await spawnService({
    entry: 'api/src/main.ts',
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATABASE_URL: t.env.DATABASE_URL,
      REDIS_URL: t.env.REDIS_URL,
      REDIS_PREFIX: t.env.REDIS_PREFIX,
      STORAGE_DIR: t.storageDir,
      PHOTO_MAX_BYTES: t.env.PHOTO_MAX_BYTES.toString(),
      SERVE_WEB: 'false',
      // Every request comes from this machine: the survey's limit per address would answer first.
      RATE_LIMITS: 'off',
      OPS_PASSWORD: opsPassword,
      LOG_LEVEL: 'info',
    },
    readyLine: /listening on/,
  });
}

/** The boutique's rows and files an upload could leave behind. */
async function stored() {
  const [rows] = await t.sql<Record<string, number>[]>`
    SELECT (SELECT count(*)::int FROM brides WHERE boutique_id = ${boutiqueId}) AS brides,
           (SELECT count(*)::int FROM bride_photos p JOIN brides b ON b.id = p.bride_id
             WHERE b.boutique_id = ${boutiqueId}) AS photos,
           (SELECT count(*)::int FROM inventories WHERE boutique_id = ${boutiqueId}) AS inventories,
           (SELECT count(*)::int FROM trending_documents WHERE boutique_id = ${boutiqueId}) AS documents`;
  const files = await listFiles(path.join(t.storageDir, 'boutiques', String(boutiqueId)));
  return { ...rows!, files };
}

/** The API's count of errors that escaped to the process, by kind. */
async function uncaughtErrorsCounted(): Promise<string[]> {
  const response = await fetch(`${baseUrl}/metrics`, { headers: operator });
  const text = await response.text();
  return text.split('\n').filter((line) => line.startsWith('bridal_uncaught_errors_total{'));
}

/** The API process is still running and answers a request, though its own log says why if not. */
async function expectStillServing(): Promise<void> {
  // An uncaught exception ends the process a moment after the connection went.
  await delay(300);
  if (api.process.exitCode !== null || api.process.signalCode !== null) {
    throw new Error(`the API process ended:\n${api.output().slice(-3000)}`);
  }
  const response = await fetch(`${baseUrl}/api/health`);
  expect(response.status).toBe(200);
}

function requestHead(path: string, contentType: string, length: number, cookie?: string): Buffer {
  const lines = [
    `POST ${path} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    `Content-Type: ${contentType}`,
    `Content-Length: ${length}`,
    ...(cookie ? [`Cookie: ${cookie}`] : []),
  ];
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n`);
}

/**
 * Sends the head and the body's first `sentBytes`, then drops the connection as a closed tab (FIN)
 * or a lost network (RST) would, once the server has had time to be reading the body.
 */
async function abandon(head: Buffer, body: Buffer, sentBytes: number, how: 'close' | 'reset'): Promise<void> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.on('error', () => undefined);
  socket.write(Buffer.concat([head, body.subarray(0, sentBytes)]));
  await delay(200);
  if (how === 'reset') socket.resetAndDestroy();
  else socket.destroy();
}

/** Sends the whole request over a connection of its own and reads the answer's status and body. */
function sendWhole(head: Buffer, body: Buffer): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (chunk) => received.push(chunk));
    // The server may answer and close before the whole body is written.
    socket.on('error', () => undefined);
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer in: ${Buffer.concat(received).toString()}`));
    }, 15_000);
    const finish = () => {
      const text = Buffer.concat(received).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(text.slice(0, split));
      if (split < 0 || text.length - (split + 4) < Number(length?.[1] ?? 0)) return false;
      clearTimeout(timer);
      socket.destroy();
      resolve({ status: Number(text.split(' ')[1]), body: text.slice(split + 4) });
      return true;
    };
    socket.on('data', finish);
    socket.on('close', () => {
      if (!finish()) {
        clearTimeout(timer);
        reject(new Error(`closed without an answer: ${Buffer.concat(received).toString()}`));
      }
    });
    socket.write(Buffer.concat([head, body]));
  });
}

interface Upload {
  path: string;
  cookie?: () => string;
  /** The route's own text fields, a valid form around the file. */
  texts: () => Record<string, string>;
  fileField: string;
  fileName: string;
  /** Bytes that start a file the route would take. */
  fileStart: Buffer;
  /** A whole file the route takes (none for the survey, whose photos are optional), and its answer. */
  goodFile?: Buffer;
  acceptedStatus: number;
}

// Large enough that a cut-off file is still streaming in when the client goes.
const fileBytes = 300 * 1024;

const uploads: Upload[] = [
  {
    path: '/api/surveys',
    texts: () => ({
      ...sampleBrideFields,
      weddingVibes: 'beach',
      shoppingParty: 'mom',
      currentFeeling: 'excited',
      boutiqueName: slug,
    }),
    fileField: surveyPhotoField,
    fileName: 'inspiration.jpg',
    fileStart: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    acceptedStatus: 201,
  },
  {
    path: '/api/trending-gowns/upload',
    cookie: () => adminCookie,
    texts: () => ({ description: 'Spring top sellers' }),
    fileField: 'files',
    fileName: 'spring-top-sellers.pdf',
    fileStart: Buffer.from('%PDF-1.7\n'),
    goodFile: Buffer.from(`%PDF-1.7\n${' '.repeat(1000)}\n%%EOF\n`),
    acceptedStatus: 201,
  },
  {
    path: '/api/inventory/upload',
    cookie: () => adminCookie,
    texts: () => ({}),
    fileField: 'inventory',
    fileName: 'inventory.csv',
    fileStart: Buffer.from('Style,Name,Size\n'),
    goodFile: Buffer.from('Style #,Gown,Price\nP-1,Pathfinder,1200\n'),
    acceptedStatus: 200,
  },
];

/** A form of the route's fields and one file part named `fileField`, and where that file's bytes start. */
function formWithFile(upload: Upload, fileField: string): { body: Buffer; contentType: string; fileAt: number } {
  const marker = Buffer.from('<<file-bytes-start>>');
  const data = Buffer.concat([upload.fileStart, marker, Buffer.alloc(fileBytes, 0x41)]);
  const { body, contentType } = rawMultipart([
    ...Object.entries(upload.texts()).map(([name, value]) => ({ name, data: value })),
    { name: fileField, fileName: upload.fileName, contentType: 'application/octet-stream', data },
  ]);
  return { body, contentType, fileAt: body.indexOf(marker) };
}

describe.each(uploads)('$path', (upload) => {
  let before: Awaited<ReturnType<typeof stored>>;
  // A process of its own per route: one that a route ended does not hide what the next one does.
  beforeAll(async () => {
    await startApi();
    before = await stored();
  });
  afterAll(async () => {
    await api?.stop();
  });

  const head = (contentType: string, body: Buffer) =>
    requestHead(upload.path, contentType, body.length, upload.cookie?.());

  it.each(['close', 'reset'] as const)(
    'survives a file of a field it does not read, cut off halfway (%s)',
    async (how) => {
      const { body, contentType, fileAt } = formWithFile(upload, 'unexpected');
      await abandon(head(contentType, body), body, fileAt + fileBytes / 2, how);
      await expectStillServing();
    },
  );

  it.each(['close', 'reset'] as const)('survives its own file cut off halfway (%s)', async (how) => {
    const { body, contentType, fileAt } = formWithFile(upload, upload.fileField);
    await abandon(head(contentType, body), body, fileAt + fileBytes / 2, how);
    await expectStillServing();
  });

  it('survives a body cut off inside a part header, and one cut off before its first byte', async () => {
    const { body, contentType, fileAt } = formWithFile(upload, 'unexpected');
    const insideHeader = body.lastIndexOf(Buffer.from('Content-Disposition'), fileAt) + 10;
    await abandon(head(contentType, body), body, insideHeader, 'close');
    await abandon(head(contentType, body), body, 0, 'close');
    await expectStillServing();
  });

  it('survives two files cut off at once: one it skipped and one it was reading', async () => {
    const unread = formWithFile(upload, 'unexpected');
    const read = formWithFile(upload, upload.fileField);
    await Promise.all([
      abandon(head(unread.contentType, unread.body), unread.body, unread.fileAt + 1000, 'reset'),
      abandon(head(read.contentType, read.body), read.body, read.fileAt + 1000, 'close'),
    ]);
    await expectStillServing();
  });

  it('refuses malformed parts with a clear message, sent whole', async () => {
    const unreadable = { error: 'The form data could not be read.' };
    const boundary = 'malformed-parts';
    const contentType = `multipart/form-data; boundary=${boundary}`;
    const malformed = [
      // A part's header block that never ends.
      `--${boundary}\r\nContent-Disposition: form-data; name="unexpected"; filename="a.bin"\r\nX-Pad: ${'a'.repeat(20_000)}`,
      // A file part without a name.
      `--${boundary}\r\nContent-Disposition: form-data; filename="a.bin"\r\n\r\n${'x'.repeat(1000)}\r\n--${boundary}--\r\n`,
      // A file of an unknown field whose body ends before its closing boundary.
      `--${boundary}\r\nContent-Disposition: form-data; name="unexpected"; filename="a.bin"\r\n\r\n${'x'.repeat(50_000)}`,
      // Its own file, good as far as it goes, ending the same way.
      `--${boundary}\r\nContent-Disposition: form-data; name="${upload.fileField}"; filename="${upload.fileName}"\r\n\r\n${upload.fileStart.toString('latin1')}${'x'.repeat(50_000)}`,
    ];
    for (const text of malformed) {
      const body = Buffer.from(text, 'latin1');
      const answer = await sendWhole(head(contentType, body), body);
      expect({ status: answer.status, body: JSON.parse(answer.body) as unknown }).toEqual({
        status: 400,
        body: unreadable,
      });
    }
    await expectStillServing();
  });

  it('keeps nothing of any of them, and nothing escaped to the process', async () => {
    // What a handler was writing when its client went is cleaned up after the answer.
    await waitUntil(async () => JSON.stringify(await stored()) === JSON.stringify(before), {
      everyMs: 100,
      timeoutMs: 5_000,
    });
    expect(await stored()).toEqual(before);
    expect((await uncaughtErrorsCounted()).sort()).toEqual([
      'bridal_uncaught_errors_total{kind="stream_error"} 0',
      'bridal_uncaught_errors_total{kind="uncaught_exception"} 0',
      'bridal_uncaught_errors_total{kind="unhandled_rejection"} 0',
    ]);
    await expectStillServing();
  });

  it('still takes a whole upload afterwards', async () => {
    const { goodFile } = upload;
    const { body, contentType } = rawMultipart([
      ...Object.entries(upload.texts()).map(([name, value]) => ({ name, data: value })),
      ...(goodFile ? [{ name: upload.fileField, fileName: upload.fileName, data: goodFile }] : []),
    ]);
    const answer = await sendWhole(head(contentType, body), body);
    expect(answer.status).toBe(upload.acceptedStatus);
  });
});
