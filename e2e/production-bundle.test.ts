/**
 * The API and worker as production runs them: the bundles of `npm run build:server` under plain
 * node (no tsx), built into a folder of this test's own. A survey with a photo goes in and is
 * analysed against an inventory parsed in the bundled inventory thread; the migrations are found
 * from the bundle.
 */
import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { jpegWithGps } from '@bridal/testing/make-images';
import { platformEnv } from '@bridal/testing/platform-env';
import { repoRoot, type SpawnedService, spawnService } from '@bridal/testing/spawn-service';
import { createTestDatabase, type TestDatabase } from '@bridal/testing/test-database';
import { createTestRedisPrefix } from '@bridal/testing/test-redis';
import { buildServer } from '../scripts/build-server';

let buildRoot: string;
let database: TestDatabase;
let redis: ReturnType<typeof createTestRedisPrefix>;
const services: SpawnedService[] = [];
let baseUrl: string;

beforeAll(async () => {
  // Inside the repository, so the bundles find node_modules as api/dist does.
  buildRoot = path.join(repoRoot, '.test-artifacts', `bundle-${randomUUID()}`);
  await buildServer(buildRoot);
  database = await createTestDatabase();
  redis = createTestRedisPrefix();
  const platform = await platformEnv({ databaseUrl: database.url, redisPrefix: redis.prefix });
  baseUrl = platform.baseUrl;
  const env = {
    ...platform.env,
    DATABASE_POOL_SIZE: '4',
    STORAGE_DIR: path.join(buildRoot, 'uploads'),
    SERVE_WEB: 'false',
    LOG_LEVEL: 'info',
    WORKER_HEARTBEAT_FILE: path.join(buildRoot, 'worker-heartbeat'),
  };
  for (const entry of ['api/src/main.ts', 'worker/src/main.ts'] as const) {
    services.push(
      await spawnService({
        entry,
        env,
        readyLine: entry.startsWith('api') ? /listening on/ : /worker started/,
        from: 'build',
        buildRoot,
      }),
    );
  }
});

afterAll(async () => {
  await Promise.all(services.map((service) => service.stop()));
  await redis?.cleanup();
  await database?.drop();
  if (buildRoot) await rm(buildRoot, { recursive: true, force: true });
});

async function adminCookie(): Promise<{ cookie: string; slug: string }> {
  const person = {
    name: 'Ines Duarte',
    email: `ines.${randomUUID()}@duarte-bridal.com`,
    password: 'Tulle&Lace2026',
    phone: '6175550142',
    boutiqueName: 'Duarte Bridal House',
    address: '9 Newbury St, Boston, MA',
    consultantSeats: 4,
    agreedToTerms: true,
  };
  const json = { 'content-type': 'application/json' };
  const signup = await fetch(`${baseUrl}/api/signup`, { method: 'POST', headers: json, body: JSON.stringify(person) });
  expect(signup.status).toBe(201);
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: person.email, password: person.password }),
  });
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  const [row] = await database.sql<{ slug: string }[]>`SELECT slug FROM boutiques WHERE name = ${person.boutiqueName}`;
  return { cookie, slug: row!.slug };
}

describe('the production bundles', () => {
  it('run under plain node, without tsx', async () => {
    for (const service of services) {
      const commandLine = (await readFile(`/proc/${service.process.pid}/cmdline`, 'utf8')).split('\0');
      expect(commandLine.some((arg) => arg.endsWith('/dist/main.js'))).toBe(true);
      expect(commandLine.join(' ')).not.toContain('tsx');
    }
    const ready = await fetch(`${baseUrl}/api/ready`);
    expect(ready.status).toBe(200);
    // The bundled worker's heartbeat reached the API, not merely its start-up grace.
    expect(await ready.json()).toMatchObject({ checks: { worker: 'ok' } });
  });

  it('take an inventory and a survey with a photo through to her plan', async () => {
    const { cookie, slug } = await adminCookie();
    const inventory = new FormData();
    inventory.append(
      'inventory',
      new Blob(
        [
          [
            'Item No.,House,Gown Name,Ticket Price,Cut,Fabrication',
            'DB-10,Atelier Noor,Selene,2400,Ball Gown,Mikado',
            'DB-11,Atelier Noor,Marisol,1750,A-Line,Chiffon',
            'DB-12,Casa Vela,Odette,3100,Mermaid,Lace',
          ].join('\n'),
        ],
        { type: 'text/csv' },
      ),
      'duarte stock.csv',
    );
    const upload = await fetch(`${baseUrl}/api/inventory/upload`, {
      method: 'POST',
      headers: { cookie },
      body: inventory,
    });
    expect(upload.status).toBe(200);
    expect(await upload.json()).toMatchObject({ dressCount: 3 });

    const survey = new FormData();
    survey.append('name', 'Beatriz Lopes');
    survey.append('boutiqueName', slug);
    survey.append('weddingVenue', 'Harborview Rooftop');
    survey.append('budget', '2000-3000');
    survey.append(
      'inspirationImages',
      new Blob([new Uint8Array(await jpegWithGps())], { type: 'image/jpeg' }),
      'rooftop.jpg',
    );
    const submitted = await fetch(`${baseUrl}/api/surveys`, { method: 'POST', body: survey });
    expect(submitted.status).toBe(201);
    const { brideId } = (await submitted.json()) as { brideId: string };

    let status = '';
    for (let attempt = 0; attempt < 200 && status !== 'ready'; attempt += 1) {
      const answer = await fetch(`${baseUrl}/api/surveys/${brideId}/status`);
      status = ((await answer.json()) as { status: string }).status;
      if (status !== 'ready') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe('ready');

    const plan = await fetch(`${baseUrl}/api/recommendations/${brideId}`, { headers: { cookie } });
    expect(plan.status).toBe(200);
    const body = JSON.stringify(await plan.json());
    expect(['Selene', 'Marisol', 'Odette'].some((gown) => body.includes(gown))).toBe(true);
  });
});
