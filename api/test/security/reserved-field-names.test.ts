import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { reservedFieldNameMessage } from '@bridal/server/errors/reserved-field-name';
import { createTestApp, type TestApp } from '../support/test-app';
import { pathParameters, type RegisteredRoute, registeredRoutes, ruleFor, tenantIds } from './route-table';
import { send, sessionCookie } from './security-requests';
import { makeTenant, type Tenant } from './two-boutiques';

/*
 * Bodies with a field named like a built-in of every JavaScript object: `__proto__` (prototype
 * pollution), `constructor`, `toString`. A validator that looks such a name up among its rules
 * finds a function instead, and the request used to end in a 500 and a stack trace. Every JSON
 * route of the route table, signed in with the caller's own ids, answers 400 with a message that
 * names the field. The multipart survey reads only the fields it asks for, so it ignores them.
 */

let t: TestApp;
let a: Tenant;
let routes: RegisteredRoute[];

beforeAll(async () => {
  t = await createTestApp();
  a = await makeTenant(t, 'Reservoir');
  routes = registeredRoutes(t.app);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

// Written as text: a JavaScript object literal would turn `__proto__` into its prototype, not a key.
const hostileBodies: [string, string][] = [
  ['__proto__', '{"email":"a@example.com","__proto__":{"role":"admin"}}'],
  ['constructor', '{"constructor":{"prototype":{"isAdmin":true}}}'],
  ['toString', '{"name":"Ivy","toString":"x"}'],
  ['hasOwnProperty', '{"details":{"hasOwnProperty":1}}'],
];
const multipartRoutes = new Set(['POST /api/surveys', 'POST /api/inventory/upload', 'POST /api/trending-gowns/upload']);

function jsonRoutes(): RegisteredRoute[] {
  return routes.filter((route) => {
    if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) || !route.path.startsWith('/api/')) return false;
    const kind = ruleFor(route)?.kind;
    return kind !== 'operator' && !multipartRoutes.has(`${route.method} ${route.path}`);
  });
}

function ownUrl(route: RegisteredRoute): string {
  const table = tenantIds(a, a);
  const segments = route.path.split('/');
  for (const parameter of pathParameters(route.path)) {
    const ids = parameter.keys.map((key) => table[key]).find(Boolean);
    segments[parameter.segment] = encodeURIComponent(ids?.a ?? 'x');
  }
  return segments.join('/');
}

async function callAsAdmin(route: RegisteredRoute, body: string) {
  const cookie = await sessionCookie(t, { userId: a.ownerId, boutiqueId: a.boutiqueId });
  return send(t, route.method, ownUrl(route), {
    body,
    cookie,
    headers: { origin: t.env.PUBLIC_URL, 'content-type': 'application/json' },
  });
}

describe('reserved field names in a body', () => {
  it('finds JSON routes to try', () => {
    expect(jsonRoutes().length).toBeGreaterThanOrEqual(15);
  });

  it('answers 400 naming the field on every JSON route that reads a body, and never 500 on any', async () => {
    const failures: string[] = [];
    for (const route of jsonRoutes()) {
      const label = `${route.method} ${route.path}`;
      // A route that reads a body refuses an empty object (its fields are missing); one that reads
      // none ignores whatever is sent.
      const readsBody = (await callAsAdmin(route, '{}')).status === 400;
      for (const [name, body] of hostileBodies) {
        const res = await callAsAdmin(route, body);
        if (res.status >= 500) failures.push(`${label} with ${name}: ${res.status}`);
        else if (readsBody && (res.status !== 400 || res.body?.error !== reservedFieldNameMessage(name)))
          failures.push(`${label} with ${name}: ${res.status} ${res.text}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 400 naming the field to the public calls with no session at all', async () => {
    for (const path of ['/api/auth/login', '/api/signup', '/api/trial-signup', '/api/auth/forgot-password']) {
      const res = await send(t, 'POST', path, {
        body: hostileBodies[0]![1],
        headers: { origin: t.env.PUBLIC_URL, 'content-type': 'application/json' },
      });
      expect([path, res.status, res.body?.error]).toEqual([path, 400, reservedFieldNameMessage('__proto__')]);
    }
  });

  it('ignores survey form fields named like built-ins, as it ignores any field it does not ask for', async () => {
    const survey = new FormData();
    survey.append('name', 'Clara Keys');
    survey.append('boutiqueName', a.slug);
    for (const [name] of hostileBodies) survey.append(name, 'x');
    const res = await send(t, 'POST', '/api/surveys', { body: survey, headers: { origin: t.env.PUBLIC_URL } });
    expect(res.status).toBe(201);
    const [bride] = await t.sql`SELECT name FROM brides WHERE id = ${res.body.brideId}`;
    expect(bride!.name).toBe('Clara Keys');
  });
});
