import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { hashPassword } from '@bridal/server/auth/password-hashing';
import { notTextMessage } from '@bridal/server/errors/normalise-request';
import { draftDueFollowUps } from '@bridal/server/follow-ups/draft/draft-due-follow-ups';
import { createLocalFollowUpWriter } from '@bridal/server/follow-ups/writer/local-follow-up-writer';
import { createLogger } from '@bridal/server/logging/create-logger';
import { apiPaths } from '@bridal/shared/api/api-paths';
import { consultantMessages } from '@bridal/shared/consultants/consultants';
import { type ConsultantSignature, consultantSignatureMessages } from '@bridal/shared/follow-ups/consultant-signature';
import { type BrideFollowUps, followUpLimits, followUpMessages } from '@bridal/shared/follow-ups/follow-up';
import { instantAgo, instantIn } from '@bridal/testing/boutique-day';
import { logInNewConsultant, signUpAndLogIn, type TestClient } from '../../../test/support/boutique-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
let owner: TestClient;
let clara: TestClient;
let dora: TestClient;
let stranger: TestClient;
let boutiqueId: number;
let boutiqueName: string;
let boutiquePhone: string;
let claraId: string;
let doraId: string;
let strangerConsultantId: string;

const idOf = async (name: string) => (await t.sql<{ id: string }[]>`SELECT id FROM users WHERE name = ${name}`)[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  let person: { boutiqueName: string; phone: string };
  ({ client: owner, boutiqueId, person } = await signUpAndLogIn(t));
  ({ boutiqueName, phone: boutiquePhone } = person);
  clara = await logInNewConsultant(t, boutiqueId, { name: 'Clara Vale', coachingGoals: '' });
  dora = await logInNewConsultant(t, boutiqueId, { name: 'Dora Lind', coachingGoals: '' });
  claraId = await idOf('Clara Vale');
  doraId = await idOf('Dora Lind');
  let strangerBoutique: number;
  ({ client: stranger, boutiqueId: strangerBoutique } = await signUpAndLogIn(t, { boutiqueName: 'Elsewhere Bridal' }));
  const [other] = await t.sql<{ id: string }[]>`
    INSERT INTO users (boutique_id, email, name, password_hash, role, status)
    VALUES (${strangerBoutique}, 'wren@elsewhere.example.com', 'Wren Elsewhere', ${await hashPassword('Tulle&Satin2025')},
            'consultant', 'active')
    RETURNING id`;
  strangerConsultantId = other!.id;
});
afterAll(async () => {
  await t?.close();
});

const storedSignature = async (userId: string) =>
  (await t.sql<{ signature: string }[]>`SELECT follow_up_signature AS signature FROM users WHERE id = ${userId}`)[0]!
    .signature;

describe('GET and PUT /api/account/signature: how she signs her follow-ups', () => {
  it("answers her sign-off ('' until she sets one), her name and the boutique's lines; nothing without a session", async () => {
    const res = await dora.get(apiPaths.account.signature);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      signature: '',
      name: 'Dora Lind',
      boutique: { signature: '', name: boutiqueName, phone: boutiquePhone },
    } satisfies ConsultantSignature);
    expect((await t.client().get(apiPaths.account.signature)).status).toBe(401);
    expect((await t.client().put(apiPaths.account.signature, { signature: 'Anyone' })).status).toBe(401);
  });

  it('saves her own, trimmed with its line breaks kept, for her alone; empty signs with her name again', async () => {
    const saved = await clara.put(apiPaths.account.signature, { signature: '  Clara x\nSenior stylist  ' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ signature: 'Clara x\nSenior stylist', name: 'Clara Vale' });
    expect((await clara.get(apiPaths.account.signature)).body.signature).toBe('Clara x\nSenior stylist');
    expect(await storedSignature(doraId)).toBe('');

    const cleared = await dora.put(apiPaths.account.signature, { signature: '   ' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.signature).toBe('');
    // The owner signs her own follow-ups too (she runs appointments).
    expect((await owner.put(apiPaths.account.signature, { signature: 'Grace, owner' })).body.signature).toBe(
      'Grace, owner',
    );
  });

  it('refuses bad input with the field and its message, and keeps what she had', async () => {
    await clara.put(apiPaths.account.signature, { signature: 'Clara x' });
    const tooLong = followUpMessages.signatureLength;
    for (const [body, message] of [
      [{ signature: 'x'.repeat(followUpLimits.signature + 1) }, tooLong],
      [{ signature: 42 }, notTextMessage],
      [{ signature: ['Clara'] }, notTextMessage],
      [{ signature: null }, notTextMessage],
      [{}, consultantSignatureMessages.missing],
    ] as const) {
      const res = await clara.put(apiPaths.account.signature, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
      expect(res.body.fields.signature).toBe(message);
    }
    // The limit counts what is kept: spaces around it are trimmed first.
    const atLimit = await clara.put(apiPaths.account.signature, {
      signature: ` ${'x'.repeat(followUpLimits.signature)} `,
    });
    expect(atLimit.status).toBe(200);
    await clara.put(apiPaths.account.signature, { signature: 'Clara x' });
    expect((await clara.put(apiPaths.account.signature, 'not json')).status).toBe(400);
    expect((await clara.put(apiPaths.account.signature, ['Clara'])).status).toBe(400);
    expect(await storedSignature(claraId)).toBe('Clara x');
  });
});

describe('GET and PUT /api/consultants/{id}/signature: an admin sets a team member’s', () => {
  it("reads and saves a consultant's of her own boutique", async () => {
    const saved = await owner.put(apiPaths.consultantSignature(doraId), { signature: 'Dora\nBridal stylist' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ signature: 'Dora\nBridal stylist', name: 'Dora Lind' });
    expect((await owner.get(apiPaths.consultantSignature(doraId))).body.signature).toBe('Dora\nBridal stylist');
    expect((await dora.get(apiPaths.account.signature)).body.signature).toBe('Dora\nBridal stylist');
    const tooLong = await owner.put(apiPaths.consultantSignature(doraId), { signature: 'x'.repeat(501) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toBe(followUpMessages.signatureLength);
    expect(await storedSignature(doraId)).toBe('Dora\nBridal stylist');
  });

  it("refuses a consultant (403), and another boutique's or an unknown id (404), changing nothing", async () => {
    const byColleague = await clara.put(apiPaths.consultantSignature(doraId), { signature: 'Not Dora' });
    expect(byColleague.status).toBe(403);
    expect((await clara.get(apiPaths.consultantSignature(doraId))).status).toBe(403);
    for (const id of [strangerConsultantId, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await owner.put(apiPaths.consultantSignature(id), { signature: 'Taken over' });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(consultantMessages.notFound);
      expect((await owner.get(apiPaths.consultantSignature(id))).status).toBe(404);
    }
    expect((await stranger.put(apiPaths.consultantSignature(doraId), { signature: 'Taken over' })).status).toBe(404);
    // The body is read before the path's id, as on every route: a bad body names its own fault.
    const badBoth = await owner.put(apiPaths.consultantSignature('not-an-id'), { signature: 42 });
    expect(badBoth.status).toBe(400);
    expect(await storedSignature(strangerConsultantId)).toBe('');
    expect(await storedSignature(doraId)).toBe('Dora\nBridal stylist');
  });
});

describe('a follow-up drafted for her bride', () => {
  it("ends with her signature, then the boutique's lines", async () => {
    await clara.put(apiPaths.account.signature, { signature: 'Clara x\nSenior stylist' });
    const [bride] = await t.sql<{ id: string }[]>`
      INSERT INTO brides (boutique_id, name, answers, status, email, follow_up_consent)
      VALUES (${boutiqueId}, 'Nora Quill', '{}', 'ready', 'nora.signature@example.com', true)
      RETURNING id`;
    const startedAt = instantAgo({ hours: 2 });
    const [appointment] = await t.sql<{ id: string }[]>`
      INSERT INTO appointments (boutique_id, bride_id, consultant_id, starts_at, duration_minutes, status, booked_by,
                                started_at)
      VALUES (${boutiqueId}, ${bride!.id}, ${claraId}, ${startedAt}, 90, 'booked', 'staff', ${startedAt})
      RETURNING id`;
    const outcome = await clara.put(apiPaths.appointments.outcome(appointment!.id), {
      result: 'not_yet',
      reasons: ['keep_shopping'],
    });
    expect(outcome.status).toBe(200);

    const writer = createLocalFollowUpWriter();
    const drafted = await draftDueFollowUps({
      sql: t.sql,
      writers: { writer, fallback: writer },
      mailQueue: t.deps.mailQueue,
      logger: createLogger({ level: 'silent', name: 'signature-test' }),
      // Both steps (2 and 7 days after the appointment) have fallen due.
      now: instantIn({ days: 8 }),
    });
    expect(drafted).toMatchObject({ drafted: 2, failed: 0 });

    const view = (await clara.get(apiPaths.followUps.ofBride(bride!.id))).body as BrideFollowUps;
    const bodies = view.pending.map((followUp) => followUp.body);
    expect(bodies).toHaveLength(2);
    for (const body of bodies) {
      expect(body.endsWith(`\nClara x\nSenior stylist\n${boutiqueName}\n${boutiquePhone}`)).toBe(true);
      expect(body).not.toContain('Clara Vale');
    }
  });
});
