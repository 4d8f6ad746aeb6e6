import { describe, expect, it } from '@jest/globals';
import { apiPaths } from './api-paths';

// The paths, written out: the API's callers outside this repository depend on every one.
describe('apiPaths', () => {
  it('builds each path exactly as its callers know it', () => {
    expect([
      apiPaths.signup,
      apiPaths.trialSignup,
      apiPaths.auth.login,
      apiPaths.auth.forgotPassword,
      apiPaths.surveys,
      apiPaths.bridePlan('b-1'),
      apiPaths.brideNote,
      apiPaths.notificationRead('n-1'),
      apiPaths.dashboard,
      apiPaths.demoDashboard,
      apiPaths.inventoryStatus,
      apiPaths.inventoryUpload,
      apiPaths.trendingDocuments,
      apiPaths.trendingDocumentsUpload,
      apiPaths.trendingDocument('d-1'),
      apiPaths.trendingDocumentDownload('d-1'),
      apiPaths.consultants,
      apiPaths.consultant('c-1'),
      apiPaths.consultantInvite,
      apiPaths.consultantResendInvite('c-1'),
      apiPaths.subscriptionDetails,
      apiPaths.invitation('t-1'),
      apiPaths.acceptInvitation,
      apiPaths.helpAdvice,
      apiPaths.coachingAdvice,
    ]).toEqual([
      '/api/signup',
      '/api/trial-signup',
      '/api/auth/login',
      '/api/auth/forgot-password',
      '/api/surveys',
      '/api/recommendations/b-1',
      '/api/consultant/notify',
      '/api/notifications/n-1/read',
      '/api/dashboard/consultant',
      '/api/dashboard/demo',
      '/api/inventory/status',
      '/api/inventory/upload',
      '/api/trending-gowns',
      '/api/trending-gowns/upload',
      '/api/trending-gowns/d-1',
      '/api/trending-gowns/download/d-1',
      '/api/consultants',
      '/api/consultants/c-1',
      '/api/consultants/invite',
      '/api/consultants/c-1/resend-invite',
      '/api/subscription-details',
      '/api/consultant-invite/t-1',
      '/api/consultant-accept-invite',
      '/api/help/advice',
      '/api/coaching-advice',
    ]);
  });

  it("builds this product's own paths beside them", () => {
    expect([
      apiPaths.auth.logout,
      apiPaths.auth.me,
      apiPaths.auth.resetPassword,
      apiPaths.auth.confirmEmail,
      apiPaths.auth.resendConfirmation,
      apiPaths.surveyBoutique('demo'),
      apiPaths.surveyStatus('b-1'),
      apiPaths.bridePhoto('b-1', 'p-1'),
    ]).toEqual([
      '/api/auth/logout',
      '/api/auth/me',
      '/api/auth/reset-password',
      '/api/auth/confirm-email',
      '/api/auth/resend-confirmation',
      '/api/survey-boutiques/demo',
      '/api/surveys/b-1/status',
      '/api/brides/b-1/photos/p-1',
    ]);
  });

  it('encodes what a caller puts in a path', () => {
    expect(apiPaths.invitation('a/b?c')).toBe('/api/consultant-invite/a%2Fb%3Fc');
  });
});
