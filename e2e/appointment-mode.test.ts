import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  addConsultant,
  apiAs,
  pageAs,
  type SignedUpBoutique,
  signUpBoutique,
  submitSurvey,
  waitUntilReady,
} from './support/boutique';
import { expectToast, seriousAxeViolations } from './support/browser';
import { usePlatform } from './support/use-platform';
import { instantAgo } from '@bridal/testing/boutique-day';

const ctx = usePlatform();
const stamp = Date.now();
const phone390 = { width: 390, height: 844 };

let boutique: SignedUpBoutique;
let consultantCookie: string;
let brideId: string;
let appointmentId: string;

beforeAll(async () => {
  boutique = await signUpBoutique(ctx, {
    name: 'Iris Calloway',
    email: `iris.${stamp}@calloway-bridal.com`,
    password: 'Organza&Lace2026',
    phone: '2075550142',
    boutiqueName: 'Calloway Bridal',
    address: '3 Fore St, Portland, ME',
    consultantSeats: 4,
    agreedToTerms: true,
  });
  const stock = new FormData();
  stock.append(
    'inventory',
    new Blob(
      [
        [
          'Style #,Designer,Gown,Price,Silhouette,Fabric,Sizes,Notes',
          'CB-1,Calloway,Fern,1650,A-Line,Chiffon,4-14,Breezy garden gown',
          'CB-2,Calloway,Ivy,2400,Ball Gown,Tulle,6-12,Classic princess gown',
          'CB-3,Calloway,Sage,1950,Sheath,Crepe,2-10,Minimal modern sheath',
        ].join('\n'),
      ],
      { type: 'text/csv' },
    ),
    'calloway.csv',
  );
  expect(
    (await apiAs(ctx, boutique.ownerCookie, '/api/inventory/upload', { method: 'POST', body: stock })).status,
  ).toBe(200);
  consultantCookie = await addConsultant(ctx, boutique.boutiqueId, {
    name: 'Nell Brandt',
    email: `nell.${stamp}@calloway-bridal.com`,
    password: 'Chiffon&Tulle2026',
  });
  brideId = await submitSurvey(ctx, {
    name: 'Rosalind Gray',
    weddingDate: '2027-06-19',
    weddingVenue: 'Deering Oaks Rose Garden',
    weddingLocation: 'Portland, ME',
    weddingVibes: ['garden-party'],
    budget: '1000-2000',
    boutiqueName: boutique.slug,
  });
  await waitUntilReady(ctx, boutique.ownerCookie, brideId);
  // Booked for now and started, as 'Start Consultation' leaves it.
  const sql = ctx.platform.database.sql;
  const [appointment] = await sql<{ id: string }[]>`
    INSERT INTO appointments (boutique_id, bride_id, consultant_id, starts_at, duration_minutes, booked_by, started_at)
    SELECT ${boutique.boutiqueId}, ${brideId}, u.id, ${instantAgo({ minutes: 5 })}, 90, 'staff', now()
    FROM users u WHERE u.email = ${`nell.${stamp}@calloway-bridal.com`}
    RETURNING id`;
  appointmentId = appointment!.id;
}, 120_000);

describe('the appointment mode on a phone', () => {
  it('ticks a dress pulled, tried on and loved, ends the appointment with said yes, and shows the summary', async () => {
    const page = await pageAs(ctx, consultantCookie, phone390);
    await page.goto(`/consultant/${boutique.boutiqueId}/client/${brideId}/appointment/${appointmentId}`);
    await page.getByRole('heading', { level: 1, name: 'Rosalind Gray' }).waitFor();
    await page.getByText('Budget: $1,000 - $2,000').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    const list = page.getByRole('region', { name: 'Pull list' });
    const first = list.getByRole('listitem').first();
    const dressName = (await first.getByRole('heading').textContent())!;
    const saved = () =>
      page.waitForResponse((response) => response.url().includes('/dresses/') && response.request().method() === 'PUT');
    let answer = saved();
    await first.getByRole('button', { name: 'Pulled' }).click();
    expect((await answer).status()).toBe(200);
    answer = saved();
    await first.getByRole('button', { name: 'Tried on' }).click();
    expect((await answer).status()).toBe(200);
    answer = saved();
    await first.getByRole('button', { name: 'Loved' }).click();
    expect((await answer).status()).toBe(200);
    expect(await first.getByRole('button', { name: 'Loved' }).getAttribute('aria-pressed')).toBe('true');

    // 'Not for her' asks why before it is saved.
    const second = list.getByRole('listitem').nth(1);
    await second.getByRole('button', { name: 'Not for her' }).click();
    await second.getByText('Say why it was not for her.').waitFor();
    answer = saved();
    await second.getByLabel('Why not?').fill('Too formal for a garden');
    await second.getByLabel('Why not?').press('Enter');
    expect((await answer).status()).toBe(200);

    const outcome = page.getByRole('region', { name: 'Outcome' });
    await outcome.getByRole('button', { name: 'End appointment' }).click();
    await outcome.getByRole('button', { name: 'Said yes' }).click();
    // Her one loved dress is already picked, with its price as the amount.
    expect(
      await outcome
        .getByRole('button', { name: new RegExp(dressName.replace(/[()]/g, '.')) })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    const amount = outcome.getByLabel('Sale amount ($)');
    expect(await amount.getAttribute('inputmode')).toBe('decimal');
    await amount.fill('1725.50');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await outcome.getByRole('button', { name: 'Save outcome' }).click();
    await expectToast(page, 'Outcome saved.');

    await outcome.getByText('$1,725.50', { exact: true }).waitFor();
    await outcome.getByText(dressName, { exact: true }).first().waitFor();
    await outcome.getByRole('button', { name: 'Edit outcome' }).waitFor();
    await outcome.getByRole('heading', { name: 'History' }).waitFor();
    await outcome.getByText(/Nell Brandt: Said yes/).waitFor();
    const [row] = await ctx.platform.database.sql<{ dressOnPullList: boolean; saleAmountCents: number }[]>`
      SELECT dress_on_pull_list, sale_amount_cents FROM appointment_outcomes WHERE appointment_id = ${appointmentId}`;
    expect(row).toEqual({ dressOnPullList: true, saleAmountCents: 172550 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }, 90_000);
});
