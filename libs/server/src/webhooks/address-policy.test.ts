import { describe, expect, it } from '@jest/globals';
import { webhookMessages } from '@bridal/shared/webhooks/webhook-endpoint';
import { ipLiteralOf, isLocalName, isPublicAddress } from './address-policy';
import { checkEndpointUrl } from './check-endpoint-url';

describe('isPublicAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['::1', 'IPv6 loopback'],
    ['10.0.0.5', 'private'],
    ['172.16.3.4', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'cloud metadata (link-local)'],
    ['fe80::1', 'IPv6 link-local'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.100.100.200', 'carrier-grade NAT (a cloud metadata address)'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'IPv6 multicast'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'IPv6 unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['fd00:ec2::254', 'unique-local (a cloud metadata address)'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:10.1.2.3', 'IPv4-mapped private'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['64:ff9b::a00:1', 'NAT64 of a private address'],
    ['2002:7f00:1::', '6to4 of loopback'],
    ['not an address', 'not an address'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '::ffff:93.184.215.14'])('accepts %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('ipLiteralOf and isLocalName', () => {
  it('reads IP literals as URLs write them, and knows localhost by name', () => {
    expect(ipLiteralOf('[::1]')).toBe('::1');
    expect(ipLiteralOf('127.0.0.1')).toBe('127.0.0.1');
    expect(ipLiteralOf('example.com')).toBeUndefined();
    expect(isLocalName('localhost')).toBe(true);
    expect(isLocalName('LOCALHOST.')).toBe(true);
    expect(isLocalName('api.localhost')).toBe(true);
    expect(isLocalName('localhost.example.com')).toBe(false);
  });
});

describe('checkEndpointUrl', () => {
  const refusal = (url: string, allowPrivate = false) =>
    checkEndpointUrl(url, { allowPrivate }).then(
      () => 'accepted',
      (error: Error) => error.message,
    );

  it.each([
    'https://127.0.0.1/hook',
    'https://[::1]/hook',
    'https://10.1.2.3/hook',
    'https://169.254.169.254/latest/meta-data',
    'https://[::ffff:127.0.0.1]/hook',
    'https://0.0.0.0/hook',
    'https://localhost/hook',
    'https://localhost:8443/hook',
  ])('refuses %s as a private address', async (url) => {
    expect(await refusal(url)).toBe(webhookMessages.urlPrivate);
  });

  it('refuses plain http and what is not a URL', async () => {
    expect(await refusal('http://93.184.215.14/hook')).toBe(webhookMessages.urlNotHttps);
    expect(await refusal('ftp://example.com/')).toBe(webhookMessages.urlInvalid);
    expect(await refusal('not a url')).toBe(webhookMessages.urlInvalid);
  });

  it('accepts a public IP over https, and anything http(s) when the operator allows private addresses', async () => {
    expect(await refusal('https://93.184.215.14/hook')).toBe('accepted');
    expect(await refusal('http://127.0.0.1:4000/hook', true)).toBe('accepted');
    expect(await refusal('http://localhost:4000/hook', true)).toBe('accepted');
  });
});
