/** A number as Twilio takes it (E.164): '+', a country code, at most 15 digits. */
export const e164Pattern = /^\+[1-9]\d{7,14}$/;

/**
 * Her number as typed ('+1 (212) 555-0100') in E.164, or undefined when it has no country code:
 * texts need one, and guessing the country would text a stranger.
 */
export function toE164(typed: string): string | undefined {
  const trimmed = typed.trim();
  if (!trimmed.startsWith('+')) return undefined;
  const compact = `+${trimmed.slice(1).replace(/[\s().-]/g, '')}`;
  return e164Pattern.test(compact) ? compact : undefined;
}
