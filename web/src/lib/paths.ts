/**
 * The addresses of the web app's pages, spelled once: every link, redirect and navigation builds
 * its address here. (The router, app/router.tsx, keeps its route patterns; the API's paths live in
 * @bridal/shared/api/api-paths.)
 */

/** The two logged-in areas: the boutique's admin and her consultants. */
export type Area = 'admin' | 'consultant';

/** A boutique's id, or 'demo' for the demo boutique's read-only pages. */
export type BoutiqueRef = number | 'demo';

const dashboard = (area: Area, boutiqueId: BoutiqueRef | string) => `/${area}/${boutiqueId}`;

export const paths = {
  home: '/',
  pricing: '/pricing',
  about: '/about',
  termsOfService: '/terms-of-service',
  privacyPolicy: '/privacy-policy',
  signup: '/signup',
  trialSignup: '/trial-signup',
  login: '/login',
  /** The log-in page with the consultant's "account created" message. */
  loginAfterAccountCreated: '/login?message=account-created',
  forgotPassword: '/forgot-password',
  /** A boutique's bride survey, by its slug (/survey alone asks the bride for her boutique's link). */
  survey: (slug: string) => `/survey/${encodeURIComponent(slug)}`,
  /** The signed-in user's own account: her details, password and sessions (and the boutique's, for admins). */
  account: '/account',
  /** /admin or /consultant: sends the logged-in user on to her own boutique's dashboard. */
  area: (area: Area) => `/${area}`,
  dashboard,
  brideProfile: (area: Area, boutiqueId: BoutiqueRef | string, brideId: string) =>
    `${dashboard(area, boutiqueId)}/client/${encodeURIComponent(brideId)}`,
  /** Every bride of the boutique, searched and filtered (the dashboard shows the upcoming ones). */
  allBrides: (area: Area, boutiqueId: BoutiqueRef | string) => `${dashboard(area, boutiqueId)}/brides`,
  /** A bride's consultation review. */
  consultantReview: (brideId: string) => `/consultant-review?brideId=${encodeURIComponent(brideId)}`,
  consultants: (boutiqueId: BoutiqueRef) => `${dashboard('admin', boutiqueId)}/consultants`,
  /** The inventory as it was read, searchable (admins). */
  inventory: (boutiqueId: BoutiqueRef) => `${dashboard('admin', boutiqueId)}/inventory`,
  subscriptionSettings: (boutiqueId: BoutiqueRef) => `${dashboard('admin', boutiqueId)}/subscription-settings`,
  /** The boutique's hours, time zone, length, capacity, closed dates (admins). */
  boutiqueSettings: (boutiqueId: BoutiqueRef) => `${dashboard('admin', boutiqueId)}/settings`,
  /** The day and week of appointments (admins see the team's, consultants their own). */
  schedule: (area: Area, boutiqueId: BoutiqueRef | string) => `${dashboard(area, boutiqueId)}/schedule`,
  /** The profile in appointment mode: the pull list as a checklist, then the outcome. */
  appointmentMode: (area: Area, boutiqueId: BoutiqueRef | string, brideId: string, appointmentId: string) =>
    `${dashboard(area, boutiqueId)}/client/${encodeURIComponent(brideId)}/appointment/${encodeURIComponent(appointmentId)}`,
  /** Closing ratios and the rest (admins see everyone, consultants their own and the totals). */
  reports: (area: Area, boutiqueId: BoutiqueRef | string) => `${dashboard(area, boutiqueId)}/reports`,
  /** A bride's follow-ups (the draft, editing, Send, Skip, and everything sent to her). */
  followUps: (area: Area, boutiqueId: BoutiqueRef | string, brideId: string) =>
    `${dashboard(area, boutiqueId)}/client/${encodeURIComponent(brideId)}/follow-ups`,
  /** The bride's one-click unsubscribe page (the link in every follow-up). */
  unsubscribe: (token: string) => `/unsubscribe/${encodeURIComponent(token)}`,
  /** The bride's booking page, from her survey's thanks page or a link sent to her. */
  booking: (token: string) => `/book/${encodeURIComponent(token)}`,
  /** The bride's own page to move or cancel her appointment (the link in her e-mails). */
  manageAppointment: (token: string) => `/appointment/${encodeURIComponent(token)}`,
  /** The legacy consultant dashboard address, which the review page's links keep. */
  consultantDashboard: '/consultant-dashboard',
  demo: {
    survey: '/survey/demo',
    /** The consultant demo dashboard; with its hotspots after the demo survey. */
    consultantDashboard: (hotspots = false) => `/consultant?boutique=demo${hotspots ? '&hotspots=true' : ''}`,
    adminDashboard: '/admin/demo?hotspots=true',
  },
} as const;
