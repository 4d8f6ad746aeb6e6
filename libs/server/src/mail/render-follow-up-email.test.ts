import { describe, expect, it } from '@jest/globals';
import { renderFollowUpEmail } from './render-follow-up-email';

const token = 'T'.repeat(43);
const render = (fields: Partial<Parameters<typeof renderFollowUpEmail>[0]> = {}) =>
  renderFollowUpEmail({
    subject: 'The Aurora, held for you',
    body: 'Dear Nora,\n\nThe Aurora is held for you.\nCall us any time.\n\nWith love, Clara',
    boutiqueName: 'Hollis Bridal Atelier',
    unsubscribeToken: token,
    publicUrl: 'https://app.example.com',
    ...fields,
  });

describe('renderFollowUpEmail', () => {
  it('carries the unsubscribe link in both parts and the RFC 8058 headers', () => {
    const mail = render();
    expect(mail.text).toContain(`https://app.example.com/unsubscribe/${token}`);
    expect(mail.html).toContain(`<a href="https://app.example.com/unsubscribe/${token}">`);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<https://app.example.com/api/unsubscribe/${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('keeps the paragraphs and line breaks of the body, as text and as escaped HTML', () => {
    const mail = render({ body: 'Dear Nora,\r\n\r\nThe <b>Aurora</b> & the Fern.\nSee you soon.' });
    expect(mail.text.startsWith('Dear Nora,\n\nThe <b>Aurora</b> & the Fern.\nSee you soon.\n\n')).toBe(true);
    expect(mail.html).toContain('<p>Dear Nora,</p>');
    expect(mail.html).toContain('<p>The &#60;b&#62;Aurora&#60;/b&#62; &#38; the Fern.<br>See you soon.</p>');
  });

  it('has no images, no tracking pixel and no HTML link but the unsubscribe link', () => {
    const mail = render({ body: 'Look: https://shop.example/x and <img src="https://evil.example/p.gif">' });
    expect(mail.html).not.toMatch(/<img/i);
    expect(mail.html.match(/<a /g)).toHaveLength(1);
  });

  it("keeps the boutique's own words as written: times, prices, abbreviations and its address", () => {
    const body = 'P.S. We open at 10:30; the Aurora is $2,450.00. See hollisbridal.example.';
    expect(render({ body }).text).toContain(body);
  });

  it('makes the typed subject one line', () => {
    expect(render({ subject: '  Visit\r\nBcc: x@evil.example  ' }).subject).toBe('Visit Bcc: x@evil.example');
  });
});
