/** Demo timing: the demo results open the admin dashboard after 3 s, canned coaching advice shows after 1.5 s. */
export const adminDashboardDelayMs = 3_000;
export const demoAdviceDelayMs = 1_500;
