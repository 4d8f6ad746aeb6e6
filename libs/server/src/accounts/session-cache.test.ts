import { describe, expect, it } from '@jest/globals';
import { SessionCache } from './session-cache';
import type { SessionAccount } from './sessions';

const account = (userId: string, boutiqueId = 1000): SessionAccount =>
  ({ userId, boutiqueId, sessionId: `s-${userId}`, email: `${userId}@example.com` }) as SessionAccount;

describe('SessionCache', () => {
  it('trusts an entry for its lifetime only', () => {
    let now = 0;
    const cache = new SessionCache({ ttlMs: 1000, maxEntries: 10, now: () => now });
    cache.set('a', account('u1'));
    now = 999;
    expect(cache.get('a')?.userId).toBe('u1');
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the oldest entry when full, and forgets by token, user or boutique', () => {
    const cache = new SessionCache({ ttlMs: 60_000, maxEntries: 3 });
    cache.set('a', account('u1'));
    cache.set('b', account('u2'));
    cache.set('c', account('u3', 2000));
    cache.set('d', account('u4', 2000));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(3);
    cache.forgetToken('b');
    expect(cache.get('b')).toBeUndefined();
    cache.forgetWhere((entry) => entry.boutiqueId === 2000);
    expect(cache.size).toBe(0);
  });
});
