export { demoMessages, demoSeatCount } from '@bridal/shared/demo/demo-messages';

/**
 * Demo timing and paths: the demo results open the admin dashboard after 3 s, canned coaching advice
 * shows after 1.5 s, and a visitor without demo access is sent to the trial form.
 */
export const adminDashboardDelayMs = 3_000;
export const demoAdviceDelayMs = 1_500;
export const trialSignupPath = '/trial-signup';
