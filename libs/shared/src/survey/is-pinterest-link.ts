/**
 * The domains Pinterest serves boards from. An explicit list, because a pattern such as
 * "pinterest.<anything>" also lets in pinterest.eu.org or pinterest.my.id, which anyone can register.
 */
const pinterestDomains = new Set([
  'pinterest.com',
  'pinterest.co.uk',
  'pinterest.ca',
  'pinterest.com.au',
  'pinterest.com.mx',
  'pinterest.de',
  'pinterest.fr',
  'pinterest.es',
  'pinterest.it',
  'pinterest.jp',
  'pinterest.nz',
  'pinterest.ie',
  'pinterest.pt',
  'pinterest.at',
  'pinterest.ch',
  'pinterest.se',
  'pinterest.dk',
  'pinterest.nl',
  'pinterest.cl',
  'pinterest.co.kr',
  'pinterest.ph',
  'pinterest.ru',
]);

/** Pinterest's short links. */
const shortLinkHosts = new Set(['pin.it']);

// "www." or a country edition such as "uk.pinterest.com" or "br.pinterest.com".
const editionPrefix = /^(?:www|[a-z]{2})\./;

function isPinterestHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (shortLinkHosts.has(host) || pinterestDomains.has(host)) return true;
  const withoutPrefix = host.replace(editionPrefix, '');
  return withoutPrefix !== host && pinterestDomains.has(withoutPrefix);
}

/** An http(s) link to one of Pinterest's own domains (or pin.it), with no user name in it. */
export function isPinterestLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      !url.username &&
      !url.password &&
      isPinterestHost(url.hostname)
    );
  } catch {
    return false;
  }
}

// A scheme such as "https:" or "javascript:"; "pinterest.com:443" is a host and port, not a scheme.
const startsWithScheme = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/**
 * What a bride types, as a link: phones' share sheets and people often leave out "https://", so
 * "pinterest.com/you/board" becomes "https://pinterest.com/you/board". Anything with a scheme is
 * left as typed, so "javascript:..." or "ftp://..." is still refused by isPinterestLink.
 */
export function normalisePinterestLink(value: string): string {
  const link = value.trim();
  if (!link || startsWithScheme.test(link)) return link;
  if (link.startsWith('//')) return `https:${link}`;
  return `https://${link}`;
}
