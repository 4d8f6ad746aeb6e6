import { describe, expect, it } from '@jest/globals';
import { markdownLinks, markdownText } from '@bridal/testing/markdown-nodes';
import { keepAllowedLinks } from './keep-allowed-links';

const board = 'https://www.pinterest.com/maya/boho-beach/';

describe('keepAllowedLinks', () => {
  it('turns other links and pictures into their text, and keeps the allowed ones', () => {
    const markdown = keepAllowedLinks(
      `## Her board\n\n[Her board](${board}) and [Confirm your booking](https://evil.example "Go").\n\n![x](https://evil.example/p.png)`,
      [board],
    );
    expect(markdownLinks(markdown)).toEqual([board]);
    expect(markdownText(markdown)).toContain('Confirm your booking');
    expect(markdown).toContain('## Her board');
  });

  it.each([
    '<a href="https://evil.example">Confirm</a>',
    '<https://evil.example>',
    '[Confirm][1]\n\n[1]: https://evil.example',
    '[Confirm]\n\n[Confirm]: https://evil.example',
    '[a [nested]](https://evil.example)',
    '[x](<https://evil.example/a b>)',
    '[![x](https://evil.example/p.png)](https://evil.example)',
    '\\\\[x](https://evil.example)',
    '- a `\n- [x](https://evil.example) `',
    '`\n\n[x](https://evil.example)\n\n`',
    `[Confirm](${board}.evil.example)`,
    '[Confirm](javascript:alert(1))',
  ])('leaves nothing to render as a link in %j', (text) => {
    expect(markdownLinks(keepAllowedLinks(text, [board]))).toEqual([]);
  });

  it('keeps code spans, emphasis and lists as they are', () => {
    const text = '**Bold** and *em*\n\n- one `[x](y)`\n- two';
    expect(keepAllowedLinks(text, [])).toBe(text);
  });
});
