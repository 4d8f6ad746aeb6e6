import { keepAllowedLinks } from '@bridal/shared/markdown/keep-allowed-links';
import { normalizeWebLink } from '@bridal/shared/markdown/plan-links';
import type { AnalysisStep, StepResults, VenueResult } from '../plans/analysis-schemas';
import type { BrideProfile } from '../plans/bride-profile';

const markdownFields: { [S in AnalysisStep]: readonly (keyof StepResults[S])[] } = {
  venue: ['summary', 'vibe'],
  style: ['enhancedImageAnalysis'],
  strategy: ['consultationStrategy'],
  inventory: ['suggestedDresses', 'guidance'],
  'top-sellers': ['topSellerRecommendation'],
};

/** The venue's own addresses, only when they are http(s): the web links the venue name to them. */
function webAddressesOnly(venue: VenueResult): VenueResult {
  const website = normalizeWebLink(venue.website) ? venue.website : null;
  const citations = venue.citations?.filter((citation) => normalizeWebLink(citation) !== null);
  return { ...venue, website, ...(citations ? { citations } : {}) };
}

/**
 * A step's result whose markdown links only to her Pinterest board and her venue's website:
 * whatever a model wrote or a quote let through, text from the public survey or an inventory file
 * never becomes a link or a picture in her plan.
 */
export function keepPlanLinks<S extends AnalysisStep>(
  step: S,
  result: StepResults[S],
  bride: Pick<BrideProfile, 'answers'>,
): StepResults[S] {
  const checked = (step === 'venue' ? webAddressesOnly(result as VenueResult) : { ...result }) as StepResults[S];
  const venue = step === 'venue' ? (checked as VenueResult) : null;
  const links = [bride.answers.pinterestBoard, venue?.website, venue?.citations?.[0]];
  for (const field of markdownFields[step]) {
    const value = checked[field];
    if (typeof value === 'string') checked[field] = keepAllowedLinks(value, links) as StepResults[S][typeof field];
  }
  return checked;
}
