import { type ComponentType, isValidElement, type ReactNode, Suspense } from 'react';
import { BrowserRouter, createRoutesFromElements, matchRoutes, Navigate, Route, Routes } from 'react-router-dom';
import { usePageArea } from '../lib/use-page-area';
import { PageLoader } from '../components/layout/page-loader';
import { PublicLayout } from '../components/layout/public-layout';
import {
  type Area,
  areaPattern,
  demoBoutique,
  demoPattern,
  fillPattern,
  pagePatterns,
  paths,
} from '@bridal/shared/web/page-paths';
import { RedirectToOwnBoutique, RequireSession } from './require-session';
import type { LazyPage } from './routes/lazy-page';
import {
  AboutPage,
  AccountPage,
  AdminDashboardPage,
  AllBridesPage,
  ApiKeysPage,
  ApiReferencePage,
  BoutiqueSettingsPage,
  WebhooksPage,
  AppointmentModePage,
  BookingLinkPage,
  PaymentReturnPage,
  WaitlistOfferPage,
  BrideProfilePage,
  CoachingPage,
  ConfirmEmailPage,
  ConsultantDashboardPage,
  DemoCoachingPage,
  ConsultantGoalsPage,
  ConsultantReviewPage,
  ConsultantSignupPage,
  ConsultantsPage,
  DemoDashboardPage,
  DemoFollowUpsPage,
  DemoProfile,
  DemoReportsPage,
  DemoSubscription,
  DemoSurvey,
  FollowUpsDuePage,
  FollowUpsPage,
  ForgotPasswordPage,
  HistoryImportPage,
  InventoryPage,
  LandingPage,
  LoginPage,
  NotFoundPage,
  PricingPage,
  PrivacyPage,
  ReportsPage,
  SchedulePage,
  ResetPasswordPage,
  SignupPage,
  SubscriptionPage,
  SurveyLinkPage,
  SurveyPage,
  TermsPage,
  TrialSignupPage,
  UnsubscribePage,
} from './routes/pages';
import { ScrollToTop } from './scroll-to-top';

const guarded = (Component: LazyPage) => (
  <RequireSession>
    <Component />
  </RequireSession>
);

/** /admin and /consultant: the logged-in user's own boutique. */
const ownBoutique = (area: Area) => (
  <RequireSession>
    <RedirectToOwnBoutique area={area} />
  </RequireSession>
);

/** /consultant takes ?boutique=demo (the demo view) as well as the logged-in consultant. */
function ConsultantRoot() {
  return usePageArea().demo ? <DemoDashboardPage /> : ownBoutique('consultant');
}

const p = pagePatterns;

/** The pages of a boutique that both areas show, the same page in each. */
const sharedAreaPages = (area: Area) => (
  <>
    <Route path={demoPattern(area, p.brideProfile)} element={<DemoProfile />} />
    <Route path={demoPattern(area, p.followUps)} element={<DemoFollowUpsPage />} />
    <Route path={areaPattern(area, p.brideProfile)} element={guarded(BrideProfilePage)} />
    <Route path={areaPattern(area, p.followUps)} element={guarded(FollowUpsPage)} />
    <Route path={areaPattern(area, p.followUpsDue)} element={guarded(FollowUpsDuePage)} />
    <Route path={areaPattern(area, p.appointmentMode)} element={guarded(AppointmentModePage)} />
    <Route path={areaPattern(area, p.allBrides)} element={guarded(AllBridesPage)} />
    <Route path={areaPattern(area, p.reports)} element={guarded(ReportsPage)} />
    <Route path={areaPattern(area, p.schedule)} element={guarded(SchedulePage)} />
    <Route path={areaPattern(area, p.coaching)} element={guarded(CoachingPage)} />
  </>
);

export const appRoutes = (
  <>
    <Route element={<PublicLayout />}>
      <Route path={p.home} element={<LandingPage />} />
      <Route path={p.pricing} element={<PricingPage />} />
      <Route path={p.about} element={<AboutPage />} />
      <Route path={p.termsOfService} element={<TermsPage />} />
      <Route path={p.privacyPolicy} element={<PrivacyPage />} />
      <Route path={p.signup} element={<SignupPage />} />
      <Route path={p.trialSignup} element={<TrialSignupPage />} />
      <Route path={p.login} element={<LoginPage />} />
      <Route path={p.forgotPassword} element={<ForgotPasswordPage />} />
      <Route path={p.resetPassword} element={<ResetPasswordPage />} />
      <Route path={p.confirmEmail} element={<ConfirmEmailPage />} />
      <Route path={p.consultantSignup} element={<ConsultantSignupPage />} />
      <Route path={p.apiReference} element={<ApiReferencePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Route>

    <Route path={p.surveyLink} element={<SurveyLinkPage />} />
    <Route path={p.demoSurvey} element={<DemoSurvey />} />
    <Route path={p.survey} element={<SurveyPage />} />
    <Route path={p.booking} element={<BookingLinkPage />} />
    <Route path={p.paymentReturn} element={<PaymentReturnPage />} />
    <Route path={p.manageAppointment} element={<BookingLinkPage />} />
    <Route path={p.waitlistOffer} element={<WaitlistOfferPage />} />
    <Route path={p.unsubscribe} element={<UnsubscribePage />} />

    <Route path={areaPattern('admin', p.area)} element={ownBoutique('admin')} />
    <Route path={demoPattern('admin', p.dashboard)} element={<DemoDashboardPage />} />
    <Route path={demoPattern('admin', p.adminSubscriptionSettings)} element={<DemoSubscription />} />
    <Route path={demoPattern('admin', p.reports)} element={<DemoReportsPage />} />
    <Route path={demoPattern('admin', p.coaching)} element={<DemoCoachingPage />} />
    <Route path={areaPattern('admin', p.dashboard)} element={guarded(AdminDashboardPage)} />
    <Route path={areaPattern('admin', p.dashboardAlias)} element={guarded(AdminDashboardPage)} />
    <Route path={p.consultants} element={guarded(ConsultantsPage)} />
    <Route path={p.consultantGoals} element={guarded(ConsultantGoalsPage)} />
    <Route path={p.inventory} element={guarded(InventoryPage)} />
    {sharedAreaPages('admin')}
    <Route path={p.adminSubscriptionSettings} element={guarded(SubscriptionPage)} />
    <Route path={p.boutiqueSettings} element={guarded(BoutiqueSettingsPage)} />
    <Route path={p.apiKeys} element={guarded(ApiKeysPage)} />
    <Route path={p.webhooks} element={guarded(WebhooksPage)} />
    <Route path={p.historyImport} element={guarded(HistoryImportPage)} />

    <Route path={areaPattern('consultant', p.area)} element={<ConsultantRoot />} />
    <Route path={demoPattern('consultant', p.dashboard)} element={<DemoDashboardPage />} />
    <Route path={areaPattern('consultant', p.dashboard)} element={guarded(ConsultantDashboardPage)} />
    <Route path={areaPattern('consultant', p.dashboardAlias)} element={guarded(ConsultantDashboardPage)} />
    {sharedAreaPages('consultant')}
    <Route path={p.consultantDashboard} element={<Navigate to={paths.area('consultant')} replace />} />
    <Route path={p.consultantReview} element={guarded(ConsultantReviewPage)} />

    <Route path={p.account} element={guarded(AccountPage)} />

    <Route path={p.subscriptionSettings} element={guarded(SubscriptionPage)} />
    <Route
      path={fillPattern(p.boutiqueSubscriptionSettings, { boutiqueId: demoBoutique })}
      element={<DemoSubscription />}
    />
    <Route path={p.boutiqueSubscriptionSettings} element={guarded(SubscriptionPage)} />
  </>
);

const hasPreload = (type: unknown): type is Pick<LazyPage, 'preload'> =>
  typeof type === 'function' && typeof (type as Partial<LazyPage>).preload === 'function';

/**
 * Loads the chunk (and opening data) of the page that `pathname` shows, when it is a page of its
 * own and not behind a session check, so that the first render paints it directly.
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  const matches = matchRoutes(createRoutesFromElements(appRoutes), pathname);
  const match = matches?.at(-1);
  const element = match?.route.element;
  return isValidElement(element) && hasPreload(element.type) ? element.type.preload(match!.params) : Promise.resolve();
}

/** The router that holds the app: the browser's, or one fixed on a URL (pre-rendering). */
export type RouterComponent = ComponentType<{ children: ReactNode }>;

export function AppRouter({ router: Router = BrowserRouter }: { router?: RouterComponent }) {
  return (
    <Router>
      <ScrollToTop />
      <Suspense fallback={<PageLoader />}>
        <Routes>{appRoutes}</Routes>
      </Suspense>
    </Router>
  );
}
