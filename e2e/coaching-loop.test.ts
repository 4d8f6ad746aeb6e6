import { describe, expect, it } from '@jest/globals';
import { currentDigestWeek } from '@bridal/server/coaching/digest/digest-week';
import { coachWriter } from '@bridal/server/coaching/digest/digest-writers';
import { writeCoachingWeek } from '@bridal/server/coaching/digest/write-coaching-week';
import { createLogger } from '@bridal/server/logging/create-logger';
import { boutiqueDate, instantAgo } from '@bridal/testing/boutique-day';
import { apiAs, pageAs, useBoutiqueWithReadyBride } from './support/boutique';
import { expectToast, phone, seriousAxeViolations } from './support/browser';
import { usePlatform } from './support/use-platform';

/*
 * The coaching loop as the team lives it: a consultant ends an appointment on her phone and fills
 * its score card in a few taps; the owner reviews the card with a note; the consultant reads the
 * note from her dashboard.
 */

const ctx = usePlatform();
const stamp = Date.now();
const made = useBoutiqueWithReadyBride(ctx, {
  owner: {
    name: 'Marguerite Olsen',
    email: `marguerite.${stamp}@olsen-bridal.com`,
    password: 'Organza&Lace2026',
    phone: '2075550163',
    boutiqueName: 'Olsen Bridal',
    address: '9 Wharf St, Portland, ME',
    consultantSeats: 4,
    agreedToTerms: true,
  },
  consultant: { name: 'Wren Halvorsen', email: `wren.${stamp}@olsen-bridal.com`, password: 'Chiffon&Tulle2026' },
  bride: {
    name: 'Delphine Moss',
    weddingDate: '2027-09-18',
    weddingVenue: 'Cliff House',
    weddingLocation: 'Cape Elizabeth, ME',
    weddingVibes: ['classic'],
    budget: '2000-3000',
  },
});

describe('a score card after the outcome', () => {
  it('is filled on a phone in a few taps, reviewed by the owner with a note, and the note reaches her dashboard', async () => {
    const sql = ctx.platform.database.sql;
    const [appointment] = await sql<{ id: string }[]>`
      INSERT INTO appointments (boutique_id, bride_id, consultant_id, starts_at, duration_minutes, booked_by, started_at)
      SELECT ${made.boutique.boutiqueId}, ${made.brideId}, u.id, ${instantAgo({ minutes: 50 })}, 90, 'staff', now()
      FROM users u WHERE u.email = ${`wren.${stamp}@olsen-bridal.com`}
      RETURNING id`;
    const appointmentPath = `/consultant/${made.boutique.boutiqueId}/client/${made.brideId}/appointment/${appointment!.id}`;

    // Her phone: the outcome, then the card right under it.
    const page = await pageAs(ctx, made.consultantCookie, phone);
    await page.goto(appointmentPath);
    await page.getByRole('heading', { level: 1, name: 'Delphine Moss' }).waitFor();
    const outcome = page.getByRole('region', { name: 'Outcome' });
    await outcome.getByRole('button', { name: 'End appointment' }).click();
    await outcome.getByRole('button', { name: 'No sale' }).click();
    await outcome.getByRole('button', { name: 'Decision-maker not there' }).click();
    await outcome.getByRole('button', { name: 'Save outcome' }).click();
    await expectToast(page, 'Outcome saved.');

    const card = page.getByRole('form', { name: 'Score card' });
    await card.waitFor();
    const answers = ['Yes', 'No', 'Yes', 'Not relevant', 'No', 'Yes'];
    const rows = card.getByRole('group');
    expect(await rows.count()).toBe(answers.length);
    // Save before answering everything: she is told what is missing, nothing is lost.
    await rows.nth(0).getByRole('button', { name: 'Yes', exact: true }).click();
    await card.getByRole('button', { name: 'Save score card' }).click();
    await card.getByText('Answer every behaviour on the card.').waitFor();
    expect(await rows.nth(0).getByRole('button', { name: 'Yes', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    for (const [index, answer] of answers.entries()) {
      if (index > 0) await rows.nth(index).getByRole('button', { name: answer, exact: true }).click();
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    await card.getByRole('button', { name: 'Save score card' }).click();
    await expectToast(page, 'Score card saved.');
    await page.getByRole('button', { name: 'Edit score card' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    const [saved] = await sql<{ answers: Record<string, string> }[]>`
      SELECT answers FROM score_cards WHERE appointment_id = ${appointment!.id}`;
    expect(saved!.answers).toEqual({
      openedWithPlan: 'yes',
      askedBudgetAndDecider: 'no',
      pulledFromListFirst: 'yes',
      involvedParty: 'not_relevant',
      askedForSale: 'no',
      setNextStep: 'yes',
    });

    // The owner reviews it at her desk.
    const owner = await pageAs(ctx, made.boutique.ownerCookie);
    await owner.goto(appointmentPath);
    const review = owner.getByRole('form', { name: 'Review note' });
    await review.getByLabel('Your note for her').fill('Ask who decides before the first gown: her mother was paying.');
    await review.getByRole('button', { name: /save/i }).click();
    await expectToast(owner, 'Review note saved.');
    await owner.context().close();

    // Her dashboard lists the note until she has read it.
    await page.goto(`/consultant/${made.boutique.boutiqueId}`);
    const notes = page.getByRole('region', { name: 'Notes on your score cards' });
    await notes.getByText('Ask who decides before the first gown: her mother was paying.').waitFor();
    await notes.getByRole('link', { name: "Read the note on Delphine Moss's score card" }).click();
    await page.getByTestId('review-note').getByText('her mother was paying').waitFor();
    const unread = await apiAs(ctx, made.consultantCookie, '/api/score-cards/notes');
    expect(unread.status).toBe(200);
    await page.context().close();
  }, 120_000);
});

describe('measurable goals', () => {
  it('are offered from her free-text goals, set by the owner, and shown on her dashboard with their period', async () => {
    const sql = ctx.platform.database.sql;
    const [wren] = await sql<{ id: string }[]>`
      UPDATE users SET coaching_goals = 'Close more brides on the first visit. Remember to ask for the sale.'
      WHERE email = ${`wren.${stamp}@olsen-bridal.com`} RETURNING id`;
    const [boutique] = await sql<{ timeZone: string }[]>`
      SELECT time_zone FROM boutiques WHERE id = ${made.boutique.boutiqueId}`;
    const timeZone = boutique!.timeZone;

    const owner = await pageAs(ctx, made.boutique.ownerCookie);
    await owner.goto(`/admin/${made.boutique.boutiqueId}/consultants/${wren!.id}/goals`);
    const suggested = owner.getByRole('list', { name: 'Suggested from her goals' });
    await suggested.getByText('Closing ratio (brides)', { exact: true }).waitFor();
    await suggested.getByText('Asked for the sale', { exact: true }).waitFor();
    await suggested.getByRole('button', { name: 'Add a goal: Closing ratio (brides)' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Set a Goal' });
    // A ratio above 100 % is refused with the field's message, and what she typed stays.
    await dialog.getByLabel(/Target/).fill('140');
    await dialog.getByLabel('By (date)').fill(boutiqueDate(timeZone, 60));
    await dialog.getByRole('button', { name: 'Set Goal' }).click();
    await dialog.getByText(/100 %/).first().waitFor();
    expect(await dialog.getByLabel('By (date)').inputValue()).toBe(boutiqueDate(timeZone, 60));
    await dialog.getByLabel(/Target/).fill('40');
    await dialog.getByRole('button', { name: 'Set Goal' }).click();
    await expectToast(owner, 'Goal Set');
    const goals = owner.getByRole('list', { name: 'Goals of Wren Halvorsen' });
    await goals.getByText('Closing ratio (brides)', { exact: true }).waitFor();
    expect(await suggested.getByText('Already a goal').count()).toBe(1);
    await owner.context().close();

    const page = await pageAs(ctx, made.consultantCookie, phone);
    await page.goto(`/consultant/${made.boutique.boutiqueId}`);
    const yours = page.getByRole('list', { name: 'Your goals' });
    await yours.getByText('Closing ratio (brides)', { exact: true }).waitFor();
    await yours.getByText(/40 %/).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await page.context().close();
  }, 120_000);
});

describe('the weekly coaching digest', () => {
  it("shows her this week's focus on her phone, and the owner the team's", async () => {
    const sql = ctx.platform.database.sql;
    const [boutique] = await sql<{ timeZone: string }[]>`
      SELECT time_zone FROM boutiques WHERE id = ${made.boutique.boutiqueId}`;
    // As the Monday run writes it (the worker's schedule is tested on its own, with fixed clocks).
    const { week } = currentDigestWeek(new Date(), boutique!.timeZone);
    const written = await writeCoachingWeek({
      sql,
      boutiqueId: made.boutique.boutiqueId,
      weekStart: week.weekStart,
      writers: { writer: coachWriter, fallback: coachWriter },
      logger: createLogger({ level: 'silent', name: 'coaching-loop' }),
    });
    expect(written.written).toBe(2);

    const page = await pageAs(ctx, made.consultantCookie, phone);
    await page.goto(`/consultant/${made.boutique.boutiqueId}/coaching`);
    await page.getByRole('region', { name: 'Your focus this week' }).getByRole('heading', { level: 2 }).waitFor();
    await page.getByRole('region', { name: 'Your figures' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    // The team's digest is the owner's and admins' only.
    expect((await apiAs(ctx, made.consultantCookie, '/api/coaching-digests?kind=team')).status).toBe(403);
    await page.context().close();

    const owner = await pageAs(ctx, made.boutique.ownerCookie);
    await owner.goto(`/admin/${made.boutique.boutiqueId}/coaching`);
    await owner.getByRole('region', { name: 'Who needs a conversation' }).waitFor();
    expect(await seriousAxeViolations(owner)).toEqual([]);
    await owner.context().close();
  }, 120_000);
});
