import { describe, expect, it } from '@jest/globals';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Markdown } from './markdown';

const render = (text: string, headingLevel?: 2 | 3 | 4) =>
  renderToStaticMarkup(
    <ChakraProvider value={defaultSystem}>
      <Markdown headingLevel={headingLevel}>{text}</Markdown>
    </ChakraProvider>,
  );

describe('AI markdown', () => {
  it('drops raw HTML instead of putting it in the page', () => {
    const html = render('Hello <script>alert(1)</script> <img src=x onerror="alert(2)"> **there**');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
    expect(html).toContain('<strong>there</strong>');
  });

  it('opens web links in a new tab without access back, and keeps mailto links', () => {
    const html = render('[venue](https://venue.example/) and [mail](mailto:hi@boutique.example)');
    expect(html).toMatch(/<a[^>]*href="https:\/\/venue\.example\/"[^>]*target="_blank"/);
    expect(html).toMatch(/rel="noopener noreferrer nofollow"/);
    expect(html).toMatch(/<a[^>]*href="mailto:hi@boutique\.example"/);
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
