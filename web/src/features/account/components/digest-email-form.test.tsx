import { describe, expect, it } from '@jest/globals';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DigestEmailForm } from './digest-email-form';

const render = (optOut: boolean) =>
  renderToStaticMarkup(
    <ChakraProvider value={defaultSystem}>
      <DigestEmailForm setting={{ optOut }} />
    </ChakraProvider>,
  );

describe('the weekly coaching e-mail setting', () => {
  it('is a switch, on unless she opted out, that says the page stays either way', () => {
    const on = render(false);
    expect(on).toMatch(/<input[^>]*type="checkbox"[^>]*role="switch"[^>]*checked=""/);
    expect(on).toContain('Weekly coaching e-mail');
    expect(on).toContain('Off: the digest stays on its page, with no e-mail.');
    expect(on).toContain('Save E-mail Setting');
    expect(render(true)).not.toMatch(/<input[^>]*type="checkbox"[^>]*checked=""/);
  });
});
