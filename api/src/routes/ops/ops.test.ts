import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { queueNames } from '@bridal/server/queue/queue-names';
import { analyseBride, signUpAndLogIn, submitTextSurvey, type TestClient } from '../../testing/boutique-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

const opsPassword = 'veil-and-lace-operators';
const basic = (user: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
});
const operator = basic('ops', opsPassword);

const brideFields = {
  name: 'Nora Quill',
  weddingDate: '2027-09-18',
  weddingVenue: 'Stonewall Kitchen Barn',
  weddingLocation: 'York, ME',
  weddingVibes: ['beach'],
  budget: '2000-3000',
  shoppingParty: ['mom'],
  currentFeeling: ['excited'],
};

function surveyForm(fields: Record<string, string | string[]>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const item of [value].flat()) form.append(key, item);
  return form;
}

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
      }
    }
  });

  it('shows bull-board at /ops/queues, its own assets allowed by the page’s CSP', async () => {
    const page = await t.client().get('/ops/queues', operator);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('<base href="/ops/queues/"');
    expect(page.text).toContain('<title>Bridal Coach queues</title>');
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
    expect(names).toEqual(Object.values(queueNames).sort());
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
    for (const queue of Object.values(queueNames)) {
      expect(sample(text, `bridal_queue_jobs{queue="${queue}",state="failed"}`)).toBe(0);
      expect(sample(text, `bridal_queue_counts_readable{queue="${queue}"}`)).toBe(1);
      expect(sample(text, `bridal_queue_paused{queue="${queue}"}`)).toBe(0);
    }
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
