/** A short markdown section: a heading and its bullets; nothing when there are no bullets. */
export function section(title: string, bullets: readonly (string | null | false | undefined)[]): string[] {
  const lines = bullets.filter((bullet): bullet is string => Boolean(bullet));
  if (lines.length === 0) return [];
  return [`### ${title}`, ...lines.map((line) => (/^(\s*[-*] |\s*\d+\. |> )/.test(line) ? line : `- ${line}`)), ''];
}

/** The advice as one markdown text, without runs of blank lines. */
export function joinAdvice(lines: readonly string[]): string {
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export const clip = (text: string, max: number): string =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
