import { array, boolean, type InferType, mixed, object, string } from 'yup';
import {
  budgetOptions,
  customPartyPrefix,
  feelingOptions,
  intentionOptions,
  maxInspirationImages,
  shoppingPartyOptions,
  tooManyInspirationImagesMessage,
  valuesOf,
  vibeOptions,
} from './survey-options';
import { isPinterestLink, normalisePinterestLink } from './is-pinterest-link';
import { earliestDayOnEarth, isPastWeddingDate, looksLikeDate } from './survey-rules';
import { readSizeAnswer } from '../sizes/find-sizes-in-text';
import { isCalendarDate } from '../validation/calendar-date';
import { multiLineText } from '../validation/free-text';
import { surveyLimits } from './survey-limits';

export const surveyMessages = {
  nameRequired: 'We need your name to personalize your experience',
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  weddingDate: 'Please enter a valid wedding date',
  pastWeddingDate: (date: string) =>
    `Your wedding date, ${longDay(date)}, is in the past. Please check the year, or confirm that the date is right.`,
  weddingDateConfirmed: 'Please answer yes or no to confirming your wedding date',
  weddingLocation: 'Please enter the city and state of your wedding, not a date',
  pinterestBoard: 'Please enter a Pinterest board link (for example https://www.pinterest.com/you/wedding-dress/)',
  choice: (field: string) => `Please choose a listed option for ${field}`,
  customBudget: 'Please enter your budget as an amount, for example 2500',
  tooManyImages: tooManyInspirationImagesMessage,
  imagesOnly: 'Inspiration photos must be image files (JPEG, PNG, WebP or HEIC)',
  dressSize:
    "We couldn't read that size. Write it the way you'd say it, like 12, UK 16 or 2X \u2014 or leave it blank.",
} as const;

export { surveyLimits };

const text = (field: string, max: number) => string().trim().max(max, surveyMessages.tooLong(field, max)).default('');

const oneOrEmpty = (values: string[], field: string) =>
  string()
    .trim()
    .default('')
    .test('one-of', surveyMessages.choice(field), (value) => !value || values.includes(value));

const listOf = (values: string[], field: string) =>
  array()
    .of(string().trim().required().oneOf(values, surveyMessages.choice(field)))
    .max(values.length, surveyMessages.choice(field))
    .default([]);

/** What the survey's rules may be told: the bride's own day (YYYY-MM-DD), for the past-date rule. */
export interface SurveyContext {
  today?: string;
}

/** "2020-06-01" as "June 1, 2020" (the date itself, whatever the time zone). */
function longDay(value: string): string {
  return new Date(`${value}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The survey's answers (everything but the photos), shared by the form and POST /api/surveys. */
export const surveyAnswersSchema = object({
  name: string()
    .trim()
    .required(surveyMessages.nameRequired)
    .max(surveyLimits.name, surveyMessages.tooLong('Name', surveyLimits.name)),
  weddingDate: string()
    .trim()
    .default('')
    .test('date', surveyMessages.weddingDate, (value) => !value || isCalendarDate(value))
    // A past date is usually a mistyped year: kept only when she confirms it. The form passes her
    // own day as context.today; without it, a date is past only once it is past everywhere.
    .test({
      name: 'past-date',
      message: ({ value }: { value: string }) => surveyMessages.pastWeddingDate(value),
      test(value) {
        const today = (this.options.context as SurveyContext | undefined)?.today ?? earliestDayOnEarth();
        return !isPastWeddingDate(value, today) || this.parent.weddingDateConfirmed === true;
      },
    }),
  // Her "yes, my wedding date is ..." for a date in the past (a multipart "true"; absent is no).
  weddingDateConfirmed: boolean()
    .optional()
    .transform((value: unknown, original: unknown) => (original === '' ? undefined : value))
    .typeError(surveyMessages.weddingDateConfirmed),
  weddingLocation: text('Wedding location', surveyLimits.weddingLocation).test(
    'not-a-date',
    surveyMessages.weddingLocation,
    (value) => !value || !looksLikeDate(value),
  ),
  weddingVenue: text('Wedding venue', surveyLimits.weddingVenue),
  pinterestBoard: string()
    .trim()
    .default('')
    // Validated and stored as a full link: "pinterest.com/you/board" is taken as https://.
    .transform((value: string) => (typeof value === 'string' ? normalisePinterestLink(value) : value))
    .max(surveyLimits.pinterestBoard, surveyMessages.pinterestBoard)
    .test('pinterest', surveyMessages.pinterestBoard, (value) => !value || isPinterestLink(value)),
  weddingVibes: listOf(valuesOf(vibeOptions), 'wedding vibes'),
  specificVision: text('Your vision', surveyLimits.specificVision).meta(multiLineText),
  shoppingParty: array()
    .of(
      string()
        .trim()
        .required()
        .test(
          'party-member',
          surveyMessages.choice('who is shopping with you'),
          (value) =>
            valuesOf(shoppingPartyOptions).includes(value as never) ||
            (value.startsWith(customPartyPrefix) &&
              value.length > customPartyPrefix.length &&
              value.length <= customPartyPrefix.length + surveyLimits.customPartyMember),
        ),
    )
    .max(12, surveyMessages.choice('who is shopping with you'))
    .default([]),
  currentFeeling: listOf(valuesOf(feelingOptions), 'how you are feeling'),
  customFeeling: text('Your feeling', surveyLimits.customFeeling),
  shoppingIntention: oneOrEmpty(valuesOf(intentionOptions), 'your visit'),
  customIntention: text('Your visit', surveyLimits.customIntention),
  budget: oneOrEmpty(valuesOf(budgetOptions), 'your budget'),
  customBudget: string()
    .trim()
    .default('')
    .max(surveyLimits.customBudget, surveyMessages.customBudget)
    .test('amount', surveyMessages.customBudget, (value) => !value || /^\$?\s*\d[\d,]*(\.\d{1,2})?$/.test(value)),
  additionalNotes: text('Notes', surveyLimits.additionalNotes).meta(multiLineText),
  // Optional and never required: read with the chart in sizes/, so '12', 'UK 16', '2X'
  // and '14 or 16' pass and a size that makes no sense ('95') is asked again, kindly.
  // Optional in the type too: answers saved before this question have no dressSize.
  dressSize: string()
    .trim()
    .optional()
    .max(surveyLimits.dressSize, surveyMessages.tooLong('Your dress size', surveyLimits.dressSize))
    .test('size', surveyMessages.dressSize, (value) => !value || readSizeAnswer(value).length > 0),
  // Named boutiqueName, but it holds the boutique's slug from the survey link: read it with boutiqueSlugOf.
  boutiqueName: string().trim().max(100).default(''),
});

export type SurveyAnswers = InferType<typeof surveyAnswersSchema>;

export const boutiqueSlugOf = (answers: Pick<SurveyAnswers, 'boutiqueName'>): string => answers.boutiqueName;

/** Every answer present and empty: the schema's own defaults, with a blank name. */
export function blankSurveyAnswers(): SurveyAnswers {
  return { ...surveyAnswersSchema.getDefault(), name: '' };
}

/** A custom budget as a number of dollars ("$2,500" -> 2500), or null. */
export function parseCustomBudget(value: string): number | null {
  const digits = value.replace(/[$,\s]/g, '');
  const amount = Number(digits);
  return digits && Number.isFinite(amount) ? amount : null;
}

/** The photo list rule for the form: at most maxInspirationImages, images only. */
export const inspirationImagesSchema = array()
  .of(
    mixed<{ type: string; name?: string }>().test(
      'image',
      surveyMessages.imagesOnly,
      // Some browsers report no type for HEIC photos; the server checks the bytes anyway.
      (file) => !file || /^image\//.test(file.type) || (!file.type && /\.(heic|heif)$/i.test(file.name ?? '')),
    ),
  )
  .max(maxInspirationImages, surveyMessages.tooManyImages);
