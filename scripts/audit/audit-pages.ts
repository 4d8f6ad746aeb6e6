/**
 * Every page of the web app the axe pass visits, each tagged with the route of
 * web/src/app/router.tsx it covers (route-coverage.ts checks none is missed), who looks at it,
 * and the states worth checking (a dialog open, errors shown, each survey step).
 */
import type { Page } from 'playwright-core';
import type { AuditData } from './seed-audit-data';

export type Role = 'visitor' | 'demo' | 'admin' | 'consultant';
export type FormFactor = 'phone' | 'desktop';

export interface PageState {
  /** How the report names this state; the scenario's first state is usually 'page'. */
  name: string;
  /** Gets the page from the previous state (or from the fresh load) into this one, and waits for it. */
  reach: (page: Page) => Promise<void>;
  /** Only on this form factor (the phone menu, say). */
  only?: FormFactor;
}

export interface AxeScenario {
  /** The route as written in router.tsx. */
  route: string;
  label: string;
  role: Role;
  path: (data: AuditData) => string;
  states: PageState[];
}

const timeout = 30_000;

const heading = (page: Page, name: string | RegExp, level = 1) =>
  page.getByRole('heading', { level, name }).first().waitFor({ timeout });
const text = (page: Page, value: string | RegExp) => page.getByText(value).first().waitFor({ timeout });
const dialogNamed = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name }).waitFor({ timeout });

/** The page as loaded, once its h1 (or the given heading) is on screen. */
const loaded = (name?: string | RegExp): PageState => ({
  name: 'page',
  reach: (page) => (name === undefined ? page.locator('h1').first().waitFor({ timeout }) : heading(page, name)),
});

const submitEmpty = (button: string | RegExp): PageState => ({
  name: 'errors shown',
  reach: async (page) => {
    await page.getByRole('button', { name: button }).first().click();
    await page.locator('[aria-invalid="true"]').first().waitFor({ timeout });
  },
});

const phoneMenuOpen: PageState = {
  name: 'menu open',
  only: 'phone',
  reach: async (page) => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).waitFor({ timeout });
  },
};

const openDialog = (button: string | RegExp, dialog: string | RegExp, label = 'dialog open'): PageState => ({
  name: label,
  reach: async (page) => {
    await page.getByRole('button', { name: button }).first().click();
    await dialogNamed(page, dialog);
  },
});

const closeDialog: PageState = {
  name: 'dialog closed',
  reach: async (page) => {
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached', timeout });
  },
};

/** Step 1 to 11 of the survey, each checked, then the analysis and the thanks page. */
function surveySteps(): PageState[] {
  const steps: PageState[] = [
    {
      name: 'landing',
      reach: (page) => page.getByRole('button', { name: 'Start', exact: true }).waitFor({ timeout }),
    },
    {
      name: 'step 1',
      reach: async (page) => {
        await page.getByRole('button', { name: 'Start', exact: true }).click();
        await text(page, 'Step 1 of 11');
      },
    },
    {
      name: 'step 1, name missing',
      reach: async (page) => {
        await page.getByRole('button', { name: 'Next' }).click();
        await page.locator('[aria-invalid="true"]').first().waitFor({ timeout });
        await page.getByLabel('Your preferred name').fill('Clementine Audit');
      },
    },
  ];
  for (let step = 2; step <= 11; step += 1) {
    steps.push({
      name: `step ${step}`,
      reach: async (page) => {
        await page.getByRole('button', { name: 'Next' }).click();
        await page.getByText(`Step ${step} of 11`, { exact: true }).waitFor({ timeout });
      },
    });
  }
  steps.push(
    {
      // At the product's pace the analysis view stays on screen for 10 s or more.
      name: 'analysis in progress',
      reach: async (page) => {
        await page.getByRole('button', { name: 'Find My Dress' }).click();
        await page.getByRole('list', { name: 'Analysis progress' }).waitFor({ timeout });
      },
    },
    {
      name: 'thanks',
      reach: (page) =>
        page.getByRole('heading', { level: 1, name: 'Thanks for Sharing!' }).waitFor({ timeout: 90_000 }),
    },
  );
  return steps;
}

const clientProfileStates = (brideName: string | RegExp): PageState[] => [
  loaded(brideName),
  openDialog('I Need Help', /./, 'I Need Help dialog'),
  closeDialog,
  openDialog('Coaching Advice', /./, 'coaching dialog'),
];

/** The demo's hotspot popover, opened. */
const hotspotOpen: PageState = {
  name: 'hotspot open',
  reach: async (page) => {
    await page.getByRole('button', { name: 'About Client analysis' }).first().click();
    await page.getByRole('link', { name: 'Sign up for your free weekend' }).first().waitFor({ timeout });
  },
};

export function axeScenarios(data: AuditData): AxeScenario[] {
  const admin = `/admin/${data.boutiqueId}`;
  const consultant = `/consultant/${data.boutiqueId}`;
  const dashboardH1 = /Dashboard$/;
  const profile = clientProfileStates(data.brideName);
  const demoProfile = clientProfileStates(/./);
  const scenario = (
    route: string,
    label: string,
    role: Role,
    path: string,
    states: PageState[],
    extra: Partial<AxeScenario> = {},
  ): AxeScenario => ({ route, label, role, path: () => path, states, ...extra });

  return [
    // Public site
    scenario('/', 'Landing', 'visitor', '/', [loaded(), phoneMenuOpen]),
    scenario('/pricing', 'Pricing', 'visitor', '/pricing', [loaded()]),
    scenario('/about', 'About', 'visitor', '/about', [loaded()]),
    scenario('/terms-of-service', 'Terms of Service', 'visitor', '/terms-of-service', [loaded()]),
    scenario('/privacy-policy', 'Privacy Policy', 'visitor', '/privacy-policy', [loaded()]),
    scenario('/signup', 'Sign-up (free weekend)', 'visitor', '/signup', [
      loaded(),
      submitEmpty('Book My Free Weekend'),
    ]),
    scenario('/trial-signup', 'Trial sign-up', 'visitor', '/trial-signup', [loaded(), submitEmpty('Get Started')]),
    scenario('/login', 'Login', 'visitor', '/login', [loaded(), submitEmpty(/^Log In$/)]),
    scenario('/forgot-password', 'Forgot password', 'visitor', '/forgot-password', [
      loaded(),
      {
        name: 'email sent',
        reach: async (page) => {
          await page.locator('input[name="email"]').fill('nobody.audit@example.com');
          await page.getByRole('button', { name: 'Send Reset Link' }).click();
          await heading(page, 'Email Sent!');
        },
      },
    ]),
    scenario('/reset-password', 'Reset password (link)', 'visitor', '/reset-password?token=audit-token', [
      loaded(),
      submitEmpty('Reset Password'),
    ]),
    scenario('/reset-password', 'Reset password (no token)', 'visitor', '/reset-password', [loaded()]),
    scenario('/confirm-email', 'Confirm e-mail (used or made-up link)', 'visitor', '/confirm-email?token=audit-token', [
      { name: 'invalid link', reach: (page) => text(page, 'This confirmation link is invalid or has expired.') },
    ]),
    {
      route: '/consultant-signup',
      label: 'Consultant invitation',
      role: 'visitor',
      path: (d) => d.invitationPath,
      states: [{ name: 'page', reach: (page) => page.getByRole('button', { name: 'Complete Setup' }).waitFor() }],
    },
    scenario('*', '404', 'visitor', '/no-such-page', [loaded('Page not found')]),
    scenario('/admin/:boutiqueId', 'Dashboard without a session (toast on login)', 'visitor', admin, [
      { name: 'redirected to login', reach: (page) => text(page, 'Authentication Required') },
    ]),

    // Survey
    scenario('/survey/:boutiqueName', 'Survey', 'visitor', `/survey/${data.slug}`, surveySteps()),
    scenario('/survey/:boutiqueName', 'Survey, unknown boutique', 'visitor', '/survey/no-such-boutique-audit', [
      loaded(),
    ]),
    scenario('/survey', 'Survey without a boutique', 'visitor', '/survey', [
      { name: 'asks for the link', reach: (page) => text(page, 'Ask your boutique for its survey link') },
    ]),

    // A bride's links from her e-mails, made up or used up: what she sees when one no longer works.
    scenario('/book/:token', 'Booking link (made-up)', 'visitor', '/book/audit-made-up-token', [loaded()]),
    scenario('/appointment/:token', 'Appointment link (made-up)', 'visitor', '/appointment/audit-made-up-token', [
      loaded(),
    ]),
    scenario(
      '/waitlist-offer/:token',
      'Waitlist offer link (made-up)',
      'visitor',
      '/waitlist-offer/audit-made-up-token',
      [loaded()],
    ),
    scenario('/unsubscribe/:token', 'Unsubscribe link (made-up)', 'visitor', '/unsubscribe/audit-made-up-token', [
      loaded(),
    ]),

    // Demo (after the trial sign-up)
    scenario('/survey/demo', 'Demo survey', 'demo', '/survey/demo', surveySteps().slice(0, 2)),
    scenario('/admin/demo', 'Demo admin dashboard', 'demo', '/admin/demo?hotspots=true', [
      loaded(dashboardH1),
      hotspotOpen,
    ]),
    scenario(
      '/admin/demo/client/:id',
      'Demo client profile (admin)',
      'demo',
      `/admin/demo/client/${data.demoBrideId}`,
      [loaded()],
    ),
    scenario(
      '/admin/demo/subscription-settings',
      'Demo subscription (admin)',
      'demo',
      '/admin/demo/subscription-settings',
      [loaded()],
    ),
    scenario(
      '/consultant',
      'Demo consultant dashboard (?boutique=demo)',
      'demo',
      '/consultant?boutique=demo&hotspots=true',
      [loaded(dashboardH1), hotspotOpen],
    ),
    scenario('/consultant/demo', 'Demo consultant dashboard', 'demo', '/consultant/demo', [loaded(dashboardH1)]),
    scenario(
      '/consultant/demo/client/:id',
      'Demo client profile',
      'demo',
      `/consultant/demo/client/${data.demoBrideId}`,
      demoProfile,
    ),
    scenario('/subscription-settings/demo', 'Demo subscription', 'demo', '/subscription-settings/demo', [loaded()]),
    scenario('/admin/demo/reports', 'Demo reports', 'demo', '/admin/demo/reports', [loaded()]),
    scenario(
      '/admin/demo/client/:brideId/follow-ups',
      'Demo follow-ups (admin)',
      'demo',
      `/admin/demo/client/${data.demoBrideId}/follow-ups`,
      [loaded()],
    ),
    scenario(
      '/consultant/demo/client/:brideId/follow-ups',
      'Demo follow-ups',
      'demo',
      `/consultant/demo/client/${data.demoBrideId}/follow-ups`,
      [loaded()],
    ),

    // Admin
    scenario('/admin', 'Admin (to own boutique)', 'admin', '/admin', [loaded(dashboardH1)]),
    scenario('/admin/:boutiqueId', 'Admin dashboard', 'admin', admin, [
      loaded(dashboardH1),
      openDialog('Invite Consultant', 'Invite New Consultant', 'invite dialog'),
    ]),
    scenario('/admin/:boutiqueId/dashboard', 'Admin dashboard (/dashboard)', 'admin', `${admin}/dashboard`, [
      loaded(dashboardH1),
    ]),
    scenario('/admin/:boutiqueId/consultants', 'Consultant management', 'admin', `${admin}/consultants`, [
      loaded('Consultant Team'),
      openDialog(/^Invite (Your First )?Consultant$/, 'Invite a Consultant', 'invite dialog'),
    ]),
    scenario(
      '/admin/:boutiqueId/client/:id',
      'Client profile (admin)',
      'admin',
      `${admin}/client/${data.brideId}`,
      profile,
    ),
    scenario(
      '/admin/:boutiqueId/subscription-settings',
      'Subscription (admin path)',
      'admin',
      `${admin}/subscription-settings`,
      [loaded()],
    ),
    scenario('/subscription-settings', 'Subscription', 'admin', '/subscription-settings', [loaded()]),
    scenario('/admin/:boutiqueId/inventory', 'Inventory', 'admin', `${admin}/inventory`, [loaded()]),
    scenario('/admin/:boutiqueId/brides', 'All brides (admin)', 'admin', `${admin}/brides`, [loaded()]),
    scenario('/admin/:boutiqueId/reports', 'Reports (admin)', 'admin', `${admin}/reports`, [loaded()]),
    scenario('/admin/:boutiqueId/schedule', 'Schedule (admin)', 'admin', `${admin}/schedule`, [loaded()]),
    scenario('/admin/:boutiqueId/settings', 'Boutique settings', 'admin', `${admin}/settings`, [loaded()]),
    scenario(
      '/admin/:boutiqueId/client/:brideId/follow-ups',
      'Follow-ups (admin)',
      'admin',
      `${admin}/client/${data.brideId}/follow-ups`,
      [loaded()],
    ),
    scenario(
      '/admin/:boutiqueId/client/:brideId/appointment/:appointmentId',
      'Appointment mode, no such appointment (admin)',
      'admin',
      `${admin}/client/${data.brideId}/appointment/00000000-0000-4000-8000-000000000000`,
      [loaded('Appointment not found')],
    ),
    scenario('/account', 'Your account', 'admin', '/account', [loaded()]),
    scenario(
      '/subscription-settings/:boutiqueId',
      'Subscription (boutique path)',
      'admin',
      `/subscription-settings/${data.boutiqueId}`,
      [loaded()],
    ),
    scenario('/consultant-review', 'Consultation review', 'admin', `/consultant-review?brideId=${data.brideId}`, [
      {
        name: 'page',
        reach: async (page) => {
          await heading(page, 'Consultation Review');
          await text(page, data.brideName);
        },
      },
    ]),
    scenario('/consultant-review', 'Consultation review (no bride)', 'admin', '/consultant-review', [
      { name: 'page', reach: (page) => text(page, 'No bride selected for review.') },
    ]),

    // Consultant
    scenario('/consultant', 'Consultant (to own boutique)', 'consultant', '/consultant', [loaded(dashboardH1)]),
    scenario('/consultant/:boutiqueId', 'Consultant dashboard', 'consultant', consultant, [loaded(dashboardH1)]),
    scenario(
      '/consultant/:boutiqueId/dashboard',
      'Consultant dashboard (/dashboard)',
      'consultant',
      `${consultant}/dashboard`,
      [loaded(dashboardH1)],
    ),
    scenario(
      '/consultant/:boutiqueId/client/:id',
      'Client profile (consultant)',
      'consultant',
      `${consultant}/client/${data.brideId}`,
      profile,
    ),
    scenario('/consultant-dashboard', 'Old consultant dashboard link', 'consultant', '/consultant-dashboard', [
      loaded(dashboardH1),
    ]),
    scenario('/consultant/:boutiqueId/brides', 'All brides (consultant)', 'consultant', `${consultant}/brides`, [
      loaded(),
    ]),
    scenario('/consultant/:boutiqueId/reports', 'Reports (consultant)', 'consultant', `${consultant}/reports`, [
      loaded(),
    ]),
    scenario('/consultant/:boutiqueId/schedule', 'Schedule (consultant)', 'consultant', `${consultant}/schedule`, [
      loaded(),
    ]),
    scenario(
      '/consultant/:boutiqueId/client/:brideId/follow-ups',
      'Follow-ups (consultant)',
      'consultant',
      `${consultant}/client/${data.brideId}/follow-ups`,
      [loaded()],
    ),
    scenario(
      '/consultant/:boutiqueId/client/:brideId/appointment/:appointmentId',
      'Appointment mode, no such appointment (consultant)',
      'consultant',
      `${consultant}/client/${data.brideId}/appointment/00000000-0000-4000-8000-000000000000`,
      [loaded('Appointment not found')],
    ),
  ];
}
