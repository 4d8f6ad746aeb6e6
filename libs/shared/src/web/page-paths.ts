/**
 * The web app's pages, each written once: its route pattern (what web/src/app/router.tsx mounts)
 * and its link builder (what every link, redirect and navigation of the web app, and every link the
 * server mails, is built from). The API's own paths live in ../api/api-paths.
 *
 * A pattern's `:area` is one of the two logged-in areas, `:boutiqueId` a boutique's id or 'demo'
 * (the demo boutique's read-only pages, which the router mounts with 'demo' written in).
 */

/** The two logged-in areas: the boutique's admin and her consultants. */
export type Area = 'admin' | 'consultant';

export const areas: readonly Area[] = ['admin', 'consultant'];

/** A boutique's id, or 'demo' for the demo boutique's read-only pages. */
export type BoutiqueRef = number | 'demo';

/** The boutique segment of the demo's pages (/admin/demo, /consultant/demo, /survey/demo ...). */
export const demoBoutique = 'demo';

export const pagePatterns = {
  home: '/',
  pricing: '/pricing',
  about: '/about',
  termsOfService: '/terms-of-service',
  privacyPolicy: '/privacy-policy',
  signup: '/signup',
  trialSignup: '/trial-signup',
  login: '/login',
  forgotPassword: '/forgot-password',
  /** ?token= from the password-reset e-mail. */
  resetPassword: '/reset-password',
  /** ?token= from the confirmation e-mail. */
  confirmEmail: '/confirm-email',
  /** ?token= from the consultant's invitation e-mail. */
  consultantSignup: '/consultant-signup',
  /** Asks the bride for her boutique's survey link. */
  surveyLink: '/survey',
  demoSurvey: '/survey/demo',
  /** A boutique's bride survey, by its slug (?invite= from the invitation e-mail). */
  survey: '/survey/:boutiqueName',
  /** The bride's booking page, from her survey's thanks page or a link sent to her. */
  booking: '/book/:token',
  /** The bride's own page to move or cancel her appointment (the link in her e-mails). */
  manageAppointment: '/appointment/:token',
  /** Where the payment provider's page sends the bride back after her card or deposit. */
  paymentReturn: '/book/paid/:token',
  /** A waitlist offer's page (the link in the offer e-mail): take the freed time while it is held. */
  waitlistOffer: '/waitlist-offer/:token',
  /** The bride's one-click unsubscribe page (the link in every follow-up). */
  unsubscribe: '/unsubscribe/:token',
  /** /admin or /consultant: sends the logged-in user on to her own boutique's dashboard. */
  area: '/:area',
  dashboard: '/:area/:boutiqueId',
  /** The dashboard's second address. */
  dashboardAlias: '/:area/:boutiqueId/dashboard',
  brideProfile: '/:area/:boutiqueId/client/:id',
  /** A bride's follow-ups (the draft, editing, Send, Skip, and everything sent to her). */
  followUps: '/:area/:boutiqueId/client/:brideId/follow-ups',
  /** The profile in appointment mode: the pull list as a checklist, then the outcome. */
  appointmentMode: '/:area/:boutiqueId/client/:brideId/appointment/:appointmentId',
  /** The follow-ups waiting for a person, every bride's (the dashboard's card, as a page of its own). */
  followUpsDue: '/:area/:boutiqueId/follow-ups',
  /** Every bride of the boutique, searched and filtered (the dashboard shows the upcoming ones). */
  allBrides: '/:area/:boutiqueId/brides',
  /** Closing ratios and the rest (admins see everyone, consultants their own and the totals). */
  reports: '/:area/:boutiqueId/reports',
  /** The day and week of appointments (admins see the team's, consultants their own). */
  schedule: '/:area/:boutiqueId/schedule',
  /** The weekly coaching digest: her own, and the team's for the owner and admins (?digest= a week's). */
  coaching: '/:area/:boutiqueId/coaching',
  consultants: '/admin/:boutiqueId/consultants',
  /** A team member's measurable goals, with her free-text coaching goals beside them (admins). */
  consultantGoals: '/admin/:boutiqueId/consultants/:consultantId/goals',
  /** The inventory as it was read, searchable (admins). */
  inventory: '/admin/:boutiqueId/inventory',
  adminSubscriptionSettings: '/admin/:boutiqueId/subscription-settings',
  /** The boutique's hours, time zone, length, capacity, closed dates (admins). */
  boutiqueSettings: '/admin/:boutiqueId/settings',
  /** The boutique owner's API keys: made, shown once, revoked. */
  apiKeys: '/admin/:boutiqueId/api-keys',
  /** The API reference, drawn from /api/openapi.json (public). */
  apiReference: '/developers/api',
  /** The owner's webhook endpoints and their delivery log. */
  webhooks: '/admin/:boutiqueId/webhooks',
  /** Another system's history (brides, appointments, sales) imported (admins). */
  historyImport: '/admin/:boutiqueId/import',
  /** The legacy consultant dashboard address, which the review page's links keep. */
  consultantDashboard: '/consultant-dashboard',
  /** A bride's consultation review (?brideId=). */
  consultantReview: '/consultant-review',
  /** The signed-in user's own account: her details, password and sessions (and the boutique's, for admins). */
  account: '/account',
  subscriptionSettings: '/subscription-settings',
  boutiqueSubscriptionSettings: '/subscription-settings/:boutiqueId',
} as const;

/** The names of a pattern's `:params`. */
type PatternParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PatternParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type Query = Readonly<Record<string, string | undefined>>;

/** A pattern's params by name (any name, for a pattern only known as a string). */
type ParamValues<P extends string> = string extends P
  ? Readonly<Record<string, string | number>>
  : Partial<Readonly<Record<PatternParams<P>, string | number>>>;

/**
 * The pattern with the given params written in (each encoded), and the query string after it
 * (the params left out stay `:name`, so `fillPattern(pattern, { area: 'admin' })` is a pattern).
 */
export function fillPattern<P extends string>(pattern: P, params: ParamValues<P>, query: Query = {}): string {
  const values = params as Record<string, string | number | undefined>;
  const path = pattern.replace(/:(\w+)/g, (param, name: string) =>
    values[name] === undefined ? param : encodeURIComponent(String(values[name])),
  );
  const search = Object.entries(query)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

/** The pattern as the router mounts it in one area (`/:area/:boutiqueId` -> `/admin/:boutiqueId`). */
export const areaPattern = (area: Area, pattern: string) => fillPattern(pattern, { area });

/** The pattern as the router mounts the demo boutique's page (`/:area/:boutiqueId` -> `/admin/demo`). */
export const demoPattern = (area: Area, pattern: string) => fillPattern(pattern, { area, boutiqueId: demoBoutique });

type BoutiqueParam = BoutiqueRef | string;

const p = pagePatterns;
const inBoutique = (pattern: string) => (area: Area, boutiqueId: BoutiqueParam) =>
  fillPattern(pattern, { area, boutiqueId });
const adminPage = (pattern: string) => (boutiqueId: BoutiqueRef) => fillPattern(pattern, { boutiqueId });

/** The link builders: every address of a page is built here, from its pattern. */
export const paths = {
  home: p.home,
  pricing: p.pricing,
  about: p.about,
  termsOfService: p.termsOfService,
  privacyPolicy: p.privacyPolicy,
  signup: p.signup,
  trialSignup: p.trialSignup,
  login: p.login,
  /** The log-in page with the consultant's "account created" message. */
  loginAfterAccountCreated: fillPattern(p.login, {}, { message: 'account-created' }),
  forgotPassword: p.forgotPassword,
  resetPassword: (token: string) => fillPattern(p.resetPassword, {}, { token }),
  confirmEmail: (token: string) => fillPattern(p.confirmEmail, {}, { token }),
  consultantSignup: (token: string) => fillPattern(p.consultantSignup, {}, { token }),
  /** A boutique's bride survey, by its slug; with the invitation's token when she was sent one. */
  survey: (slug: string, invite?: string) => fillPattern(p.survey, { boutiqueName: slug }, { invite }),
  account: p.account,
  area: (area: Area) => fillPattern(p.area, { area }),
  dashboard: inBoutique(p.dashboard),
  brideProfile: (area: Area, boutiqueId: BoutiqueParam, brideId: string) =>
    fillPattern(p.brideProfile, { area, boutiqueId, id: brideId }),
  allBrides: inBoutique(p.allBrides),
  consultantReview: (brideId: string) => fillPattern(p.consultantReview, {}, { brideId }),
  consultants: adminPage(p.consultants),
  consultantGoals: (boutiqueId: BoutiqueRef, consultantId: string) =>
    fillPattern(p.consultantGoals, { boutiqueId, consultantId }),
  inventory: adminPage(p.inventory),
  subscriptionSettings: adminPage(p.adminSubscriptionSettings),
  boutiqueSettings: adminPage(p.boutiqueSettings),
  apiKeys: adminPage(p.apiKeys),
  apiReference: p.apiReference,
  webhooks: adminPage(p.webhooks),
  historyImport: adminPage(p.historyImport),
  schedule: inBoutique(p.schedule),
  appointmentMode: (area: Area, boutiqueId: BoutiqueParam, brideId: string, appointmentId: string) =>
    fillPattern(p.appointmentMode, { area, boutiqueId, brideId, appointmentId }),
  reports: inBoutique(p.reports),
  coaching: (area: Area, boutiqueId: BoutiqueParam, digestId?: string) =>
    fillPattern(p.coaching, { area, boutiqueId }, { digest: digestId }),
  followUpsDue: inBoutique(p.followUpsDue),
  followUps: (area: Area, boutiqueId: BoutiqueParam, brideId: string) =>
    fillPattern(p.followUps, { area, boutiqueId, brideId }),
  unsubscribe: (token: string) => fillPattern(p.unsubscribe, { token }),
  booking: (token: string) => fillPattern(p.booking, { token }),
  manageAppointment: (token: string) => fillPattern(p.manageAppointment, { token }),
  paymentReturn: (token: string) => fillPattern(p.paymentReturn, { token }),
  waitlistOffer: (token: string) => fillPattern(p.waitlistOffer, { token }),
  consultantDashboard: p.consultantDashboard,
  demo: {
    survey: p.demoSurvey,
    /** The consultant demo dashboard; with its hotspots after the demo survey. */
    consultantDashboard: (hotspots = false) =>
      fillPattern(p.area, { area: 'consultant' }, { boutique: demoBoutique, hotspots: hotspots ? 'true' : undefined }),
    adminDashboard: fillPattern(p.dashboard, { area: 'admin', boutiqueId: demoBoutique }, { hotspots: 'true' }),
  },
} as const;

/** A page's full address on the public site (the links the server mails). */
export const pageUrl = (publicUrl: string, path: string) => new URL(path, publicUrl).toString();
