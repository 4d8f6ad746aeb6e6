import type { Redis } from 'ioredis';
import type { Logger } from '../logging/create-logger';
import { dashboardVersionChannel, readDashboardVersion } from './dashboard-version';

export interface DashboardVersionCacheOptions {
  /** The API's connection, for the counters this replica has not seen yet. */
  redis: Redis;
  /** A connection of its own: a subscribed connection can do nothing else. */
  subscriber: Redis;
  /** The deployment's REDIS_PREFIX. */
  prefix: string;
  logger?: Pick<Logger, 'warn' | 'info'>;
  /**
   * However well the subscription holds, a counter is read again from Redis this long after it
   * was last read or announced, so a change lost in some way nobody foresaw shows within it.
   */
  maxAgeMs?: number;
  /** Beyond this many boutiques, forget them all (each is read again on its next poll). */
  maxEntries?: number;
  now?: () => number;
}

interface Known {
  value: bigint;
  text: string;
  at: number;
}

/**
 * The boutiques' dashboard change counters, kept in memory so an unchanged poll needs no Redis
 * round trip. markDashboardChanged announces each bump on a Redis channel in the same script that
 * makes it, and every replica's subscriber takes the new value before that write has even
 * answered its caller, so the next poll on any replica sees the change. While the subscription is
 * down (not yet made, or Redis gone) nothing is kept: every poll reads Redis, as without a cache.
 */
export class DashboardVersionCache {
  readonly #options: Required<Omit<DashboardVersionCacheOptions, 'logger'>> &
    Pick<DashboardVersionCacheOptions, 'logger'>;
  readonly #known = new Map<number, Known>();
  #subscribed = false;
  /** Bumped whenever what is known is dropped, so a read begun before cannot store an old value. */
  #generation = 0;
  #stopped = false;

  constructor(options: DashboardVersionCacheOptions) {
    this.#options = { maxAgeMs: 5_000, maxEntries: 50_000, now: Date.now, ...options };
  }

  /** Subscribes in the background (and again after each reconnection); never throws. */
  start(): void {
    const { subscriber, prefix, logger } = this.#options;
    const channel = dashboardVersionChannel(prefix);
    subscriber.on('message', (from: string, message: string) => {
      if (from === channel) this.#announced(message);
    });
    // Announcements made while the connection was down are lost: forget everything until
    // the subscription is back.
    subscriber.on('close', () => this.#drop());
    subscriber.on('error', (error: Error) => logger?.warn({ err: error }, 'dashboard version subscription error'));
    const subscribe = () => {
      if (this.#stopped) return;
      subscriber
        .subscribe(channel)
        .then(() => {
          if (this.#stopped) return;
          this.#drop();
          this.#subscribed = true;
        })
        .catch((error: unknown) => logger?.warn({ err: error }, 'dashboard version subscription failed'));
    };
    subscriber.on('ready', subscribe);
    if (subscriber.status === 'ready') subscribe();
  }

  /** The counter, when this replica knows it; undefined means: read it (readVersion). */
  peek(boutiqueId: number): string | undefined {
    if (!this.#subscribed) return undefined;
    const known = this.#known.get(boutiqueId);
    if (!known || this.#options.now() - known.at >= this.#options.maxAgeMs) return undefined;
    return known.text;
  }

  /** The counter, from memory when known, else from Redis (and then kept). Throws when Redis does not answer. */
  async read(boutiqueId: number): Promise<string> {
    const known = this.peek(boutiqueId);
    if (known !== undefined) return known;
    const generation = this.#generation;
    const { redis, prefix } = this.#options;
    const text = await readDashboardVersion({ redis, prefix, boutiqueId });
    if (this.#subscribed && generation === this.#generation) this.#remember(boutiqueId, text);
    return text;
  }

  /** A new value this process made itself (markDashboardChanged's answer). */
  learn(boutiqueId: number, text: string): void {
    if (this.#subscribed && /^\d+$/.test(text)) this.#remember(boutiqueId, text);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    this.#drop();
    this.#options.subscriber.disconnect();
  }

  #announced(message: string): void {
    const match = /^(\d+):(\d+)$/.exec(message);
    if (!match || !this.#subscribed) return;
    this.#remember(Number(match[1]), match[2]!);
  }

  /** Counters only grow: an answer that left Redis before an announcement must not undo it. */
  #remember(boutiqueId: number, text: string): void {
    const value = BigInt(text);
    const known = this.#known.get(boutiqueId);
    if (known && known.value > value) return;
    if (!known && this.#known.size >= this.#options.maxEntries) this.#known.clear();
    this.#known.set(boutiqueId, { value, text, at: this.#options.now() });
  }

  #drop(): void {
    this.#subscribed = false;
    this.#generation += 1;
    this.#known.clear();
  }
}
