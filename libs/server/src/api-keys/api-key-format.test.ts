import { describe, expect, it } from '@jest/globals';
import { bearerTokenOf, createApiKeySecret, hashApiKey, parseApiKey } from './api-key-format';

describe('an API key', () => {
  it('reads bc_, a 12-character lookup and 256 random bits, and is shown by its prefix', () => {
    const key = createApiKeySecret();
    expect(key.secret).toMatch(/^bc_[a-z0-9]{12}_[A-Za-z0-9_-]{43}$/);
    expect(key.prefix).toBe(`bc_${key.lookup}`);
    expect(key.secret.startsWith(`${key.prefix}_`)).toBe(true);
    expect(parseApiKey(key.secret)).toEqual({ lookup: key.lookup });
  });

  it('is stored as the SHA-256 of the whole key, which the key alone reproduces', () => {
    const key = createApiKeySecret();
    expect(key.hash).toEqual(hashApiKey(key.secret));
    expect(key.hash).toHaveLength(32);
    expect(hashApiKey(`${key.secret.slice(0, -1)}x`)).not.toEqual(key.hash);
  });

  it('is never the same twice', () => {
    const keys = Array.from({ length: 50 }, () => createApiKeySecret());
    expect(new Set(keys.map((key) => key.secret)).size).toBe(50);
    expect(new Set(keys.map((key) => key.lookup)).size).toBe(50);
  });

  it('refuses malformed keys before any lookup', () => {
    const { secret } = createApiKeySecret();
    for (const bad of [
      '',
      'bc_',
      secret.slice(0, -1),
      `${secret}x`,
      secret.replace('bc_', 'bx_'),
      secret.toUpperCase(),
      `bc_ABCDEFGHIJKL_${'a'.repeat(43)}`,
      `bc_abcdefghijk_${'a'.repeat(44)}`,
      ` ${secret}`,
      `${secret}\n`,
    ]) {
      expect(parseApiKey(bad)).toBeUndefined();
    }
  });
});

describe('the Authorization header', () => {
  it('carries a key only with the Bearer scheme', () => {
    expect(bearerTokenOf(undefined)).toBeUndefined();
    expect(bearerTokenOf('Basic dXNlcjpwYXNz')).toBeUndefined();
    expect(bearerTokenOf('Bearer bc_key')).toBe('bc_key');
    expect(bearerTokenOf('bearer   bc_key ')).toBe('bc_key');
    expect(bearerTokenOf('Bearer')).toBe('');
    expect(bearerTokenOf('Bearerbc_key')).toBeUndefined();
  });
});
