import { isAllowedLink } from './plan-links';

const asciiPunctuation = /[!-/:-@[-`{-~]/;
// An inline link or picture with a plain label and a destination without spaces: [label](url "title").
const inlineLink = /(!?)\[([^[\]\n]*)\]\(\s*<?([^\s()<>]+)>?(?:\s+(?:"[^"\n]*"|'[^'\n]*'))?\s*\)/y;
const backtickRun = /`+/y;

/** Where the code span opened by `length` backticks closes, on the same line from `from`, or -1. */
function closingRun(text: string, from: number, length: number): number {
  const lineEnd = text.indexOf('\n', from);
  const line = text.slice(from, lineEnd === -1 ? undefined : lineEnd);
  for (const run of line.matchAll(/`+/g)) if (run[0].length === length) return from + run.index;
  return -1;
}

/**
 * Markdown someone else wrote (a model's answer) with its links and pictures turned into their
 * text, except links to the given addresses, and every other '[', ']' and '<' escaped: no link,
 * picture, autolink, reference or raw HTML is left to render. Code spans on one line are kept as
 * they are (nothing in them renders); its other formatting stays.
 */
export function keepAllowedLinks(markdown: string, allowed: readonly (string | null | undefined)[]): string {
  let out = '';
  let index = 0;
  while (index < markdown.length) {
    const char = markdown[index]!;
    const next = markdown[index + 1] ?? '';
    if (char === '\\' && asciiPunctuation.test(next)) {
      out += char + next;
      index += 2;
      continue;
    }
    if (char === '`') {
      backtickRun.lastIndex = index;
      const run = backtickRun.exec(markdown)![0];
      const close = closingRun(markdown, index + run.length, run.length);
      const end = close === -1 ? index + run.length : close + run.length;
      out += markdown.slice(index, end);
      index = end;
      continue;
    }
    if (char === '[' || (char === '!' && next === '[')) {
      inlineLink.lastIndex = index;
      const link = inlineLink.exec(markdown);
      if (link) {
        const [, bang, label = '', href = ''] = link;
        const text = keepAllowedLinks(label, []);
        out += !bang && text.trim() && isAllowedLink(href, allowed) ? `[${text}](${href})` : text;
        index = inlineLink.lastIndex;
        continue;
      }
    }
    out += char === '[' || char === ']' || char === '<' ? `\\${char}` : char;
    index += 1;
  }
  return out;
}
