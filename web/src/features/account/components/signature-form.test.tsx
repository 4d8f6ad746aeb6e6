import { describe, expect, it } from '@jest/globals';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { ConsultantSignature } from '@bridal/shared/follow-ups/consultant-signature';
import { renderToStaticMarkup } from 'react-dom/server';
import { SignatureForm } from './signature-form';

const clara: ConsultantSignature = {
  signature: 'Clara x\nSenior stylist',
  name: 'Clara Vale',
  boutique: { signature: '', name: 'Ellery Bridal', phone: '(207) 555-0177' },
};

const render = (account: ConsultantSignature) =>
  renderToStaticMarkup(
    <ChakraProvider value={defaultSystem}>
      <SignatureForm account={account} />
    </ChakraProvider>,
  );

/** The preview's text, as the e-mail's last lines. */
const preview = (html: string) =>
  /data-testid="signature-preview"[^>]*>([^<]*)</.exec(html)?.[1]?.replaceAll('&#x27;', "'") ?? '';

describe('the signature form', () => {
  it('fills in her signature and previews how her follow-ups end: closing, her lines, the boutique', () => {
    const html = render(clara);
    expect(html).toMatch(/<textarea[^>]*name="signature"[^>]*>Clara x\nSenior stylist<\/textarea>/);
    expect(preview(html)).toBe('With warm wishes,\nClara x\nSenior stylist\nEllery Bridal\n(207) 555-0177');
    expect(html).toContain('Save Signature');
  });

  it("previews her name when she set none, and the boutique's own signature when it has one", () => {
    const html = render({ ...clara, signature: '', boutique: { ...clara.boutique, signature: '7 Wharf St' } });
    expect(preview(html)).toBe('With warm wishes,\nClara Vale\n7 Wharf St');
    expect(html).toContain('Leave it empty to sign with your name (Clara Vale).');
  });
});
