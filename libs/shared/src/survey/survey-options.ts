/** The survey's option sets, with the values the API takes and the labels a bride sees. */
export interface Option<V extends string = string> {
  value: V;
  label: string;
}

export const vibeOptions = [
  { value: 'garden-party', label: 'Garden Party' },
  { value: 'glamorous', label: 'Glamorous' },
  { value: 'bohemian', label: 'Bohemian' },
  { value: 'classic', label: 'Classic' },
  { value: 'beach', label: 'Beach' },
  { value: 'modern', label: 'Modern' },
] as const satisfies readonly Option[];

export const shoppingPartyOptions = [
  { value: 'mom', label: 'Mom' },
  { value: 'sister', label: 'Sister' },
  { value: 'friend', label: 'Friend' },
  { value: 'grandmother', label: 'Grandmother' },
  { value: 'alone', label: 'Just me' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];

export const budgetOptions = [
  { value: 'under-1000', label: 'Under $1,000' },
  { value: '1000-2000', label: '$1,000 - $2,000' },
  { value: '2000-3000', label: '$2,000 - $3,000' },
  { value: '3000-5000', label: '$3,000 - $5,000' },
  { value: '5000-plus', label: '$5,000+' },
  { value: 'custom', label: 'Custom amount' },
] as const satisfies readonly Option[];

export const intentionOptions = [
  { value: 'ready-to-buy', label: 'Ready to say yes to the dress' },
  { value: 'serious-shopping', label: 'Seriously shopping' },
  { value: 'browsing', label: 'Just browsing for ideas' },
  { value: 'emergency', label: 'Emergency: I need a dress fast' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];

export const feelingOptions = [
  { value: 'excited', label: 'Excited' },
  { value: 'nervous', label: 'Nervous' },
  { value: 'overwhelmed', label: 'Overwhelmed' },
  { value: 'open-minded', label: 'Open-minded' },
  { value: 'stressed', label: 'Stressed' },
  { value: 'hopeful', label: 'Hopeful' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];

export type Vibe = (typeof vibeOptions)[number]['value'];
export type PartyMember = (typeof shoppingPartyOptions)[number]['value'];
export type Budget = (typeof budgetOptions)[number]['value'];
export type Intention = (typeof intentionOptions)[number]['value'];
export type Feeling = (typeof feelingOptions)[number]['value'];

export const valuesOf = <V extends string>(options: readonly Option<V>[]): V[] => options.map((option) => option.value);

/** A free-text "other" member of the shopping party is stored with this prefix. */
export const customPartyPrefix = 'custom:';

/** Budget ranges in dollars, for ranking dresses; `null` bounds are open. */
export const budgetRanges: Record<Exclude<Budget, 'custom'>, { min: number | null; max: number | null }> = {
  'under-1000': { min: null, max: 1000 },
  '1000-2000': { min: 1000, max: 2000 },
  '2000-3000': { min: 2000, max: 3000 },
  '3000-5000': { min: 3000, max: 5000 },
  '5000-plus': { min: 5000, max: null },
};

export const surveyStepCount = 11;
/** The six-photo rule: the form, the API's reader and the store refuse a seventh photo with this message. */
export const maxInspirationImages = 6;
export const tooManyInspirationImagesMessage = `You can upload at most ${maxInspirationImages} inspiration photos`;
