import type { Redis } from 'ioredis';

/**
 * The boutique's time zone kept in Redis for the dashboard's ETag: today's appointments roll
 * over at the boutique's local midnight, and a 304 poll must know that date without asking
 * PostgreSQL. Written by each full dashboard read; it lapses after an hour, so a changed zone
 * is picked up without anyone clearing it (the settings save may also drop it: forgetBoutiqueZone).
 */
export interface BoutiqueZoneCacheOptions {
  redis: Redis;
  /** The deployment's REDIS_PREFIX. */
  prefix: string;
  boutiqueId: number;
}

export const boutiqueZoneKey = (prefix: string, boutiqueId: number) => `${prefix}:boutique-zone:${boutiqueId}`;
export const boutiqueZoneTtlSeconds = 3_600;

/** The cached zone, or null when none is cached; throws when Redis does not answer. */
export async function readCachedBoutiqueZone({ redis, prefix, boutiqueId }: BoutiqueZoneCacheOptions) {
  return redis.get(boutiqueZoneKey(prefix, boutiqueId));
}

export async function cacheBoutiqueZone(options: BoutiqueZoneCacheOptions, timeZone: string): Promise<void> {
  await options.redis.set(boutiqueZoneKey(options.prefix, options.boutiqueId), timeZone, 'EX', boutiqueZoneTtlSeconds);
}

export async function forgetBoutiqueZone(options: BoutiqueZoneCacheOptions): Promise<void> {
  await options.redis.del(boutiqueZoneKey(options.prefix, options.boutiqueId));
}
