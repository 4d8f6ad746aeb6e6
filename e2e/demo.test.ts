import { describe, expect, it } from '@jest/globals';
import { type BrowserContext, desktop, expectToast, type Page, phone, seriousAxeViolations } from './support/browser';
import { usePlatform } from './support/use-platform';

const ctx = usePlatform();

/** A prospect's own browser: a fresh context, with the survey's analysis animation sped up. */
async function newVisitor(viewport = phone): Promise<{ context: BrowserContext; page: Page }> {
  const context = await ctx.browser.newContext({ viewport, baseURL: ctx.platform.baseUrl });
  // Test hook of the loading view: shortens its pacing so the test takes seconds, not a minute.
  await context.addInitScript(() => Object.assign(window, { __SURVEY_PACE_MS__: 0.05 }));
  return { context, page: await context.newPage() };
}

async function startTrial(page: Page, name: string, email: string): Promise<void> {
  await page.goto('/trial-signup');
  await page.locator('input[name="name"]').fill(name);
  await page.locator('input[name="phone"]').fill('2075550123');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="boutiqueName"]').fill(`${name} Bridal`);
  await page.getByRole('button', { name: 'Get Started' }).click();
  await page.waitForURL('**/survey/demo');
}

/** The demo survey with the name only (every other step is optional). */
async function takeDemoSurvey(page: Page, brideName: string): Promise<void> {
  await page.getByText('on their behalf', { exact: false }).waitFor();
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByLabel('Your preferred name').fill(brideName);
  for (let step = 2; step <= 11; step += 1) {
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(`Step ${step} of 11`, { exact: true }).waitFor();
  }
  await page.getByRole('button', { name: 'Find My Dress' }).click();
}

const card = (page: Page, name: string) => page.getByTestId('client-card').filter({ hasText: name });

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('a prospect tries the demo', () => {
  it('signs up, takes the survey as a bride, watches her turn Ready, opens her profile and the admin demo', async () => {
    const { context, page } = await newVisitor();
    await startTrial(page, 'Rosa Lind', `rosa.${Date.now()}@lind-bridal.com`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await noHorizontalScroll(page)).toBe(true);
    await takeDemoSurvey(page, 'Juniper Demo');

    await page.waitForURL((url) => url.pathname === '/consultant' && url.search.includes('boutique=demo'), {
      timeout: 90_000,
    });
    expect(new URL(page.url()).searchParams.get('hotspots')).toBe('true');
    await card(page, 'Juniper Demo').waitFor();
    expect(await page.getByRole('button', { name: 'About Client analysis' }).count()).toBeGreaterThan(0);
    // The dashboard polls every 10 s: her badge turns Ready without a reload.
    await card(page, 'Juniper Demo').getByText('Ready', { exact: true }).waitFor({ timeout: 60_000 });
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'About Client analysis' }).first().click();
    await page.getByRole('link', { name: 'Sign up for your free weekend' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await card(page, 'Juniper Demo')
      .getByRole('link', { name: /View Profile/ })
      .click();
    await page.waitForURL('**/consultant/demo/client/**');
    await page.getByRole('heading', { level: 1, name: 'Juniper Demo' }).waitFor();
    await page.getByText('Demo Mode.', { exact: false }).first().waitFor();
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: '← Back to Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/consultant' && url.search === '?boutique=demo');

    await page.getByRole('button', { name: 'View Your Admin Dashboard' }).click();
    await page.getByText('Preparing Your Dashboard').waitFor();
    await page.waitForURL('**/admin/demo?hotspots=true', { timeout: 10_000 });
    // Admin-only sections show the admin view has replaced the consultant one.
    await page.getByRole('heading', { level: 2, name: 'Consultants' }).waitFor();
    await page.getByRole('heading', { level: 1, name: /Dashboard$/ }).waitFor();
    await card(page, 'Juniper Demo').waitFor();
    for (const topic of [
      'Subscription management',
      'Client analysis',
      'Inventory management',
      'Team management',
      'Trending gowns',
    ]) {
      expect(await page.getByRole('button', { name: `About ${topic}` }).count()).toBe(1);
    }
    await page.getByText("You're using", { exact: false }).waitFor();
    expect(await page.getByText(/of 8 consultant seats/).count()).toBe(1);
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  }, 180_000);

  it('gets real coaching advice for a seeded bride from the built-in analyst, after 1.5 s', async () => {
    const { context, page } = await newVisitor(desktop);
    await startTrial(page, 'Cleo Hart', `cleo.${Date.now()}@hart-bridal.com`);
    await page.goto('/consultant/demo');
    const ready = page.getByTestId('client-card').filter({ has: page.getByText('Ready', { exact: true }) });
    await ready.first().waitFor();
    await ready
      .first()
      .getByRole('link', { name: /View Profile/ })
      .click();
    await page.waitForURL('**/consultant/demo/client/**');
    await page.getByRole('button', { name: 'Coaching Advice' }).waitFor();
    // Coaching advice from the built-in analyst, shown no sooner than 1.5 s after the click.
    await page.getByRole('button', { name: 'Coaching Advice' }).click();
    const clickedAt = Date.now();
    await page.getByRole('button', { name: 'Get Coaching Advice' }).click();
    await page.getByTestId('coaching-advice').waitFor({ timeout: 30_000 });
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1_400);
    expect((await page.getByTestId('coaching-advice').innerText()).length).toBeGreaterThan(40);

    await context.close();
  });

  it('shows the sample team with their statuses, and explains why it cannot be changed', async () => {
    const { context, page } = await newVisitor(desktop);
    await startTrial(page, 'Ada Frost', `ada.${Date.now()}@frost-bridal.com`);
    await page.goto('/admin/demo');
    const rows = page.getByTestId('consultant-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(6);
    expect(await rows.filter({ hasText: 'Account Active' }).count()).toBe(5);
    const pending = rows.filter({ hasText: 'Invite Sent' });
    expect(await pending.count()).toBe(1);
    await page.getByText("You're using 6 of 8 consultant seats").waitFor();
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`);
    });
    await pending.getByRole('button', { name: 'Resend' }).click();
    await expectToast(page, 'Resending invitations is disabled in demo mode.');
    await rows
      .first()
      .getByRole('button', { name: /^Edit / })
      .click();
    await expectToast(page, 'Consultant editing is disabled in demo mode.');
    await rows
      .first()
      .getByRole('button', { name: /^Delete / })
      .click();
    await expectToast(page, 'Consultant deletion is disabled in demo mode.');
    await page
      .getByRole('button', { name: /^Download / })
      .first()
      .click();
    await expectToast(page, 'This feature works in your live account.');
    expect(writes).toEqual([]);
    await context.close();
  });

  it("shows the team's score-card figures and each consultant's weekly coaching, computed from the demo's history", async () => {
    const { context, page } = await newVisitor(phone);
    await startTrial(page, 'Ines Vale', `ines.${Date.now()}@vale-bridal.com`);
    await page.goto('/admin/demo');
    await page.getByRole('link', { name: 'Coaching', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Weekly Coaching' }).waitFor();
    await page.getByRole('region', { name: 'Who needs a conversation' }).waitFor();
    const whose = page.getByLabel('Whose digest');
    expect(await whose.locator('option').count()).toBe(6);
    await whose.selectOption({ label: 'Sofia Reyes' });
    await page.getByRole('region', { name: 'Your focus this week' }).getByRole('heading', { level: 2 }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await noHorizontalScroll(page)).toBe(true);

    await page.goto('/admin/demo/reports');
    await page.getByRole('heading', { name: 'Score cards' }).waitFor();
    await page.getByText('Asked for the sale').first().waitFor();
    expect(await noHorizontalScroll(page)).toBe(true);
    await context.close();
  });

  it("shows a second visitor the demo without the first one's bride", async () => {
    const first = await newVisitor(desktop);
    await startTrial(first.page, 'Ines Varga', `ines.${Date.now()}@varga-bridal.com`);
    await takeDemoSurvey(first.page, 'Private Marigold');
    await first.page.waitForURL((url) => url.pathname === '/consultant', { timeout: 90_000 });
    await card(first.page, 'Private Marigold').waitFor();

    const second = await newVisitor(desktop);
    await startTrial(second.page, 'Theo Marsh', `theo.${Date.now()}@marsh-bridal.com`);
    await second.page.goto('/admin/demo');
    await second.page.getByRole('heading', { level: 2, name: 'Our Brides' }).waitFor();
    await second.page
      .getByText(/\d+ brides?$/)
      .first()
      .waitFor();
    expect(await card(second.page, 'Private Marigold').count()).toBe(0);
    await first.context.close();
    await second.context.close();
  }, 180_000);

  it('sends a browser without trial access from the demo to /trial-signup', async () => {
    const { context, page } = await newVisitor(desktop);
    for (const path of [
      '/admin/demo',
      '/consultant?boutique=demo&hotspots=true',
      '/survey/demo',
      '/admin/demo/client/1',
    ]) {
      await page.goto(path);
      await page.waitForURL('**/trial-signup');
    }
    // The browser record alone is not enough: without the server's trial cookie the API answers 401.
    await page.evaluate(() =>
      localStorage.setItem(
        'demoAccess',
        JSON.stringify({ trialCompleted: true, trialId: 'forged', completedAt: new Date().toISOString() }),
      ),
    );
    await page.goto('/admin/demo');
    await page.waitForURL('**/trial-signup');
    await context.close();
  });

  it('explains every disabled action with the Demo Mode notice instead of calling the API', async () => {
    const { context, page } = await newVisitor(desktop);
    await startTrial(page, 'Mara Quinn', `mara.${Date.now()}@quinn-bridal.com`);
    await page.goto('/admin/demo');
    await page.getByRole('heading', { level: 2, name: 'Our Brides' }).waitFor();
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`);
    });

    await page.getByRole('button', { name: 'Upload Inventory' }).click();
    await expectToast(page, 'This feature works in your live account.');
    await page.getByTestId('toast').filter({ hasText: 'Demo Mode' }).waitFor();
    await page.getByRole('button', { name: 'Invite Consultant' }).click();
    await expectToast(page, 'This feature works in your live account.');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expectToast(page, 'This feature works in your live account.');
    await page.getByRole('button', { name: 'Upload Documents' }).click();
    await expectToast(page, 'This feature works in your live account.');
    await page.getByRole('button', { name: 'Test Survey' }).click();
    await expectToast(page, 'This feature works in your live account.');

    expect(writes).toEqual([]);
    expect(await page.evaluate(() => location.pathname)).toBe('/admin/demo');

    await page.getByRole('link', { name: 'Subscription' }).click();
    await page.waitForURL('**/admin/demo/subscription-settings');
    await page.getByText('Account Information').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/demo');
    await context.close();
  });
});

describe('the demo tour, the consultant view and its help', () => {
  const tourTopics = [
    'Subscription management',
    'Client analysis',
    'Inventory management',
    'Team management',
    'Trending gowns',
  ];

  /** Where an element starts, in px from the top of the page. */
  const pageOffset = (page: Page, topic: string) =>
    page
      .getByRole('button', { name: `About ${topic}` })
      .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

  it('puts every tour hotspot within the first two screens on a phone and a desk, the brides behind Show all', async () => {
    for (const viewport of [phone, desktop]) {
      const { context, page } = await newVisitor(viewport);
      await startTrial(page, 'Tess Tour', `tess.${viewport.width}.${Date.now()}@tour-bridal.com`);
      await page.goto('/admin/demo?hotspots=true');
      await page.getByTestId('client-card').first().waitFor();
      await page.getByTestId('consultant-row').first().waitFor();
      for (const topic of tourTopics) {
        const offset = await pageOffset(page, topic);
        expect({ viewport: viewport.width, topic, withinTwoScreens: offset < 2 * viewport.height }).toEqual({
          viewport: viewport.width,
          topic,
          withinTwoScreens: true,
        });
      }
      // The long list starts short; every bride is one click away.
      const showAll = page.getByRole('button', { name: /^Show all \d+ brides$/ });
      const total = Number(/\d+/.exec(await showAll.innerText())![0]);
      expect(total).toBeGreaterThan(4);
      expect(await page.getByTestId('client-card').count()).toBe(4);
      expect(await noHorizontalScroll(page)).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await showAll.click();
      await page
        .getByTestId('client-card')
        .nth(total - 1)
        .waitFor();
      expect(await page.getByTestId('client-card').count()).toBe(total);
      await context.close();
    }
  }, 180_000);

  it('greets the demo consultant with her day; each bride card starts her consultation or reviews her, writing nothing', async () => {
    const { context, page } = await newVisitor(desktop);
    await startTrial(page, 'Lia Stone', `lia.${Date.now()}@stone-bridal.com`);
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`);
    });
    await page.goto('/consultant?boutique=demo&hotspots=true');
    expect(await page.getByTestId('greeting').innerText()).toMatch(/^Good (morning|afternoon|evening), \S+!$/);
    await page.getByRole('heading', { level: 2, name: 'Today', exact: true }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Your Coaching Goals' }).waitFor();
    const first = page.getByTestId('client-card').first();
    await first.waitFor();
    const name = await first.getByRole('heading', { level: 3 }).innerText();
    const profile = await first.getByRole('link', { name: `View Profile of ${name}` }).getAttribute('href');
    expect(profile).toMatch(/^\/consultant\/demo\/client\/[0-9a-f-]{36}$/);
    expect(await first.getByRole('link', { name: `Review ${name}` }).getAttribute('href')).toBe(profile);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await first.getByRole('link', { name: `Start Consultation with ${name}` }).click();
    await page.waitForURL(`**${profile}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(writes).toEqual([]);
    await context.close();
  });

  it("answers 'I Need Help' in the browser from the bride's own plan, with no advice request", async () => {
    const { context, page } = await newVisitor(desktop);
    await startTrial(page, 'Noor Vale', `noor.${Date.now()}@vale-bridal.com`);
    const adviceCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/') && /advice|help/.test(pathname)) adviceCalls.push(pathname);
    });

    /** Her answer to 'Need new dress recommendations', shown no sooner than 1.5 s after the click. */
    async function newDressAdvice(index: number): Promise<string> {
      await page.goto('/consultant/demo');
      const ready = page.getByTestId('client-card').filter({ has: page.getByText('Ready', { exact: true }) });
      await ready
        .nth(index)
        .getByRole('link', { name: /View Profile/ })
        .click();
      await page.waitForURL('**/consultant/demo/client/**');
      await page.getByRole('button', { name: 'I Need Help' }).click();
      const dialog = page.getByRole('dialog');
      await page.getByRole('dialog', { name: 'I Need Help' }).waitFor();
      await dialog.getByText('Need new dress recommendations', { exact: true }).click();
      await dialog.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('dialog', { name: 'Tell us more' }).waitFor();
      const clickedAt = Date.now();
      await dialog.getByRole('button', { name: 'Get Expert Advice' }).click();
      const result = page.getByRole('dialog', { name: 'Expert Consultation Advice' });
      await result.getByTestId('help-advice').waitFor();
      expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1_400);
      const advice = await result.getByTestId('help-advice').innerText();
      if (index === 0) expect(await seriousAxeViolations(page)).toEqual([]);
      return advice;
    }

    const first = await newDressAdvice(0);
    const second = await newDressAdvice(1);
    expect(first.trim().length).toBeGreaterThan(50);
    // Written from each bride's data, not a fixed text.
    expect(second).not.toBe(first);
    expect(adviceCalls).toEqual([]);
    await context.close();
  }, 120_000);
});
