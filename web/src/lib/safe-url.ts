const webProtocols = new Set(['http:', 'https:']);

/** The link when it is an absolute http(s) address, else null: AI text and answers never yield a script link. */
export function safeWebUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  try {
    return webProtocols.has(new URL(trimmed).protocol) ? trimmed : null;
  } catch {
    return null;
  }
}

/** A link AI markdown may carry: http(s) or mailto, nothing else (no javascript:, data:, relative paths). */
export function safeMarkdownUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^mailto:/i.test(trimmed)) return /^mailto:[^\s<>"]+$/i.test(trimmed) ? trimmed : null;
  return safeWebUrl(trimmed);
}
