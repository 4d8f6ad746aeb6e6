import { describe, expect, it } from '@jest/globals';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Markdown } from './markdown';

const render = (text: string, headingLevel?: 2 | 3 | 4, links?: string[]) =>
  renderToStaticMarkup(
    <ChakraProvider value={defaultSystem}>
      <Markdown headingLevel={headingLevel} links={links}>
        {text}
      </Markdown>
    </ChakraProvider>,
  );

const board = 'https://www.pinterest.com/maya/boho-beach/';
const venueSite = 'https://villa.example/';

describe('AI markdown', () => {
  it('drops raw HTML instead of putting it in the page', () => {
    const html = render('Hello <script>alert(1)</script> <img src=x onerror="alert(2)"> **there**');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
    expect(html).toContain('<strong>there</strong>');
  });

  it('opens the allowed links in a new tab without access back', () => {
    const html = render(`[Her board](${board}) and [the venue](https://VILLA.example)`, 3, [board, venueSite]);
    expect(html).toMatch(/<a[^>]*href="https:\/\/www\.pinterest\.com\/maya\/boho-beach\/"[^>]*target="_blank"/);
    expect(html).toMatch(/<a[^>]*href="https:\/\/VILLA\.example"/);
    expect(html).toMatch(/rel="noopener noreferrer nofollow"/);
  });

  it('shows any other link as its words, whatever form it takes', () => {
    const html = render(
      [
        '[Confirm your booking](https://evil.example)',
        '<https://evil.example/autolink>',
        '[ref][1]',
        '[1]: https://evil.example/ref',
        `[look-alike](${board}.evil.example)`,
        '[mail](mailto:hi@boutique.example)',
        '<a href="https://evil.example/html">raw</a>',
      ].join('\n\n'),
      3,
      [board, venueSite],
    );
    expect(html).not.toContain('<a');
    expect(html).not.toContain('evil.example"');
    expect(html).toContain('Confirm your booking');
    expect(render(`[Her board](${board})`)).not.toContain('<a');
  });

  it('refuses script, data and relative links, and shows pictures only as their alt text', () => {
    const html = render(
      '[a](javascript:alert(1)) [b](data:text/html,x) [c](/api/x) ![a gown](https://x.example/p.png)',
    );
    expect(html).not.toContain('href');
    expect(html).not.toContain('<img');
    expect(html).toContain('[a gown]');
  });

  it("nests the text's headings under the section that holds it", () => {
    expect(render('## Plan\n\n### Opening')).toMatch(/<h3[^>]*>Plan<\/h3>.*<h4[^>]*>Opening<\/h4>/s);
    expect(render('# Plan\n\n## Opening', 4)).toMatch(/<h4[^>]*>Plan<\/h4>.*<h5[^>]*>Opening<\/h5>/s);
  });
});
