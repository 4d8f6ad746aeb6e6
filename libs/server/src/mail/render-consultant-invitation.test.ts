import { describe, expect, it } from '@jest/globals';
import { consultantSignupUrl, renderConsultantInvitation } from './render-consultant-invitation';

const invitation = {
  name: 'Maya <Lind>',
  boutiqueName: 'Hollis & Daughters Bridal',
  token: 'abc_DEF-123',
  expiresAt: new Date('2026-03-09T15:00:00Z'),
  publicUrl: 'https://coach.example.com',
};

describe('the consultant invitation e-mail', () => {
  it('names the boutique, her username and the expiry, and links to the sign-up page with the token', () => {
    const mail = renderConsultantInvitation(invitation);
    expect(mail.subject).toBe("You're invited to join your boutique's team on Bridal Coach");
    expect(mail.text).toContain('Hi Maya <Lind>,');
    expect(mail.text).toContain('Hollis & Daughters Bridal has invited you to join their team');
    expect(mail.text).toContain('Your username is the e-mail address this invitation was sent to.');
    expect(mail.text).toContain('expires on March 9, 2026');
    expect(mail.text).toContain('Set up my account: https://coach.example.com/consultant-signup?token=abc_DEF-123');
    expect(mail.html).toContain('href="https://coach.example.com/consultant-signup?token=abc_DEF-123"');
  });

  it('escapes what the boutique and the admin typed in the HTML version', () => {
    const mail = renderConsultantInvitation(invitation);
    expect(mail.html).toContain('Hi Maya &#60;Lind&#62;,');
    expect(mail.html).toContain('Hollis &#38; Daughters Bridal has invited you');
    expect(mail.html).not.toContain('<Lind>');
  });

  it('keeps the token whole in the link, whatever its characters', () => {
    expect(consultantSignupUrl('http://localhost:3000', 'a+b/c=')).toBe(
      'http://localhost:3000/consultant-signup?token=a%2Bb%2Fc%3D',
    );
  });
});
