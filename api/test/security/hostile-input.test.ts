import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signUpAndLogIn, submitTextSurvey, type TestClient } from '../support/boutique-fixtures';
import { createTestApp, type TestApp, validSignup } from '../support/test-app';
import { send } from './security-requests';

/*
 * What a fuzzer (or sqlmap) types into the forms: NUL bytes, JSON nested thousands deep, bodies
 * of the wrong shape. Each is a 400 that says what is wrong, never a 500, and nothing is stored.
 */

let t: TestApp;
let admin: TestClient;
let slug: string;
let brideId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ client: admin, slug } = await signUpAndLogIn(t));
  brideId = await submitTextSurvey(t, slug, { name: 'Clara Input' });
});
afterAll(async () => {
  await t?.close();
});

const counts = async () => {
  const [row] = await t.sql`
    SELECT (SELECT count(*)::int FROM boutiques) AS boutiques, (SELECT count(*)::int FROM users) AS users,
           (SELECT count(*)::int FROM brides) AS brides, (SELECT count(*)::int FROM notifications) AS notifications`;
  return row;
};

const nulMessage = 'This field contains a character that is not allowed.';

describe('hostile input', () => {
  it('refuses a NUL byte in any text field with 400 naming the field, and stores nothing', async () => {
    const survey = new FormData();
    survey.append('name', 'Cl\u0000ara');
    survey.append('boutiqueName', slug);
    survey.append('weddingVibes', 'beach\u0000');
    const calls: [string, () => Promise<{ status: number; body: { error: string; fields?: object } }>, string][] = [
      [
        'sign-up',
        () => t.client().post('/api/signup', validSignup({ boutiqueName: 'Null\u0000Bridal' })),
        'boutiqueName',
      ],
      [
        'login',
        () => t.client().post('/api/auth/login', { email: 'a@example.com', password: 'pass\u0000word' }),
        'password',
      ],
      ['survey', () => t.client().post('/api/surveys', survey), 'name'],
      [
        'invitation',
        () =>
          admin.post('/api/consultants/invite', {
            name: 'Ivy',
            email: 'ivy.nul@example.com',
            coachingGoals: 'x\u0000',
          }),
        'coachingGoals',
      ],
      ['note', () => admin.post('/api/consultant/notify', { brideId, message: 'hello\u0000' }), 'message'],
    ];
    const before = await counts();
    for (const [label, call, field] of calls) {
      const res = await call();
      expect({ label, status: res.status, body: res.body }).toEqual({
        label,
        status: 400,
        body: { error: nulMessage, fields: { [field]: nulMessage } },
      });
    }
    expect(await counts()).toEqual(before);
  });

  it('answers JSON nested thousands deep, of the wrong shape, or with objects for text (operator injection), with 400', async () => {
    const deepArray = `${'['.repeat(30_000)}${']'.repeat(30_000)}`;
    const deepObject = `${'{"a":'.repeat(10_000)}"x\\u0000"${'}'.repeat(10_000)}`;
    for (const body of [
      deepArray,
      deepObject,
      '[]',
      '"text"',
      '42',
      'null',
      '{"email":{"$ne":null},"password":{"$gt":""}}',
      '{"email":["a@example.com"],"password":"Veil&Lace2025"}',
    ]) {
      const res = await send(t, 'POST', '/api/auth/login', { body, headers: { 'content-type': 'application/json' } });
      expect([body.slice(0, 40), res.status]).toEqual([body.slice(0, 40), 400]);
      expect(res.body.error).toEqual(expect.any(String));
    }
  });
});
