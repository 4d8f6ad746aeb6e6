import { describe, expect, it } from '@jest/globals';
import { cookieIsSecure, parseServerEnv, webhookSettingsOf } from './server-env';

describe('server configuration', () => {
  it('has working defaults for a local machine', () => {
    const env = parseServerEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/bridal_coach');
    expect(env.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(env.FOLLOW_UP_DAY_SECONDS).toBe(86400);
  });

  it.each([
    ['PORT', 'abc'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['REDIS_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'maybe'],
    ['SMTP_URL', 'http://mail'],
    ['FOLLOW_UP_DAY_SECONDS', '0'],
    ['FOLLOW_UP_DAY_SECONDS', '86401'],
  ])('a bad %s stops start-up with a message naming it', (name, value) => {
    expect(() => parseServerEnv({ [name]: value })).toThrow(new RegExp(`^Invalid configuration: ${name}:`));
  });

  it('points links at the port the API listens on when PUBLIC_URL is unset', () => {
    expect(parseServerEnv({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(parseServerEnv({ PORT: '3900' }).PUBLIC_URL).toBe('http://localhost:3900');
    expect(parseServerEnv({ PORT: '3900', PUBLIC_URL: '' }).PUBLIC_URL).toBe('http://localhost:3900');
  });

  it('takes an explicit PUBLIC_URL over the port', () => {
    expect(parseServerEnv({ PORT: '3900', PUBLIC_URL: 'https://coach.example.com' }).PUBLIC_URL).toBe(
      'https://coach.example.com',
    );
    expect(() => parseServerEnv({ PUBLIC_URL: 'ftp://coach.example.com' })).toThrow(
      /^Invalid configuration: PUBLIC_URL: must be a http: or https: URL/,
    );
  });

  it('marks cookies Secure when the public address is HTTPS', () => {
    expect(cookieIsSecure(parseServerEnv({ PUBLIC_URL: 'https://app.example.com' }))).toBe(true);
    expect(cookieIsSecure(parseServerEnv({ PUBLIC_URL: 'http://localhost:3000' }))).toBe(false);
  });
});

describe('the webhook settings', () => {
  const settingsOf = (source: Record<string, string>) => webhookSettingsOf(parseServerEnv(source));

  it("retry after Standard Webhooks' schedule by default, refuse private addresses, and give up after 10 s", () => {
    expect(settingsOf({})).toEqual({
      allowPrivateAddresses: false,
      timeoutMs: 10_000,
      retryDelaysMs: [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000],
      disableAfterFailedDeliveries: 3,
      disableAfterFailingMs: 24 * 3_600_000,
    });
  });

  it('take a schedule of their own, and refuse one that is not a list of seconds', () => {
    expect(
      settingsOf({ WEBHOOK_RETRY_SCHEDULE_SECONDS: '0, 1,2', WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true' }),
    ).toMatchObject({ retryDelaysMs: [0, 1_000, 2_000], allowPrivateAddresses: true });
    expect(() => parseServerEnv({ WEBHOOK_RETRY_SCHEDULE_SECONDS: '5m,1h' })).toThrow(
      'WEBHOOK_RETRY_SCHEDULE_SECONDS: must be up to 20 whole numbers of seconds, separated by commas',
    );
    expect(() => parseServerEnv({ WEBHOOK_RETRY_SCHEDULE_SECONDS: '90000' })).toThrow(
      'WEBHOOK_RETRY_SCHEDULE_SECONDS: each pause must be at most 86400 seconds',
    );
    expect(() => parseServerEnv({ WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'maybe' })).toThrow(
      'WEBHOOKS_ALLOW_PRIVATE_ADDRESSES',
    );
  });
});
