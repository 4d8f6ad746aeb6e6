import { describe, expect, it } from '@jest/globals';
import { apiPaths } from '@bridal/shared/api/api-paths';
import { appointmentTypeMessages } from '@bridal/shared/appointments/appointment-types';
import type { BookingLinkView } from '@bridal/shared/appointments/booking';
import { boutiqueDate } from '@bridal/testing/boutique-day';
import { expectToast, phone, seriousAxeViolations } from './support/browser';
import { apiAs, pageAs, postSurvey, signUpBoutique } from './support/boutique';
import { usePlatform } from './support/use-platform';

const ctx = usePlatform();
const zone = 'America/New_York';

describe('a bride on her phone waits for a full day', () => {
  it('joins its waitlist, gets the offer e-mail when a booking is cancelled, and takes the time', async () => {
    const stamp = Date.now();
    const { boutiqueId, slug, ownerCookie } = await signUpBoutique(ctx, {
      name: 'Iris Vale',
      email: `iris.${stamp}@vale-bridal.com`,
      password: 'Tulle&Pearl2026',
      phone: '2075550188',
      boutiqueName: 'Vale Bridal',
      address: '3 Wharf Street, Portland, ME',
      consultantSeats: 4,
      agreedToTerms: true,
    });
    // One time a day (10:00, an hour), one place: a single booking fills a day.
    const oneSlot = Array.from({ length: 7 }, () => [{ from: '10:00', to: '11:00' }]);
    const sql = ctx.platform.database.sql;
    await sql`
      UPDATE boutiques SET opening_hours = ${sql.json(oneSlot)}, time_zone = ${zone}, appointment_minutes = 60,
                           appointment_capacity = 1, closed_dates = '{}'
      WHERE id = ${boutiqueId}`;
    // Its one kind of appointment takes at most four with the bride.
    const [type] = await sql<{ id: string }[]>`
      INSERT INTO appointment_types (boutique_id, name, duration_minutes, max_party, payment_requirement, position)
      VALUES (${boutiqueId}, 'Bridal appointment', 60, 4, 'none', 0) RETURNING id`;

    // Another bride fills the day four days ahead.
    const day = boutiqueDate(zone, 4);
    const bride = (name: string) => ({ name, weddingDate: '2027-06-19', boutiqueName: slug });
    const filler = await postSurvey(ctx, bride('Maud'));
    const fillerLink = `${ctx.platform.baseUrl}${apiPaths.booking.link(filler.bookingToken!)}`;
    const view = (await (await fetch(fillerLink)).json()) as BookingLinkView;
    const slot = view.slots.find((s) => s.date === day)!;
    const filled = await fetch(fillerLink, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ctx.platform.baseUrl },
      body: JSON.stringify({ startsAt: slot.startsAt, email: `maud.${stamp}@example.com` }),
    });
    expect(filled.status).toBe(201);

    // Clara, on her phone, finds her day full and joins its waitlist.
    const clara = await postSurvey(ctx, bride('Clara'));
    const address = `clara.${stamp}@example.com`;
    const context = await ctx.browser.newContext({ viewport: phone, baseURL: ctx.platform.baseUrl });
    const page = await context.newPage();
    await page.goto(`/book/${clara.bookingToken}`);
    await page.getByRole('heading', { level: 1, name: 'Book your appointment' }).waitFor();
    await page.getByRole('button', { name: 'Join a waitlist' }).click();
    const form = page.getByRole('form', { name: 'Join a waitlist' });
    await form.getByLabel('The day you would like').fill(day);
    await form.getByLabel('E-mail').fill(address);
    // She waits for her kind of appointment: a party larger than it takes is refused, and she is kept on the form.
    await form.getByLabel('How many come with you (optional)').fill('6');
    await form.getByRole('button', { name: 'Join the waitlist' }).click();
    await form.getByRole('alert').getByText(appointmentTypeMessages.partyTooLarge('Bridal appointment', 4)).waitFor();
    await form.getByLabel('How many come with you (optional)').fill('2');
    await form.getByRole('button', { name: 'Join the waitlist' }).click();
    await page.getByRole('heading', { name: "You're on the waitlist" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // Staff cancel the other booking: the freed time is offered to Clara by e-mail.
    const [taken] = await sql<{ id: string }[]>`
      SELECT id FROM appointments WHERE boutique_id = ${boutiqueId} AND status = 'booked'`;
    const cancelled = await apiAs(ctx, ownerCookie, `/api/appointments/${taken!.id}/cancel`, { method: 'POST' });
    expect(cancelled.status).toBe(200);
    const offerMail = await ctx.platform.mail.waitFor(
      (m) => m.to.includes(address) && m.subject === 'A time has freed up for your bridal appointment',
    );
    const offerPath = /https?:\/\/[^/\s]+(\/waitlist-offer\/[A-Za-z0-9_-]{43})/.exec(offerMail.text)?.[1];
    expect(offerPath).toBeDefined();

    await page.goto(offerPath!);
    await page.getByRole('heading', { level: 1, name: 'A time has freed up, Clara' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Take this time' }).click();
    await page.getByRole('heading', { level: 1, name: "You're booked!" }).waitFor();
    await page.getByText(`We sent a confirmation to ${address}.`).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const [booked] = await sql<{ startsAt: Date; typeId: string; partySize: number }[]>`
      SELECT a.starts_at, a.appointment_type_id AS type_id, a.party_size FROM appointments a
      JOIN brides b ON b.id = a.bride_id
      WHERE b.name = 'Clara' AND a.boutique_id = ${boutiqueId} AND a.status = 'booked'`;
    expect(booked).toEqual({ startsAt: new Date(slot.startsAt), typeId: type!.id, partySize: 2 });
    await ctx.platform.mail.waitFor((m) => m.to.includes(address) && m.subject === 'Your bridal appointment is booked');
    await context.close();

    // Staff book Maud again, for the same kind of appointment, and say who comes with her.
    const staff = await pageAs(ctx, ownerCookie, phone);
    await staff.goto(`/admin/${boutiqueId}/schedule`);
    await staff.getByRole('button', { name: 'Book appointment' }).click();
    const dialog = staff.getByRole('dialog');
    await dialog.getByLabel('Search brides by name').fill('Maud');
    await dialog.getByRole('radio', { name: 'Maud' }).click();
    await dialog.getByLabel('Kind of appointment').selectOption({ label: 'Bridal appointment (60 min)' });
    await dialog.getByRole('radiogroup', { name: 'Free times' }).getByRole('radio').first().click();
    await dialog.getByLabel('How many come with her').fill('two');
    await dialog.getByRole('button', { name: 'Book', exact: true }).click();
    await dialog.getByText(appointmentTypeMessages.partySize).waitFor();
    await dialog.getByLabel('How many come with her').fill('3');
    await dialog.getByRole('button', { name: 'Book', exact: true }).click();
    await expectToast(staff, 'Maud is booked.');
    const [again] = await sql<{ typeId: string; partySize: number }[]>`
      SELECT a.appointment_type_id AS type_id, a.party_size FROM appointments a JOIN brides b ON b.id = a.bride_id
      WHERE b.name = 'Maud' AND a.boutique_id = ${boutiqueId} AND a.status = 'booked'`;
    expect(again).toEqual({ typeId: type!.id, partySize: 3 });
    await staff.context().close();
  }, 240_000);
});
