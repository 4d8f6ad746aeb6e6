/**
 * The 11 steps' code (its first step's, the rest loads from it). Asked for as soon as the survey
 * link's page is (routes/pages.ts), so that it comes down while the landing renders: Start then
 * opens the first step with nothing left to fetch, even when she taps it at once.
 */
export const loadSurveyWizard = () => import('./survey-wizard');
