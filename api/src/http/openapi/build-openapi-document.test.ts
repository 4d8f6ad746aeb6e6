import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Validator } from '@seriousme/openapi-schema-validator';
import { apiPaths } from '@bridal/shared/api/api-paths';
import { Hono } from 'hono';
import { number, object, string } from 'yup';
import type { AppEnv } from '../../app-env';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { describedRoutes, describeRoute } from '../describe-route';
import { buildOpenApiDocument, openApiPathOf } from './build-openapi-document';

// The API reference is generated: from the app's routes, the routes declared for keys, and the
// yup schemas their handlers validate with. Nothing in it is written by hand.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

interface Operation {
  summary: string;
  parameters: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: { 'application/json': { schema: Record<string, unknown> } } };
  'x-api-key-scope': string;
}
type Paths = Record<string, Record<string, Operation>>;

const served = async () => {
  const res = await t.client().get(apiPaths.openApi);
  expect(res.status).toBe(200);
  return res.body as { openapi: string; paths: Paths };
};
const operationsOf = (paths: Paths) =>
  Object.entries(paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`));

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document, served to anyone', async () => {
    const document = await served();
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    // The validator is no formality: the same document with an operation made wrong fails it.
    const broken = structuredClone(document) as { paths: Record<string, Record<string, object>> };
    broken.paths['/api/brides']!.get = { ...broken.paths['/api/brides']!.get, parameters: [{ in: 'query' }] };
    expect((await new Validator().validate(broken as never)).valid).toBe(false);
  });

  it('holds every route declared for keys, and nothing else', async () => {
    const declared = describedRoutes(t.app).map(
      (route) => `${route.method.toLowerCase()} ${openApiPathOf(route.path)}`,
    );
    expect(declared.length).toBeGreaterThanOrEqual(12);
    expect(operationsOf((await served()).paths).sort()).toEqual([...new Set(declared)].sort());
  });

  it('leaves out the session-only routes: accounts, sign-in, billing, the team, the keys themselves', async () => {
    const paths = Object.keys((await served()).paths);
    for (const prefix of [
      '/api/account',
      '/api/auth',
      '/api/subscription-details',
      '/api/consultants',
      '/api/api-keys',
      '/api/signup',
    ]) {
      expect(paths.filter((path) => path.startsWith(prefix))).toEqual([]);
    }
    expect(paths).toEqual(expect.arrayContaining(['/api/brides', '/api/appointments/{appointmentId}/outcome']));
  });

  it('says what each operation takes: path parameters, query from its schema, body from its schema, the scope', async () => {
    const { paths } = await served();
    const list = paths['/api/brides']!.get!;
    expect(list['x-api-key-scope']).toBe('read');
    expect(list.parameters.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['search', 'status', 'page']),
    );
    const book = paths['/api/appointments']!.post!;
    expect(book['x-api-key-scope']).toBe('read-write');
    expect(book.requestBody!.content['application/json'].schema).toMatchObject({
      type: 'object',
      properties: { brideId: expect.any(Object), startsAt: expect.any(Object) },
    });
    const cancel = paths['/api/appointments/{appointmentId}/cancel']!.post!;
    expect(cancel.parameters).toEqual([
      { name: 'appointmentId', in: 'path', required: true, schema: { type: 'string' } },
    ]);
  });

  it('gives every GET the read scope and every change the read-write scope', () => {
    for (const route of describedRoutes(t.app)) {
      expect(`${route.method} ${route.path}: ${route.description.apiKey}`).toBe(
        `${route.method} ${route.path}: ${route.method === 'GET' ? 'read' : 'write'}`,
      );
    }
  });
});

describe('the generator', () => {
  const appWith = (schema: ReturnType<typeof object>) => {
    const route = describeRoute({ summary: 'Rename', tags: ['Test'], body: schema, apiKey: 'write' });
    return new Hono<AppEnv>()
      .put('/things/:thingId', route, async (c) => c.json(await route.body(c)))
      .onError((error, c) => c.json({ error: error.message }, 400));
  };
  const bodyOf = (app: Hono<AppEnv>) =>
    buildOpenApiDocument(app, { serverUrl: 'http://localhost', version: '0' }).paths['/things/{thingId}']!
      .put as Operation;

  it('reads the schema: a change to it changes the document', () => {
    const before = bodyOf(appWith(object({ name: string().required() })));
    const after = bodyOf(appWith(object({ name: string().required().max(40), size: number().min(0) })));
    expect(before.requestBody!.content['application/json'].schema).toEqual({
      type: 'object',
      properties: { name: { type: 'string' } },
      required: ['name'],
    });
    expect(after.requestBody!.content['application/json'].schema).toEqual({
      type: 'object',
      properties: { name: { type: 'string', maxLength: 40 }, size: { type: 'number', minimum: 0 } },
      required: ['name'],
    });
  });

  it('validates the body the handler reads with the schema it declares', async () => {
    const app = appWith(object({ name: string().required('Name it.').max(4, 'Too long.') }));
    const put = (body: object) =>
      app.request('/things/1', {
        method: 'PUT',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
    expect(await (await put({ name: 'Lace', extra: 1 })).json()).toEqual({ name: 'Lace' });
    const refused = await put({ name: 'Chiffon' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: 'Too long.' });
  });
});
