import { describe, expect, it } from '@jest/globals';
import { boutiqueDate, weekdayOf } from '@bridal/testing/boutique-day';
import { logInCookie, pageAs } from './support/boutique';
import { expectToast, phone, seriousAxeViolations } from './support/browser';
import { usePlatform } from './support/use-platform';

const ctx = usePlatform();
const stamp = Date.now();

const owner = {
  name: 'Odile Marchand',
  email: `odile.${stamp}@marchand-mariage.com`,
  password: 'Dentelle&Soie2026',
  phone: '2075550161',
  boutiqueName: 'Marchand Mariage',
  address: '12 Rue des Fleurs, Portland, ME',
};

/** The boutique's next Tuesday at least a week ahead, as YYYY-MM-DD. */
function nextTuesday(timeZone: string): string {
  const weekAhead = boutiqueDate(timeZone, 7);
  return boutiqueDate(timeZone, 7 + ((2 - weekdayOf(weekAhead) + 7) % 7));
}

describe('boutique settings', () => {
  it("starts from the browser's time zone at sign-up; the admin changes hours at 375 px and is told what fell outside", async () => {
    // She signs up from a browser in Paris: the boutique's time zone is hers.
    const context = await ctx.browser.newContext({
      viewport: phone,
      baseURL: ctx.platform.baseUrl,
      timezoneId: 'Europe/Paris',
    });
    const signup = await context.newPage();
    await signup.goto('/signup');
    await signup.locator('input[name="name"]').fill(owner.name);
    await signup.locator('input[name="phone"]').fill(owner.phone);
    await signup.locator('input[name="email"]').fill(owner.email);
    await signup.locator('input[name="boutiqueName"]').fill(owner.boutiqueName);
    await signup.locator('input[name="address"]').fill(owner.address);
    await signup.locator('input[name="password"]').fill(owner.password);
    await signup.locator('input[name="confirmPassword"]').fill(owner.password);
    const terms = signup.getByRole('checkbox', { name: /I agree to the Terms of Service/ });
    await terms.focus();
    await signup.keyboard.press('Space');
    expect(await terms.isChecked()).toBe(true);
    await signup.getByRole('button', { name: 'Book My Free Weekend' }).click();
    await signup.waitForURL('**/login');
    const sql = ctx.platform.database.sql;
    const [boutique] = await sql<{ id: number; timeZone: string }[]>`
      SELECT b.id, b.time_zone FROM boutiques b JOIN users u ON u.boutique_id = b.id
      WHERE lower(u.email) = lower(${owner.email})`;
    expect(boutique!.timeZone).toBe('Europe/Paris');
    const boutiqueId = boutique!.id;

    // A bride booked on a Tuesday at 11:00 Paris time.
    const tuesday = nextTuesday(boutique!.timeZone);
    const [bride] = await sql<{ id: string }[]>`
      INSERT INTO brides (boutique_id, name, answers, status) VALUES (${boutiqueId}, 'Adele Roux', ${sql.json({})}, 'ready')
      RETURNING id`;
    await sql`
      INSERT INTO appointments (boutique_id, bride_id, starts_at, duration_minutes, booked_by)
      VALUES (${boutiqueId}, ${bride!.id}, (${`${tuesday} 11:00`}::timestamp AT TIME ZONE 'Europe/Paris'), 90, 'staff')`;

    const page = await pageAs(ctx, await logInCookie(ctx, owner.email, owner.password), phone);
    await page.goto(`/admin/${boutiqueId}`);
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(`**/admin/${boutiqueId}/settings`);
    await page.getByRole('heading', { level: 1, name: 'Boutique Settings' }).waitFor();
    expect(await page.locator('select[name="timeZone"]').inputValue()).toBe('Europe/Paris');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A bad length is refused under its field, and nothing is saved.
    await page.locator('input[name="appointmentMinutes"]').fill('7');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText(/Choose an appointment length from 15 to 480 minutes/).waitFor();

    // Tuesdays closed, one more place at once, a holiday.
    await page.locator('input[name="appointmentMinutes"]').fill('60');
    await page.locator('input[name="capacity"]').fill('3');
    await page.getByRole('button', { name: /^Remove Tuesday/ }).click();
    await page.getByRole('group', { name: 'Tuesday' }).getByText('Closed').waitFor();
    await page.getByRole('button', { name: 'Add a closed date' }).click();
    await page.locator('input[name="closedDates[0]"]').fill('2030-12-25');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    const notice = 'Saved. 1 booked appointment is now outside your hours; it stays booked.';
    await expectToast(page, notice);
    // The notice stays on the page after the toast has gone.
    await page.getByRole('status').filter({ hasText: 'They are flagged as outside hours' }).getByText(notice).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    const [saved] = await sql<
      { appointmentMinutes: number; appointmentCapacity: number; tuesday: unknown[]; closed: string[] }[]
    >`
      SELECT appointment_minutes, appointment_capacity, opening_hours -> 1 AS tuesday,
             array(SELECT d::text FROM unnest(closed_dates) d) AS closed
      FROM boutiques WHERE id = ${boutiqueId}`;
    expect(saved).toEqual({ appointmentMinutes: 60, appointmentCapacity: 3, tuesday: [], closed: ['2030-12-25'] });
    const [kept] = await sql`SELECT status FROM appointments WHERE bride_id = ${bride!.id}`;
    expect(kept!.status).toBe('booked');
    await context.close();
    // Two axe reads of a settings page of a dozen sections: on a loaded 2-core CI they take a while.
  }, 120_000);
});
