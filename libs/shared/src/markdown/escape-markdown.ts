// Every character that opens or closes markdown syntax within a line: emphasis, code, links,
// pictures, autolinks, raw HTML, headings, quotes, tables and strikethrough. '(' and '!' stay:
// without a '[' they make no link or picture, and names are full of them.
const inlineSyntax = /[\\`*_[\]<>#|~]/g;
// '&' only where it would read as an entity ('&lt;', '&#91;'): 'Smith & Co' keeps its look.
const entityStart = /&(?=#?\w+;)/g;
const asciiPunctuationEscape = /\\([!-/:-@[-`{-~])/g;

/**
 * Typed text (her answers, a dress name, a consultant's note) as markdown that shows exactly that
 * text: '[Confirm](https://evil.example)' stays those characters, never a link, a picture, a
 * heading or HTML. Whitespace runs become one space, so a quote cannot start a block of its own.
 */
export function escapeMarkdown(text: string): string {
  return (
    text
      .replace(/\s+/g, ' ')
      .trim()
      .replace(inlineSyntax, '\\$&')
      .replace(entityStart, '\\&')
      // These only mean something at the start of a line (list items, setext underlines), where a
      // quote may land.
      .replace(/^[-+=]/, '\\$&')
      .replace(/^(\d+)([.)])/, '$1\\$2')
  );
}

/** Escaped markdown back to its text, for a plain-text field built from the same words. */
export function unescapeMarkdown(markdown: string): string {
  return markdown.replace(asciiPunctuationEscape, '$1');
}
