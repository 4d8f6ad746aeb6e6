import type { ServerEnv } from '@bridal/server/config/server-env';
import { describe, expect, it } from '@jest/globals';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import {
  acceptsBody,
  bodyOf,
  bodyTooLargeMessage,
  jsonBodyLimitBytes,
  largestMaxBodyBytes,
  limitBodies,
} from './route-body';

const env = { PHOTO_MAX_BYTES: 1000 } as ServerEnv;

/** An app like createApp's: the limits on the outer app, routes declared on a router mounted at its prefix. */
function appWith(route: Hono<AppEnv>) {
  const app = new Hono<AppEnv>();
  app.use('*', limitBodies(env));
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('x-max-body', String(bodyOf(c).maxBytes(env)));
  });
  app.route('/uploads', route);
  return app;
}

const uploads = new Hono<AppEnv>()
  .post('/photo', acceptsBody({ maxBytes: (e) => e.PHOTO_MAX_BYTES * 2 }), (c) => c.text('stored'))
  .post('/streamed', acceptsBody({ maxBytes: () => 100, streamed: true }), (c) => c.text('streamed'))
  .post('/form', (c) => c.text('form'));

const post = (app: Hono<AppEnv>, path: string, bytes: number, headers: Record<string, string> = {}) =>
  app.request(path, { method: 'POST', body: 'x'.repeat(bytes), headers });

describe('route bodies', () => {
  it("reads the limit a route declares, and a small JSON form's for the rest", async () => {
    const app = appWith(uploads);
    expect((await post(app, '/uploads/photo', 10)).headers.get('x-max-body')).toBe('2000');
    expect((await post(app, '/uploads/form', 10)).headers.get('x-max-body')).toBe(String(jsonBodyLimitBytes));
  });

  it('refuses a body over its route limit with 413, and takes one within it', async () => {
    const app = appWith(uploads);
    expect((await post(app, '/uploads/photo', 2000)).status).toBe(200);
    const refused = await post(app, '/uploads/photo', 2001);
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({ error: bodyTooLargeMessage });
    expect((await post(app, '/uploads/form', jsonBodyLimitBytes + 1)).status).toBe(413);
  });

  it('refuses a streamed upload by its declared length only, leaving the rest to its reader', async () => {
    const app = appWith(uploads);
    expect((await post(app, '/uploads/streamed', 101, { 'content-length': '101' })).status).toBe(413);
    expect((await post(app, '/uploads/streamed', 100, { 'content-length': '100' })).status).toBe(200);
  });

  it('finds the largest body any route of the app takes', () => {
    expect(largestMaxBodyBytes(appWith(uploads), env)).toBe(jsonBodyLimitBytes);
    const big = new Hono<AppEnv>().post('/', acceptsBody({ maxBytes: () => 10 * jsonBodyLimitBytes }), (c) =>
      c.text(''),
    );
    expect(largestMaxBodyBytes(appWith(big), env)).toBe(10 * jsonBodyLimitBytes);
  });
});
