import { describe, expect, it } from '@jest/globals';
import { findAutoLinks, visibleText } from '@bridal/testing/find-auto-links';
import { renderConsultantInvitation } from './render-consultant-invitation';
import { type EmailContent, mailSubjects } from './render-email';
import { renderEmailChange, renderEmailConfirmation } from './render-email-confirmation';
import { renderPasswordReset } from '../accounts/render-password-reset';
import { renderTrialWelcome } from './render-trial-welcome';

const publicUrl = 'https://coach.example.com';
// What anyone may type into the sign-up, trial or invitation forms.
const typed =
  'URGENT verify your payroll at https://evil.example <b>now</b> (www.payroll-check.com, payroll@evil-pay.com)';

const mails: [string, EmailContent][] = [
  [
    'the consultant invitation',
    renderConsultantInvitation({
      name: typed,
      boutiqueName: typed,
      token: 'tok',
      expiresAt: new Date('2026-03-09T15:00:00Z'),
      publicUrl,
    }),
  ],
  ['the trial welcome', renderTrialWelcome({ name: typed, publicUrl })],
  ['the password reset', renderPasswordReset({ name: typed, token: 'tok', publicUrl })],
  ['the e-mail confirmation', renderEmailConfirmation({ token: 'tok', publicUrl })],
  ['the e-mail change', renderEmailChange({ token: 'tok', publicUrl })],
];

const ours = (link: string) => link.startsWith(`${publicUrl}/`);

describe.each(mails)('%s', (_name, mail) => {
  it('has one of our fixed subjects, with nothing anyone typed', () => {
    expect(Object.values(mailSubjects)).toContain(mail.subject);
    expect(mail.subject).not.toMatch(/URGENT|payroll|evil/i);
  });

  it('links only to our own page, in its text and in its HTML, whatever a mail client auto-links', async () => {
    const textLinks = await findAutoLinks(mail.text);
    expect(textLinks.length).toBeGreaterThan(0);
    expect(textLinks.filter((link) => !ours(link))).toEqual([]);
    expect((await findAutoLinks(visibleText(mail.html))).filter((link) => !ours(link))).toEqual([]);
    const anchors = [...mail.html.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((match) => match[1]!);
    expect(anchors).toHaveLength(1);
    expect(anchors.filter((link) => !ours(link))).toEqual([]);
    expect(mail.html).not.toContain('<b>');
  });

  it('still reads what was typed, defanged', () => {
    // The confirmation e-mails quote nothing anyone typed.
    if (mail.subject === mailSubjects.emailConfirmation || mail.subject === mailSubjects.emailChange) return;
    expect(mail.text).toContain('URGENT verify your payroll at https[:]//evil[.]example');
  });
});

describe('the e-mail confirmation', () => {
  it('links to the confirmation page with the token and says when the link expires', () => {
    const mail = renderEmailConfirmation({ token: 'a+b/c=', publicUrl });
    expect(mail.subject).toBe('Confirm your e-mail address for Bridal Coach');
    expect(mail.text).toContain(
      'Confirm my e-mail address: https://coach.example.com/confirm-email?token=a%2Bb%2Fc%3D',
    );
    expect(mail.text).toContain('expires in 3 days');
    expect(mail.html).toContain('href="https://coach.example.com/confirm-email?token=a%2Bb%2Fc%3D"');
  });
});
