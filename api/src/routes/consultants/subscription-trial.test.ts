import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { freeWeekendEnd } from '@bridal/server/accounts/free-weekend';
import { apiPaths } from '@bridal/shared/api/api-paths';
import type { SubscriptionDetails } from '@bridal/shared/consultants/consultants';
import { instantAgo } from '@bridal/testing/boutique-day';
import { signUpAndLogIn } from '../../../test/support/boutique-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

// A boutique signed up for a free weekend: its subscription says so, with the weekend's days in
// the boutique's own zone, until the weekend is over.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/subscription-details during the free weekend', () => {
  it("answers 'trial' with the weekend's start and end in the boutique's zone, stored in UTC", async () => {
    const { client, boutiqueId } = await signUpAndLogIn(t, {
      boutiqueName: 'Weekend Bridal',
      timeZone: 'Europe/Paris',
    });
    const [row] = await t.sql<{ createdAt: Date; trialEndsAt: Date }[]>`
      SELECT created_at, trial_ends_at FROM boutiques WHERE id = ${boutiqueId}`;
    expect(row!.trialEndsAt.toISOString()).toBe(freeWeekendEnd(row!.createdAt, 'Europe/Paris').toISOString());

    const res = await client.get(apiPaths.subscriptionDetails);
    expect(res.status).toBe(200);
    const details = res.body as SubscriptionDetails;
    expect(details.status).toBe('trial');
    expect(details.trial).toMatchObject({
      startsAt: row!.createdAt.toISOString(),
      endsAt: row!.trialEndsAt.toISOString(),
      timeZone: 'Europe/Paris',
      lastDay: expect.stringMatching(/^Sunday, /),
    });
    // The fee it would have afterwards is still given, for the page to explain.
    expect(details).toMatchObject({ plan: 'standard', monthlyFee: 196 });
  });

  it("after the weekend, 'active' and no trial", async () => {
    const { client, boutiqueId } = await signUpAndLogIn(t, { boutiqueName: 'Monday Bridal' });
    await t.sql`UPDATE boutiques SET trial_ends_at = ${instantAgo({ minutes: 1 })} WHERE id = ${boutiqueId}`;
    const details = (await client.get(apiPaths.subscriptionDetails)).body as SubscriptionDetails;
    expect(details.status).toBe('active');
    expect(details.trial).toBeUndefined();
  });
});
