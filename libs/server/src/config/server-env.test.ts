import { describe, expect, it } from '@jest/globals';
import { cookieIsSecure, parseServerEnv } from './server-env';

describe('server configuration', () => {
  it('has working defaults for a local machine', () => {
    const env = parseServerEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/bridal_coach');
    expect(env.REDIS_URL).toBe('redis://127.0.0.1:6379');
  });

  it.each([
    ['PORT', 'abc'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['REDIS_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'maybe'],
    ['SMTP_URL', 'http://mail'],
  ])('a bad %s stops start-up with a message naming it', (name, value) => {
    expect(() => parseServerEnv({ [name]: value })).toThrow(new RegExp(`^Invalid configuration: ${name}:`));
  });

  it('marks cookies Secure when the public address is HTTPS', () => {
    expect(cookieIsSecure(parseServerEnv({ PUBLIC_URL: 'https://app.example.com' }))).toBe(true);
    expect(cookieIsSecure(parseServerEnv({ PUBLIC_URL: 'http://localhost:3000' }))).toBe(false);
  });
});
