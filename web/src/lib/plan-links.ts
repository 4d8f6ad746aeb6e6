import type { BridePlan, VenueAnalysis } from '@bridal/shared/brides/bride-plan';
import { safeWebUrl } from './safe-url';

/** The venue's website, else its first citation, but only an http(s) address. */
export function venueLink(venue: Pick<VenueAnalysis, 'website' | 'citations'> | null | undefined): string | null {
  if (!venue) return null;
  return safeWebUrl(venue.website) ?? safeWebUrl(venue.citations?.[0]);
}

/** The only addresses her plan's text may link to: her venue's site and the Pinterest board she gave. */
export function planLinks(plan: BridePlan): string[] {
  return [venueLink(plan.survey.venueAnalysis), safeWebUrl(plan.survey.pinterestBoard)].filter(
    (link): link is string => link !== null,
  );
}
