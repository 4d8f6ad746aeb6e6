import { describe, expect, it } from '@jest/globals';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import ConfirmEmailPage from './confirm-email-page';

const render = (path: string) =>
  renderToStaticMarkup(
    <ChakraProvider value={defaultSystem}>
      <MemoryRouter initialEntries={[path]}>
        <ConfirmEmailPage />
      </MemoryRouter>
    </ChakraProvider>,
  );

describe('the confirm-email page', () => {
  it('confirms the token it is opened with, saying so while it waits', () => {
    const html = render('/confirm-email?token=abc_DEF-123');
    expect(html).toMatch(/<h1[^>]*>Confirm Your E-mail<\/h1>/);
    expect(html).toContain('Confirming your e-mail address...');
  });

  it('says the link is invalid when it has no token, and leads to the login', () => {
    const html = render('/confirm-email');
    expect(html).toContain(
      'This confirmation link is invalid or has expired. Log in and send yourself a new one from your dashboard.',
    );
    expect(html).toMatch(/<a[^>]*href="\/login"[^>]*>Log In<\/a>/);
    expect(html).not.toContain('Confirming');
  });
});
