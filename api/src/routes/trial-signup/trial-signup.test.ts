import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const lead = { name: 'Maya Chen', phone: '2075550188', email: 'maya@lace-and-light.com', boutiqueName: 'Lace & Light' };

describe('POST /api/trial-signup', () => {
  it('stores the lead, answers its trialId and grants demo access in an httpOnly cookie', async () => {
    const client = t.client();
    const res = await client.post('/api/trial-signup', lead);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ trialId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const cookie = res.setCookies.find((value) => value.startsWith('bc_demo='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const [row] = await t.sql`SELECT name, email, boutique_name FROM trials WHERE id = ${res.body.trialId}`;
    expect(row).toEqual({ name: 'Maya Chen', email: lead.email, boutiqueName: 'Lace & Light' });
  });

  it.each([
    [{ name: 'M' }, 'Name must be at least 2 characters'],
    [{ phone: '555-0188' }, 'Please enter a valid phone number'],
    [{ email: 'maya' }, 'Please enter a valid email address'],
    [{ boutiqueName: 'L' }, 'Boutique name must be at least 2 characters'],
  ])('refuses %j with its message', async (change, message) => {
    const before = await t.sql`SELECT count(*)::int AS n FROM trials`;
    const res = await t.client().post('/api/trial-signup', { ...lead, ...change });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    const after = await t.sql`SELECT count(*)::int AS n FROM trials`;
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});
