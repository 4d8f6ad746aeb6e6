import { describe, expect, it } from '@jest/globals';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { ApiKeyView } from '@bridal/shared/api-keys/api-keys';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ApiKeysList } from './api-keys-list';
import { CreateApiKeyForm } from './create-api-key-form';
import { NewApiKeyNotice } from './new-api-key-notice';

const render = (node: ReactNode) => renderToStaticMarkup(<ChakraProvider value={defaultSystem}>{node}</ChakraProvider>);

const key: ApiKeyView = {
  id: 'k1',
  name: 'Calendar sync',
  scope: 'read',
  prefix: 'bc_abcdefghijkl',
  createdAt: '2026-03-03T15:04:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
};

describe('the API keys page', () => {
  it('lists each key by name, scope and prefix, in the boutique zone, with Revoke for a live key', () => {
    const html = render(
      <ApiKeysList
        list={{
          timeZone: 'America/New_York',
          keys: [key, { ...key, id: 'k2', name: 'Old', revokedAt: '2026-03-04T01:00:00.000Z', scope: 'read-write' }],
        }}
      />,
    );
    expect(html).toContain('Calendar sync');
    expect(html).toContain('bc_abcdefghijkl_...');
    expect(html).toContain('Mar 3, 2026, 10:04 AM');
    expect(html).toContain('Never');
    expect(html).toContain('Read and write');
    expect(html).toContain('Revoked Mar 3, 2026, 8:00 PM');
    expect(html.match(/>Revoke</g)).toHaveLength(1);
  });

  it('shows a new key once, with a copy button and the words that it will not be shown again', () => {
    const html = render(<NewApiKeyNotice created={{ key, secret: 'bc_abcdefghijkl_secret' }} onDone={() => {}} />);
    expect(html).toContain('bc_abcdefghijkl_secret');
    expect(html).toContain('It will not be shown again.');
    expect(html).toContain('Copy Key');
  });

  it('asks for a name and a scope, read by default', () => {
    const html = render(<CreateApiKeyForm onCreated={() => {}} />);
    expect(html).toMatch(/<input[^>]*name="name"[^>]*value=""/);
    expect(html).toMatch(/<option value="read" selected="">/);
    expect(html).toContain('Create Key');
  });
});
