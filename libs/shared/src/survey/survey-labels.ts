import { customPartyPrefix, type Option, shoppingPartyOptions } from './survey-options';

/** The label the bride saw for an answer; undefined for a value the options do not hold. */
export const optionLabel = (options: readonly Option[], value: string): string | undefined =>
  options.find((option) => option.value === value)?.label;

/** The labels she saw for her answers, unknown values left out: her vibes, as the survey names them. */
export const optionLabels = (options: readonly Option[], values: readonly string[]): string[] =>
  values.flatMap((value) => {
    const label = optionLabel(options, value);
    return label ? [label] : [];
  });

/**
 * The people she shops with, as her survey names them: 'Mom', 'Aunt June' (what she typed for
 * 'Other', without its prefix). 'Just me' and a bare 'Other' tick name nobody; unknown values are
 * read by `unknown` (left out by default).
 */
export function partyMemberNames(
  party: readonly string[],
  unknown: (value: string) => string | null = () => null,
): string[] {
  return party.flatMap((member) => {
    if (member.startsWith(customPartyPrefix)) {
      const name = member.slice(customPartyPrefix.length).trim();
      return name ? [name] : [];
    }
    if (member === 'alone' || member === 'other') return [];
    const name = optionLabel(shoppingPartyOptions, member) ?? unknown(member);
    return name ? [name] : [];
  });
}
