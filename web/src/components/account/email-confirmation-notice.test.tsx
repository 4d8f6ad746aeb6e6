import { describe, expect, it } from '@jest/globals';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { SessionInfo } from '@bridal/shared/accounts/account-types';
import { renderToStaticMarkup } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { sessionKey } from '../../lib/use-session';
import { EmailConfirmationNotice } from './email-confirmation-notice';

const owner: SessionInfo = {
  boutiqueId: 1000,
  boutiqueName: 'Hollis Bridal Atelier',
  userRole: 'boutique_owner',
  userType: 'admin',
  userName: 'Grace Hollis',
  email: 'grace@hollis.example',
  emailConfirmed: false,
};

/** The notice's markup, without the global styles the provider writes. */
const render = (session: SessionInfo | null) =>
  renderToStaticMarkup(
    <ChakraProvider value={defaultSystem}>
      <SWRConfig value={{ fallback: { [sessionKey]: session }, provider: () => new Map() }}>
        <EmailConfirmationNotice />
      </SWRConfig>
    </ChakraProvider>,
  ).replace(/<style[^>]*>.*?<\/style>/gs, '');

describe('the e-mail confirmation notice', () => {
  it('tells an admin whose address is unconfirmed that invitations wait for it, and offers the link again', () => {
    const html = render(owner);
    expect(html).toContain('Please confirm your e-mail address');
    expect(html).toContain(
      'We sent a confirmation link to grace@hollis.example. Open it to start inviting your consultants and e-mailing brides; until then neither can be sent.',
    );
    expect(html).toMatch(/<button[^>]*>Send the link again<\/button>/);
  });

  it('says nothing once the address is confirmed, to a consultant, or without a session', () => {
    expect(render({ ...owner, emailConfirmed: true })).toBe('');
    expect(render({ ...owner, userRole: 'consultant', userType: 'consultant', consultantId: 'c-1' })).toBe('');
    expect(render(null)).toBe('');
  });
});
