import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { hashPassword } from '@bridal/server/auth/password-hashing';
import { apiPaths } from '@bridal/shared/api/api-paths';
import { demoMessages } from '@bridal/shared/demo/demo-messages';
import { defaultFollowUpSettings, followUpMessages } from '@bridal/shared/follow-ups/follow-up';
import { logInNewConsultant, signUpAndLogIn, type TestClient } from '../../../test/support/boutique-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
let admin: TestClient;
let consultant: TestClient;
let otherAdmin: TestClient;

const valid = () => ({
  days: [3, 10],
  quietFrom: '21:00',
  quietTo: '08:30',
  signature: 'With love, Cora and the team',
  autoSend: true,
  holdDays: 14,
  orderLeadWeeks: 20,
});

beforeAll(async () => {
  t = await createTestApp();
  let boutiqueId: number;
  ({ client: admin, boutiqueId } = await signUpAndLogIn(t));
  consultant = await logInNewConsultant(t, boutiqueId, { name: 'Cora Lane', coachingGoals: '' });
  ({ client: otherAdmin } = await signUpAndLogIn(t));
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('GET /api/boutique-settings/follow-ups', () => {
  it('answers the defaults to any staff of the boutique, nothing without a session', async () => {
    for (const client of [admin, consultant]) {
      const res = await client.get(apiPaths.followUpSettings);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(defaultFollowUpSettings);
    }
    expect((await t.client().get(apiPaths.followUpSettings)).status).toBe(401);
  });
});

describe('PUT /api/boutique-settings/follow-ups', () => {
  it("saves an admin's settings and leaves another boutique's untouched", async () => {
    const res = await admin.put(apiPaths.followUpSettings, valid());
    expect(res.status).toBe(200);
    expect(res.body).toEqual(valid());
    expect((await consultant.get(apiPaths.followUpSettings)).body).toEqual(valid());
    expect((await otherAdmin.get(apiPaths.followUpSettings)).body).toEqual(defaultFollowUpSettings);
  });

  it('saves a single follow-up day and a trimmed signature', async () => {
    const res = await admin.put(apiPaths.followUpSettings, { ...valid(), days: [5], signature: '  Cora  ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ days: [5], signature: 'Cora' });
    expect((await admin.put(apiPaths.followUpSettings, valid())).status).toBe(200);
  });

  it('refuses a consultant with 403 and changes nothing', async () => {
    const before = (await admin.get(apiPaths.followUpSettings)).body;
    const res = await consultant.put(apiPaths.followUpSettings, { ...valid(), days: [1] });
    expect(res.status).toBe(403);
    expect((await admin.get(apiPaths.followUpSettings)).body).toEqual(before);
    expect((await t.client().put(apiPaths.followUpSettings, valid())).status).toBe(401);
  });

  const bad: [string, Record<string, unknown>, string, string][] = [
    ['no days', { days: [] }, 'days', followUpMessages.days],
    ['three days', { days: [2, 7, 14] }, 'days', followUpMessages.days],
    ['days that are not a list', { days: 'weekly' }, 'days', followUpMessages.days],
    ['day 0', { days: [0, 7] }, 'days[0]', followUpMessages.days],
    ['day 61', { days: [2, 61] }, 'days[1]', followUpMessages.days],
    ['a day that is text', { days: ['x', 7] }, 'days[0]', followUpMessages.days],
    ['a fractional day', { days: [2.5] }, 'days[0]', followUpMessages.days],
    ['a second day equal to the first', { days: [7, 7] }, 'days[1]', followUpMessages.daysOrder],
    ['a second day before the first', { days: [7, 2] }, 'days[1]', followUpMessages.daysOrder],
    ['a quiet start past 23', { quietFrom: '25:00' }, 'quietFrom', followUpMessages.quietTime],
    ['a quiet end past 23', { quietTo: '25:00' }, 'quietTo', followUpMessages.quietTime],
    ['a quiet time that is not HH:MM', { quietFrom: '8pm' }, 'quietFrom', followUpMessages.quietTime],
    ['no quiet end', { quietTo: '' }, 'quietTo', followUpMessages.quietTime],
    ['a signature too long', { signature: 'x'.repeat(501) }, 'signature', followUpMessages.signatureLength],
    ['automatic sending "maybe"', { autoSend: 'maybe' }, 'autoSend', followUpMessages.autoSend],
    ['no automatic sending answer', { autoSend: null }, 'autoSend', followUpMessages.autoSend],
    ['a hold of -1 days', { holdDays: -1 }, 'holdDays', followUpMessages.holdDays],
    ['a hold of 91 days', { holdDays: 91 }, 'holdDays', followUpMessages.holdDays],
    ['a hold that is text', { holdDays: 'week' }, 'holdDays', followUpMessages.holdDays],
    ['a lead time of 0 weeks', { orderLeadWeeks: 0 }, 'orderLeadWeeks', followUpMessages.orderLeadWeeks],
    ['a lead time of 53 weeks', { orderLeadWeeks: 53 }, 'orderLeadWeeks', followUpMessages.orderLeadWeeks],
    ['a fractional lead time', { orderLeadWeeks: 1.5 }, 'orderLeadWeeks', followUpMessages.orderLeadWeeks],
  ];

  it.each(bad)('refuses %s with the field and its message', async (_, change, field, message) => {
    const before = (await admin.get(apiPaths.followUpSettings)).body;
    const res = await admin.put(apiPaths.followUpSettings, { ...valid(), ...change });
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
    expect((await admin.get(apiPaths.followUpSettings)).body).toEqual(before);
  });

  it('refuses a body that is not a JSON object', async () => {
    expect((await admin.put(apiPaths.followUpSettings, [])).status).toBe(400);
    expect((await admin.put(apiPaths.followUpSettings, 'nope', { 'content-type': 'application/json' })).status).toBe(
      400,
    );
  });

  it('refuses a session of the demo boutique with the Demo Mode notice', async () => {
    const email = 'follow-up-settings.demo.owner@example.com';
    await t.sql`
      INSERT INTO users (boutique_id, email, name, password_hash, role, status)
      VALUES (99, ${email}, 'Demo Owner', ${await hashPassword('Tulle&Satin2025')}, 'owner', 'active')`;
    const owner = t.client();
    expect((await owner.post(apiPaths.auth.login, { email, password: 'Tulle&Satin2025' })).status).toBe(200);
    const before = (await owner.get(apiPaths.followUpSettings)).body;
    const res = await owner.put(apiPaths.followUpSettings, valid());
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: demoMessages.liveAccountOnly, title: 'Demo Mode' });
    expect((await owner.get(apiPaths.followUpSettings)).body).toEqual(before);
  });
});
