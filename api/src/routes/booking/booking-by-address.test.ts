import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiPaths } from '@bridal/shared/api/api-paths';
import type { BookingLinkView } from '@bridal/shared/appointments/booking';
import { rateLimitRules } from '@bridal/server/security/rate-limits';
import { sampleBrideFields, signUpAndLogIn, surveyForm } from '../../../test/support/boutique-fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

// The public booking form takes any address: one address gets a few bookings a day, however many
// surveys (each from its own address) name it.
let t: TestApp;
let slug: string;

const allDay = Array.from({ length: 7 }, () => [{ from: '00:00', to: '23:59' }]);

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'on' });
  let boutiqueId: number;
  ({ slug, boutiqueId } = await signUpAndLogIn(t, { boutiqueName: 'Alder Bridal' }));
  await t.sql`
    UPDATE boutiques SET opening_hours = ${t.sql.json(allDay)}, appointment_capacity = 50 WHERE id = ${boutiqueId}`;
});

afterAll(async () => {
  await t?.close();
});

describe('POST /api/booking/:token, one address', () => {
  it(`books ${rateLimitRules.bookingsByAddress.points} times a day for one address, then answers 429 and books nothing`, async () => {
    const victim = 'Someone.Else@Example.com';
    const limit = rateLimitRules.bookingsByAddress.points;
    const answers: number[] = [];
    for (let i = 0; i <= limit; i++) {
      // Each bride from her own address, so only the per-address rule can refuse.
      const ip = `203.0.113.${10 + i}`;
      const submitted = await t
        .client(ip)
        .post('/api/surveys', surveyForm({ ...sampleBrideFields, boutiqueName: slug }));
      expect(submitted.status).toBe(201);
      const token = submitted.body.bookingToken as string;
      const view = (await t.client(ip).get(apiPaths.booking.link(token))).body as BookingLinkView;
      const email = i % 2 ? victim.toLowerCase() : victim;
      const res = await t.client(ip).post(apiPaths.booking.link(token), {
        startsAt: view.slots[i]!.startsAt,
        email,
        followUpConsent: false,
      });
      answers.push(res.status);
    }
    expect(answers).toEqual([...Array.from({ length: limit }, () => 201), 429]);
    const [booked] = await t.sql<{ count: number }[]>`
      SELECT count(*)::int AS count FROM appointments a JOIN brides b ON b.id = a.bride_id
      WHERE lower(b.email) = ${victim.toLowerCase()}`;
    expect(booked!.count).toBe(limit);
  });
});
