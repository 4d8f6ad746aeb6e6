import { instantAgo } from '@bridal/testing/boutique-day';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { hashPassword } from '@bridal/server/auth/password-hashing';
import { readDashboardVersion } from '@bridal/server/dashboard-version/dashboard-version';
import { consultantMessages } from '@bridal/shared/consultants/consultants';
import { logInNewConsultant, signUpAndLogIn, type TestClient } from '../../../test/support/boutique-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

const adminsOnly = 'Only boutique admins can do this.';
const missingId = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let owner: TestClient;
let ownerId: string;
let ownerEmail: string;
let boutiqueId: number;
let consultant: TestClient;
let consultantId: string;
let stranger: TestClient;
let strangersConsultantId: string;

const email = (name: string) => `${name}.${Math.random().toString(36).slice(2, 8)}@example.com`;

const version = (id = boutiqueId) =>
  readDashboardVersion({ redis: t.deps.redis, prefix: t.env.REDIS_PREFIX, boutiqueId: id });

async function userIdOf(address: string) {
  const [row] = await t.sql<{ id: string }[]>`SELECT id FROM users WHERE lower(email) = lower(${address})`;
  return row!.id;
}

async function queuedInvitationIds() {
  const jobs = await t.deps.mailQueue.getJobs(['waiting', 'delayed', 'prioritized']);
  return jobs.map((job) => job.data);
}

/** An active admin (not the owner) of the boutique, logged in. */
async function logInNewAdmin(id: number) {
  const address = email('admin');
  const password = 'Organza&Pearl2025';
  await t.sql`
    INSERT INTO users (boutique_id, email, name, password_hash, role, status)
    VALUES (${id}, ${address}, 'Ada Admin', ${await hashPassword(password)}, 'admin', 'active')`;
  const client = t.client();
  expect((await client.post('/api/auth/login', { email: address, password })).status).toBe(200);
  return { client, id: await userIdOf(address) };
}

beforeAll(async () => {
  t = await createTestApp();
  const ours = await signUpAndLogIn(t, { consultantSeats: 20 });
  owner = ours.client;
  ownerEmail = ours.person.email;
  boutiqueId = ours.boutiqueId;
  ownerId = await userIdOf(ownerEmail);
  consultant = await logInNewConsultant(t, boutiqueId, { name: 'Maya Lind', coachingGoals: 'Close more first visits' });
  consultantId = (await consultant.get('/api/auth/me')).body.consultantId;
  const theirs = await signUpAndLogIn(t, { boutiqueName: 'Elsewhere Bridal' });
  stranger = theirs.client;
  const invited = await stranger.post('/api/consultants/invite', { name: 'Stella Elsewhere', email: email('stella') });
  strangersConsultantId = invited.body.id;
});

afterAll(async () => {
  await t.close();
});

describe('who may call', () => {
  it('asks for a login first', async () => {
    const anonymous = t.client();
    expect((await anonymous.get('/api/consultants')).status).toBe(401);
    expect((await anonymous.post('/api/consultants/invite', { name: 'A', email: email('a') })).status).toBe(401);
    expect((await anonymous.get('/api/subscription-details')).status).toBe(401);
  });

  it('refuses a consultant every admin call with 403', async () => {
    const calls = [
      () => consultant.get('/api/consultants'),
      () => consultant.post('/api/consultants/invite', { name: 'Sneaky', email: email('sneaky') }),
      () => consultant.post(`/api/consultants/${consultantId}/resend-invite`),
      () => consultant.put(`/api/consultants/${consultantId}`, { name: 'Maya', email: email('maya') }),
      () => consultant.delete(`/api/consultants/${consultantId}`),
      () => consultant.get('/api/subscription-details'),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: adminsOnly });
    }
    const [row] = await t.sql`SELECT name FROM users WHERE id = ${consultantId}`;
    expect(row!.name).toBe('Maya Lind');
  });
});

describe('GET /api/consultants', () => {
  it('lists the admins first, then the consultants by name, with the fields both pages read', async () => {
    const admin = await logInNewAdmin(boutiqueId);
    await owner.post('/api/consultants/invite', { name: 'Beatrice Arden', email: email('bea') });
    const res = await owner.get('/api/consultants');
    expect(res.status).toBe(200);
    const list = res.body as { name: string; role: string }[];
    const firstConsultant = list.findIndex((member) => member.role === 'consultant');
    expect(list.slice(0, firstConsultant).every((member) => member.role === 'admin')).toBe(true);
    expect(list.slice(firstConsultant).every((member) => member.role === 'consultant')).toBe(true);
    const admins = list.slice(0, firstConsultant).map((member) => member.name);
    expect(admins).toEqual([...admins].sort((a, b) => a.localeCompare(b)));
    expect(admins).toContain('Ada Admin');
    const consultants = list.slice(firstConsultant).map((member) => member.name);
    expect(consultants).toEqual([...consultants].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));

    const maya = res.body.find((member: { id: string }) => member.id === consultantId);
    expect(maya).toEqual({
      id: consultantId,
      name: 'Maya Lind',
      email: expect.stringMatching(/@example\.com$/),
      accountStatus: 'active',
      status: 'active',
      role: 'consultant',
      coachingGoals: 'Close more first visits',
      lastLogin: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      invitedAt: null,
    });
    const me = res.body.find((member: { id: string }) => member.id === ownerId);
    expect(me).toMatchObject({ role: 'admin', status: 'active', email: ownerEmail, invitedAt: null });
    const bea = res.body.find((member: { name: string }) => member.name === 'Beatrice Arden');
    expect(bea).toMatchObject({ status: 'pending', accountStatus: 'pending', lastLogin: null });
    expect(Date.parse(bea.invitedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(res.body.some((member: { id: string }) => member.id === strangersConsultantId)).toBe(false);
    await t.sql`DELETE FROM users WHERE id = ${admin.id}`;
  });
});

describe('POST /api/consultants/invite', () => {
  it('creates a pending consultant without a password, a hashed 7-day invitation and a mail job of ids only', async () => {
    const before = await version();
    const address = email('nadia');
    const res = await owner.post('/api/consultants/invite', {
      name: '  Nadia Reyes ',
      email: address,
      coachingGoals: ' Offer the veil earlier ',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Nadia Reyes',
      email: address,
      accountStatus: 'pending',
      status: 'pending',
      role: 'consultant',
      coachingGoals: 'Offer the veil earlier',
      lastLogin: null,
      invitedAt: expect.any(String),
    });
    const [user] = await t.sql`SELECT role, status, password_hash, boutique_id FROM users WHERE id = ${res.body.id}`;
    expect(user).toEqual({ role: 'consultant', status: 'pending', passwordHash: null, boutiqueId });
    const invitations = await t.sql<{ id: string; tokenHash: Buffer; lifetime: string; acceptedAt: Date | null }[]>`
      SELECT id, token_hash, (expires_at - created_at)::text AS lifetime, accepted_at
      FROM invitations WHERE user_id = ${res.body.id}`;
    expect(invitations).toHaveLength(1);
    expect(invitations[0]!.tokenHash).toHaveLength(32);
    expect(invitations[0]!.lifetime).toBe('7 days');
    expect(invitations[0]!.acceptedAt).toBeNull();
    expect(await queuedInvitationIds()).toContainEqual({
      kind: 'consultant-invitation',
      invitationId: invitations[0]!.id,
    });
    expect(BigInt(await version())).toBeGreaterThan(BigInt(before));
  });

  it.each([
    [{ email: 'x@example.com' }, consultantMessages.missingInformation, 'name'],
    [{ name: '   ', email: 'x@example.com' }, consultantMessages.missingInformation, 'name'],
    [{ name: 'Xena' }, consultantMessages.missingInformation, 'email'],
    [{ name: 'Xena', email: 'not-an-email' }, 'Please enter a valid email address', 'email'],
    [{ name: 'X'.repeat(101), email: 'x@example.com' }, undefined, 'name'],
    [{ name: 'Xena', email: `${'x'.repeat(250)}@example.com` }, undefined, 'email'],
    [
      { name: 'Xena', email: 'x@example.com', coachingGoals: 'g'.repeat(2001) },
      'Please keep the coaching goals under 2000 characters.',
      'coachingGoals',
    ],
  ])('refuses %j with 400', async (body, message, field) => {
    const res = await owner.post('/api/consultants/invite', body);
    expect(res.status).toBe(400);
    if (message) expect(res.body.error).toBe(message);
    expect(Object.keys(res.body.fields)).toContain(field);
    const [row] = await t.sql`SELECT count(*)::int AS n FROM users WHERE lower(email) = 'x@example.com'`;
    expect(row!.n).toBe(0);
  });

  it('refuses a body that is not a JSON object', async () => {
    const broken = await owner.post('/api/consultants/invite', '{"name": "Xena",');
    expect(broken.status).toBe(400);
    expect(broken.body.error).toBe('The request body is not valid JSON.');
    const list = await owner.post('/api/consultants/invite', [{ name: 'Xena' }]);
    expect(list.status).toBe(400);
    const text = await owner.post('/api/consultants/invite', 'name=Xena', { 'content-type': 'text/plain' });
    expect(text.status).toBe(415);
  });

  it('refuses an e-mail any account already uses, in any case and in any boutique', async () => {
    const taken = [ownerEmail.toUpperCase(), (await stranger.get('/api/auth/me')).body.email];
    for (const address of taken) {
      const res = await owner.post('/api/consultants/invite', { name: 'Twin', email: address });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ error: consultantMessages.emailTaken });
    }
  });

  it('leaves nothing behind when the e-mail cannot be queued', async () => {
    const queue = t.deps.mailQueue;
    const add = queue.add.bind(queue);
    queue.add = (() => Promise.reject(new Error('redis went away'))) as typeof queue.add;
    const address = email('ghost');
    try {
      const res = await owner.post('/api/consultants/invite', { name: 'Ghost', email: address });
      expect(res.status).toBe(503);
    } finally {
      queue.add = add;
    }
    const [row] = await t.sql`SELECT count(*)::int AS n FROM users WHERE email = ${address}`;
    expect(row!.n).toBe(0);
    const retry = await owner.post('/api/consultants/invite', { name: 'Ghost', email: address });
    expect(retry.status).toBe(201);
  });
});

describe('POST /api/consultants (the dashboard: the e-mail optional)', () => {
  async function invitationsOf(userId: string) {
    return t.sql<{ id: string }[]>`SELECT id FROM invitations WHERE user_id = ${userId}`;
  }

  it('adds a consultant without an e-mail who needs setup: no invitation, no mail; an edit with her e-mail invites her', async () => {
    const before = await version();
    const jobsBefore = (await queuedInvitationIds()).length;
    const res = await owner.post('/api/consultants', {
      name: ' Wren Abbott ',
      email: '  ',
      coachingGoals: 'Offer veils',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Wren Abbott',
      email: null,
      accountStatus: 'needs_setup',
      status: 'needs_setup',
      role: 'consultant',
      coachingGoals: 'Offer veils',
      lastLogin: null,
      invitedAt: null,
    });
    const wrenId: string = res.body.id;
    expect(await invitationsOf(wrenId)).toEqual([]);
    expect(await queuedInvitationIds()).toHaveLength(jobsBefore);
    expect(BigInt(await version())).toBeGreaterThan(BigInt(before));
    // She is on the team, with her goals, and takes a seat.
    const team = (await owner.get('/api/consultants')).body as { id: string; status: string }[];
    expect(team.find((member) => member.id === wrenId)).toMatchObject({ status: 'needs_setup', email: null });
    // No resend: there is no invitation to send again.
    expect((await owner.post(`/api/consultants/${wrenId}/resend-invite`)).status).toBe(409);
    // Nor can she be made an admin, who logs in with an e-mail.
    const promote = await owner.put(`/api/consultants/${wrenId}/role`, { role: 'admin' });
    expect(promote.status).toBe(409);
    expect(promote.body.error).toBe('Add her e-mail address first: an admin logs in with it.');

    // Edited without an e-mail she stays as she is; with one she is invited.
    const renamed = await owner.put(`/api/consultants/${wrenId}`, {
      name: 'Wren A.',
      email: '',
      coachingGoals: 'Veils',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Wren A.', email: null, status: 'needs_setup' });
    expect(await invitationsOf(wrenId)).toEqual([]);
    const address = email('wren');
    const edited = await owner.put(`/api/consultants/${wrenId}`, {
      name: 'Wren A.',
      email: address,
      coachingGoals: 'Veils',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      email: address,
      status: 'pending',
      accountStatus: 'pending',
      invitedAt: expect.any(String),
    });
    const invitations = await invitationsOf(wrenId);
    expect(invitations).toHaveLength(1);
    expect(await queuedInvitationIds()).toContainEqual({
      kind: 'consultant-invitation',
      invitationId: invitations[0]!.id,
    });
    // Once given, her address may change but not go away.
    const cleared = await owner.put(`/api/consultants/${wrenId}`, { name: 'Wren A.', email: '' });
    expect(cleared.status).toBe(400);
    expect(cleared.body.error).toBe('Email is required');
  });

  it('invites, as the management page does, when the e-mail is given', async () => {
    const address = email('juno');
    const res = await owner.post('/api/consultants', { name: 'Juno Park', email: address });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: address, status: 'pending', coachingGoals: '' });
    const invitations = await invitationsOf(res.body.id);
    expect(invitations).toHaveLength(1);
    expect(await queuedInvitationIds()).toContainEqual({
      kind: 'consultant-invitation',
      invitationId: invitations[0]!.id,
    });
  });

  it('lets several consultants wait for an e-mail; none of them can log in or reset a password', async () => {
    const names = ['Nell One', 'Nell Two'];
    const ids: string[] = [];
    for (const name of names) {
      const res = await owner.post('/api/consultants', { name });
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    const rows = await t.sql`SELECT email, status, password_hash FROM users WHERE id IN ${t.sql(ids)}`;
    expect(rows).toEqual([
      { email: null, status: 'needs_setup', passwordHash: null },
      { email: null, status: 'needs_setup', passwordHash: null },
    ]);
    for (const address of ['', 'null', 'undefined']) {
      const login = await t.client().post('/api/auth/login', { email: address, password: 'Tulle&Satin2025' });
      expect(login.status).not.toBe(200);
    }
    // The database refuses a user without an e-mail who could log in.
    await expect(t.sql`UPDATE users SET status = 'active' WHERE id = ${ids[0]!}`).rejects.toThrow(
      /users_email_or_setup/,
    );
  });

  it.each([
    [{ email: 'x@example.com' }, 'Name is required', 'name'],
    [{ name: '   ' }, 'Name is required', 'name'],
    [{ name: 'Xena', email: 'not-an-email' }, 'Please enter a valid email address', 'email'],
    [{ name: 'Xena', email: `${'x'.repeat(250)}@example.com` }, undefined, 'email'],
    [
      { name: 'Xena', coachingGoals: 'g'.repeat(2001) },
      'Please keep the coaching goals under 2000 characters.',
      'coachingGoals',
    ],
  ])('refuses %j with 400', async (body, message, field) => {
    const res = await owner.post('/api/consultants', body);
    expect(res.status).toBe(400);
    if (message) expect(res.body.error).toBe(message);
    expect(Object.keys(res.body.fields)).toContain(field);
    const [row] = await t.sql`SELECT count(*)::int AS n FROM users WHERE name = 'Xena'`;
    expect(row!.n).toBe(0);
  });

  it('refuses a consultant, and a body that is not JSON', async () => {
    const res = await consultant.post('/api/consultants', { name: 'Sneaky' });
    expect(res.status).toBe(403);
    const broken = await owner.post('/api/consultants', '{"name": "Xena",');
    expect(broken.status).toBe(400);
  });

  it('counts a consultant without an e-mail against the seats', async () => {
    const small = await signUpAndLogIn(t, { consultantSeats: 2, boutiqueName: 'Seatless Bridal' });
    for (const n of [1, 2, 3, 4]) {
      expect((await small.client.post('/api/consultants', { name: `Quiet ${n}` })).status).toBe(201);
    }
    const fifth = await small.client.post('/api/consultants', { name: 'Quiet 5' });
    expect(fifth.status).toBe(403);
    expect(fifth.body.error).toBe(consultantMessages.limitReached(4));
    expect((await small.client.get('/api/subscription-details')).body).toMatchObject({ consultantCount: 4 });
  });
});

describe('the seat limit', () => {
  it("blocks the invite that would pass the boutique's seats, counting pending consultants", async () => {
    const small = await signUpAndLogIn(t, { consultantSeats: 6, boutiqueName: 'Small Bridal' });
    const first = await small.client.post('/api/consultants/invite', { name: 'One', email: email('one') });
    expect(first.status).toBe(201);
    for (const name of ['Two', 'Three', 'Four', 'Five', 'Six']) {
      await logInNewConsultant(t, small.boutiqueId, { name, coachingGoals: '' });
    }
    const res = await small.client.post('/api/consultants/invite', { name: 'Seven', email: email('seven') });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      error: "You've reached your limit of 6 consultants. Upgrade your subscription to add more consultants.",
      title: 'Consultant Limit Reached',
    });
    const details = await small.client.get('/api/subscription-details');
    expect(details.body).toMatchObject({ maxConsultants: 6, consultantCount: 6 });

    // A deleted consultant frees her seat.
    expect((await small.client.delete(`/api/consultants/${first.body.id}`)).status).toBe(200);
    const again = await small.client.post('/api/consultants/invite', { name: 'Seven', email: email('seven') });
    expect(again.status).toBe(201);
  });

  it('gives a boutique that picked fewer than 4 seats the 4 it is billed for', async () => {
    const small = await signUpAndLogIn(t, { consultantSeats: 2, boutiqueName: 'Two Seat Bridal' });
    const details = await small.client.get('/api/subscription-details');
    expect(details.body).toMatchObject({ maxConsultants: 4, subscription: { maxConsultants: 4 }, monthlyFee: 196 });
    expect((await small.client.get('/api/dashboard/consultant')).body.subscription).toEqual({ maxConsultants: 4 });
    for (const n of [1, 2, 3, 4]) {
      const res = await small.client.post('/api/consultants/invite', { name: `Seat ${n}`, email: email('seat') });
      expect(res.status).toBe(201);
    }
    const fifth = await small.client.post('/api/consultants/invite', { name: 'Seat 5', email: email('seat') });
    expect(fifth.status).toBe(403);
    expect(fifth.body.error).toBe(consultantMessages.limitReached(4));
    expect((await small.client.get('/api/subscription-details')).body).toMatchObject({
      consultantCount: 4,
      feeLine: '4 consultants × $49/month',
      monthlyFee: 196,
    });
  });

  it('lets exactly the free seats through when invites arrive at once', async () => {
    const small = await signUpAndLogIn(t, { consultantSeats: 2, boutiqueName: 'Busy Bridal' });
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) =>
        small.client.post('/api/consultants/invite', { name: `Rush ${n}`, email: email('rush') }),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 201, 201, 201, 403, 403]);
    const [row] = await t.sql`
      SELECT count(*)::int AS n FROM users WHERE boutique_id = ${small.boutiqueId} AND role = 'consultant'`;
    expect(row!.n).toBe(4);
  });
});

describe('PUT /api/consultants/{id}', () => {
  it('changes her name, e-mail and coaching goals, never her role or status, and her dashboard shows it', async () => {
    const maya = await logInNewConsultant(t, boutiqueId, { name: 'Maya Two', coachingGoals: '' });
    const mayaId = (await maya.get('/api/auth/me')).body.consultantId;
    expect((await maya.get('/api/dashboard/consultant')).body.consultantGoals).toBe('');
    const before = await version();
    const address = email('maya.two');
    const res = await owner.put(`/api/consultants/${mayaId}`, {
      name: 'Maya Lindqvist',
      email: address,
      coachingGoals: 'Suggest alterations with confidence',
      status: 'pending',
      role: 'admin',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: mayaId,
      name: 'Maya Lindqvist',
      email: address,
      coachingGoals: 'Suggest alterations with confidence',
      status: 'active',
      accountStatus: 'active',
      role: 'consultant',
    });
    expect(BigInt(await version())).toBeGreaterThan(BigInt(before));
    const dashboard = await maya.get('/api/dashboard/consultant');
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.consultantGoals).toBe('Suggest alterations with confidence');
    expect(dashboard.body.consultantName).toBe('Maya Lindqvist');
    const login = await t.client().post('/api/auth/login', { email: address, password: 'Tulle&Satin2025' });
    expect(login.status).toBe(200);
  });

  it('sends a pending consultant a new invitation at her new address; the old one ends', async () => {
    const invited = await owner.post('/api/consultants/invite', { name: 'Typo Tess', email: email('tess.typo') });
    const [old] = await t.sql<{ id: string }[]>`SELECT id FROM invitations WHERE user_id = ${invited.body.id}`;
    const res = await owner.put(`/api/consultants/${invited.body.id}`, { name: 'Tess', email: email('tess') });
    expect(res.status).toBe(200);
    const now = await t.sql<{ id: string }[]>`SELECT id FROM invitations WHERE user_id = ${invited.body.id}`;
    expect(now).toHaveLength(1);
    expect(now[0]!.id).not.toBe(old!.id);
    expect(await queuedInvitationIds()).toContainEqual({ kind: 'consultant-invitation', invitationId: now[0]!.id });
  });

  it('refuses an e-mail another account uses', async () => {
    const res = await owner.put(`/api/consultants/${consultantId}`, { name: 'Maya Lind', email: ownerEmail });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: consultantMessages.emailTaken });
  });

  it('validates the form', async () => {
    const noName = await owner.put(`/api/consultants/${consultantId}`, { name: ' ', email: email('m') });
    expect(noName.status).toBe(400);
    expect(noName.body.error).toBe('Name is required');
    const badEmail = await owner.put(`/api/consultants/${consultantId}`, { name: 'Maya', email: 'maya@' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error).toBe('Please enter a valid email address');
    const noEmail = await owner.put(`/api/consultants/${consultantId}`, { name: 'Maya' });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.error).toBe('Email is required');
    const longName = await owner.put(`/api/consultants/${consultantId}`, { name: 'M'.repeat(101), email: email('m') });
    expect(longName.status).toBe(400);
    expect(longName.body.error).toBe('Please keep the name under 100 characters.');
    const broken = await owner.put(`/api/consultants/${consultantId}`, 'not json');
    expect(broken.status).toBe(400);
  });

  it('lets an admin edit her own name and goals, but not her login e-mail, nor another admin', async () => {
    const mine = await owner.put(`/api/consultants/${ownerId}`, {
      name: 'Grace H. Hollis',
      email: ownerEmail.toUpperCase(),
      coachingGoals: 'Coach the team weekly',
    });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ name: 'Grace H. Hollis', role: 'admin', coachingGoals: 'Coach the team weekly' });
    const [row] = await t.sql`SELECT email, role, status FROM users WHERE id = ${ownerId}`;
    expect(row).toEqual({ email: ownerEmail.toUpperCase(), role: 'owner', status: 'active' });
    await t.sql`UPDATE users SET email = ${ownerEmail} WHERE id = ${ownerId}`;

    const newEmail = await owner.put(`/api/consultants/${ownerId}`, { name: 'Grace', email: email('grace') });
    expect(newEmail.status).toBe(403);
    const admin = await logInNewAdmin(boutiqueId);
    const other = await admin.client.put(`/api/consultants/${ownerId}`, { name: 'Not Grace', email: ownerEmail });
    expect(other.status).toBe(403);
    expect(other.body.error).toBe("An admin's details can only be changed by that admin.");
    await t.sql`DELETE FROM users WHERE id = ${admin.id}`;
  });
});

describe('DELETE /api/consultants/{id}', () => {
  it('removes her and ends her session at once', async () => {
    const leaving = await logInNewConsultant(t, boutiqueId, { name: 'Leah Leaving', coachingGoals: '' });
    const leavingId = (await leaving.get('/api/auth/me')).body.consultantId;
    expect((await leaving.get('/api/dashboard/consultant')).status).toBe(200);
    const before = await version();
    const res = await owner.delete(`/api/consultants/${leavingId}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect((await leaving.get('/api/dashboard/consultant')).status).toBe(401);
    expect((await leaving.get('/api/auth/me')).status).toBe(401);
    const [row] = await t.sql`SELECT count(*)::int AS n FROM users WHERE id = ${leavingId}`;
    expect(row!.n).toBe(0);
    expect(BigInt(await version())).toBeGreaterThan(BigInt(before));
    expect((await owner.delete(`/api/consultants/${leavingId}`)).status).toBe(404);
  });

  it('never removes the owner, nor the admin asking', async () => {
    const self = await owner.delete(`/api/consultants/${ownerId}`);
    expect(self.status).toBe(403);
    expect(self.body).toEqual({ error: consultantMessages.cannotRemoveSelf });
    const admin = await logInNewAdmin(boutiqueId);
    const theOwner = await admin.client.delete(`/api/consultants/${ownerId}`);
    expect(theOwner.status).toBe(403);
    expect(theOwner.body).toEqual({ error: consultantMessages.cannotRemoveOwner });
    const [row] = await t.sql`SELECT count(*)::int AS n FROM users WHERE id = ${ownerId}`;
    expect(row!.n).toBe(1);
    expect((await owner.delete(`/api/consultants/${admin.id}`)).status).toBe(200);
  });
});

describe('POST /api/consultants/{id}/resend-invite', () => {
  it('replaces a pending invitation and queues a new e-mail', async () => {
    const invited = await owner.post('/api/consultants/invite', { name: 'Rosa Resend', email: email('rosa') });
    const [old] = await t.sql<{ id: string }[]>`SELECT id FROM invitations WHERE user_id = ${invited.body.id}`;
    const res = await owner.post(`/api/consultants/${invited.body.id}/resend-invite`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const now = await t.sql<{ id: string }[]>`SELECT id FROM invitations WHERE user_id = ${invited.body.id}`;
    expect(now).toHaveLength(1);
    expect(now[0]!.id).not.toBe(old!.id);
    expect(await queuedInvitationIds()).toContainEqual({ kind: 'consultant-invitation', invitationId: now[0]!.id });
  });

  it('refuses a consultant who already set up her account, and an admin', async () => {
    for (const id of [consultantId, ownerId]) {
      const res = await owner.post(`/api/consultants/${id}/resend-invite`);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ error: 'Only a consultant whose invitation is still pending can be sent a new one.' });
    }
  });

  it('sends one address three invitations a day: the first and two resends', async () => {
    const invited = await owner.post('/api/consultants/invite', { name: 'Rita Often', email: email('rita') });
    for (let n = 0; n < 2; n += 1) {
      expect((await owner.post(`/api/consultants/${invited.body.id}/resend-invite`)).status).toBe(200);
    }
    const [before] = await t.sql<{ id: string }[]>`SELECT id FROM invitations WHERE user_id = ${invited.body.id}`;
    const fourth = await owner.post(`/api/consultants/${invited.body.id}/resend-invite`);
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('retry-after')).toMatch(/^\d+$/);
    // The refused resend changed nothing: the last link still works.
    const after = await t.sql<{ id: string }[]>`SELECT id FROM invitations WHERE user_id = ${invited.body.id}`;
    expect(after.map((row) => row.id)).toEqual([before!.id]);
  });
});

describe("another boutique's consultant, or an id that is not one", () => {
  it.each([
    ["another boutique's consultant", () => strangersConsultantId],
    ['an unknown id', () => missingId],
    ['a malformed id', () => 'not-a-uuid'],
    ['an injection attempt', () => "1' OR '1'='1"],
  ])('answers 404 for %s on every {id} call', async (_label, idOf) => {
    const id = encodeURIComponent(idOf());
    const calls = [
      () => owner.post(`/api/consultants/${id}/resend-invite`),
      () => owner.put(`/api/consultants/${id}`, { name: 'Taken Over', email: email('taken') }),
      () => owner.delete(`/api/consultants/${id}`),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: consultantMessages.notFound });
    }
    const [row] = await t.sql`SELECT name FROM users WHERE id = ${strangersConsultantId}`;
    expect(row!.name).toBe('Stella Elsewhere');
  });
});

describe('GET /api/subscription-details', () => {
  it('answers the plan, the seats, the consultant count and the fee', async () => {
    const small = await signUpAndLogIn(t, { consultantSeats: 6, boutiqueName: 'Fee Bridal' });
    // Past its free weekend (subscription-trial.test.ts shows the weekend itself).
    await t.sql`UPDATE boutiques SET trial_ends_at = ${instantAgo({ hours: 1 })} WHERE id = ${small.boutiqueId}`;
    await small.client.post('/api/consultants/invite', { name: 'Fee One', email: email('fee') });
    await logInNewConsultant(t, small.boutiqueId, { name: 'Fee Two', coachingGoals: '' });
    const res = await small.client.get('/api/subscription-details');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      boutiqueName: 'Fee Bridal',
      status: 'active',
      plan: 'standard',
      maxConsultants: 6,
      subscription: { maxConsultants: 6 },
      consultantCount: 2,
      pricePerConsultant: 49,
      feeLine: '2 consultants (4 minimum) × $49/month',
      monthlyFee: 196,
    });
    for (let n = 0; n < 3; n += 1) {
      await small.client.post('/api/consultants/invite', { name: `More ${n}`, email: email('more') });
    }
    const five = await small.client.get('/api/subscription-details');
    expect(five.body).toMatchObject({ consultantCount: 5, feeLine: '5 consultants × $49/month', monthlyFee: 245 });
  });
});
