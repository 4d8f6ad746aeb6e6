import type { SessionAccount } from './sessions';

interface Entry {
  account: SessionAccount;
  until: number;
}

export interface SessionCacheOptions {
  /** How long an entry is trusted without asking PostgreSQL again. */
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

/**
 * Sessions seen in the last few seconds, so the dashboards' polls (every 10 s, all day) do not
 * look their session up in PostgreSQL each time. Keys are the hex SHA-256 of the token, as stored.
 * A session deleted or a user changed anywhere is dropped at once, on every API replica, through
 * PostgreSQL notifications (watchSessionChanges); the time limit bounds what a lost notification
 * could cost.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;

  constructor(private readonly options: SessionCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get(tokenHash: string): SessionAccount | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.account;
  }

  set(tokenHash: string, account: SessionAccount): void {
    this.entries.delete(tokenHash);
    // Maps keep insertion order: the first key is the oldest entry.
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    // Never past the session's own end: a session about to expire must not live on in memory.
    const until = Math.min(this.now() + this.options.ttlMs, account.validUntil ?? Number.POSITIVE_INFINITY);
    this.entries.set(tokenHash, { account, until });
  }

  forgetToken(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  forgetWhere(matches: (account: SessionAccount) => boolean): void {
    for (const [key, entry] of this.entries) if (matches(entry.account)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
