import { describe, expect, it } from '@jest/globals';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { AccountDetails } from '@bridal/shared/accounts/account-details';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

const render = (node: ReactNode) => renderToStaticMarkup(<ChakraProvider value={defaultSystem}>{node}</ChakraProvider>);

const account: AccountDetails = {
  name: 'Margot Ellery',
  email: 'margot@example.com',
  phone: '2075550177',
  pendingEmail: null,
  emailConfirmed: true,
  userRole: 'boutique_owner',
  boutique: { name: 'Ellery Bridal', address: '7 Wharf Street', phone: '2075550177' },
};

describe('the account forms', () => {
  it('fill her details in, and say when a new address waits for its link', () => {
    const html = render(<ProfileForm account={account} />);
    expect(html).toMatch(/<input[^>]*name="email"[^>]*value="margot@example.com"/);
    expect(html).not.toContain('We sent a link to');
    const waiting = render(<ProfileForm account={{ ...account, pendingEmail: 'margot@new.example.com' }} />);
    expect(waiting).toContain('We sent a link to margot@new.example.com.');
  });

  it('ask for her current password beside her e-mail, empty, as a password manager expects', () => {
    const html = render(<ProfileForm account={account} />);
    expect(html).toMatch(/<input[^>]*autocomplete="current-password"[^>]*name="currentPassword"[^>]*value=""/i);
    expect(html).toContain('Needed only to change your e-mail address.');
  });

  it('ask for the current password, then the new one twice, as a password manager expects', () => {
    const html = render(<PasswordForm />);
    expect(html).toMatch(/autocomplete="current-password"[^>]*name="currentPassword"/i);
    expect(html.match(/autocomplete="new-password"/gi)).toHaveLength(2);
    expect(html).toContain('Change Password');
  });
});
