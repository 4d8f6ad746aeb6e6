import { type ComponentType, isValidElement, type ReactNode, Suspense } from 'react';
import {
  BrowserRouter,
  createRoutesFromElements,
  matchRoutes,
  Navigate,
  Route,
  Routes,
  useSearchParams,
} from 'react-router-dom';
import { PageLoader } from '../components/layout/page-loader';
import { PublicLayout } from '../components/layout/public-layout';
import { type Area, paths } from '@bridal/shared/web/page-paths';
import { RedirectToOwnBoutique, RequireSession } from './require-session';
import type { LazyPage } from './routes/lazy-page';
import {
  AboutPage,
  AccountPage,
  AdminDashboardPage,
  AllBridesPage,
  BoutiqueSettingsPage,
  AppointmentModePage,
  BookingLinkPage,
  BrideProfilePage,
  ConfirmEmailPage,
  ConsultantDashboardPage,
  ConsultantReviewPage,
  ConsultantSignupPage,
  ConsultantsPage,
  DemoDashboardPage,
  DemoFollowUpsPage,
  DemoProfile,
  DemoReportsPage,
  DemoSubscription,
  DemoSurvey,
  FollowUpsPage,
  ForgotPasswordPage,
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
  const [params] = useSearchParams();
  return params.get('boutique') === 'demo' ? <DemoDashboardPage /> : ownBoutique('consultant');
}

export const appRoutes = (
  <>
    <Route element={<PublicLayout />}>
      <Route path="/" element={<LandingPage />} />
      <Route path="/pricing" element={<PricingPage />} />
      <Route path="/about" element={<AboutPage />} />
      <Route path="/terms-of-service" element={<TermsPage />} />
      <Route path="/privacy-policy" element={<PrivacyPage />} />
      <Route path="/signup" element={<SignupPage />} />
      <Route path="/trial-signup" element={<TrialSignupPage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/confirm-email" element={<ConfirmEmailPage />} />
      <Route path="/consultant-signup" element={<ConsultantSignupPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Route>

    <Route path="/survey" element={<SurveyLinkPage />} />
    <Route path="/survey/demo" element={<DemoSurvey />} />
    <Route path="/survey/:boutiqueName" element={<SurveyPage />} />
    <Route path="/book/:token" element={<BookingLinkPage />} />
    <Route path="/appointment/:token" element={<BookingLinkPage />} />
    <Route path="/unsubscribe/:token" element={<UnsubscribePage />} />

    <Route path="/admin" element={ownBoutique('admin')} />
    <Route path="/admin/demo" element={<DemoDashboardPage />} />
    <Route path="/admin/demo/client/:id" element={<DemoProfile />} />
    <Route path="/admin/demo/subscription-settings" element={<DemoSubscription />} />
    <Route path="/admin/demo/reports" element={<DemoReportsPage />} />
    <Route path="/admin/demo/client/:brideId/follow-ups" element={<DemoFollowUpsPage />} />
    <Route path="/admin/:boutiqueId" element={guarded(AdminDashboardPage)} />
    <Route path="/admin/:boutiqueId/dashboard" element={guarded(AdminDashboardPage)} />
    <Route path="/admin/:boutiqueId/consultants" element={guarded(ConsultantsPage)} />
    <Route path="/admin/:boutiqueId/inventory" element={guarded(InventoryPage)} />
    <Route path="/admin/:boutiqueId/client/:id" element={guarded(BrideProfilePage)} />
    <Route path="/admin/:boutiqueId/client/:brideId/follow-ups" element={guarded(FollowUpsPage)} />
    <Route
      path="/admin/:boutiqueId/client/:brideId/appointment/:appointmentId"
      element={guarded(AppointmentModePage)}
    />
    <Route path="/admin/:boutiqueId/brides" element={guarded(AllBridesPage)} />
    <Route path="/admin/:boutiqueId/reports" element={guarded(ReportsPage)} />
    <Route path="/admin/:boutiqueId/schedule" element={guarded(SchedulePage)} />
    <Route path="/admin/:boutiqueId/subscription-settings" element={guarded(SubscriptionPage)} />
    <Route path="/admin/:boutiqueId/settings" element={guarded(BoutiqueSettingsPage)} />

    <Route path="/consultant" element={<ConsultantRoot />} />
    <Route path="/consultant/demo" element={<DemoDashboardPage />} />
    <Route path="/consultant/demo/client/:id" element={<DemoProfile />} />
    <Route path="/consultant/demo/client/:brideId/follow-ups" element={<DemoFollowUpsPage />} />
    <Route path="/consultant/:boutiqueId" element={guarded(ConsultantDashboardPage)} />
    <Route path="/consultant/:boutiqueId/dashboard" element={guarded(ConsultantDashboardPage)} />
    <Route path="/consultant/:boutiqueId/client/:id" element={guarded(BrideProfilePage)} />
    <Route path="/consultant/:boutiqueId/client/:brideId/follow-ups" element={guarded(FollowUpsPage)} />
    <Route
      path="/consultant/:boutiqueId/client/:brideId/appointment/:appointmentId"
      element={guarded(AppointmentModePage)}
    />
    <Route path="/consultant/:boutiqueId/brides" element={guarded(AllBridesPage)} />
    <Route path="/consultant/:boutiqueId/reports" element={guarded(ReportsPage)} />
    <Route path="/consultant/:boutiqueId/schedule" element={guarded(SchedulePage)} />
    <Route path="/consultant-dashboard" element={<Navigate to={paths.area('consultant')} replace />} />
    <Route path="/consultant-review" element={guarded(ConsultantReviewPage)} />

    <Route path="/account" element={guarded(AccountPage)} />

    <Route path="/subscription-settings" element={guarded(SubscriptionPage)} />
    <Route path="/subscription-settings/demo" element={<DemoSubscription />} />
    <Route path="/subscription-settings/:boutiqueId" element={guarded(SubscriptionPage)} />
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
