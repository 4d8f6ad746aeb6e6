// Characters a mail client may read as the dot of a host name: IDNA maps the ideographic and
// full-width ones (and the one-dot leader) to '.'.
const dot = '[.\u3002\uFF0E\uFF61\u2024]';
const at = '[@\uFF20]';
const colon = '[:\uFF1A]';
const wordChar = '[\\p{L}\\p{N}\\p{M}]';

const hostDot = new RegExp(`(?<=\\S)${dot}(?=${wordChar})`, 'gu');
// Also a leading @: some clients link '@name' as a social-media handle.
const addressAt = new RegExp(`${at}(?=\\S)`, 'gu');
const schemeColon = new RegExp(`(?<=[\\p{L}\\p{N}])${colon}(?=\\S)`, 'gu');
// Zero-width and direction marks: invisible, they could split a pattern only to our eyes.
const invisible = /\p{Cf}/gu;
// A Windows share (\\host\share), which some clients open as a link.
const uncPrefix = /\\\\/g;

/**
 * Text someone typed, made unable to become a link in any mail client: the dots of host names,
 * the @ of addresses and the colon of schemes are 'defanged' the way security advisories quote
 * hostile addresses (`https[:]//evil[.]example`), so no auto-linker finds a URL, a domain or an
 * e-mail address in it while a reader still can. Ordinary prose keeps its look ('St. Mary's
 * Bridal'): only a dot, @ or colon with a letter or digit right after it changes.
 */
export function defangLinks(text: string): string {
  return text
    .replace(invisible, '')
    .replace(hostDot, '[.]')
    .replace(addressAt, '[@]')
    .replace(schemeColon, '[:]')
    .replace(uncPrefix, '\\ \\');
}
