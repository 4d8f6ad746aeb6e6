import { demoBoutiqueSlug } from '@bridal/shared/accounts/account-types';
import { slugOf } from '@bridal/shared/accounts/boutique-slug';

const reservedSlugs = new Set([demoBoutiqueSlug, 'admin', 'api', 'survey', 'consultant', 'login', 'signup']);

/** A URL-safe slug from a boutique's name: "Belle & Veil, Portland" -> "belle-veil-portland". */
export function slugify(name: string): string {
  return slugOf(name) || 'boutique';
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
