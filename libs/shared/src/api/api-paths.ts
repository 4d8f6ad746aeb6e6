/**
 * The API's paths, one table for the server and the web. The server mounts one router per
 * prefix (api/src/app.ts); the web's fetchers and SWR keys use the full paths below.
 */
export const apiRoot = '/api';

/** Each router's mount point under /api. */
export const apiPrefixes = {
  health: '/health',
  ready: '/ready',
  signup: '/signup',
  trialSignup: '/trial-signup',
  auth: '/auth',
  surveyBoutiques: '/survey-boutiques',
  surveys: '/surveys',
  // A historical name: it answers the bride's whole plan (a BridePlan), recommendations included.
  recommendations: '/recommendations',
  brides: '/brides',
  inventory: '/inventory',
  help: '/help',
  coachingAdvice: '/coaching-advice',
  dashboard: '/dashboard',
  notifications: '/notifications',
  consultant: '/consultant',
  trendingGowns: '/trending-gowns',
  consultants: '/consultants',
  subscriptionDetails: '/subscription-details',
  consultantInvite: '/consultant-invite',
  consultantAcceptInvite: '/consultant-accept-invite',
  account: '/account',
  // Appointments, the boutique's schedule and the reports (docs/data-flow.md, part 2).
  boutiqueSettings: '/boutique-settings',
  booking: '/booking',
  appointments: '/appointments',
  reports: '/reports',
  // Follow-ups (docs/glossary.md, 'Follow-ups').
  followUps: '/follow-ups',
  unsubscribe: '/unsubscribe',
  // The owner's first hour: the setup checklist of her dashboard.
  setup: '/setup',
  // Another system's history: brides, appointments and sales (DESIGN.md section 13).
  historyImports: '/history-imports',
  // Measurable goals and the team board (DESIGN.md section 12).
  goals: '/goals',
  // The coaching loop's score cards: the boutique's behaviours, review notes, figures.
  scoreCards: '/score-cards',
  // The weekly coaching digest (DESIGN.md section 12).
  coachingDigests: '/coaching-digests',
  // Private calendar feeds (DESIGN.md section 13): managing the links, and the links themselves.
  calendarFeeds: '/calendar-feeds',
  calendar: '/calendar',
  // The boutique owner's API keys, and the API's OpenAPI document (DESIGN.md section 13).
  apiKeys: '/api-keys',
  openApi: '/openapi.json',
  // Outgoing webhooks (DESIGN.md section 13): the owner's endpoints and their delivery log.
  webhooks: '/webhooks',
  // The waitlist of full days (DESIGN.md section 14): staff's view of a day, and the offer links.
  waitlist: '/waitlist',
  waitlistOffers: '/waitlist-offers',
  // Text messages (DESIGN.md section 14): the provider's inbound webhook, one per boutique.
  sms: '/sms',
  // Payments (DESIGN.md section 14): the boutique's account, the bride's return, the provider's webhooks.
  payments: '/payments',
  // Booking that holds its own (DESIGN.md section 14): the boutique's appointment types and fitting rooms.
  appointmentTypes: '/appointment-types',
} as const;

const path = (prefix: keyof typeof apiPrefixes, rest = '') => `${apiRoot}${apiPrefixes[prefix]}${rest}`;
const segment = (value: string) => `/${encodeURIComponent(value)}`;

export const apiPaths = {
  signup: path('signup'),
  trialSignup: path('trialSignup'),
  auth: {
    login: path('auth', '/login'),
    logout: path('auth', '/logout'),
    me: path('auth', '/me'),
    forgotPassword: path('auth', '/forgot-password'),
    resetPassword: path('auth', '/reset-password'),
    confirmEmail: path('auth', '/confirm-email'),
    resendConfirmation: path('auth', '/resend-confirmation'),
  },
  surveyBoutique: (slug: string) => path('surveyBoutiques', segment(slug)),
  /** POST (public): one photo for a survey of this boutique, checked and kept until the survey names it. */
  surveyPhotos: (slug: string) => path('surveyBoutiques', `${segment(slug)}/photos`),
  surveys: path('surveys'),
  surveyStatus: (brideId: string) => path('surveys', `${segment(brideId)}/status`),
  /** GET /api/recommendations/{brideId}: the bride's plan. */
  bridePlan: (brideId: string) => path('recommendations', segment(brideId)),
  /** GET /api/brides?search=&status=&when=&page=: every bride of the boutique, a page at a time. */
  brides: path('brides'),
  bridePhoto: (brideId: string, photoId: string) => path('brides', `${segment(brideId)}/photos${segment(photoId)}`),
  /** PATCH (admins): her name, wedding date, venue and budget corrected; DELETE (admins): she and all she sent. */
  bride: (brideId: string) => path('brides', segment(brideId)),
  /** POST: her dresses picked again from the current inventory. */
  brideRefreshDresses: (brideId: string) => path('brides', `${segment(brideId)}/refresh-dresses`),
  inventoryStatus: path('inventory', '/status'),
  inventoryUpload: path('inventory', '/upload'),
  /** GET ?search=&page=: the current inventory as it was read, a page at a time. */
  inventoryDresses: path('inventory', '/dresses'),
  /** GET: the current inventory's dresses as CSV. */
  inventoryDownload: path('inventory', '/download'),
  /** POST (admins): every upcoming bride's outdated dresses picked again. */
  inventoryRefreshPlans: path('inventory', '/refresh-plans'),
  helpAdvice: path('help', '/advice'),
  coachingAdvice: path('coachingAdvice'),
  /** The logged-in user's dashboard, admin or consultant alike (the path says consultant, a name kept for its callers). */
  dashboard: path('dashboard', '/consultant'),
  demoDashboard: path('dashboard', '/demo'),
  notificationRead: (notificationId: string) => path('notifications', `${segment(notificationId)}/read`),
  /** POST: marks the boutique's unread notifications read. */
  notificationsReadAll: path('notifications', '/read-all'),
  /** POST /api/consultant/notify: a note about a bride for the boutique's team. */
  brideNote: path('consultant', '/notify'),
  trendingDocuments: path('trendingGowns'),
  trendingDocumentsUpload: path('trendingGowns', '/upload'),
  trendingDocument: (documentId: string) => path('trendingGowns', segment(documentId)),
  trendingDocumentDownload: (documentId: string) => path('trendingGowns', `/download${segment(documentId)}`),
  consultants: path('consultants'),
  consultantInvite: path('consultants', '/invite'),
  consultant: (consultantId: string) => path('consultants', segment(consultantId)),
  consultantResendInvite: (consultantId: string) => path('consultants', `${segment(consultantId)}/resend-invite`),
  subscriptionDetails: path('subscriptionDetails'),
  invitation: (token: string) => path('consultantInvite', segment(token)),
  acceptInvitation: path('consultantAcceptInvite'),
  /** PUT (the owner): makes a team member an admin, or a consultant again. */
  consultantRole: (consultantId: string) => path('consultants', `${segment(consultantId)}/role`),
  /** GET, PUT (admins): how a team member of the boutique signs her follow-ups. */
  consultantSignature: (consultantId: string) => path('consultants', `${segment(consultantId)}/signature`),
  /** The signed-in user's own account: GET her details, PUT her name, phone and e-mail. */
  account: {
    details: path('account'),
    boutique: path('account', '/boutique'),
    password: path('account', '/password'),
    signOutEverywhere: path('account', '/sign-out-everywhere'),
    /** GET, PUT: how she signs her own follow-ups. */
    signature: path('account', '/signature'),
    /** GET, PUT { optOut }: whether she gets the weekly coaching e-mail (the page stays). */
    coachingDigest: path('account', '/coaching-digest'),
  },
  /** GET (staff): hours, time zone, length, capacity, closed dates; PUT (admins). */
  boutiqueSettings: path('boutiqueSettings'),
  /** GET (staff), PUT (admins): when follow-ups go out, quiet hours, signature, automatic sending. */
  followUpSettings: path('boutiqueSettings', '/follow-ups'),
  /** GET/PUT: the cut-off for a bride's own changes and the waitlist offer hold. */
  bookingRules: path('boutiqueSettings', '/booking-rules'),
  /** GET, PUT (admins): the boutique's Twilio account, reminders and quiet hours for texts. */
  smsSettings: path('boutiqueSettings', '/sms'),
  /** POST (public, signed by Twilio): a text a bride sent to the boutique's number; answers TwiML. */
  smsInbound: (boutiqueId: number) => path('sms', `/twilio${segment(String(boutiqueId))}`),
  /** The bride's own booking link ('book' after her survey, 'manage' to move or cancel). */
  booking: {
    /** GET: what the link allows, her boutique and free slots; POST: book or move. */
    link: (token: string) => path('booking', segment(token)),
    /** POST: cancels the appointment of a 'manage' link. */
    cancel: (token: string) => path('booking', `${segment(token)}/cancel`),
    /** POST (a 'book' link): joins a full day's waitlist. */
    waitlist: (token: string) => path('booking', `${segment(token)}/waitlist`),
  },
  waitlist: {
    /** GET ?date= (staff): the day's waitlist. */
    day: path('waitlist'),
    /** DELETE (staff): takes her off it. */
    entry: (entryId: string) => path('waitlist', segment(entryId)),
    /** GET (public): what an offer's link holds. */
    offer: (token: string) => path('waitlistOffers', segment(token)),
    /** POST (public): takes the held time. */
    accept: (token: string) => path('waitlistOffers', `${segment(token)}/accept`),
  },
  appointments: {
    /** GET ?from=&to=&consultantId=&brideId=: the schedule; POST (staff): book for a bride. */
    list: path('appointments'),
    /** GET ?from=&days=: free slots for staff booking. */
    slots: path('appointments', '/slots'),
    /** POST: a walk-in, name only, booked and (optionally) sent the survey link. */
    walkIn: path('appointments', '/walk-in'),
    /** POST { brideId }: a walk-in's survey link e-mailed (again). */
    surveyLink: path('appointments', '/survey-link'),
    /** GET: one appointment with its checklist and outcome; PATCH: move or assign. */
    one: (appointmentId: string) => path('appointments', segment(appointmentId)),
    cancel: (appointmentId: string) => path('appointments', `${segment(appointmentId)}/cancel`),
    noShow: (appointmentId: string) => path('appointments', `${segment(appointmentId)}/no-show`),
    /** POST (staff): marks the appointment confirmed by hand (she called, say). */
    confirm: (appointmentId: string) => path('appointments', `${segment(appointmentId)}/confirm`),
    start: (appointmentId: string) => path('appointments', `${segment(appointmentId)}/start`),
    /** PUT: one dress of the fitting-room checklist. */
    dress: (appointmentId: string, dressKey: string) =>
      path('appointments', `${segment(appointmentId)}/dresses${segment(dressKey)}`),
    /** PUT: ends the appointment with its outcome, or edits the outcome. */
    outcome: (appointmentId: string) => path('appointments', `${segment(appointmentId)}/outcome`),
  },
  reports: {
    /** GET ?from=&to=&by=week|month: closing ratios and the rest. */
    closing: path('reports', '/closing'),
    /** GET ?from=&to=&by=&table=: one table of the report as CSV. */
    closingCsv: path('reports', '/closing.csv'),
    /** GET ?from=&to=: no-shows by type and by hold, reminders confirmed, waitlist fills. */
    booking: path('reports', '/booking'),
    /** GET ?from=&to=&by=: the demo boutique's report, for a visitor with demo access. */
    demo: path('reports', '/demo'),
    /** GET ?from=&to=: the demo boutique's score-card figures, as its admin sees them. */
    demoScoreCards: path('reports', '/demo/score-cards'),
    /** GET: the demo boutique's weekly coaching digests of its last whole week, computed live. */
    demoCoaching: path('reports', '/demo/coaching'),
  },
  /** Score cards: after an outcome, which selling behaviours happened (docs/glossary.md, 'Score card'). */
  scoreCards: {
    /** GET: an appointment's card and the boutique's behaviours; PUT (who ran it, or an admin) { answers }: fills or edits it. */
    ofAppointment: (appointmentId: string) => path('appointments', `${segment(appointmentId)}/score-card`),
    /** PUT (admins) { note }: the review note the card's consultant reads. */
    review: (appointmentId: string) => path('appointments', `${segment(appointmentId)}/score-card/review`),
    /** POST (the card's consultant): its review note read. */
    seen: (appointmentId: string) => path('appointments', `${segment(appointmentId)}/score-card/seen`),
    /** GET: the review notes on the reader's own cards, unread first. */
    notes: path('scoreCards', '/notes'),
    /** GET (staff), PUT (admins) { behaviours }: what the boutique's cards ask about. */
    behaviours: path('scoreCards', '/behaviours'),
    /** GET ?from=&to=: each behaviour's rate and the closing ratio with and without it. */
    figures: path('scoreCards', '/figures'),
  },
  /** Follow-ups for brides who did not buy. */
  followUps: {
    /** GET: the drafts waiting for a person (the dashboards' 'Follow-ups due'). */
    due: path('followUps', '/due'),
    /** GET: a bride's follow-ups: what is pending and everything sent to her. */
    ofBride: (brideId: string) => path('followUps', `/brides${segment(brideId)}`),
    /** PATCH: edits a draft. */
    one: (followUpId: string) => path('followUps', segment(followUpId)),
    /** POST: queues the draft on the mail queue (after the quiet hours). */
    send: (followUpId: string) => path('followUps', `${segment(followUpId)}/send`),
    /** POST: this step is not sent. */
    skip: (followUpId: string) => path('followUps', `${segment(followUpId)}/skip`),
    /** GET: the demo boutique's due follow-ups, for a visitor with demo access (read-only). */
    demoDue: path('followUps', '/demo/due'),
    /** GET: a demo bride's follow-ups (read-only). */
    demoOfBride: (brideId: string) => path('followUps', `/demo/brides${segment(brideId)}`),
  },
  /**
   * GET: what the bride's unsubscribe page shows; POST: unsubscribes her (the page's one click, and
   * the RFC 8058 one-click POST a mail client sends from the List-Unsubscribe header).
   */
  unsubscribe: (token: string) => path('unsubscribe', segment(token)),
  /** GET (admins): the boutique's setup checklist, each item from what is really done. */
  setup: path('setup'),
  /** PUT (admins) { dismissed }: the checklist put away (or back) for the whole boutique. */
  setupDismissal: path('setup', '/dismissal'),
  /** Measurable goals: a measure, a target and a date per team member, and the optional team board. */
  goals: {
    /** GET: a team member's goals with their progress (admins, or she herself); POST (admins): a new one. */
    ofConsultant: (consultantId: string) => path('goals', `/consultants${segment(consultantId)}`),
    /** GET: the measurable goals her free-text coaching goals name. */
    suggestions: (consultantId: string) => path('goals', `/consultants${segment(consultantId)}/suggestions`),
    /** PUT, DELETE (admins): one goal. */
    one: (goalId: string) => path('goals', segment(goalId)),
    /** GET: the signed-in user's current goals with their progress (her dashboard). */
    mine: path('goals', '/mine'),
    /** GET: current goals with their progress, an admin everyone's and a consultant her own (the reports). */
    progress: path('goals', '/progress'),
    /** GET: the team board, or that it is off; PUT (admins) { enabled }: on or off. */
    teamBoard: path('goals', '/team-board'),
  },
  /** The weekly coaching digest. */
  coachingDigests: {
    /** GET ?kind=consultant|team: her weeks and the latest whole (the team's: owner and admins). */
    list: path('coachingDigests'),
    /** GET (admins): the team's week so far, computed live. */
    preview: path('coachingDigests', '/preview'),
    /** GET: one week's digest. */
    one: (digestId: string) => path('coachingDigests', segment(digestId)),
    /** GET (staff), PUT (admins) { enabled }: the boutique's digest on or off. */
    settings: path('boutiqueSettings', '/coaching-digest'),
  },
  /** Private calendar feeds: an iCalendar subscription link per team member and for the boutique. */
  calendarFeeds: {
    /** GET: whether she has a link; POST: a new one (the old stops at once); DELETE: revoked. */
    mine: path('calendarFeeds', '/mine'),
    /** GET (admins): the boutique's link and the team's; POST, DELETE (admins): the boutique's, as mine. */
    boutique: path('calendarFeeds', '/boutique'),
    /** DELETE (admins): a team member's link revoked. */
    ofConsultant: (consultantId: string) => path('calendarFeeds', `/consultants${segment(consultantId)}`),
  },
  /** GET (public, the token is the credential): the feed as iCalendar text. */
  calendarFeed: (token: string) => path('calendar', segment(token)),
  /** GET, POST { name, scope } (the owner): the boutique's API keys; a new one answers its secret once. */
  apiKeys: path('apiKeys'),
  /** DELETE (the owner): revokes the key. */
  apiKey: (keyId: string) => path('apiKeys', segment(keyId)),
  /** GET (public): the OpenAPI 3.1 document of what an API key may call. */
  openApi: path('openApi'),
  /** Outgoing webhooks (the owner only). */
  webhooks: {
    /** GET: the endpoints; POST { url, eventTypes, description }: a new one, its secret answered once. */
    list: path('webhooks'),
    /** PUT { url, eventTypes, description }, DELETE: one endpoint. */
    one: (endpointId: string) => path('webhooks', segment(endpointId)),
    /** POST: a new secret, answered once. */
    rotateSecret: (endpointId: string) => path('webhooks', `${segment(endpointId)}/rotate-secret`),
    /** PUT { enabled }: 'Turn back on', or off. */
    enabled: (endpointId: string) => path('webhooks', `${segment(endpointId)}/enabled`),
    /** POST: a test event to this endpoint. */
    test: (endpointId: string) => path('webhooks', `${segment(endpointId)}/test`),
    /** GET: the latest deliveries with their attempts. */
    deliveries: (endpointId: string) => path('webhooks', `${segment(endpointId)}/deliveries`),
    /** POST: 'Send again'. */
    resend: (deliveryId: string) => path('webhooks', `/deliveries${segment(deliveryId)}/resend`),
  },
  /** Payments (DESIGN.md section 14). */
  payments: {
    /** GET, PUT (the owner): the connected account (keys never shown) and the no-show policy; DELETE: disconnect. */
    settings: path('payments', '/settings'),
    /** GET (public, the token is the credential): her card or deposit after the provider's page. */
    paymentReturn: (token: string) => path('payments', `/return${segment(token)}`),
    /** POST (public, signed by Stripe): the boutique's Stripe events. */
    stripeWebhook: (boutiqueId: string) => path('payments', `/stripe-webhook${segment(boutiqueId)}`),
    /** GET: an appointment's hold, ledger and what staff may do. */
    ofAppointment: (appointmentId: string) => path('appointments', `${segment(appointmentId)}/payments`),
    /** POST { amountCents, reason }: the no-show fee charged to the card on file. */
    noShowFee: (appointmentId: string) => path('appointments', `${segment(appointmentId)}/payments/no-show-fee`),
    /** POST { reason }: the deposit refunded. */
    refund: (appointmentId: string) => path('appointments', `${segment(appointmentId)}/payments/refund`),
    /** POST { reason }: the deposit counted towards her sale. */
    applyDeposit: (appointmentId: string) => path('appointments', `${segment(appointmentId)}/payments/apply-deposit`),
  },
  /** The boutique's appointment types and fitting rooms (staff read, admins edit). */
  appointmentTypes: {
    /** GET: { types, rooms }; POST: a new type. */
    list: path('appointmentTypes'),
    /** PUT, DELETE (archived when appointments name it): one type. */
    one: (typeId: string) => path('appointmentTypes', segment(typeId)),
    /** POST { name }: a new fitting room. */
    rooms: path('appointmentTypes', '/rooms'),
    /** PUT { name }, DELETE (archived when appointments name it): one room. */
    room: (roomId: string) => path('appointmentTypes', `/rooms${segment(roomId)}`),
  },
  /** POST (multipart `file`): stages an export; GET/PUT/POST below act on one staged import. */
  historyImports: path('historyImports'),
  historyImport: (importId: string) => path('historyImports', segment(importId)),
  historyImportMapping: (importId: string) => path('historyImports', `${segment(importId)}/mapping`),
  historyImportDryRun: (importId: string) => path('historyImports', `${segment(importId)}/dry-run`),
  historyImportUnsure: (importId: string) => path('historyImports', `${segment(importId)}/unsure`),
  historyImportStart: (importId: string) => path('historyImports', `${segment(importId)}/import`),
  /** GET: the rows the dry run skipped, with their reasons, as CSV. */
  historyImportSkipped: (importId: string) => path('historyImports', `${segment(importId)}/skipped.csv`),
} as const;
