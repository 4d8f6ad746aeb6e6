import { describe, expect, it } from '@jest/globals';
import { parseServerEnv } from '../config/server-env';
import { isOpsAuthorized, opsCredentialOf } from './ops-credential';

const basic = (userAndPassword: string) => `Basic ${Buffer.from(userAndPassword, 'utf8').toString('base64')}`;

describe('the operator credential', () => {
  it('exists only when OPS_PASSWORD is set, with OPS_USER defaulting to "ops"', () => {
    expect(opsCredentialOf(parseServerEnv({}))).toBeUndefined();
    expect(opsCredentialOf(parseServerEnv({ OPS_PASSWORD: 'long-enough-secret' }))).toEqual({
      username: 'ops',
      password: 'long-enough-secret',
    });
    expect(opsCredentialOf(parseServerEnv({ OPS_USER: 'night-shift', OPS_PASSWORD: 'long-enough-secret' }))).toEqual({
      username: 'night-shift',
      password: 'long-enough-secret',
    });
  });

  it.each([
    ['OPS_PASSWORD', 'short', /OPS_PASSWORD: must be at least 12 characters/],
    ['OPS_USER', 'ops:admin', /OPS_USER: may not hold ":" or spaces/],
    ['WORKER_METRICS_PORT', 'ninety', /WORKER_METRICS_PORT: must be a whole number from 1 to 65535/],
    ['WORKER_METRICS_PORT', '70000', /WORKER_METRICS_PORT: must be at most 65535/],
  ])('a bad %s stops start-up with a message naming it', (name, value, message) => {
    expect(() => parseServerEnv({ [name]: value })).toThrow(message);
  });

  it('takes an optional worker metrics port', () => {
    expect(parseServerEnv({}).WORKER_METRICS_PORT).toBeUndefined();
    expect(parseServerEnv({ WORKER_METRICS_PORT: '9464' }).WORKER_METRICS_PORT).toBe(9464);
  });

  it('accepts the right user and password only', () => {
    const credential = { username: 'ops', password: 'p:ss wörd with colon' };
    expect(isOpsAuthorized(basic('ops:p:ss wörd with colon'), credential)).toBe(true);
    expect(isOpsAuthorized(`basic  ${basic('ops:p:ss wörd with colon').slice(6)}`, credential)).toBe(true);
    for (const refused of [
      undefined,
      '',
      'Basic',
      'Basic !!!',
      `Bearer ${basic('ops:p:ss wörd with colon').slice(6)}`,
      basic('ops'),
      basic('ops:'),
      basic('ops:p:ss wörd with colo'),
      basic('Ops:p:ss wörd with colon'),
      basic(':p:ss wörd with colon'),
    ]) {
      expect({ refused, authorized: isOpsAuthorized(refused, credential) }).toEqual({ refused, authorized: false });
    }
  });
});
