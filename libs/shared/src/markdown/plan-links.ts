/**
 * An absolute http(s) address in one spelling (parentheses encoded, so it also fits a markdown
 * link), or null for anything else: relative paths, javascript:, data:, mailto:, nonsense.
 */
export function normalizeWebLink(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.href.replace(/\(/g, '%28').replace(/\)/g, '%29');
  } catch {
    return null;
  }
}

/**
 * Whether a link in a plan or in advice may stay a link: only when it goes to one of the given
 * addresses (her venue's website, her Pinterest board), however each is spelled.
 */
export function isAllowedLink(
  href: string | null | undefined,
  allowed: readonly (string | null | undefined)[],
): boolean {
  const link = normalizeWebLink(href);
  return link !== null && allowed.some((entry) => normalizeWebLink(entry) === link);
}
