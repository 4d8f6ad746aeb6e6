export { demoMessages, demoSeatCount } from '@bridal/shared/demo/demo-messages';

/** Demo timing and paths (spec sections 2 and 9). */
export const adminDashboardDelayMs = 3_000;
export const demoAdviceDelayMs = 1_500;
export const trialSignupPath = '/trial-signup';
