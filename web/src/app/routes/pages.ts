import type { ComponentProps } from 'react';
import type BrideProfile from './bride-profile/bride-profile-page';
import type Survey from './survey/survey-page';
import { defaultBoutiqueSlug, prefetchSurveyBoutique } from '../../features/survey/api/get-survey-boutique';
import { loadSurveyWizard } from '../../features/survey/components/load-survey-wizard';
import { lazyPage } from './lazy-page';

// Every page is its own chunk, so the public pages never ship dashboard code.
export const LandingPage = lazyPage(() => import('./marketing/landing-page'));
export const PricingPage = lazyPage(() => import('./marketing/pricing-page'));
export const AboutPage = lazyPage(() => import('./marketing/about-page'));
export const TermsPage = lazyPage(() => import('./marketing/terms-page'));
export const PrivacyPage = lazyPage(() => import('./marketing/privacy-page'));
export const NotFoundPage = lazyPage(() => import('./marketing/not-found-page'));
export const SignupPage = lazyPage(() => import('./auth/signup-page'));
export const TrialSignupPage = lazyPage(() => import('./auth/trial-signup-page'));
export const LoginPage = lazyPage(() => import('./auth/login-page'));
export const ForgotPasswordPage = lazyPage(() => import('./auth/forgot-password-page'));
export const ResetPasswordPage = lazyPage(() => import('./auth/reset-password-page'));
export const ConfirmEmailPage = lazyPage(() => import('./auth/confirm-email-page'));
// /survey names no boutique: it asks for her boutique's link.
export const SurveyLinkPage = lazyPage(() => import('./survey/survey-link-page'));
// These two take props (the demo's banner and behaviour).
export const SurveyPage = lazyPage<ComponentProps<typeof Survey>>(() => import('./survey/survey-page'), {
  prefetch: ({ boutiqueName }) => {
    // Not awaited: the landing renders without it.
    void loadSurveyWizard();
    return prefetchSurveyBoutique(boutiqueName ?? defaultBoutiqueSlug);
  },
});
export const AdminDashboardPage = lazyPage(() => import('./dashboard/admin-dashboard-page'));
export const ConsultantDashboardPage = lazyPage(() => import('./dashboard/consultant-dashboard-page'));
// The dashboards' cards, read-only, with the demo's data, frame and hotspots.
export const DemoDashboardPage = lazyPage(() => import('./demo/demo-dashboard-page'));
// Its own chunk, as the live reports page: the chart library stays out of the demo's dashboards.
export const DemoReportsPage = lazyPage(() => import('./demo/demo-reports-page'));
export const BrideProfilePage = lazyPage<ComponentProps<typeof BrideProfile>>(
  () => import('./bride-profile/bride-profile-page'),
);
export const ConsultantsPage = lazyPage(() => import('./consultants/consultants-page'));
export const ConsultantGoalsPage = lazyPage(() => import('./consultants/consultant-goals-page'));
export const InventoryPage = lazyPage(() => import('./inventory/inventory-page'));
export const ConsultantSignupPage = lazyPage(() => import('./consultants/consultant-signup-page'));
export const SubscriptionPage = lazyPage(() => import('./subscription/subscription-settings-page'));
export const AccountPage = lazyPage(() => import('./account/account-page'));
export const BoutiqueSettingsPage = lazyPage(() => import('./settings/boutique-settings-page'));
// The owner's API keys, and the public API reference drawn from /api/openapi.json.
export const ApiKeysPage = lazyPage(() => import('./settings/api-keys-page'));
export const ApiReferencePage = lazyPage(() => import('./developers/api-reference-page'));
export const WebhooksPage = lazyPage(() => import('./settings/webhooks-page'));
export const HistoryImportPage = lazyPage(() => import('./history-import/history-import-page'));
export const ConsultantReviewPage = lazyPage(() => import('./review/consultant-review-page'));
export const AllBridesPage = lazyPage(() => import('./brides/all-brides-page'));
// The bride's own booking link (/book/{token}) and move/cancel link (/appointment/{token}).
export const BookingLinkPage = lazyPage(() => import('./booking/booking-link-page'));
// Where the payment provider sends her back (/book/paid/{token}).
export const PaymentReturnPage = lazyPage(() => import('./booking/payment-return-page'));
// A waitlist offer's link (/waitlist-offer/{token}).
export const WaitlistOfferPage = lazyPage(() => import('./waitlist/waitlist-offer-page'));
// Its own chunk, so the chart library never reaches the pages that do not draw charts.
export const ReportsPage = lazyPage(() => import('./reports/reports-page'));
export const SchedulePage = lazyPage(() => import('./schedule/schedule-page'));
// The weekly coaching digest: her own, and the team's for the owner and admins.
export const CoachingPage = lazyPage(() => import('./coaching/coaching-page'));
// The demo team's weekly coaching, computed live from its history.
export const DemoCoachingPage = lazyPage(() => import('./demo/demo-coaching-page'));
// The fitting room on a phone: her pull list as a checklist, then the outcome.
export const AppointmentModePage = lazyPage(() => import('./appointment-mode/appointment-mode-page'));
// A bride's follow-ups, the demo's read-only ones, and her public unsubscribe page.
export const FollowUpsPage = lazyPage(() => import('./follow-ups/follow-ups-page'));
export const FollowUpsDuePage = lazyPage(() => import('./follow-ups/follow-ups-due-page'));
export const DemoFollowUpsPage = lazyPage(() => import('./follow-ups/demo-follow-ups-page'));
export const UnsubscribePage = lazyPage(() => import('./follow-ups/unsubscribe-page'));

const demoRoutes = () => import('./demo-routes');
// The demo's compositions load with the demo's routes, so its popovers and banners stay out of
// the entry chunk every public page downloads.
export const DemoSurvey = lazyPage<object>(() =>
  import('./demo-survey-route').then((route) => ({ default: route.DemoSurvey })),
);
export const DemoProfile = lazyPage<object>(() => demoRoutes().then((routes) => ({ default: routes.DemoProfile })));
export const DemoSubscription = lazyPage<object>(() =>
  demoRoutes().then((routes) => ({ default: routes.DemoSubscription })),
);
