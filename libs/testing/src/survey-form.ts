/** A bride's survey as the web form sends it (multipart), and the calls that send and follow it. */
import { feelingOptions, shoppingPartyOptions, valuesOf, vibeOptions } from '@bridal/shared/survey/survey-options';

const vibes = valuesOf(vibeOptions);
const party = valuesOf(shoppingPartyOptions).filter((member) => member !== 'other' && member !== 'alone');
const feelings = valuesOf(feelingOptions).filter((feeling) => feeling !== 'other');
const places = [
  ['Rosewood Garden Estate', 'Portland, ME'],
  ['The Grand Ballroom at The Plaza', 'New York, NY'],
  ['Sunset Cove Beach Club', 'Malibu, CA'],
  ['Old Mill Barn', 'Asheville, NC'],
  ['St. Mary Cathedral', 'Boston, MA'],
] as const;

/** Two values of `list`, chosen by `index` so successive brides differ. */
const twoOf = <T>(list: readonly T[], index: number): T[] => [
  list[index % list.length]!,
  list[(index + 2) % list.length]!,
];

export interface SurveyFormOptions {
  /** Starts the bride's name, so that one run's brides are told apart in the database. */
  label?: string;
  /** Her inspiration images. */
  photos?: readonly Blob[];
}

/** The answers of bride number `index`. */
export function surveyForm(index: number, { label = 'Bench', photos = [] }: SurveyFormOptions = {}): FormData {
  const [venue, location] = places[index % places.length]!;
  const form = new FormData();
  form.append('name', `${label} Bride ${index}`);
  form.append('weddingVenue', venue);
  form.append('weddingDate', `2027-0${(index % 9) + 1}-1${index % 10}`);
  form.append('weddingLocation', location);
  for (const vibe of twoOf(vibes, index)) form.append('weddingVibes', vibe);
  form.append('budget', '2000-3000');
  for (const member of twoOf(party, index)) form.append('shoppingParty', member);
  for (const feeling of twoOf(feelings, index)) form.append('currentFeeling', feeling);
  form.append(
    'additionalNotes',
    'I love lace and a little sparkle, but nothing too heavy. My mom wants sleeves; I am not sure yet.',
  );
  form.append('boutiqueName', 'demo');
  photos.forEach((photo, position) => form.append('inspirationImages', photo, `inspiration-${position + 1}.jpg`));
  return form;
}

/** How long one call may take, and a signal that ends it early (the run stopping). */
export interface CallLimits {
  timeoutMs: number;
  signal?: AbortSignal;
}

const signalOf = ({ timeoutMs, signal }: CallLimits) =>
  signal ? AbortSignal.any([AbortSignal.timeout(timeoutMs), signal]) : AbortSignal.timeout(timeoutMs);

/** POST /api/surveys; answers the new bride's id, or throws with the status and the error body. */
export async function postSurvey(baseUrl: string, form: FormData, limits: CallLimits): Promise<string> {
  const response = await fetch(`${baseUrl}/api/surveys`, { method: 'POST', body: form, signal: signalOf(limits) });
  const body = await response.text();
  if (response.status !== 201) throw new Error(`POST /api/surveys answered ${response.status}: ${body.slice(0, 200)}`);
  const { brideId } = JSON.parse(body) as { brideId?: unknown };
  if (typeof brideId !== 'string') throw new Error(`POST /api/surveys answered without a brideId: ${body}`);
  return brideId;
}

/** GET /api/surveys/{id}/status: 'analyzing' or 'ready'. */
export async function readSurveyStatus(baseUrl: string, brideId: string, limits: CallLimits): Promise<string> {
  const response = await fetch(`${baseUrl}/api/surveys/${brideId}/status`, { signal: signalOf(limits) });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`GET status answered ${response.status}: ${body.slice(0, 200)}`);
  return (JSON.parse(body) as { status: string }).status;
}
