import { describe, expect, it } from '@jest/globals';
import { isAllowedLink, normalizeWebLink } from './plan-links';

describe('plan links', () => {
  const allowed = ['https://www.pinterest.com/maya/boho-beach/', 'https://villa.example/', null];

  it('allows only the given addresses, however they are spelled', () => {
    expect(isAllowedLink('https://www.pinterest.com/maya/boho-beach/', allowed)).toBe(true);
    expect(isAllowedLink('HTTPS://WWW.PINTEREST.COM/maya/boho-beach/', allowed)).toBe(true);
    expect(isAllowedLink('https://villa.example', allowed)).toBe(true);
    expect(isAllowedLink('https://evil.example/', allowed)).toBe(false);
    expect(isAllowedLink('https://www.pinterest.com/maya/other/', allowed)).toBe(false);
    expect(isAllowedLink('', allowed)).toBe(false);
    expect(isAllowedLink('https://evil.example/', [])).toBe(false);
  });

  it('takes only absolute http(s) addresses', () => {
    expect(normalizeWebLink('javascript:alert(1)')).toBeNull();
    expect(normalizeWebLink('/api/x')).toBeNull();
    expect(normalizeWebLink('mailto:a@b.example')).toBeNull();
    expect(normalizeWebLink('https://a.example/x (y)')).toBe('https://a.example/x%20%28y%29');
  });
});
