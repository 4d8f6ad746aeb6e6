import type { SurveyReadBack } from '@bridal/shared/brides/bride-plan';
import { isBrideReady } from '@bridal/shared/dashboard/dashboard';

/**
 * 'Ready for Consultation' needs all four analyses: the dashboard card's three texts (strategy,
 * suggested dresses, image analysis) and a venue analysis that says something.
 */
export function isProfileReady(survey: SurveyReadBack): boolean {
  const venue = survey.venueAnalysis;
  const hasVenue = Boolean(venue && (venue.summary?.trim() || venue.vibe?.trim()));
  return hasVenue && isBrideReady({ survey });
}
