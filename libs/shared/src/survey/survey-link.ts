import { slugOf } from '../accounts/boutique-slug';

export const surveyLinkMessages = {
  title: 'Ask your boutique for its survey link',
  empty: "Please paste your boutique's survey link or type its name.",
  notASurveyLink:
    "This link is not a survey link. A survey link has /survey/ and then your boutique's name, like https://bridalcoach.app/survey/your-boutique.",
  notFound: (typed: string) =>
    `We couldn't find a boutique called "${typed}". Please check the link your boutique sent you, or ask them for it.`,
  lookupFailed: "We couldn't check that boutique just now. Please check your connection and try again.",
} as const;

export type SurveyLinkReading = { slug: string } | { error: string };

/**
 * What a bride pasted or typed to reach her boutique's survey: the survey link itself (any host,
 * with or without https://), a bare slug, or the boutique's name. Answers the boutique's slug.
 */
export function readSurveyLink(input: string): SurveyLinkReading {
  const text = input.trim();
  if (text === '') return { error: surveyLinkMessages.empty };
  const linked = /\/survey\/([^/?#\s]+)/i.exec(text);
  if (linked) {
    let segment = linked[1]!;
    try {
      segment = decodeURIComponent(segment);
    } catch {
      // A stray % is read as typed.
    }
    const slug = slugOf(segment);
    return slug ? { slug } : { error: surveyLinkMessages.notASurveyLink };
  }
  // Some other address: not a name to look up.
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text) || /^www\./i.test(text) || text.includes('/')) {
    return { error: surveyLinkMessages.notASurveyLink };
  }
  const slug = slugOf(text);
  return slug ? { slug } : { error: surveyLinkMessages.notFound(text) };
}
