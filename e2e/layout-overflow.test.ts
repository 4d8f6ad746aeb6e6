/**
 * Every page of the router at a phone's, a tablet's, a small laptop's and a desktop's width: none
 * scrolls sideways and no text spills out of its box. The pages come from the router's path table
 * (pagePatterns), so a page added there without a row here fails the test.
 */
import { hashPassword } from '@bridal/server/auth/password-hashing';
import { demoBoutiqueId } from '@bridal/shared/accounts/account-types';
import { apiPaths } from '@bridal/shared/api/api-paths';
import type { BookingLinkView } from '@bridal/shared/appointments/booking';
import { demoBoutique, pagePatterns, paths } from '@bridal/shared/web/page-paths';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { apiAs, logInCookie, pageAs, postSurvey, signUpBoutique } from './support/boutique';
import { desktop, type Page } from './support/browser';
import { findOverflow, resizeTo } from './support/find-overflow';
import { usePlatform } from './support/use-platform';

const ctx = usePlatform();

const widths = [375, 768, 1024, 1280] as const;
const timeout = 30_000;

type Role = 'visitor' | 'demo' | 'admin' | 'consultant';

interface Visit {
  as: Role;
  path: string;
  /** The states worth checking after the page has loaded, each reached from the one before. */
  states?: { name: string; reach: (page: Page) => Promise<void> }[];
}

/** A page's visits, or why it has none of its own. */
type PageRow = Visit[] | { exception: string };

type PageName = keyof typeof pagePatterns;

interface Seeded {
  slug: string;
  invitationPath: string;
  bookingToken: string;
  manageToken: string;
  /** A demo bride with her full plan, appointments, outcomes and follow-ups. */
  brideId: string;
  /** One of her completed appointments, with its outcome. */
  appointmentId: string;
  /** A consultant of the demo boutique (her goals page). */
  consultantId: string;
}

const stamp = Date.now();
const staffPassword = 'Charmeuse&Veil2026';

/** The survey, step by step from its start page (every step but the name is optional). */
const surveySteps: NonNullable<Visit['states']> = [
  {
    name: 'step 1',
    reach: async (page) => {
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await page.getByText('Step 1 of 11', { exact: true }).waitFor({ timeout });
      await page.getByLabel('Your preferred name').fill('Anne-Sophie Beaumont-Delacroix');
    },
  },
  ...Array.from({ length: 10 }, (_, index) => ({
    name: `step ${index + 2}`,
    reach: async (page: Page) => {
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText(`Step ${index + 2} of 11`, { exact: true }).waitFor({ timeout });
    },
  })),
];

function pageRows(seeded: Seeded): Record<PageName, PageRow> {
  const own = demoBoutiqueId;
  const both = (path: (area: 'admin' | 'consultant') => string): Visit[] => [
    { as: 'admin', path: path('admin') },
    { as: 'consultant', path: path('consultant') },
  ];
  const demo = (path: string): Visit => ({ as: 'demo', path });
  const visitor = (path: string): Visit[] => [{ as: 'visitor', path }];
  const { brideId, appointmentId } = seeded;
  return {
    home: visitor(paths.home),
    pricing: visitor(paths.pricing),
    about: visitor(paths.about),
    termsOfService: visitor(paths.termsOfService),
    privacyPolicy: visitor(paths.privacyPolicy),
    signup: visitor(paths.signup),
    trialSignup: visitor(paths.trialSignup),
    login: visitor(paths.login),
    forgotPassword: visitor(paths.forgotPassword),
    // A made-up token still shows the form; the server judges the token when she sends it.
    resetPassword: visitor(paths.resetPassword('made-up-token')),
    confirmEmail: visitor(paths.confirmEmail('made-up-token')),
    consultantSignup: visitor(seeded.invitationPath),
    surveyLink: visitor(pagePatterns.surveyLink),
    demoSurvey: [demo(paths.demo.survey)],
    survey: [{ as: 'visitor', path: paths.survey(seeded.slug), states: surveySteps }],
    booking: visitor(paths.booking(seeded.bookingToken)),
    manageAppointment: visitor(paths.manageAppointment(seeded.manageToken)),
    // No payment was taken in the demo: the page as a link that names no hold shows it.
    paymentReturn: visitor(paths.paymentReturn('made-up-token')),
    // An offer link never issued: the page's own frame and its 'not valid' card.
    waitlistOffer: visitor(paths.waitlistOffer('A'.repeat(43))),
    // Her token is only ever in the e-mail (stored hashed), and the demo sends none: the page as a
    // link that names no one shows it.
    unsubscribe: visitor(paths.unsubscribe('made-up-token')),
    area: [demo(paths.demo.consultantDashboard(true))],
    dashboard: [
      ...both((area) => paths.dashboard(area, own)),
      demo(paths.demo.adminDashboard),
      demo(paths.dashboard('consultant', demoBoutique)),
    ],
    dashboardAlias: { exception: 'the dashboard under its second address: the same page as dashboard' },
    brideProfile: [
      ...both((area) => paths.brideProfile(area, own, brideId)),
      demo(paths.brideProfile('admin', demoBoutique, brideId)),
      demo(paths.brideProfile('consultant', demoBoutique, brideId)),
    ],
    followUps: [
      ...both((area) => paths.followUps(area, own, brideId)),
      demo(paths.followUps('admin', demoBoutique, brideId)),
      demo(paths.followUps('consultant', demoBoutique, brideId)),
    ],
    appointmentMode: both((area) => paths.appointmentMode(area, own, brideId, appointmentId)),
    followUpsDue: both((area) => paths.followUpsDue(area, own)),
    allBrides: both((area) => paths.allBrides(area, own)),
    reports: [...both((area) => paths.reports(area, own)), demo(paths.reports('admin', demoBoutique))],
    schedule: both((area) => paths.schedule(area, own)),
    coaching: both((area) => paths.coaching(area, own)),
    consultants: [{ as: 'admin', path: paths.consultants(own) }],
    consultantGoals: [{ as: 'admin', path: paths.consultantGoals(own, seeded.consultantId) }],
    inventory: [{ as: 'admin', path: paths.inventory(own) }],
    historyImport: [{ as: 'admin', path: paths.historyImport(own) }],
    adminSubscriptionSettings: [
      { as: 'admin', path: paths.subscriptionSettings(own) },
      demo(paths.subscriptionSettings(demoBoutique)),
    ],
    boutiqueSettings: [{ as: 'admin', path: paths.boutiqueSettings(own) }],
    apiKeys: [{ as: 'admin', path: paths.apiKeys(own) }],
    apiReference: visitor(paths.apiReference),
    webhooks: [{ as: 'admin', path: paths.webhooks(own) }],
    consultantDashboard: { exception: 'the old consultant dashboard address: it sends her on to the dashboard' },
    consultantReview: both(() => paths.consultantReview(brideId)),
    account: both(() => paths.account),
    subscriptionSettings: [{ as: 'admin', path: pagePatterns.subscriptionSettings }],
    boutiqueSubscriptionSettings: [
      { as: 'admin', path: `/subscription-settings/${own}` },
      demo(`/subscription-settings/${demoBoutique}`),
    ],
  };
}

/** A boutique of its own: its survey, a bride's booking link (new and used) and a consultant's invitation. */
async function seedOwnBoutique(): Promise<Pick<Seeded, 'slug' | 'invitationPath' | 'bookingToken' | 'manageToken'>> {
  const { slug, ownerCookie } = await signUpBoutique(ctx, {
    name: 'Audrey Vale',
    email: `audrey.${stamp}@vale-bridal.com`,
    password: staffPassword,
    phone: '2075550188',
    boutiqueName: 'Vale Bridal Atelier of Portland and the Southern Maine Coast',
    address: '40 Fore Street, Portland, ME',
    consultantSeats: 4,
    agreedToTerms: true,
  });
  const invitee = `lena.${stamp}@vale-bridal.com`;
  const invited = await apiAs(ctx, ownerCookie, apiPaths.consultantInvite, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Lena Marsh', email: invitee, coachingGoals: 'Learn the inventory.' }),
  });
  expect(invited.status).toBeLessThan(300);

  const bride = (name: string) => ({ name, weddingDate: '2027-06-19', boutiqueName: slug });
  const { bookingToken } = await postSurvey(ctx, bride('Maximiliane Featherstonehaugh'));
  const booked = await postSurvey(ctx, bride('Clara'));
  const link = apiPaths.booking.link(booked.bookingToken!);
  const view = (await (await fetch(`${ctx.platform.baseUrl}${link}`)).json()) as BookingLinkView;
  const email = `clara.${stamp}@example.com`;
  const booking = await fetch(`${ctx.platform.baseUrl}${link}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ctx.platform.baseUrl },
    body: JSON.stringify({ startsAt: view.slots[0]!.startsAt, email, phone: '', followUpConsent: true }),
  });
  expect(booking.status).toBeLessThan(300);

  const mailLink = async (to: string, pattern: RegExp) => {
    const mail = await ctx.platform.mail.waitFor((m) => m.to.includes(to) && pattern.test(m.text));
    return pattern.exec(mail.text)![0];
  };
  const [invitationPath, managePath] = await Promise.all([
    mailLink(invitee, /\/consultant-signup\?token=[\w-]+/),
    mailLink(email, /\/appointment\/[\w-]+/),
  ]);
  return { slug, invitationPath, bookingToken: bookingToken!, manageToken: managePath.split('/').pop()! };
}

/**
 * The demo boutique, with its eight weeks of appointments, outcomes and follow-ups, signed in to
 * as its owner and as one of its consultants; answers their cookies and a bride with everything.
 */
async function seedDemoStaff(): Promise<
  { admin: string; consultant: string } & Pick<Seeded, 'brideId' | 'appointmentId' | 'consultantId'>
> {
  const { sql } = ctx.platform.database;
  const passwordHash = await hashPassword(staffPassword);
  const ownerEmail = `owner.${stamp}@demo-staff.example.com`;
  await sql`
    INSERT INTO users (boutique_id, email, name, password_hash, role, status, email_confirmed_at)
    VALUES (${demoBoutiqueId}, ${ownerEmail}, 'Evangeline Montgomery-Whitfield', ${passwordHash}, 'owner', 'active',
            ${new Date()})`;
  const [consultant] = await sql<{ id: string; email: string }[]>`
    UPDATE users SET password_hash = ${passwordHash}
    WHERE boutique_id = ${demoBoutiqueId} AND role = 'consultant' AND status = 'active'
      AND id = (SELECT consultant_id FROM appointments WHERE boutique_id = ${demoBoutiqueId}
                GROUP BY consultant_id ORDER BY count(*) DESC LIMIT 1)
    RETURNING id, email`;
  const [bride] = await sql<{ brideId: string; appointmentId: string }[]>`
    SELECT b.id AS bride_id, o.appointment_id
    FROM brides b
    JOIN appointment_outcomes o ON o.bride_id = b.id
    JOIN follow_ups f ON f.bride_id = b.id
    WHERE b.boutique_id = ${demoBoutiqueId} AND b.status = 'ready' AND b.demo_seed
    GROUP BY b.id, o.appointment_id
    ORDER BY count(f.id) DESC, b.id
    LIMIT 1`;
  return {
    admin: await logInCookie(ctx, ownerEmail, staffPassword),
    consultant: await logInCookie(ctx, consultant!.email, staffPassword),
    consultantId: consultant!.id,
    ...bride!,
  };
}

/** A prospect's browser after the trial sign-up: the demo's pages open to her. */
async function demoVisitor(): Promise<Page> {
  const page = await (await ctx.browser.newContext({ viewport: desktop, baseURL: ctx.platform.baseUrl })).newPage();
  await page.goto(paths.trialSignup);
  await page.locator('input[name="name"]').fill('Imogen Hartley');
  await page.locator('input[name="phone"]').fill('2075550123');
  await page.locator('input[name="email"]').fill(`imogen.${stamp}@hartley-bridal.com`);
  await page.locator('input[name="boutiqueName"]').fill('Hartley Bridal');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await page.waitForURL(`**${paths.demo.survey}`, { timeout });
  return page;
}

/** The page once its data has come and its entry animations are over. */
async function settle(page: Page): Promise<void> {
  await page.locator('h1, [role="alert"]').first().waitFor({ timeout });
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

/** How long a layout that spills after a resize is given to come to rest before it is judged. */
const settleMs = 5_000;

/**
 * What spills at each width, each line naming the page, its state and the width. `reload`: a page
 * that still spills after a resize is loaded afresh at that width and judged so.
 */
async function overflowAtEveryWidth(page: Page, where: string, { reload = false } = {}): Promise<string[]> {
  const found: string[] = [];
  for (const width of widths) {
    await resizeTo(page, width);
    let problems = await findOverflow(page);
    // The layout at rest is what is judged: a chart follows its box on the next resize callback, a
    // floating layer on its next update, both later on a busy machine (four pages run side by
    // side here). What still spills after a few seconds is a fault.
    for (let waited = 0; problems.length > 0 && waited < settleMs; waited += 300) {
      await page.waitForTimeout(300);
      problems = await findOverflow(page);
    }
    // Now and then (three runs of four here, never with the page alone) a demo dashboard shrunk
    // from desktop kept a wider column layout after the resize. A phone loads the page at its own
    // width: that layout is judged, loaded afresh (a visit's later states are judged as reached).
    if (problems.length > 0 && reload) {
      await page.reload();
      await settle(page);
      problems = await findOverflow(page);
    }
    found.push(...problems.map((problem) => `${where} at ${width} px: ${problem}`));
  }
  await resizeTo(page, desktop.width);
  return found;
}

let rows: Record<PageName, PageRow>;
let pages: Record<Role, Page>;

beforeAll(async () => {
  const [own, staff, demoPage] = await Promise.all([seedOwnBoutique(), seedDemoStaff(), demoVisitor()]);
  rows = pageRows({ ...own, ...staff });
  const visitorPage = await (
    await ctx.browser.newContext({ viewport: desktop, baseURL: ctx.platform.baseUrl })
  ).newPage();
  pages = {
    visitor: visitorPage,
    demo: demoPage,
    admin: await pageAs(ctx, staff.admin),
    consultant: await pageAs(ctx, staff.consultant),
  };
  // The layout at rest: a pulsing dot's ring grows past its button mid-animation, and means to.
  await Promise.all(Object.values(pages).map((page) => page.emulateMedia({ reducedMotion: 'reduce' })));
}, 120_000);

describe('every page at 375, 768, 1024 and 1280 px', () => {
  it('has a row for each page of the router, and each area page in both areas', () => {
    const missing = Object.keys(pagePatterns).filter((name) => !(name in rows));
    expect(missing).toEqual([]);
    const inOneAreaOnly = Object.entries(rows).filter(
      ([name, row]) =>
        pagePatterns[name as PageName].startsWith('/:area/') &&
        Array.isArray(row) &&
        !(['admin', 'consultant'] as const).every((role) => row.some((visit) => visit.as === role)),
    );
    expect(inOneAreaOnly.map(([name]) => name)).toEqual([]);
  });

  it('neither scrolls sideways nor lets text spill out of its box', async () => {
    const visits = [
      ...Object.entries(rows).flatMap(([name, row]) =>
        Array.isArray(row) ? row.map((visit) => ({ name, ...visit })) : [],
      ),
      { name: 'not found', as: 'visitor' as const, path: '/no-such-page' },
    ];
    // Each role's page goes through its own visits, the four side by side: most of a visit is waiting.
    const roles = Object.keys(pages) as Role[];
    const found = await Promise.all(
      roles.map(async (role) => {
        const page = pages[role];
        const problems: string[] = [];
        for (const visit of visits.filter((candidate) => candidate.as === role)) {
          await page.goto(visit.path);
          await settle(page);
          const where = `${visit.name} (${visit.as}, ${visit.path})`;
          problems.push(...(await overflowAtEveryWidth(page, where, { reload: true })));
          for (const state of visit.states ?? []) {
            await state.reach(page);
            problems.push(...(await overflowAtEveryWidth(page, `${where}, ${state.name}`)));
          }
        }
        return problems;
      }),
    );
    expect(found.flat()).toEqual([]);
  }, 240_000);
});
