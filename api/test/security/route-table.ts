import { boutiqueDate } from '@bridal/testing/boutique-day';
import type { RequestBody } from './security-requests';
import type { Tenant } from './two-boutiques';

/**
 * Every route the API registers, sorted into what protects it. The cross-tenant matrix reads the
 * routes from the app itself and fails on any route this table does not classify, and on any
 * path or body parameter that has no entry in `tenantIds`: a new route cannot slip past it.
 */
export type RouteRule =
  /** Boutique data behind a session; any id it takes is looked up within the session's boutique. */
  | {
      kind: 'tenant';
      adminOnly: boolean;
      /** Ids the body carries (looked up in `tenantIds` like path parameters). */
      bodyIds?: string[];
      /** A valid body, so validation never answers before the tenant check does. */
      body?: (ids: Record<string, string>, other: Tenant) => RequestBody;
      /** A write that takes no ids: it changes the caller's own boutique (2xx) and never another. */
      ownWrite?: boolean;
    }
  /** Acts on the caller's own session only (its answer may name the caller, never anyone else). */
  | { kind: 'own-session'; reason: string; body?: RequestBody; expect: { signedIn: number; anonymous: number } }
  /** Open to anyone by design; called with the other boutique's ids and a harmless body. */
  | {
      kind: 'public';
      reason: string;
      /** A harmless body (it fails validation, or changes nothing); `other` is the boutique it aims at. */
      body?: (ids: Record<string, string>, other: Tenant) => RequestBody;
      expect: number;
      /** Markers of the other boutique this answer may show by design. */
      mayShow?: string[];
    }
  /** The demo boutique's own reads: a demo visitor's cookie, never a boutique session. */
  | { kind: 'demo'; reason: string }
  /** Operator tools behind their own credential: a boutique session gets nothing. */
  | { kind: 'operator'; reason: string }
  /** The web app's pages: the same HTML for everyone. */
  | { kind: 'web'; reason: string }
  /** Unknown paths. */
  | { kind: 'fallback'; reason: string }
  /** Handlers that run before the routes (`app.use`): they answer nothing of their own. */
  | { kind: 'middleware'; reason: string };

const json = (body: object) => () => body;
/** A time three days ahead on the hour: valid for a booking body (the ids decide the answer). */
const matrixStartsAt = () => new Date((Math.ceil(Date.now() / 3_600_000) + 72) * 3_600_000).toISOString();
/** An endpoint on a public address given as an IP literal, so the check needs no DNS. */
const matrixWebhook = { url: 'https://93.184.215.14/matrix-hook', eventTypes: ['appointment.booked'] };
/** A no-show policy without keys: savable whether or not payments are turned on. */
const matrixPaymentPolicy = {
  noShowPolicy: 'A $25 fee if she does not come.',
  noShowFeeCents: 2500,
  noShowChargeDays: 7,
};
/** A valid type or room with a name of its own (the name is unique per boutique). */
const matrixType = () => ({
  name: `Matrix type ${Math.random().toString(36).slice(2, 10)}`,
  durationMinutes: 60,
  bufferMinutes: 15,
  maxParty: 3,
});
const matrixRoom = () => ({ name: `Matrix room ${Math.random().toString(36).slice(2, 10)}` });
/** A goal's date a month ahead: after the boutique's today in any zone, and within a year. */
const matrixGoal = () => ({
  measure: 'contact_ratio',
  target: 40,
  dueOn: boutiqueDate('UTC', 30),
});

export const routeRules: Record<string, RouteRule> = {
  'GET /api/health': { kind: 'public', reason: 'process status only', expect: 200 },
  'GET /api/ready': { kind: 'public', reason: 'dependency status only', expect: 200 },
  'POST /api/signup': {
    kind: 'public',
    reason: 'creates a new boutique; takes no ids',
    body: json({}),
    expect: 400,
  },
  'POST /api/trial-signup': {
    kind: 'public',
    reason: 'records a demo lead; takes no ids',
    body: json({}),
    expect: 400,
  },
  'POST /api/auth/login': {
    kind: 'own-session',
    reason: 'starts a session for the credentials given',
    body: {},
    expect: { signedIn: 400, anonymous: 400 },
  },
  'POST /api/auth/logout': {
    kind: 'own-session',
    reason: "ends the caller's own session",
    expect: { signedIn: 204, anonymous: 204 },
  },
  'GET /api/auth/me': {
    kind: 'own-session',
    reason: "answers the caller's own account",
    expect: { signedIn: 200, anonymous: 401 },
  },
  'POST /api/auth/forgot-password': {
    kind: 'public',
    reason: 'answers the same whether or not an e-mail has an account',
    body: json({}),
    expect: 400,
  },
  'POST /api/auth/reset-password': {
    kind: 'public',
    reason: "takes only the e-mailed single-use token; the caller's session plays no part",
    body: json({}),
    expect: 400,
  },
  'POST /api/auth/confirm-email': {
    kind: 'public',
    reason: "takes only the e-mailed confirmation token; the caller's session plays no part",
    body: json({}),
    expect: 400,
  },
  'POST /api/auth/resend-confirmation': {
    kind: 'own-session',
    reason: "e-mails a confirmation link to the caller's own address, never anyone else's",
    body: {},
    expect: { signedIn: 200, anonymous: 401 },
  },
  'GET /api/survey-boutiques/:slug': {
    kind: 'public',
    reason: "the survey link is public: it answers the boutique's name for the bride's form",
    expect: 200,
    mayShow: ['boutiqueName', 'slug'],
  },
  'POST /api/survey-boutiques/:slug/photos': {
    kind: 'public',
    reason:
      "a bride's photo sent ahead of her public survey; the slug chooses the boutique, by design, and only that boutique's surveys can claim it (survey-photos.test.ts)",
    body: (_ids, other) => {
      const form = new FormData();
      form.append('note', `for ${other.slug}`);
      return form;
    },
    expect: 400,
  },
  'POST /api/surveys': {
    kind: 'public',
    reason:
      "a bride's public survey; the slug chooses the boutique, by design, and a send key answers again only within its boutique (survey-send-key.test.ts)",
    body: (_ids, other) => {
      const form = new FormData();
      form.append('boutiqueName', other.slug);
      return form;
    },
    expect: 400,
  },
  'GET /api/surveys/:brideId/status': {
    kind: 'public',
    reason: "the bride's own progress page: an unguessable id, and progress only",
    expect: 200,
    mayShow: ['brideId'],
  },
  'GET /api/recommendations/:brideId': { kind: 'tenant', adminOnly: false },
  // Takes no ids: every page lists the session's own boutique's brides only.
  'GET /api/brides': { kind: 'tenant', adminOnly: false },
  'GET /api/brides/:brideId/photos/:photoId': { kind: 'tenant', adminOnly: false },
  'POST /api/brides/:brideId/refresh-dresses': { kind: 'tenant', adminOnly: false },
  'PATCH /api/brides/:brideId': {
    kind: 'tenant',
    adminOnly: true,
    body: () => ({ name: 'Renamed By Matrix', weddingVenue: 'Matrix Hall', budget: '5000-plus' }),
  },
  'DELETE /api/brides/:brideId': { kind: 'tenant', adminOnly: true },
  'POST /api/inventory/upload': {
    kind: 'tenant',
    adminOnly: true,
    ownWrite: true,
    body: () => {
      const form = new FormData();
      form.append('inventory', new Blob(['Style #,Gown,Price\nX-1,Matrix Gown,1200\n']), 'matrix.csv');
      return form;
    },
  },
  'POST /api/history-imports': {
    kind: 'tenant',
    adminOnly: true,
    ownWrite: true,
    body: () => {
      const form = new FormData();
      form.append('file', new Blob(['Customer Name,Date,Status\nMatrix Bride,2025-03-14,Completed\n']), 'matrix.csv');
      return form;
    },
  },
  'GET /api/history-imports/:id': { kind: 'tenant', adminOnly: true },
  'PUT /api/history-imports/:id/mapping': { kind: 'tenant', adminOnly: true, body: json({ mapping: {} }) },
  'POST /api/history-imports/:id/dry-run': { kind: 'tenant', adminOnly: true },
  'PUT /api/history-imports/:id/unsure': {
    kind: 'tenant',
    adminOnly: true,
    body: json({ key: 'email:matrix@example.com', decision: 'new' }),
  },
  'POST /api/history-imports/:id/import': { kind: 'tenant', adminOnly: true },
  'GET /api/history-imports/:id/skipped.csv': { kind: 'tenant', adminOnly: true },
  'GET /api/inventory/status': { kind: 'tenant', adminOnly: false },
  // Consultants search it for the dress a bride said yes to.
  'GET /api/inventory/dresses': { kind: 'tenant', adminOnly: false },
  'GET /api/inventory/download': { kind: 'tenant', adminOnly: true },
  // Reports: admins read everyone's figures, a consultant her own and the boutique's totals.
  'GET /api/reports/closing': { kind: 'tenant', adminOnly: false },
  'GET /api/reports/closing.csv': { kind: 'tenant', adminOnly: false },
  'GET /api/reports/booking': { kind: 'tenant', adminOnly: false },
  // Runs after the upload above (routes run in the app's order), so A's bride has an outdated plan to refresh.
  'POST /api/inventory/refresh-plans': { kind: 'tenant', adminOnly: true, ownWrite: true },
  'POST /api/help/advice': {
    kind: 'tenant',
    adminOnly: false,
    bodyIds: ['brideId'],
    body: (ids) => ({ brideId: ids.brideId, problem: 'dress-issues', details: '' }),
  },
  'POST /api/coaching-advice': {
    kind: 'tenant',
    adminOnly: false,
    bodyIds: ['brideId'],
    body: (ids) => ({ brideId: ids.brideId }),
  },
  'GET /api/dashboard/consultant': { kind: 'tenant', adminOnly: false },
  'GET /api/dashboard/demo': { kind: 'demo', reason: "the demo boutique's dashboard, for a demo visitor's cookie" },
  'GET /api/reports/demo': { kind: 'demo', reason: "the demo boutique's closing report, for a demo visitor's cookie" },
  'GET /api/reports/demo/score-cards': {
    kind: 'demo',
    reason: "the demo boutique's score-card figures, for a demo visitor's cookie",
  },
  'GET /api/reports/demo/coaching': {
    kind: 'demo',
    reason: "the demo team's weekly coaching digests, computed live, for a demo visitor's cookie",
  },
  'GET /api/follow-ups/demo/due': {
    kind: 'demo',
    reason: "the demo boutique's follow-ups due, for a demo visitor's cookie",
  },
  'GET /api/follow-ups/demo/brides/:brideId': {
    kind: 'demo',
    reason: "a seeded demo bride's follow-ups, for a demo visitor's cookie",
  },
  'PATCH /api/notifications/:id/read': { kind: 'tenant', adminOnly: false },
  // Takes no ids and marks the caller's own boutique's notifications only, for any of its users.
  'POST /api/notifications/read-all': { kind: 'tenant', adminOnly: false },
  'POST /api/consultant/notify': {
    kind: 'tenant',
    adminOnly: false,
    bodyIds: ['brideId'],
    body: (ids) => ({ brideId: ids.brideId, message: 'A note from the matrix' }),
  },
  'GET /api/trending-gowns': { kind: 'tenant', adminOnly: false },
  'POST /api/trending-gowns/upload': {
    kind: 'tenant',
    adminOnly: true,
    ownWrite: true,
    body: () => {
      const form = new FormData();
      form.append('files', new Blob(['Matrix notes\n']), 'matrix.txt');
      return form;
    },
  },
  'GET /api/trending-gowns/download/:id': { kind: 'tenant', adminOnly: false },
  'DELETE /api/trending-gowns/:id': { kind: 'tenant', adminOnly: true },
  'GET /api/consultants': { kind: 'tenant', adminOnly: true },
  // The dashboard's invite, its e-mail optional: without one she joins her own boutique's team.
  'POST /api/consultants': {
    kind: 'tenant',
    adminOnly: true,
    ownWrite: true,
    body: () => ({ name: 'Matrix Team Member', coachingGoals: 'Learn the racks' }),
  },
  'POST /api/consultants/invite': {
    kind: 'tenant',
    adminOnly: true,
    ownWrite: true,
    body: () => ({ name: 'Matrix Invitee', email: `matrix.${Math.random().toString(36).slice(2)}@example.com` }),
  },
  'POST /api/consultants/:id/resend-invite': { kind: 'tenant', adminOnly: true, body: () => ({}) },
  'PUT /api/consultants/:id': {
    kind: 'tenant',
    adminOnly: true,
    body: () => ({
      name: 'Renamed By Matrix',
      email: `renamed.${Math.random().toString(36).slice(2)}@example.com`,
      coachingGoals: 'Taken over',
    }),
  },
  'DELETE /api/consultants/:id': { kind: 'tenant', adminOnly: true },
  'PUT /api/consultants/:id/role': { kind: 'tenant', adminOnly: true, body: () => ({ role: 'admin' }) },
  'GET /api/consultants/:id/signature': { kind: 'tenant', adminOnly: true },
  'PUT /api/consultants/:id/signature': {
    kind: 'tenant',
    adminOnly: true,
    body: () => ({ signature: 'Signed by Matrix' }),
  },
  'GET /api/subscription-details': { kind: 'tenant', adminOnly: true },
  'GET /api/consultant-invite/:token': {
    kind: 'public',
    reason: "the invitation link's 256-bit token is the credential; it names the invitee to its holder",
    expect: 200,
    mayShow: ['boutiqueName', 'inviteeName', 'inviteeEmail'],
  },
  'POST /api/consultant-accept-invite': {
    kind: 'public',
    reason: "takes only the invitation link's token; the caller's session plays no part",
    body: json({}),
    expect: 400,
  },
  // The bride's booking links: the 256-bit token is the credential (another boutique's token, or
  // any id in its place, answers 404 'This link is not valid.' and changes nothing).
  'GET /api/booking/:token': {
    kind: 'public',
    reason: "the bride's own link: its token is the credential, a session plays no part",
    expect: 404,
  },
  'POST /api/booking/:token': {
    kind: 'public',
    reason: "books or moves with the bride's own link only; the token is the credential",
    body: json({}),
    expect: 404,
  },
  'POST /api/booking/:token/cancel': {
    kind: 'public',
    reason: "cancels with the bride's own link only; the token is the credential",
    body: json({}),
    expect: 404,
  },
  'POST /api/booking/:token/waitlist': {
    kind: 'public',
    reason: "joins a full day's waitlist with the bride's own 'book' link only; the token is the credential",
    body: json({}),
    expect: 404,
  },
  // A waitlist offer's link: its 256-bit token is the credential (any other answers 404).
  'GET /api/waitlist-offers/:token': {
    kind: 'public',
    reason: "the offer e-mail's link: its token is the credential, a session plays no part",
    expect: 404,
  },
  'POST /api/waitlist-offers/:token/accept': {
    kind: 'public',
    reason: "takes the offer's held time with its own link only; the token is the credential",
    expect: 404,
  },
  // A day's waitlist: any of the boutique's staff (the schedule shows it).
  'GET /api/waitlist': { kind: 'tenant', adminOnly: false },
  'DELETE /api/waitlist/:waitlistEntryId': { kind: 'tenant', adminOnly: false },
  'GET /api/account': {
    kind: 'own-session',
    reason: "answers the caller's own details and her own boutique's",
    expect: { signedIn: 200, anonymous: 401 },
  },
  'PUT /api/account': {
    kind: 'own-session',
    reason: "changes the caller's own name, phone and (once its link is opened) e-mail",
    body: {},
    expect: { signedIn: 400, anonymous: 401 },
  },
  'GET /api/boutique-settings': { kind: 'tenant', adminOnly: false },
  'PUT /api/boutique-settings': {
    kind: 'tenant',
    adminOnly: true,
    ownWrite: true,
    body: () => ({
      timeZone: 'Europe/London',
      openingHours: Array.from({ length: 7 }, () => [{ from: '09:00', to: '17:00' }]),
      appointmentMinutes: 60,
      capacity: 3,
      closedDates: ['2030-12-25'],
    }),
  },
  'GET /api/boutique-settings/follow-ups': { kind: 'tenant', adminOnly: false },
  'GET /api/boutique-settings/booking-rules': { kind: 'tenant', adminOnly: false },
  'PUT /api/boutique-settings/booking-rules': {
    kind: 'tenant',
    adminOnly: true,
    ownWrite: true,
    body: json({ changeCutoffHours: 0, waitlistHoldMinutes: 120 }),
  },
  // Texts (Twilio): the boutique's account, admins only; the token is sealed and never answered.
  'GET /api/boutique-settings/sms': { kind: 'tenant', adminOnly: true },
  'PUT /api/boutique-settings/sms': {
    kind: 'tenant',
    adminOnly: true,
    ownWrite: true,
    body: () => ({
      enabled: true,
      accountSid: `AC${'0'.repeat(32)}`,
      authToken: 'm'.repeat(32),
      fromNumber: '+1 500 555 0006',
      reminderHours: [48, 24],
      quietStart: '21:00',
      quietEnd: '09:00',
    }),
  },
  // Twilio's inbound webhook: the signature made with the boutique's own token is the credential;
  // unsigned (or signed by anyone else), it is refused (403) and nothing changes; 404 where the
  // boutique has no texts on (B here).
  'POST /api/sms/twilio/:boutiqueId': {
    kind: 'public',
    reason: "Twilio's inbound text webhook; proven by X-Twilio-Signature with that boutique's token",
    body: json({}),
    expect: 404,
  },
  'GET /api/setup': { kind: 'tenant', adminOnly: true },
  'PUT /api/setup/dismissal': {
    kind: 'tenant',
    adminOnly: true,
    ownWrite: true,
    body: () => ({ dismissed: true }),
  },
  'PUT /api/boutique-settings/follow-ups': {
    kind: 'tenant',
    adminOnly: true,
    ownWrite: true,
    body: () => ({
      days: [3, 10],
      quietFrom: '21:00',
      quietTo: '08:30',
      signature: 'With love, the Matrix team',
      autoSend: false,
      holdDays: 5,
      orderLeadWeeks: 20,
    }),
  },
  'PUT /api/account/boutique': {
    kind: 'tenant',
    adminOnly: true,
    ownWrite: true,
    body: () => ({ name: 'Matrix Bridal', address: '1 Matrix Way, Portland, ME', phone: '(207) 555-0199' }),
  },
  'GET /api/account/signature': {
    kind: 'own-session',
    reason: "answers the caller's own sign-off and her own boutique's lines",
    expect: { signedIn: 200, anonymous: 401 },
  },
  'PUT /api/account/signature': {
    kind: 'own-session',
    reason: "changes the caller's own sign-off, and only hers",
    body: {},
    expect: { signedIn: 400, anonymous: 401 },
  },
  'POST /api/account/password': {
    kind: 'own-session',
    reason: "changes the caller's own password, given her current one",
    body: {},
    expect: { signedIn: 400, anonymous: 401 },
  },
  'POST /api/account/sign-out-everywhere': {
    kind: 'own-session',
    reason: "ends the caller's own sessions, and only hers",
    expect: { signedIn: 204, anonymous: 401 },
  },
  // The schedule (staff). A range or slots of the caller's own boutique; ids are looked up in it.
  'GET /api/appointments': { kind: 'tenant', adminOnly: false },
  'GET /api/appointments/slots': { kind: 'tenant', adminOnly: false },
  'POST /api/appointments': {
    kind: 'tenant',
    adminOnly: false,
    bodyIds: ['brideId', 'consultantId'],
    body: (ids) => ({ brideId: ids.brideId, consultantId: ids.consultantId, startsAt: matrixStartsAt() }),
  },
  'POST /api/appointments/walk-in': {
    kind: 'tenant',
    adminOnly: false,
    bodyIds: ['consultantId'],
    body: (ids) => ({
      name: 'Matrix Walk-in',
      startsAt: matrixStartsAt(),
      consultantId: ids.consultantId,
      sendSurveyLink: false,
    }),
  },
  'POST /api/appointments/survey-link': {
    kind: 'tenant',
    adminOnly: false,
    bodyIds: ['brideId'],
    body: (ids) => ({ brideId: ids.brideId }),
  },
  'PATCH /api/appointments/:appointmentId': {
    kind: 'tenant',
    adminOnly: false,
    bodyIds: ['consultantId'],
    body: (ids) => ({ consultantId: ids.consultantId, startsAt: matrixStartsAt() }),
  },
  'POST /api/appointments/:appointmentId/cancel': { kind: 'tenant', adminOnly: false },
  'POST /api/appointments/:appointmentId/no-show': { kind: 'tenant', adminOnly: false },
  'POST /api/appointments/:appointmentId/start': { kind: 'tenant', adminOnly: false },
  'POST /api/appointments/:appointmentId/confirm': { kind: 'tenant', adminOnly: false },
  // The appointment mode (checklist and outcome): any staff of the boutique.
  'GET /api/appointments/:appointmentId': { kind: 'tenant', adminOnly: false },
  'PUT /api/appointments/:appointmentId/dresses/:dressKey': {
    kind: 'tenant',
    adminOnly: false,
    body: () => ({ dressName: 'Matrix Gown', pulled: true, triedOn: true, verdict: 'loved', reason: '' }),
  },
  'PUT /api/appointments/:appointmentId/outcome': {
    kind: 'tenant',
    adminOnly: false,
    bodyIds: ['dressId'],
    body: (ids) => ({ result: 'said_yes', dressId: ids.dressId, amount: 1200 }),
  },
  // Score cards (staff): a consultant reads and fills the cards of the appointments she ran (and
  // unassigned ones), an admin every card; admins review cards and choose the behaviours. A
  // consultant's notes and figures are her own (and the team's totals).
  'GET /api/appointments/:appointmentId/score-card': { kind: 'tenant', adminOnly: false },
  'PUT /api/appointments/:appointmentId/score-card': {
    kind: 'tenant',
    adminOnly: false,
    body: () => ({
      answers: {
        openedWithPlan: 'yes',
        askedBudgetAndDecider: 'yes',
        pulledFromListFirst: 'no',
        involvedParty: 'not_relevant',
        askedForSale: 'yes',
        setNextStep: 'no',
      },
    }),
  },
  'PUT /api/appointments/:appointmentId/score-card/review': {
    kind: 'tenant',
    adminOnly: true,
    body: () => ({ note: 'A note from the matrix' }),
  },
  'POST /api/appointments/:appointmentId/score-card/seen': { kind: 'tenant', adminOnly: false },
  'GET /api/score-cards/behaviours': { kind: 'tenant', adminOnly: false },
  'PUT /api/score-cards/behaviours': {
    kind: 'tenant',
    adminOnly: true,
    ownWrite: true,
    body: () => ({ behaviours: [{ label: 'Opened with her plan and her own words' }, { label: 'Matrix behaviour' }] }),
  },
  'GET /api/score-cards/notes': { kind: 'tenant', adminOnly: false },
  'GET /api/score-cards/figures': { kind: 'tenant', adminOnly: false },
  // Follow-ups (staff). Any staff reads; a consultant edits, sends and skips those of her
  // appointments and unassigned ones. Ids are looked up in the caller's boutique.
  'GET /api/follow-ups/due': { kind: 'tenant', adminOnly: false },
  'GET /api/follow-ups/brides/:brideId': { kind: 'tenant', adminOnly: false },
  'PATCH /api/follow-ups/:followUpId': {
    kind: 'tenant',
    adminOnly: false,
    body: () => ({ subject: 'Matrix subject', body: 'Matrix body', textMessage: 'Matrix text' }),
  },
  'POST /api/follow-ups/:followUpId/send': {
    kind: 'tenant',
    adminOnly: false,
    body: () => ({ subject: 'Matrix subject', body: 'Matrix body', textMessage: 'Matrix text' }),
  },
  'POST /api/follow-ups/:followUpId/skip': { kind: 'tenant', adminOnly: false },
  // The bride's unsubscribe link: the 256-bit token is the credential (any other token, another
  // boutique's invitation's included, answers 404 and changes nothing).
  'GET /api/unsubscribe/:token': {
    kind: 'public',
    reason: "the bride's own unsubscribe link: its token is the credential, a session plays no part",
    expect: 404,
  },
  'POST /api/unsubscribe/:token': {
    kind: 'public',
    reason: 'opts out only the bride whose link it is; the token is the credential',
    body: json({}),
    expect: 404,
  },
  // Measurable goals: admins set them, a consultant reads her own; the team board is read by any
  // staff and turned on by admins. Ids are looked up in the caller's boutique.
  'GET /api/goals/mine': { kind: 'tenant', adminOnly: false },
  'GET /api/goals/progress': { kind: 'tenant', adminOnly: false },
  'GET /api/goals/team-board': { kind: 'tenant', adminOnly: false },
  'PUT /api/goals/team-board': { kind: 'tenant', adminOnly: true, ownWrite: true, body: () => ({ enabled: true }) },
  'GET /api/goals/consultants/:id': { kind: 'tenant', adminOnly: false },
  'POST /api/goals/consultants/:id': { kind: 'tenant', adminOnly: true, body: matrixGoal },
  'GET /api/goals/consultants/:id/suggestions': { kind: 'tenant', adminOnly: false },
  'PUT /api/goals/:goalId': { kind: 'tenant', adminOnly: true, body: matrixGoal },
  'DELETE /api/goals/:goalId': { kind: 'tenant', adminOnly: true },
  // Outgoing webhooks: the owner's alone (a consultant, like another boutique's admin, gets 403).
  'GET /api/webhooks': { kind: 'tenant', adminOnly: true },
  'POST /api/webhooks': { kind: 'tenant', adminOnly: true, ownWrite: true, body: json(matrixWebhook) },
  'PUT /api/webhooks/:webhookEndpointId': { kind: 'tenant', adminOnly: true, body: json(matrixWebhook) },
  'DELETE /api/webhooks/:webhookEndpointId': { kind: 'tenant', adminOnly: true },
  'POST /api/webhooks/:webhookEndpointId/rotate-secret': { kind: 'tenant', adminOnly: true },
  'PUT /api/webhooks/:webhookEndpointId/enabled': { kind: 'tenant', adminOnly: true, body: json({ enabled: true }) },
  'POST /api/webhooks/:webhookEndpointId/test': { kind: 'tenant', adminOnly: true },
  'GET /api/webhooks/:webhookEndpointId/deliveries': { kind: 'tenant', adminOnly: true },
  'POST /api/webhooks/deliveries/:webhookDeliveryId/resend': { kind: 'tenant', adminOnly: true },
  // Payments (DESIGN.md section 14): the owner's account and policy; an appointment's money (staff).
  'GET /api/payments/settings': { kind: 'tenant', adminOnly: true },
  'PUT /api/payments/settings': { kind: 'tenant', adminOnly: true, ownWrite: true, body: json(matrixPaymentPolicy) },
  'DELETE /api/payments/settings': { kind: 'tenant', adminOnly: true, ownWrite: true },
  'GET /api/payments/return/:token': {
    kind: 'public',
    reason: "the bride's return from the payment page: its 192-bit token is the credential (any other: 404)",
    expect: 404,
  },
  'POST /api/payments/stripe-webhook/:boutiqueId': {
    kind: 'public',
    reason: "Stripe's events for a boutique: refused unless signed with that boutique's own webhook secret",
    body: json({}),
    expect: 404,
  },
  'GET /api/appointments/:appointmentId/payments': { kind: 'tenant', adminOnly: false },
  'POST /api/appointments/:appointmentId/payments/no-show-fee': {
    kind: 'tenant',
    adminOnly: false,
    body: json({ amountCents: 100, reason: 'matrix' }),
  },
  'POST /api/appointments/:appointmentId/payments/refund': { kind: 'tenant', adminOnly: false, body: json({}) },
  'POST /api/appointments/:appointmentId/payments/apply-deposit': { kind: 'tenant', adminOnly: false, body: json({}) },
  // Appointment types and fitting rooms: every staff member reads them, owners and admins edit.
  'GET /api/appointment-types': { kind: 'tenant', adminOnly: false },
  'POST /api/appointment-types': { kind: 'tenant', adminOnly: true, ownWrite: true, body: () => matrixType() },
  'PUT /api/appointment-types/:appointmentTypeId': { kind: 'tenant', adminOnly: true, body: () => matrixType() },
  'DELETE /api/appointment-types/:appointmentTypeId': { kind: 'tenant', adminOnly: true },
  'POST /api/appointment-types/rooms': { kind: 'tenant', adminOnly: true, ownWrite: true, body: () => matrixRoom() },
  'PUT /api/appointment-types/rooms/:fittingRoomId': { kind: 'tenant', adminOnly: true, body: () => matrixRoom() },
  'DELETE /api/appointment-types/rooms/:fittingRoomId': { kind: 'tenant', adminOnly: true },
  // The weekly coaching digest: her own weeks (the team's for the owner and admins), one week by
  // its id within the boutique, the team's week so far (admins); her e-mail on or off; the
  // boutique's digest on or off (admins).
  'GET /api/coaching-digests': { kind: 'tenant', adminOnly: false },
  'GET /api/coaching-digests/preview': { kind: 'tenant', adminOnly: true },
  'GET /api/coaching-digests/:digestId': { kind: 'tenant', adminOnly: false },
  'GET /api/account/coaching-digest': {
    kind: 'own-session',
    reason: 'answers whether the caller herself gets the weekly coaching e-mail',
    expect: { signedIn: 200, anonymous: 401 },
  },
  'PUT /api/account/coaching-digest': {
    kind: 'own-session',
    reason: "turns the caller's own weekly coaching e-mail on or off, and only hers",
    body: {},
    expect: { signedIn: 400, anonymous: 401 },
  },
  'GET /api/boutique-settings/coaching-digest': { kind: 'tenant', adminOnly: false },
  'PUT /api/boutique-settings/coaching-digest': {
    kind: 'tenant',
    adminOnly: true,
    ownWrite: true,
    body: () => ({ enabled: false }),
  },
  // Private calendar feeds: her own link (any staff), the boutique's and revoking a team member's
  // (admins); the feed itself is public, its token the credential.
  'GET /api/calendar-feeds/mine': {
    kind: 'own-session',
    reason: 'answers whether the caller herself has a calendar link, and when it was made and fetched',
    expect: { signedIn: 200, anonymous: 401 },
  },
  'POST /api/calendar-feeds/mine': {
    kind: 'own-session',
    reason: "makes a link to the caller's own appointments, and only hers",
    expect: { signedIn: 201, anonymous: 401 },
  },
  'DELETE /api/calendar-feeds/mine': {
    kind: 'own-session',
    reason: "revokes the caller's own calendar link, and only hers",
    expect: { signedIn: 200, anonymous: 401 },
  },
  'GET /api/calendar-feeds/boutique': { kind: 'tenant', adminOnly: true },
  // In this order: the link made, then revoked, each a change of A's own rows.
  'POST /api/calendar-feeds/boutique': { kind: 'tenant', adminOnly: true, ownWrite: true },
  'DELETE /api/calendar-feeds/boutique': { kind: 'tenant', adminOnly: true, ownWrite: true },
  'DELETE /api/calendar-feeds/consultants/:id': { kind: 'tenant', adminOnly: true },
  'GET /api/calendar/:token': {
    kind: 'public',
    reason: 'a calendar feed link: its 256-bit token is the credential (calendar apps send no cookies)',
    expect: 404,
  },
  // The owner's API keys: listed, made and revoked by her alone (a consultant 403); ids are looked
  // up in her boutique. No key may call them.
  'GET /api/api-keys': { kind: 'tenant', adminOnly: true },
  'POST /api/api-keys': {
    kind: 'tenant',
    adminOnly: true,
    ownWrite: true,
    body: () => ({ name: 'Matrix key', scope: 'read' }),
  },
  'DELETE /api/api-keys/:keyId': { kind: 'tenant', adminOnly: true },
  'GET /api/openapi.json': {
    kind: 'public',
    reason: "the API reference, generated from the routes: the same for everyone, no boutique's data",
    expect: 200,
  },
  'ALL /api/*': { kind: 'fallback', reason: 'an unknown API path answers JSON 404' },
  'USE /*': { kind: 'middleware', reason: 'request id and log, security headers, compression; the static files' },
  'USE /api/*': { kind: 'middleware', reason: 'CSRF guard, body limits, no-store, session and demo access' },
  'USE /api/dashboard/consultant': {
    kind: 'middleware',
    reason:
      "the unchanged poll answered 304 from memory: the caller's own session and boutique counter, else the full stack (GET /api/dashboard/consultant)",
  },
  'USE /assets/*': { kind: 'middleware', reason: "the web build's hashed assets" },
  'GET /*': { kind: 'web', reason: "the web app's index.html for the browser's router; holds no boutique data" },
};

/** Routes the operator tools add (another part of the platform): matched by prefix, whatever they are. */
export function operatorRule(path: string): RouteRule | undefined {
  return /^\/(ops|metrics)(\/|$)/.test(path)
    ? { kind: 'operator', reason: 'operator tools answer only their own HTTP Basic credential' }
    : undefined;
}

/**
 * Ids of a boutique for each path or body parameter, by the literal segment before it (`consultants/:id`)
 * or by its name alone (`:brideId`). `a` is the caller's own, `b` the other boutique's (all tried).
 */
export function tenantIds(a: Tenant, b: Tenant): Record<string, { a: string; b: string[] }> {
  return {
    ':brideId': { a: a.brideId, b: [b.brideId, b.pendingBrideId] },
    ':consultantId': { a: a.consultantId, b: [b.consultantId, b.adminId] },
    ':appointmentId': { a: a.appointmentId, b: [b.appointmentId] },
    ':boutiqueId': { a: String(a.boutiqueId), b: [String(b.boutiqueId)] },
    // A checklist key belongs to its appointment: only the appointment can be another boutique's.
    ':dressKey': { a: 'matrix-dress', b: [] },
    ':dressId': { a: a.dressId, b: [b.dressId] },
    ':followUpId': { a: a.followUpId, b: [b.followUpId] },
    ':goalId': { a: a.goalId, b: [b.goalId] },
    ':digestId': { a: a.digestId, b: [b.digestId, b.teamDigestId] },
    ':photoId': { a: a.photoId, b: [b.photoId] },
    ':keyId': { a: a.readKeyId, b: [b.readKeyId] },
    ':slug': { a: a.slug, b: [b.slug] },
    ':token': { a: a.invitationToken, b: [b.invitationToken] },
    // B's revoked feed links (the boutique's and its consultant's): a live one answers its holder by design.
    'calendar/:token': { a: a.calendarFeedToken, b: b.revokedCalendarFeedTokens },
    'consultants/:id': { a: a.consultantId, b: [b.consultantId, b.pendingConsultantId, b.adminId, b.ownerId] },
    'notifications/:id': { a: a.readyNotificationId, b: [b.readyNotificationId, b.noteNotificationId] },
    'trending-gowns/:id': { a: a.pdfId, b: [b.pdfId, b.csvId] },
    'download/:id': { a: a.pdfId, b: [b.pdfId, b.csvId] },
    ':webhookEndpointId': { a: a.webhookEndpointId, b: [b.webhookEndpointId] },
    ':webhookDeliveryId': { a: a.webhookDeliveryId, b: [b.webhookDeliveryId] },
    'history-imports/:id': { a: a.historyImportId, b: [b.historyImportId] },
    'stripe-webhook/:boutiqueId': { a: String(a.boutiqueId), b: [String(b.boutiqueId)] },
    ':waitlistEntryId': { a: a.waitlistEntryId, b: [b.waitlistEntryId] },
    ':appointmentTypeId': { a: a.appointmentTypeId, b: [b.appointmentTypeId] },
    ':fittingRoomId': { a: a.fittingRoomId, b: [b.fittingRoomId] },
  };
}

export interface RegisteredRoute {
  /** The HTTP method, `ALL`, or `USE` for middleware (an `ALL` entry whose handler takes `next`). */
  method: string;
  path: string;
}

/** The routes the app registers, from Hono's own table, once per method and path. */
export function registeredRoutes(app: { routes: { method: string; path: string; handler: unknown }[] }) {
  const seen = new Map<string, RegisteredRoute>();
  for (const route of app.routes as { method: string; path: string; handler: (...args: unknown[]) => unknown }[]) {
    const method = route.method === 'ALL' && route.handler.length >= 2 ? 'USE' : route.method;
    seen.set(`${method} ${route.path}`, { method, path: route.path });
  }
  return [...seen.values()];
}

/** The parameters of a route's path, by their table key: `consultants/:id` or `:brideId`. */
export function pathParameters(path: string): { segment: number; name: string; keys: string[] }[] {
  const segments = path.split('/');
  return segments.flatMap((segment, index) => {
    const match = /^:(\w+)/.exec(segment);
    if (!match) return [];
    const name = match[1]!;
    const before = segments[index - 1];
    const keys = before && !before.startsWith(':') ? [`${before}/:${name}`, `:${name}`] : [`:${name}`];
    return [{ segment: index, name, keys }];
  });
}

export function ruleFor(route: RegisteredRoute): RouteRule | undefined {
  return routeRules[`${route.method} ${route.path}`] ?? operatorRule(route.path);
}
