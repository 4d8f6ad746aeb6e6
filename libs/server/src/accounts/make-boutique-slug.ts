import { demoBoutiqueSlug } from '@bridal/shared/accounts/account-types';

const reservedSlugs = new Set([demoBoutiqueSlug, 'admin', 'api', 'survey', 'consultant', 'login', 'signup']);

/** A URL-safe slug from a boutique's name: "Belle & Veil, Portland" -> "belle-veil-portland". */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'boutique';
}

/** The first free slug among base, base-2, base-3...; reserved words never go to a boutique. */
export function chooseSlug(name: string, taken: ReadonlySet<string>): string {
  const base = slugify(name);
  if (!reservedSlugs.has(base) && !taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
