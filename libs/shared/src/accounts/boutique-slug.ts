/**
 * The URL-safe form of a boutique's name ("Belle & Veil, Portland" -> "belle-veil-portland"), or
 * '' when nothing of it is left. Sign-up makes slugs with it, and the survey page reads a typed
 * boutique name with it, so the two always agree.
 */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
}
