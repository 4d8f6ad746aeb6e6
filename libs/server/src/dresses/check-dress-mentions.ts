import { type Dress, dressLabel } from './dress';

const fold = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What is wrong with the dresses an answer names: a label that is not one of `allowed`, a
 * "(designer, style X)" reference to a style number not allowed, or an inventory dress outside
 * `allowed` named by its full label or style number. Empty when the answer is clean.
 */
export function checkDressMentions(
  advice: string,
  allowed: readonly Dress[],
  inventory: readonly Dress[],
  labels: readonly string[] = [],
): string[] {
  const problems: string[] = [];
  const allowedLabels = new Set(allowed.map((dress) => fold(dressLabel(dress))));
  const allowedStyles = new Set(allowed.map((dress) => fold(dress.styleNumber)).filter(Boolean));
  for (const label of labels) {
    if (!allowedLabels.has(fold(label))) problems.push(`"${label}" is not one of the dresses offered`);
  }
  for (const match of advice.matchAll(/\(([^()\n]{1,80}),\s*style\s+([^()\n,]{1,40})\)/gi)) {
    const [, designer, style] = match;
    if (!allowedStyles.has(fold(style!)))
      problems.push(`style ${style!.trim()} by ${designer!.trim()} is not one of the dresses offered`);
  }
  const allowedIds = new Set(allowed.map((dress) => dress.id));
  const folded = fold(advice);
  for (const dress of inventory) {
    if (allowedIds.has(dress.id)) continue;
    const label = dressLabel(dress);
    const style = dress.styleNumber.trim();
    const byStyle =
      /\d/.test(style) && style.length >= 3 && new RegExp(`(^|[^\\w])${escape(style)}($|[^\\w])`, 'i').test(advice);
    if (folded.includes(fold(label)) || byStyle) problems.push(`${label} may not be recommended here`);
  }
  return [...new Set(problems)];
}
