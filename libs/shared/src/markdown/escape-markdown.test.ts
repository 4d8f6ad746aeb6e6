import { describe, expect, it } from '@jest/globals';
import { markdownNodeTypes, markdownText } from '@bridal/testing/markdown-nodes';
import { escapeMarkdown, unescapeMarkdown } from './escape-markdown';

const hostile = [
  '[Confirm your booking](https://evil.example)',
  '![x](https://evil.example/p.png)',
  '<a href="https://evil.example">Confirm</a>',
  '<https://evil.example>',
  '[Confirm][1]\n\n[1]: https://evil.example',
  '# Your booking is cancelled',
  '> call us',
  '- one\n- two',
  '1. first',
  '2) second',
  '+ plus',
  '**bold** _em_ `code` ~~gone~~ | a | b |',
  'Tom &amp; Jerry &#91;x&#93;',
  '\\[still text\\](https://evil.example)',
  '---',
];

describe('escapeMarkdown', () => {
  it.each(hostile)('keeps %j as plain text: one paragraph, no link, picture, HTML or heading', (text) => {
    const markdown = escapeMarkdown(text);
    expect([...markdownNodeTypes(markdown)].sort()).toEqual(['paragraph', 'root', 'text']);
    expect(markdownText(markdown)).toBe(text.replace(/\s+/g, ' ').trim());
  });

  it('stays text inside the markdown it is quoted into', () => {
    const markdown = `- Start from her own words: ask her about "${escapeMarkdown('[Confirm](https://evil.example)')}".`;
    expect(markdownNodeTypes(markdown).has('link')).toBe(false);
    expect(markdownText(markdown)).toContain('"[Confirm](https://evil.example)"');
  });

  it('leaves ordinary words alone and can be read back', () => {
    expect(escapeMarkdown("St. Mary's Chapel, Napa")).toBe("St. Mary's Chapel, Napa");
    expect(unescapeMarkdown(escapeMarkdown('[a](b) <i> #1'))).toBe('[a](b) <i> #1');
  });
});
