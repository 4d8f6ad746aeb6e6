import { optionLabel, partyMemberNames } from '@bridal/shared/survey/survey-labels';
import { feelingOptions, intentionOptions, vibeOptions } from '@bridal/shared/survey/survey-options';

/** How a bride's answers read to her consultant (profile, review). Empty answers give ''. */

/** 'garden-party' -> 'Garden Party'. */
export function capitaliseWords(value: string): string {
  return value
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** 286 -> '286 days until the wedding'. */
export function describeDaysUntil(days: number | null | undefined): string {
  if (days === null || days === undefined || !Number.isFinite(days)) return '';
  if (days === 0) return 'The wedding is today';
  if (days === 1) return '1 day until the wedding';
  if (days > 1) return `${days} days until the wedding`;
  return days === -1 ? 'The wedding was yesterday' : `The wedding was ${-days} days ago`;
}

/** 'The Grand Hall in Portland, ME'. */
export function describeVenue(venue: string, location: string): string {
  const place = venue.trim();
  const town = location.trim();
  if (place && town) return `${place} in ${town}`;
  return place || town;
}

/** The intention's label; 'other' reads as what she typed. */
export function describeIntention(intention: string, customIntention: string): string {
  const custom = customIntention.trim();
  if (intention === 'other' || !intention) return custom || (intention ? 'Other' : '');
  const label = optionLabel(intentionOptions, intention) ?? capitaliseWords(intention);
  return custom ? `${label} (${custom})` : label;
}

export function describeVibes(vibes: readonly string[]): string {
  return vibes.map((vibe) => optionLabel(vibeOptions, vibe) ?? capitaliseWords(vibe)).join(', ');
}

/**
 * Who shops along: 'Just the bride' for 'alone', custom entries without their prefix, and the bare
 * 'other' choice dropped (its text is the custom entry).
 */
export function describeShoppingParty(party: readonly string[]): string[] {
  return party.flatMap((member) =>
    member === 'alone' ? ['Just the bride'] : partyMemberNames([member], capitaliseWords),
  );
}

/** Her feelings' labels, with what she typed in place of 'Other'. */
export function describeFeelings(feelings: readonly string[] | string, customFeeling: string): string {
  const list = typeof feelings === 'string' ? (feelings ? [feelings] : []) : feelings;
  const custom = customFeeling.trim();
  const labels = list.flatMap((feeling) => {
    if (feeling === 'other') return custom ? [custom] : [];
    return [optionLabel(feelingOptions, feeling) ?? capitaliseWords(feeling)];
  });
  if (custom && !list.includes('other')) labels.push(custom);
  return labels.join(', ');
}

/** 'Ava Marie Stone' -> 'AS'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
  return (first + last).toUpperCase();
}
