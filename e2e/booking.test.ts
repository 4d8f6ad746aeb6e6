import { describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { appointmentMailJobId } from '@bridal/server/appointments/notify/enqueue-appointment-mails';
import { createMailQueue } from '@bridal/server/queue/mail-queue';
import type { CapturedMail } from '@bridal/testing/smtp-capture';
import { testRedisUrl } from '@bridal/testing/test-redis';
import { phone, seriousAxeViolations } from './support/browser';
import { signUpBoutique } from './support/boutique';
import { appointmentIcsOf, expectLinksWork } from './support/mail-checks';
import { usePlatform } from './support/use-platform';

const ctx = usePlatform();

/**
 * Lets the day pass until an appointment's reminder is due: the delayed job of its pending outbox
 * row (queued by the API for 24 h before) runs now. False when no reminder is pending.
 */
async function dueReminder(appointmentId: string): Promise<boolean> {
  const [reminder] = await ctx.platform.database.sql<{ id: string }[]>`
    SELECT id FROM appointment_mails
    WHERE appointment_id = ${appointmentId} AND kind = 'reminder' AND status = 'pending'`;
  if (!reminder) return false;
  // Its day has come: the row falls due now (the worker sends nothing before a row is due).
  await ctx.platform.database.sql`UPDATE appointment_mails SET due_at = ${new Date()} WHERE id = ${reminder.id}`;
  const connection = new Redis(testRedisUrl, { maxRetriesPerRequest: 1 });
  const queue = createMailQueue(connection, ctx.platform.redisPrefix);
  try {
    const job = await queue.getJob(appointmentMailJobId(reminder.id));
    if (!job) return false;
    await job.promote();
    return true;
  } finally {
    await queue.close();
    connection.disconnect();
  }
}

const manageLinkIn = (mail: CapturedMail) => {
  const match = /https?:\/\/[^/\s]+(\/appointment\/[A-Za-z0-9_-]{43})/.exec(mail.text);
  if (!match) throw new Error(`no manage link in: ${mail.text}`);
  return match[1]!;
};

describe('a bride on her phone books her appointment', () => {
  it('finishes the survey, books, gets each e-mail with its .ics (booked, moved, reminded, cancelled), and a spent link stays spent', async () => {
    const { boutiqueId, slug } = await signUpBoutique(ctx, {
      name: 'Hana Reyes',
      email: `hana.${Date.now()}@reyes-bridal.com`,
      password: 'Tulle&Pearl2026',
      phone: '2075550123',
      boutiqueName: 'Reyes Bridal House',
      address: '12 Fore Street, Portland, ME',
      consultantSeats: 4,
      agreedToTerms: true,
    });
    // Open around the clock every day, so free times exist whenever the test runs.
    const allDay = Array.from({ length: 7 }, () => [{ from: '00:00', to: '23:59' }]);
    const sql = ctx.platform.database.sql;
    await sql`
      UPDATE boutiques SET opening_hours = ${sql.json(allDay)}, time_zone = 'America/New_York'
      WHERE id = ${boutiqueId}`;

    const context = await ctx.browser.newContext({ viewport: phone, baseURL: ctx.platform.baseUrl });
    await context.addInitScript(() => Object.assign(window, { __SURVEY_PACE_MS__: 0.05 }));
    const page = await context.newPage();

    // The survey, in words only.
    await page.goto(`/survey/${slug}`);
    await page.getByRole('button', { name: 'Start' }).click();
    const next = async (step: number) => {
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText(`Step ${step} of 11`, { exact: true }).waitFor();
    };
    await page.getByText('Step 1 of 11', { exact: true }).waitFor();
    await page.getByLabel('Your preferred name').fill('Clara');
    await next(2);
    await page.getByLabel('Wedding date').fill('2027-06-12');
    await next(3);
    await page.getByLabel('Wedding city and state').fill('Portland, ME');
    await page.getByLabel('Wedding venue').fill('Fort Williams Park');
    await next(4);
    await next(5);
    await next(6);
    await page.getByText('Garden Party', { exact: true }).click();
    await next(7);
    await page.getByText('Mom', { exact: true }).click();
    await next(8);
    await page.getByText('Excited', { exact: true }).click();
    await next(9);
    await page.getByText('Seriously shopping', { exact: true }).click();
    await next(10);
    await page.getByText('$1,000 - $2,000', { exact: true }).click();
    await next(11);
    await page.getByRole('button', { name: 'Find My Dress' }).click();
    await page.getByRole('heading', { level: 1, name: 'Thanks for Sharing!' }).waitFor({ timeout: 60_000 });

    // The thanks page offers the booking.
    await page.getByRole('link', { name: 'Book your appointment' }).click();
    await page.getByRole('heading', { level: 1, name: 'Book your appointment' }).waitFor();
    await page.getByText('Times are in Eastern Time.').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The third day offered, its first time.
    const days = page.getByRole('group', { name: 'Choose a day' }).getByRole('button');
    await days.nth(2).click();
    const times = page.getByRole('group', { name: 'Choose a time' }).getByRole('button');
    await times.first().click();
    expect(await times.first().getAttribute('aria-pressed')).toBe('true');
    const consent = page.getByLabel('You may contact me about my appointment and follow up afterwards');
    expect(await consent.isChecked()).toBe(false);
    const address = `clara.${Date.now()}@example.com`;
    await page.getByLabel('E-mail').fill(address);
    await page.getByLabel('Phone (optional)').fill('(207) 555-0177');
    await page.getByRole('button', { name: 'Book appointment' }).click();

    await page.getByRole('heading', { level: 1, name: "You're booked!" }).waitFor();
    await page.getByText(`We sent a confirmation to ${address}.`).waitFor();
    await page.getByText('12 Fore Street, Portland, ME').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    const [bride] = await sql<{ id: string; email: string; followUpConsent: boolean }[]>`
      SELECT id, email, follow_up_consent FROM brides WHERE name = 'Clara' AND boutique_id = ${boutiqueId}`;
    expect(bride).toMatchObject({ email: address, followUpConsent: false });
    const [booked] = await sql<{ id: string; startsAt: Date }[]>`
      SELECT id, starts_at FROM appointments WHERE bride_id = ${bride!.id} AND status = 'booked'`;

    // The confirmation e-mail, sent by the bundled worker, carries her own link and an .ics of
    // that time in UTC.
    const [settings] = await sql<{ appointmentMinutes: number }[]>`
      SELECT appointment_minutes FROM boutiques WHERE id = ${boutiqueId}`;
    const mail = await ctx.platform.mail.waitFor(
      (m) => m.to.includes(address) && m.subject === 'Your bridal appointment is booked',
    );
    expect(mail.to).toEqual([address]);
    await expectLinksWork(mail, ctx.platform.baseUrl);
    const bookedIcs = appointmentIcsOf(mail);
    expect(bookedIcs).toMatchObject({ method: 'PUBLISH', status: 'CONFIRMED', start: booked!.startsAt });
    expect(bookedIcs.uid).toMatch(new RegExp(`^${booked!.id}@`));
    expect(bookedIcs.end.getTime() - bookedIcs.start.getTime()).toBe(settings!.appointmentMinutes * 60_000);

    // She opens her link and moves the appointment to another day.
    const manage = manageLinkIn(mail);
    await page.goto(manage);
    await page.getByRole('heading', { level: 1, name: 'Your appointment' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Move' }).click();
    await page.getByRole('group', { name: 'Choose a day' }).getByRole('button').nth(4).click();
    await page.getByRole('group', { name: 'Choose a time' }).getByRole('button').nth(1).click();
    await page.getByRole('button', { name: 'Move to this time' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your appointment has moved' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    const rows = await sql<{ id: string; status: string; startsAt: Date }[]>`
      SELECT id, status, starts_at FROM appointments WHERE bride_id = ${bride!.id} ORDER BY created_at`;
    expect(rows.map((row) => row.status)).toEqual(['cancelled', 'booked']);
    const moved = rows[1]!;

    // The move's e-mail updates the same calendar event: same UID, a higher SEQUENCE, the new time.
    const movedMail = await ctx.platform.mail.waitFor(
      (m) => m.to.includes(address) && m.subject === 'Your bridal appointment has moved',
    );
    await expectLinksWork(movedMail, ctx.platform.baseUrl);
    const movedIcs = appointmentIcsOf(movedMail);
    expect(movedIcs).toMatchObject({ method: 'PUBLISH', uid: bookedIcs.uid, start: moved.startsAt });
    expect(movedIcs.sequence).toBeGreaterThan(bookedIcs.sequence);

    // The old link is spent.
    await page.goto(manage);
    await page.getByRole('heading', { level: 1, name: 'This link has already been used.' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Her reminder, its day come: the one the move scheduled, for the new time.
    expect(await dueReminder(moved.id)).toBe(true);
    const reminderMail = await ctx.platform.mail.waitFor(
      (m) => m.to.includes(address) && m.subject === 'Reminder: your bridal appointment is tomorrow',
    );
    expect(reminderMail.to).toEqual([address]);
    await expectLinksWork(reminderMail, ctx.platform.baseUrl);
    expect(appointmentIcsOf(reminderMail)).toMatchObject({ uid: bookedIcs.uid, start: moved.startsAt });

    // The cancel dialog, from the new link.
    await page.goto(manageLinkIn(movedMail));
    await page.getByRole('button', { name: 'Cancel appointment' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel your appointment?' });
    await dialog.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your appointment is cancelled' }).waitFor();
    await context.close();

    // The cancellation takes the event off her calendar.
    const cancelledMail = await ctx.platform.mail.waitFor(
      (m) => m.to.includes(address) && m.subject === 'Your bridal appointment is cancelled',
    );
    await expectLinksWork(cancelledMail, ctx.platform.baseUrl);
    const cancelledIcs = appointmentIcsOf(cancelledMail);
    expect(cancelledIcs).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: bookedIcs.uid });
    expect(cancelledIcs.sequence).toBeGreaterThan(movedIcs.sequence);
  });

  it('shows a clear message for a link that is not valid', async () => {
    const context = await ctx.browser.newContext({ viewport: phone, baseURL: ctx.platform.baseUrl });
    const page = await context.newPage();
    await page.goto(`/book/${'A'.repeat(43)}`);
    await page.getByRole('heading', { level: 1, name: 'This link is not valid.' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
