import type { ComponentProps } from 'react';
import type ClientProfile from '../../features/client-profile/pages/client-profile-page';
import type Survey from '../../features/survey/pages/survey-page';
import { defaultBoutiqueSlug, prefetchSurveyBoutique } from '../../features/survey/api/get-survey-boutique';
import { lazyPage } from './lazy-page';

// Every page is its own chunk, so the public pages never ship dashboard code.
export const LandingPage = lazyPage(() => import('../../features/marketing/pages/landing-page'));
export const PricingPage = lazyPage(() => import('../../features/marketing/pages/pricing-page'));
export const AboutPage = lazyPage(() => import('../../features/marketing/pages/about-page'));
export const TermsPage = lazyPage(() => import('../../features/marketing/pages/terms-page'));
export const PrivacyPage = lazyPage(() => import('../../features/marketing/pages/privacy-page'));
export const NotFoundPage = lazyPage(() => import('../../features/marketing/pages/not-found-page'));
export const SignupPage = lazyPage(() => import('../../features/auth/pages/signup-page'));
export const TrialSignupPage = lazyPage(() => import('../../features/auth/pages/trial-signup-page'));
export const LoginPage = lazyPage(() => import('../../features/auth/pages/login-page'));
export const ForgotPasswordPage = lazyPage(() => import('../../features/auth/pages/forgot-password-page'));
export const ResetPasswordPage = lazyPage(() => import('../../features/auth/pages/reset-password-page'));
export const ConfirmEmailPage = lazyPage(() => import('../../features/auth/pages/confirm-email-page'));
// These two take props (the demo's banner and behaviour).
export const SurveyPage = lazyPage<ComponentProps<typeof Survey>>(
  () => import('../../features/survey/pages/survey-page'),
  { prefetch: ({ boutiqueName }) => prefetchSurveyBoutique(boutiqueName ?? defaultBoutiqueSlug) },
);
export const AdminDashboardPage = lazyPage(() => import('../../features/dashboard/pages/admin-dashboard-page'));
export const ConsultantDashboardPage = lazyPage(
  () => import('../../features/dashboard/pages/consultant-dashboard-page'),
);
export const DemoDashboardPage = lazyPage(() => import('../../features/demo/pages/demo-dashboard-page'));
export const ClientProfilePage = lazyPage<ComponentProps<typeof ClientProfile>>(
  () => import('../../features/client-profile/pages/client-profile-page'),
);
export const ConsultantsPage = lazyPage(() => import('../../features/consultants/pages/consultants-page'));
export const ConsultantSignupPage = lazyPage(() => import('../../features/consultants/pages/consultant-signup-page'));
export const SubscriptionPage = lazyPage(() => import('../../features/subscription/pages/subscription-settings-page'));
export const ConsultantReviewPage = lazyPage(() => import('../../features/review/pages/consultant-review-page'));

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
