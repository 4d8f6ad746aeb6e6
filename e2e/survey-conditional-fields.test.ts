/**
 * The boxes a choice opens in the survey (the 'Other' member of her party, her own feeling, her
 * own reason for the visit, a custom budget), on a 375 px phone: each comes into view above the
 * fixed bottom bar with the cursor in it, so what she types right after choosing lands in it,
 * stays in her draft on this device and reaches the boutique with the survey.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { signUpBoutique } from './support/boutique';
import { type Page, phone, seriousAxeViolations } from './support/browser';
import { usePlatform } from './support/use-platform';

const ctx = usePlatform();
let slug: string;

beforeAll(async () => {
  const boutique = await signUpBoutique(ctx, {
    name: 'Ines Carvalho',
    email: `ines.${Date.now()}@carvalho-bridal.com`,
    password: 'Tulle&Lace2026',
    phone: '2075550144',
    boutiqueName: 'Carvalho Bridal',
    address: '12 Exchange St, Portland, ME',
    consultantSeats: 2,
    agreedToTerms: true,
  });
  slug = boutique.slug;
});

interface ConditionalField {
  what: string;
  step: number;
  option: string;
  box: string;
  typed: string;
  /** The answer as her draft and the server keep it. */
  kept: (answers: Record<string, unknown>) => unknown;
  expected: unknown;
}

const conditionalFields: ConditionalField[] = [
  {
    what: "who else is coming ('Other' in her shopping party)",
    step: 7,
    option: 'Other',
    box: 'Who else is coming?',
    typed: 'Aunt Maria',
    kept: (answers) => (answers.shoppingParty as string[]).filter((entry) => entry.startsWith('custom:')),
    expected: ['custom:Aunt Maria'],
  },
  {
    what: "how she feels ('Other' feeling)",
    step: 8,
    option: 'Other',
    box: "Tell us how you're feeling",
    typed: 'Giddy and a little teary',
    kept: (answers) => answers.customFeeling,
    expected: 'Giddy and a little teary',
  },
  {
    what: "why she is coming ('Other' intention)",
    step: 9,
    option: 'Other',
    box: 'Tell us about your visit',
    typed: 'Aunt Maria flies in that weekend',
    kept: (answers) => answers.customIntention,
    expected: 'Aunt Maria flies in that weekend',
  },
  {
    what: "her own budget ('Custom amount')",
    step: 10,
    option: 'Custom amount',
    box: 'Your budget in dollars',
    typed: '2750',
    kept: (answers) => answers.customBudget,
    expected: '2750',
  },
];

async function draftAnswers(page: Page, boutiqueSlug: string): Promise<Record<string, unknown> | null> {
  const stored = await page.evaluate((key) => localStorage.getItem(`surveyDraft:${key}`), boutiqueSlug);
  return stored ? ((JSON.parse(stored) as { answers?: Record<string, unknown> }).answers ?? null) : null;
}

/** Her draft, once it holds the expected answer (it is written a moment after she types). */
async function waitForDraft(page: Page, field: ConditionalField): Promise<unknown> {
  for (let tries = 0; ; tries++) {
    const answers = await draftAnswers(page, slug);
    const kept = answers ? field.kept(answers) : undefined;
    if (JSON.stringify(kept) === JSON.stringify(field.expected) || tries > 50) return kept;
    await page.waitForTimeout(100);
  }
}

describe('a bride on a 375 px phone who chooses an option that opens a box', () => {
  it.each(conditionalFields)(
    'types $what straight into it, above the bottom bar, and it is kept and sent',
    async (field) => {
      const name = `Rosalind ${field.step}`;
      const context = await ctx.browser.newContext({ viewport: phone, baseURL: ctx.platform.baseUrl });
      await context.addInitScript(() => Object.assign(window, { __SURVEY_PACE_MS__: 0.05 }));
      const page = await context.newPage();
      const next = async (step: number) => {
        await page.getByRole('button', { name: 'Next' }).click();
        await page.getByText(`Step ${step} of 11`, { exact: true }).waitFor();
      };
      await page.goto(`/survey/${slug}`);
      await page.getByRole('button', { name: 'Start' }).click();
      await page.getByLabel('Your preferred name').fill(name);
      for (let step = 2; step <= field.step; step++) await next(step);

      await page.getByText(field.option, { exact: true }).click();
      const box = page.getByLabel(field.box);
      await box.waitFor();
      // No click on the box: the choice put the cursor there.
      await page.keyboard.type(field.typed);
      expect(await box.inputValue()).toBe(field.typed);
      expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);

      // On screen, and not under the bar: its whole box lies between the top of the screen and the bar.
      const shown = (await box.boundingBox())!;
      const bar = (await page.locator('[data-survey-nav-bar]').boundingBox())!;
      expect(shown.y).toBeGreaterThanOrEqual(0);
      expect(shown.y + shown.height).toBeLessThanOrEqual(bar.y);
      expect(bar.y + bar.height).toBeLessThanOrEqual(phone.height + 1);
      const atItsMiddle = await box.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        return document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2) === element;
      });
      expect(atItsMiddle).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);

      expect(await waitForDraft(page, field)).toEqual(field.expected);
      // Back to the step, from her draft after a reload: the answer is still in the box.
      await page.reload();
      await page.getByText(`Step ${field.step} of 11`, { exact: true }).waitFor();
      expect(await page.getByLabel(field.box).inputValue()).toBe(field.typed);

      for (let step = field.step + 1; step <= 11; step++) await next(step);
      await page.getByRole('button', { name: 'Find My Dress' }).click();
      await page.getByRole('heading', { level: 1, name: 'Thanks for Sharing!' }).waitFor({ timeout: 60_000 });

      const [bride] = await ctx.platform.database.sql`SELECT answers FROM brides WHERE name = ${name}`;
      expect(field.kept(bride!.answers as Record<string, unknown>)).toEqual(field.expected);
      await context.close();
    },
  );
});
