import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useNavigate, useSearchParams } from 'react-router-dom';
import { PageLoader } from '../components/layout/page-loader';
import { PublicLayout } from '../components/layout/public-layout';
import { DemoProfileBanner, DemoSurveyBanner } from '../features/demo/components/demo-banner';
import { DemoGate } from '../features/demo/components/demo-gate';
import { demoAdviceDelayMs } from '../features/demo/utils/demo-messages';
import { RedirectToOwnBoutique, RequireSession } from './require-session';
import { ScrollToTop } from './scroll-to-top';

type Page = LazyExoticComponent<ComponentType>;
const page = (load: () => Promise<{ default: ComponentType }>): Page => lazy(load);

// Every page is its own chunk, so the public pages never ship dashboard code.
const LandingPage = page(() => import('../features/marketing/pages/landing-page'));
const PricingPage = page(() => import('../features/marketing/pages/pricing-page'));
const AboutPage = page(() => import('../features/marketing/pages/about-page'));
const TermsPage = page(() => import('../features/marketing/pages/terms-page'));
const PrivacyPage = page(() => import('../features/marketing/pages/privacy-page'));
const NotFoundPage = page(() => import('../features/marketing/pages/not-found-page'));
const SignupPage = page(() => import('../features/auth/pages/signup-page'));
const TrialSignupPage = page(() => import('../features/auth/pages/trial-signup-page'));
const LoginPage = page(() => import('../features/auth/pages/login-page'));
const ForgotPasswordPage = page(() => import('../features/auth/pages/forgot-password-page'));
const ResetPasswordPage = page(() => import('../features/auth/pages/reset-password-page'));
// These two take props (the demo's banner and behaviour), so they keep their own types.
const SurveyPage = lazy(() => import('../features/survey/pages/survey-page'));
const AdminDashboardPage = page(() => import('../features/dashboard/pages/admin-dashboard-page'));
const ConsultantDashboardPage = page(() => import('../features/dashboard/pages/consultant-dashboard-page'));
const DemoDashboardPage = page(() => import('../features/demo/pages/demo-dashboard-page'));
const ClientProfilePage = lazy(() => import('../features/client-profile/pages/client-profile-page'));
const ConsultantsPage = page(() => import('../features/consultants/pages/consultants-page'));
const ConsultantSignupPage = page(() => import('../features/consultants/pages/consultant-signup-page'));
const SubscriptionPage = page(() => import('../features/subscription/pages/subscription-settings-page'));
const ConsultantReviewPage = page(() => import('../features/review/pages/consultant-review-page'));

const guarded = (Component: Page) => (
  <RequireSession>
    <Component />
  </RequireSession>
);

/** The demo survey: the banner, then the consultant demo dashboard with hotspots once analysed. */
function DemoSurvey() {
  const navigate = useNavigate();
  return (
    <DemoGate>
      <SurveyPage
        banner={<DemoSurveyBanner />}
        onAnalysisFinished={() => navigate('/consultant?boutique=demo&hotspots=true')}
      />
    </DemoGate>
  );
}

/** A demo bride's profile: the banner and hotspot, and the coaching advice after the spec's delay. */
const demoProfile = (
  <DemoGate>
    <ClientProfilePage banner={<DemoProfileBanner />} coachingDelayMs={demoAdviceDelayMs} />
  </DemoGate>
);

const demoSubscription = (
  <DemoGate>
    <SubscriptionPage />
  </DemoGate>
);

/** /consultant takes ?boutique=demo (the demo view) as well as the logged-in consultant. */
function ConsultantRoot() {
  const [params] = useSearchParams();
  if (params.get('boutique') === 'demo') return <DemoDashboardPage />;
  return (
    <RequireSession>
      <RedirectToOwnBoutique area="consultant" />
    </RequireSession>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <ScrollToTop />
      <Suspense fallback={<PageLoader />}>
        <Routes>
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
            <Route path="/consultant-signup" element={<ConsultantSignupPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>

          <Route path="/survey" element={<SurveyPage />} />
          <Route path="/survey/demo" element={<DemoSurvey />} />
          <Route path="/survey/:boutiqueName" element={<SurveyPage />} />

          <Route
            path="/admin"
            element={
              <RequireSession>
                <RedirectToOwnBoutique area="admin" />
              </RequireSession>
            }
          />
          <Route path="/admin/demo" element={<DemoDashboardPage />} />
          <Route path="/admin/demo/client/:id" element={demoProfile} />
          <Route path="/admin/demo/subscription-settings" element={demoSubscription} />
          <Route path="/admin/:boutiqueId" element={guarded(AdminDashboardPage)} />
          <Route path="/admin/:boutiqueId/dashboard" element={guarded(AdminDashboardPage)} />
          <Route path="/admin/:boutiqueId/consultants" element={guarded(ConsultantsPage)} />
          <Route path="/admin/:boutiqueId/client/:id" element={guarded(ClientProfilePage)} />
          <Route path="/admin/:boutiqueId/subscription-settings" element={guarded(SubscriptionPage)} />

          <Route path="/consultant" element={<ConsultantRoot />} />
          <Route path="/consultant/demo" element={<DemoDashboardPage />} />
          <Route path="/consultant/demo/client/:id" element={demoProfile} />
          <Route path="/consultant/:boutiqueId" element={guarded(ConsultantDashboardPage)} />
          <Route path="/consultant/:boutiqueId/dashboard" element={guarded(ConsultantDashboardPage)} />
          <Route path="/consultant/:boutiqueId/client/:id" element={guarded(ClientProfilePage)} />
          <Route path="/consultant-dashboard" element={<Navigate to="/consultant" replace />} />
          <Route path="/consultant-review" element={guarded(ConsultantReviewPage)} />

          <Route path="/subscription-settings" element={guarded(SubscriptionPage)} />
          <Route path="/subscription-settings/demo" element={demoSubscription} />
          <Route path="/subscription-settings/:boutiqueId" element={guarded(SubscriptionPage)} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
