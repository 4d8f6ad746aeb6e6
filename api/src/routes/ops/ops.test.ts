import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { OpsCredential } from '@bridal/server/metrics/ops-credential';
import { platformQueueNames, queueNames } from '@bridal/server/queue/queue-names';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { handleError } from '../../http/error-handler';
import {
  analyseBride,
  sampleBrideFields,
  signUpAndLogIn,
  submitTextSurvey,
  surveyForm,
  type TestClient,
} from '../../../test/support/boutique-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { requireOpsCredential } from './require-ops-credential';
import { basic, operator, opsPassword } from '../../../test/support/operator-credential';

const brideFields = sampleBrideFields;

/** The value of one sample line of the Prometheus text, or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** Every value the `route` label of the request histogram takes. */
function routeLabels(text: string): Set<string> {
  const routes = [...text.matchAll(/^bridal_http_request_duration_seconds_count\{[^}]*route="([^"]*)"/gm)];
  return new Set(routes.map((match) => match[1]!));
}

describe('operator tools without OPS_PASSWORD', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The web app is served, so its fallback page would answer any path it is given.
    t = await createTestApp({ SERVE_WEB: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('do not exist: /ops/queues, anything under /ops and /metrics answer 404, credential or not', async () => {
    for (const path of ['/ops/queues', '/ops/queues/api/queues', '/ops', '/ops/anything', '/metrics']) {
      for (const headers of [{}, operator]) {
        const res = await t.client().get(path, headers);
        expect({ path, status: res.status, body: res.body }).toEqual({
          path,
          status: 404,
          body: { error: 'Not found' },
        });
        expect(res.headers.get('www-authenticate')).toBeNull();
        expect(res.headers.get('cache-control')).toBe('no-store');
      }
    }
    // The web app's own pages still get its page.
    expect((await t.client().get('/pricing')).headers.get('content-type')).toContain('text/html');
  });
});

describe('operator tools with OPS_PASSWORD', () => {
  let t: TestApp;
  let owner: TestClient;
  let slug: string;
  let boutiqueId: number;
  beforeAll(async () => {
    t = await createTestApp({ OPS_PASSWORD: opsPassword, SERVE_WEB: 'true' });
    ({ client: owner, slug, boutiqueId } = await signUpAndLogIn(t));
  });
  afterAll(async () => {
    await t.close();
  });

  const scrape = async () => {
    const res = await t.client().get('/metrics', operator);
    expect(res.status).toBe(200);
    return res.text;
  };

  it('asks for the operator credential (401 with a Basic challenge) without it or with a wrong one', async () => {
    const attempts = [{}, basic('ops', 'not-the-password'), basic('root', opsPassword), { authorization: 'Bearer x' }];
    for (const path of ['/ops/queues', '/ops/queues/api/queues', '/ops/anything', '/metrics']) {
      for (const headers of attempts) {
        const res = await t.client().get(path, headers);
        expect({ path, status: res.status }).toEqual({ path, status: 401 });
        expect(res.headers.get('www-authenticate')).toMatch(/^Basic realm="[^"]+"/);
        expect(res.body).toEqual({ error: 'Operator credentials required.' });
        expect(res.headers.get('cache-control')).toBe('no-store');
      }
    }
  });

  it('shows bull-board at /ops/queues, its own assets allowed by the page’s CSP', async () => {
    const page = await t.client().get('/ops/queues', operator);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('<base href="/ops/queues/"');
    expect(page.text).toContain('<title>Bridal Coach queues</title>');
    expect(page.headers.get('cache-control')).toBe('no-store');
    // Nothing from a third party, which the CSP would refuse: its Google Fonts link is taken out.
    expect(page.text).toContain('<link href="static/css/');
    expect(page.text).not.toMatch(/https:\/\/fonts\./);
    // Its scripts come from its own origin, which the CSP allows; none is inline.
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    const scripts = [...page.text.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src).toMatch(/^static\//);
      const script = await t.client().get(`/ops/queues/${src}`, operator);
      expect({ src, status: script.status }).toEqual({ src, status: 200 });
      expect(script.headers.get('content-type')).toMatch(/javascript/);
      // The board's files are revalidated; its page and its API answers are never kept.
      expect(script.headers.get('cache-control')).toBe('no-cache');
    }
    const inline = [...page.text.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]!);
    for (const attributes of inline) expect(attributes).toContain('type="application/json"');
    // A page of the board the browser may reload is the board too, not the web app.
    const queuePage = await t.client().get(`/ops/queues/queue/${queueNames.analysisStep}`, operator);
    expect(queuePage.text).toContain('<base href="/ops/queues/"');
  });

  it('lists every queue of the platform in the board’s API', async () => {
    const res = await t.client().get('/ops/queues/api/queues', operator);
    expect(res.status).toBe(200);
    const names = (res.body.queues as { name: string }[]).map((queue) => queue.name).sort();
    expect(names).toEqual([...platformQueueNames].sort());
  });

  it('takes the board’s actions from the operator, and refuses them from another site', async () => {
    const pause = `/ops/queues/api/queues/${queueNames.mail}/pause`;
    const foreign = await t.client().put(pause, undefined, { ...operator, origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect((await t.client().put(pause, undefined, { origin: 'http://localhost:3000' })).status).toBe(401);
    expect(sample(await scrape(), `bridal_queue_paused{queue="${queueNames.mail}"}`)).toBe(0);

    const paused = await t.client().put(pause, undefined, { ...operator, origin: 'http://localhost:3000' });
    expect(paused.status).toBeLessThan(300);
    expect(sample(await scrape(), `bridal_queue_paused{queue="${queueNames.mail}"}`)).toBe(1);
    const resumed = await t.client().put(`/ops/queues/api/queues/${queueNames.mail}/resume`, undefined, operator);
    expect(resumed.status).toBeLessThan(300);
    expect(sample(await scrape(), `bridal_queue_paused{queue="${queueNames.mail}"}`)).toBe(0);
  });

  it('answers 404 for an unknown /ops path even with the credential, and never the web app’s page', async () => {
    const res = await t.client().get('/ops/unknown', operator);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Not found' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('serves Prometheus metrics: request latency by route pattern, never by the path itself', async () => {
    const unknownBride = '00000000-0000-4000-8000-00000000abcd';
    expect((await t.client().get(`/api/surveys/${unknownBride}/status`)).status).toBe(404);
    expect((await t.client().get('/api/health')).status).toBe(200);
    const res = await t.client().get('/metrics', operator);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.text).toContain('# TYPE bridal_http_request_duration_seconds histogram');
    const series =
      'bridal_http_request_duration_seconds_count{method="GET",route="/api/surveys/:brideId/status",status="404"}';
    expect(sample(res.text, series)).toBe(1);
    expect(
      sample(res.text, 'bridal_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(res.text).toMatch(
      /^bridal_http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/health"/m,
    );
    expect(res.text).not.toContain(unknownBride);
    // The process metrics come along.
    expect(res.text).toContain('process_resident_memory_bytes');
  });

  it('labels every unknown path "unmatched": a scan adds no new series', async () => {
    await t.client().get('/no-such-page-1');
    await t.client().get('/api/no-such-endpoint-1');
    const before = routeLabels(await scrape());
    expect(before.has('unmatched')).toBe(true);
    for (const path of ['/api/no-such-endpoint-2', '/api/x/../../etc/passwd', '/wp-login.php', '/ops/nope']) {
      await t.client().get(path, path.startsWith('/ops') ? operator : {});
    }
    await t.client().post('/api/no-such-endpoint-3', { a: 1 });
    const after = await scrape();
    expect(routeLabels(after)).toEqual(before);
    expect(after).not.toMatch(/no-such|passwd|wp-login/);
  });

  it('counts survey submissions, accepted and refused by reason', async () => {
    const accepted = await t.client().post('/api/surveys', surveyForm({ ...brideFields, boutiqueName: slug }));
    expect(accepted.status).toBe(201);
    const invalid = await t.client().post('/api/surveys', surveyForm({ ...brideFields, name: '', boutiqueName: slug }));
    expect(invalid.status).toBe(400);
    const plainText = await t.client().post('/api/surveys', 'name=Nora', { 'content-type': 'text/plain' });
    expect(plainText.status).toBe(415);
    const text = await scrape();
    expect(sample(text, 'bridal_survey_submissions_total{outcome="accepted",reason="none"}')).toBe(1);
    expect(sample(text, 'bridal_survey_submissions_total{outcome="refused",reason="invalid"}')).toBe(1);
    expect(sample(text, 'bridal_survey_submissions_total{outcome="refused",reason="unsupported_media"}')).toBe(1);
  });

  it('shows the depth of every queue by state, read from Redis at scrape time', async () => {
    await submitTextSurvey(t, slug, brideFields);
    const [row] = await t.sql<{ brides: number }[]>`
      SELECT count(*)::int AS brides FROM brides WHERE boutique_id = ${boutiqueId} AND enqueued_at IS NOT NULL`;
    const brides = row!.brides;
    // No worker runs here: each bride's five steps wait, and her finish job waits for them.
    const text = await scrape();
    expect(sample(text, `bridal_queue_jobs{queue="${queueNames.analysisStep}",state="waiting"}`)).toBe(5 * brides);
    expect(sample(text, `bridal_queue_jobs{queue="${queueNames.analysisFinish}",state="waiting-children"}`)).toBe(
      brides,
    );
    for (const queue of platformQueueNames) {
      expect(sample(text, `bridal_queue_jobs{queue="${queue}",state="failed"}`)).toBe(0);
      expect(sample(text, `bridal_queue_counts_readable{queue="${queue}"}`)).toBe(1);
      expect(sample(text, `bridal_queue_paused{queue="${queue}"}`)).toBe(0);
    }
  });

  describe('failed operator logins', () => {
    const wrongOnes = [
      basic('ops', 'not-the-password'),
      basic('root', opsPassword),
      { authorization: 'Bearer x' },
      { authorization: 'Basic !!!not-base64' },
      { authorization: `Basic ${Buffer.from('no-colon').toString('base64')}` },
    ];
    const limiterKey = (ip: string) => `${t.env.REDIS_PREFIX}:rl:opsLoginFailuresByIp:${ip}`;

    function expectThrottled(label: string, res: { status: number; headers: Headers; body: any }) {
      expect([label, res.status]).toEqual([label, 429]);
      expect(res.body).toEqual({
        error: expect.stringMatching(/^Too many attempts\. Please wait \d+ minute\(s\) and try again\.$/),
      });
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(res.headers.get('www-authenticate')).toBeNull();
      expect(res.headers.get('cache-control')).toBe('no-store');
    }

    it('answers 429 with Retry-After after 5 failures from one address, on every operator path, even to the right password', async () => {
      const ip = '192.0.2.201';
      const statuses = [];
      for (const [i, headers] of wrongOnes.entries()) {
        statuses.push((await t.client(ip).get(i % 2 ? '/metrics' : '/ops/queues', headers)).status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
      for (const path of ['/metrics', '/ops/queues', '/ops/queues/api/queues', '/ops/anything']) {
        expectThrottled(`${path} right`, await t.client(ip).get(path, operator));
        expectThrottled(`${path} wrong`, await t.client(ip).get(path, wrongOnes[0]));
        expectThrottled(`${path} none`, await t.client(ip).get(path));
      }
      // The board's actions too, before their Origin is even looked at.
      const pause = `/ops/queues/api/queues/${queueNames.mail}/pause`;
      expectThrottled(
        'pause',
        await t.client(ip).put(pause, undefined, { ...operator, origin: 'http://localhost:3000' }),
      );
      // Another address is not concerned.
      expect((await t.client('192.0.2.202').get('/metrics', operator)).status).toBe(200);
      expect((await t.client('192.0.2.202').get('/metrics', wrongOnes[0])).status).toBe(401);
    });

    it('lets the right login in again once the window has run out', async () => {
      const ip = '192.0.2.203';
      for (const headers of wrongOnes) expect((await t.client(ip).get('/metrics', headers)).status).toBe(401);
      expectThrottled('throttled', await t.client(ip).get('/metrics', operator));
      // The window is the lifetime of the address's counter in Redis; it runs out when the key does.
      const ttl = await t.deps.redis.pttl(limiterKey(ip));
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(15 * 60_000);
      await t.deps.redis.del(limiterKey(ip));
      expect((await t.client(ip).get('/metrics', operator)).status).toBe(200);
      expect((await t.client(ip).get('/ops/queues/api/queues', operator)).status).toBe(200);
    });

    it('counts neither a success nor a visit without credentials, and a success clears the failures', async () => {
      const ip = '192.0.2.204';
      for (let i = 0; i < 8; i += 1) {
        const res = await t.client(ip).get(i % 2 ? '/metrics' : '/ops/queues');
        expect(res.status).toBe(401);
        expect(res.headers.get('www-authenticate')).toMatch(/^Basic /);
      }
      for (const headers of wrongOnes.slice(0, 4))
        expect((await t.client(ip).get('/metrics', headers)).status).toBe(401);
      for (let i = 0; i < 8; i += 1) expect((await t.client(ip).get('/metrics', operator)).status).toBe(200);
      expect(await t.deps.redis.exists(limiterKey(ip))).toBe(0);
      // Five fresh failures are needed before the address is throttled.
      for (const headers of wrongOnes) expect((await t.client(ip).get('/metrics', headers)).status).toBe(401);
      expectThrottled('after five', await t.client(ip).get('/metrics', operator));
    });

    it('does not even compare the credential of a throttled address', async () => {
      let reads = 0;
      const credential: OpsCredential = {
        get username() {
          reads += 1;
          return 'ops';
        },
        get password() {
          reads += 1;
          return opsPassword;
        },
      };
      const guarded = new Hono<AppEnv>();
      guarded.use('*', async (c, next) => {
        c.set('deps', t.deps);
        c.set('logger', t.deps.logger);
        await next();
      });
      guarded.use('*', requireOpsCredential(credential));
      guarded.get('*', (c) => c.text('operator page'));
      guarded.onError(handleError);
      const ip = '192.0.2.205';
      const get = (headers: Record<string, string>) =>
        guarded.request('/metrics', { headers }, { incoming: { socket: { remoteAddress: ip } } });

      const allowed = await get(operator);
      expect([allowed.status, await allowed.text()]).toEqual([200, 'operator page']);
      expect(reads).toBe(2);
      for (let i = 0; i < 5; i += 1) expect((await get(basic('ops', `wrong-${i}`))).status).toBe(401);
      const readsBefore = reads;
      expect(readsBefore).toBe(12);
      for (const headers of [operator, basic('ops', 'wrong-again'), {}]) {
        const res = await get(headers);
        expect(res.status).toBe(429);
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      expect(reads).toBe(readsBefore);
    });
  });

  it('counts the AI provider calls the API makes (help advice)', async () => {
    const brideId = await submitTextSurvey(t, slug, brideFields);
    await analyseBride(t, brideId);
    const res = await owner.post('/api/help/advice', { brideId, problem: 'other', details: 'Will it arrive in time?' });
    expect(res.status).toBe(200);
    const text = await scrape();
    expect(sample(text, 'bridal_ai_calls_total{provider="local",kind="help-advice",outcome="ok"}')).toBe(1);
    expect(text).toContain('# TYPE bridal_ai_failures_total counter');
    expect(text).toContain('# TYPE bridal_ai_tokens_total counter');
  });
});
