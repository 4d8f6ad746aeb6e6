import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiKeyMessages } from '@bridal/shared/api-keys/api-keys';
import { describedRoutes } from '../../src/http/describe-route';
import { createTestApp, type TestApp, type TestResponse } from '../support/test-app';
import {
  pathParameters,
  type RegisteredRoute,
  registeredRoutes,
  type RouteRule,
  routeRules,
  ruleFor,
  tenantIds,
} from './route-table';
import { type RequestBody, send, sessionCookie } from './security-requests';
import { snapshotTenant, type TenantSnapshot } from './tenant-snapshot';
import { makeTenant, type Tenant } from './two-boutiques';

/*
 * Boutique A's admin and consultant call every route the API registers with boutique B's ids in
 * every path and body parameter: each answers 404 (403 where the role decides first) and nothing
 * of B changes: its rows in every table, its stored files, its dashboard counter. Lists and
 * dashboards A can read hold none of B's names or ids.
 */

let t: TestApp;
let webDist: string;
let a: Tenant;
let b: Tenant;
let routes: RegisteredRoute[];
/** Who calls; each call gets a fresh session of its own (see freshCookie), or sends an API key. */
interface Caller {
  label: string;
  /** The caller's API key (Authorization: Bearer), sent with no cookie. */
  apiKey?: () => string;
}
const adminA: Caller = { label: "A's admin" };
const consultantA: Caller = { label: "A's consultant" };
const anonymous: Caller = { label: 'no session' };
const readKeyA: Caller = { label: "A's read key", apiKey: () => a.readKey };
const writeKeyA: Caller = { label: "A's read-write key", apiKey: () => a.writeKey };

beforeAll(async () => {
  // The API serves the web app in production; its catch-all page route must be classified too.
  webDist = await mkdtemp(path.join(tmpdir(), 'bc-matrix-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Bridal Coach</title><div id="root"></div>');
  await writeFile(path.join(webDist, 'assets', 'app.js'), 'console.log("app");');
  // The operator tools exist only with a credential configured: configured, they are in the table too.
  t = await createTestApp({
    SERVE_WEB: 'true',
    WEB_DIST: webDist,
    OPS_PASSWORD: 'matrix-operator-password',
    // Texts can be turned on (the sealing key), so their settings' write is a write.
    SMS_ENCRYPTION_KEY: 'ab'.repeat(32),
  });
  a = await makeTenant(t, 'Amberly');
  b = await makeTenant(t, 'Quillfeather');
  routes = registeredRoutes(t.app);
}, 120_000);
afterAll(async () => {
  await t?.close();
  if (webDist) await rm(webDist, { recursive: true, force: true });
});

const routeName = (route: RegisteredRoute) => `${route.method} ${route.path}`;
const routesOf = (kind: RouteRule['kind']) => routes.filter((route) => ruleFor(route)?.kind === kind);

/** A fresh session per call: a call that ends its session (logout) leaves the next one unharmed. */
async function freshCookie(caller: Caller): Promise<string | undefined> {
  if (caller === adminA) return sessionCookie(t, { userId: a.ownerId, boutiqueId: a.boutiqueId });
  if (caller === consultantA) return sessionCookie(t, { userId: a.consultantId, boutiqueId: a.boutiqueId });
  return undefined;
}

/** Calls a route as a caller, naming B as the boutique in a header and the query too: neither may widen the session. */
async function call(route: RegisteredRoute, url: string, caller: Caller, body?: RequestBody): Promise<TestResponse> {
  const method = route.method === 'ALL' || route.method === 'USE' ? 'GET' : route.method;
  const cookie = await freshCookie(caller);
  return send(t, method, `${url}${url.includes('?') ? '&' : '?'}boutiqueId=${b.boutiqueId}`, {
    body,
    ...(cookie ? { cookie } : {}),
    headers: {
      'x-boutique-id': String(b.boutiqueId),
      // A key is sent by a script: no Origin, no cookie.
      ...(caller.apiKey ? { authorization: `Bearer ${caller.apiKey()}` } : { origin: t.env.PUBLIC_URL }),
    },
  });
}

/** The route's path with values put in for its parameters (a wildcard becomes a plain segment). */
function fill(route: RegisteredRoute, values: Record<string, string>): string {
  const segments = route.path.split('/');
  for (const parameter of pathParameters(route.path)) {
    segments[parameter.segment] = encodeURIComponent(values[parameter.name] ?? 'x');
  }
  return segments.map((segment) => (segment === '*' ? 'x' : segment)).join('/');
}

type IdTable = ReturnType<typeof tenantIds>;
const idsOf = (table: IdTable, keys: string[]) => keys.map((key) => table[key]).find(Boolean);

/** Every parameter (path and body) of a route with its entry in the id table, or undefined when it has none. */
function parametersOf(route: RegisteredRoute, rule: RouteRule, table: IdTable) {
  const body = rule.kind === 'tenant' ? (rule.bodyIds ?? []).map((name) => ({ name, keys: [`:${name}`] })) : [];
  return [...pathParameters(route.path), ...body].map((parameter) => ({
    ...parameter,
    ids: idsOf(table, parameter.keys),
  }));
}

/** Every way to fill the parameters with B's ids, A's own mixed in, at least one of B's in each. */
function combinations(parameters: { name: string; ids?: { a: string; b: string[] } }[]) {
  let combos: { values: Record<string, string>; anyOfB: boolean }[] = [{ values: {}, anyOfB: false }];
  for (const parameter of parameters) {
    const choices = [
      ...parameter.ids!.b.map((id) => ({ id, ofB: true })),
      ...(parameters.length > 1 ? [{ id: parameter.ids!.a, ofB: false }] : []),
    ];
    combos = combos.flatMap((combo) =>
      choices.map((choice) => ({
        values: { ...combo.values, [parameter.name]: choice.id },
        anyOfB: combo.anyOfB || choice.ofB,
      })),
    );
  }
  return combos.filter((combo) => combo.anyOfB).map((combo) => combo.values);
}

/** What differs between two snapshots of B, in words. */
function changes(before: TenantSnapshot, after: TenantSnapshot): string[] {
  const found: string[] = [];
  for (const table of new Set([...Object.keys(before.rows), ...Object.keys(after.rows)])) {
    if (JSON.stringify(before.rows[table]) !== JSON.stringify(after.rows[table])) found.push(`rows of ${table}`);
  }
  if (JSON.stringify(before.files) !== JSON.stringify(after.files)) found.push('stored files');
  if (before.dashboardVersion !== after.dashboardVersion) found.push('dashboard change counter');
  return found;
}

/** B's markers found in an answer, except those the route shows by design. */
function leaks(res: TestResponse, allowed: string[] = []): string[] {
  return Object.entries(b.markers)
    .filter(([key, marker]) => !allowed.includes(key) && res.text.includes(marker))
    .map(([key]) => key);
}

/** Runs checks route by route; each failure names the route, the caller and what went wrong. */
async function checkRoutes(
  selected: RegisteredRoute[],
  check: (route: RegisteredRoute, fail: (message: string) => void) => Promise<void>,
): Promise<string[]> {
  const failures: string[] = [];
  let before = await snapshotTenant(t, b.boutiqueId);
  for (const route of selected) {
    await check(route, (message) => failures.push(`${routeName(route)}: ${message}`));
    const after = await snapshotTenant(t, b.boutiqueId);
    const changed = changes(before, after);
    if (changed.length > 0) failures.push(`${routeName(route)}: changed B's ${changed.join(', ')}`);
    before = after;
  }
  return failures;
}

const expectStatus = (fail: (message: string) => void, label: string, res: TestResponse, expected: number[]) => {
  if (!expected.includes(res.status)) {
    fail(`${label}: expected ${expected.join(' or ')}, got ${res.status} ${res.text.slice(0, 160)}`);
  }
};

/** Calls a route with B's ids as a caller: it must answer `expected` and show nothing of B but the ids it was given. */
async function callWithIdsOfB(
  route: RegisteredRoute,
  rule: Extract<RouteRule, { kind: 'tenant' }>,
  values: Record<string, string>,
  caller: Caller,
  expected: number[],
  fail: (message: string) => void,
): Promise<void> {
  const url = fill(route, values);
  const label = `${url} ${JSON.stringify(values)} as ${caller.label}`;
  const res = await call(route, url, caller, rule.body?.(values, b));
  expectStatus(fail, label, res, expected);
  const given = Object.keys(b.markers).filter((key) => Object.values(values).includes(b.markers[key]!));
  const leaked = leaks(res, given);
  if (leaked.length > 0) fail(`${label}: the answer shows B's ${leaked.join(', ')}`);
}

/** The routes an API key may call (declared with describeRoute), as `METHOD /path`. */
const keyRouteNames = () => new Set(describedRoutes(t.app).map((route) => `${route.method} ${route.path}`));

describe('the cross-tenant matrix', () => {
  it('classifies every route the API registers, and has B ids for every parameter', () => {
    const table = tenantIds(a, b);
    const problems: string[] = [];
    for (const route of routes) {
      const rule = ruleFor(route);
      if (!rule) {
        problems.push(
          `${routeName(route)} is not classified: add it to routeRules in api/test/security/route-table.ts`,
        );
        continue;
      }
      if (rule.kind !== 'tenant' && rule.kind !== 'public') continue;
      for (const parameter of parametersOf(route, rule, table)) {
        if (!parameter.ids) {
          problems.push(`${routeName(route)}: no id for "${parameter.name}" in tenantIds (route-table.ts)`);
        }
      }
    }
    const registered = new Set(routes.map(routeName));
    for (const name of Object.keys(routeRules)) {
      if (!registered.has(name)) problems.push(`${name} is classified but the app no longer registers it`);
    }
    expect(problems).toEqual([]);
    // The matrix is only as good as its reach: the API's routes are all here.
    expect(routes.length).toBeGreaterThanOrEqual(Object.keys(routeRules).length);
  });

  it("answers 404 to A's admin and consultant for every route given B's ids (403 where the role decides first), and changes nothing of B", async () => {
    const table = tenantIds(a, b);
    const withIds = routesOf('tenant').filter((route) => {
      const rule = ruleFor(route) as Extract<RouteRule, { kind: 'tenant' }>;
      return parametersOf(route, rule, table).length > 0;
    });
    expect(withIds.length).toBeGreaterThanOrEqual(9);
    const failures = await checkRoutes(withIds, async (route, fail) => {
      const rule = ruleFor(route) as Extract<RouteRule, { kind: 'tenant' }>;
      for (const values of combinations(parametersOf(route, rule, table))) {
        for (const [caller, expected] of [
          [adminA, [404]],
          [consultantA, rule.adminOnly ? [403] : [404]],
          [anonymous, [401]],
        ] as const) {
          await callWithIdsOfB(route, rule, values, caller, [...expected], fail);
        }
      }
    });
    expect(failures).toEqual([]);
  });

  it("answers 404 to A's API keys for every route keys may call, given B's ids, and changes nothing of B", async () => {
    const table = tenantIds(a, b);
    const keyRoutes = keyRouteNames();
    const withIds = routesOf('tenant').filter((route) => {
      const rule = ruleFor(route) as Extract<RouteRule, { kind: 'tenant' }>;
      return keyRoutes.has(routeName(route)) && parametersOf(route, rule, table).length > 0;
    });
    expect(withIds.length).toBeGreaterThanOrEqual(5);
    const failures = await checkRoutes(withIds, async (route, fail) => {
      const rule = ruleFor(route) as Extract<RouteRule, { kind: 'tenant' }>;
      for (const values of combinations(parametersOf(route, rule, table))) {
        for (const caller of route.method === 'GET' ? [readKeyA, writeKeyA] : [writeKeyA]) {
          await callWithIdsOfB(route, rule, values, caller, [404], fail);
        }
      }
    });
    expect(failures).toEqual([]);
  });

  it("refuses A's API keys on every route not declared for keys, and shows B nothing on those that are", async () => {
    const table = tenantIds(a, b);
    const keyRoutes = keyRouteNames();
    const apiRoutes = routes.filter((route) => route.path.startsWith('/api/') && route.method !== 'USE');
    const failures = await checkRoutes(apiRoutes, async (route, fail) => {
      const rule = ruleFor(route)!;
      const values = Object.fromEntries(
        parametersOf(route, rule, table).flatMap((parameter) =>
          parameter.ids ? [[parameter.name, parameter.ids.b[0] ?? parameter.ids.a]] : [],
        ),
      );
      const url = fill(route, values);
      const body = rule.kind === 'tenant' || rule.kind === 'public' ? rule.body?.(values, b) : undefined;
      if (!keyRoutes.has(routeName(route))) {
        const res = await call(route, url, writeKeyA, body);
        expectStatus(fail, `as ${writeKeyA.label}`, res, [403]);
        if (res.body?.error !== apiKeyMessages.notForKeys) fail(`as ${writeKeyA.label}: ${res.text.slice(0, 160)}`);
        return;
      }
      if (route.method !== 'GET') {
        const res = await call(route, url, readKeyA, body);
        expectStatus(fail, `as ${readKeyA.label}`, res, [403]);
      }
      if (parametersOf(route, rule, table).length === 0) {
        const res = await call(route, url, readKeyA);
        expectStatus(fail, `as ${readKeyA.label}`, res, [200]);
        const leaked = leaks(res);
        if (leaked.length > 0) fail(`as ${readKeyA.label}: the answer shows B's ${leaked.join(', ')}`);
      }
    });
    expect(failures).toEqual([]);
  });

  it("shows none of B's names or ids in any list, status, dashboard or page A can read", async () => {
    const readers = routes.filter((route) => {
      const rule = ruleFor(route);
      if (rule?.kind === 'own-session' || rule?.kind === 'web') return true;
      return rule?.kind === 'tenant' && !rule.ownWrite && parametersOf(route, rule, tenantIds(a, b)).length === 0;
    });
    expect(readers.map(routeName)).toEqual(
      expect.arrayContaining(['GET /api/dashboard/consultant', 'GET /api/consultants', 'GET /api/trending-gowns']),
    );
    const failures = await checkRoutes(readers, async (route, fail) => {
      const rule = ruleFor(route)!;
      const url = fill(route, {});
      for (const caller of [adminA, consultantA, anonymous]) {
        const res = await call(route, url, caller, rule.kind === 'own-session' ? rule.body : undefined);
        let expected: number[];
        if (rule.kind === 'own-session')
          expected = [caller === anonymous ? rule.expect.anonymous : rule.expect.signedIn];
        else if (rule.kind === 'web') expected = [200];
        else if (caller === anonymous) expected = [401];
        else expected = rule.kind === 'tenant' && rule.adminOnly && caller === consultantA ? [403] : [200];
        expectStatus(fail, `as ${caller.label}`, res, expected);
        const leaked = leaks(res);
        if (leaked.length > 0) fail(`as ${caller.label}: the answer shows B's ${leaked.join(', ')}`);
      }
    });
    expect(failures).toEqual([]);
  });

  it("keeps A's own writes in A, whatever boutique the header or query names", async () => {
    const writers = routes.filter((route) => {
      const rule = ruleFor(route);
      return rule?.kind === 'tenant' && rule.ownWrite;
    });
    expect(writers.length).toBeGreaterThanOrEqual(3);
    const failures = await checkRoutes(writers, async (route, fail) => {
      const rule = ruleFor(route) as Extract<RouteRule, { kind: 'tenant' }>;
      const url = fill(route, {});
      for (const caller of [consultantA, anonymous]) {
        const res = await call(route, url, caller, rule.body?.({}, b));
        expectStatus(fail, `as ${caller.label}`, res, [caller === anonymous ? 401 : 403]);
      }
      const ownBefore = await snapshotTenant(t, a.boutiqueId);
      const res = await call(route, url, adminA, rule.body?.({}, b));
      expectStatus(fail, `as ${adminA.label}`, res, [200, 201]);
      if (changes(ownBefore, await snapshotTenant(t, a.boutiqueId)).length === 0) {
        fail(`as ${adminA.label}: the write did not land in A`);
      }
      const leaked = leaks(res);
      if (leaked.length > 0) fail(`the answer shows B's ${leaked.join(', ')}`);
    });
    expect(failures).toEqual([]);
  });

  it("answers the public routes as designed when given B's ids, showing nothing private of B", async () => {
    const table = tenantIds(a, b);
    const failures = await checkRoutes(routesOf('public'), async (route, fail) => {
      const rule = ruleFor(route) as Extract<RouteRule, { kind: 'public' }>;
      const parameters = parametersOf(route, rule, table);
      const fillings = parameters.length > 0 ? combinations(parameters) : [{}];
      for (const values of fillings) {
        const url = fill(route, values);
        for (const caller of [adminA, consultantA, anonymous]) {
          const res = await call(route, url, caller, rule.body?.(values, b));
          expectStatus(fail, `${url} as ${caller.label} (${rule.reason})`, res, [rule.expect]);
          const leaked = leaks(res, rule.mayShow);
          if (leaked.length > 0) fail(`${url} as ${caller.label}: the answer shows B's ${leaked.join(', ')}`);
        }
      }
    });
    expect(failures).toEqual([]);
  });

  it('refuses the demo reads and the operator tools to a boutique session', async () => {
    const guarded = [...routesOf('demo'), ...routesOf('operator')];
    expect(guarded.map(routeName)).toContain('GET /api/dashboard/demo');
    const failures = await checkRoutes(guarded, async (route, fail) => {
      const rule = ruleFor(route)!;
      for (const caller of [adminA, consultantA, anonymous]) {
        const res = await call(
          route,
          fill(route, {}),
          caller,
          ['GET', 'ALL', 'USE'].includes(route.method) ? undefined : {},
        );
        expectStatus(fail, `as ${caller.label}`, res, rule.kind === 'demo' ? [401] : [401, 404]);
        const leaked = leaks(res);
        if (leaked.length > 0) fail(`as ${caller.label}: the answer shows B's ${leaked.join(', ')}`);
      }
    });
    expect(failures).toEqual([]);
  });

  it('answers unknown API paths with JSON 404, whatever the method', async () => {
    const failures = await checkRoutes(routesOf('fallback'), async (route, fail) => {
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
        const res = await call(
          { ...route, method },
          `/api/brides/${b.brideId}/everything`,
          adminA,
          method === 'GET' ? undefined : {},
        );
        expectStatus(fail, method, res, [404]);
        if (leaks(res, ['brideId']).length > 0) fail(`${method}: the answer shows B's data`);
      }
    });
    expect(failures).toEqual([]);
  });

  it('answers 404, never an error, for malformed and hostile ids in every path parameter', async () => {
    const hostile = [
      'not-a-uuid',
      '00000000-0000-4000-8000-000000000000',
      "' OR '1'='1",
      '1; DROP TABLE brides; --',
      '../../../etc/passwd',
      '\u0000',
      '%',
      'x'.repeat(300),
      String(b.boutiqueId),
    ];
    const withPathIds = routes.filter((route) => {
      const rule = ruleFor(route);
      return (rule?.kind === 'tenant' || rule?.kind === 'public') && pathParameters(route.path).length > 0;
    });
    const failures = await checkRoutes(withPathIds, async (route, fail) => {
      const rule = ruleFor(route) as Extract<RouteRule, { kind: 'tenant' | 'public' }>;
      for (const value of hostile) {
        const values = Object.fromEntries(pathParameters(route.path).map((parameter) => [parameter.name, value]));
        const res = await call(route, fill(route, values), adminA, rule.body?.(values, b));
        expectStatus(fail, JSON.stringify(value), res, [404]);
      }
    });
    expect(failures).toEqual([]);
  });
});
