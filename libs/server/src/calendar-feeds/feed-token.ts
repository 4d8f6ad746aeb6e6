import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createToken, hashToken } from '../auth/tokens';

/** 48 random bits that find the row; the 256-bit secret after them is what proves the link. */
const prefixLength = 8;
const tokenPattern = /^[A-Za-z0-9_-]{51}$/;

export interface FeedToken {
  token: string;
  prefix: string;
  hash: Buffer;
}

/** A new feed token: a lookup prefix and a secret, both random (crypto), in base64url. */
export function createFeedToken(): FeedToken {
  const token = randomBytes(6).toString('base64url') + createToken();
  return { token, prefix: token.slice(0, prefixLength), hash: hashToken(token) };
}

/**
 * The token a feed link names, with or without the `.ics` its link ends in (some calendar apps
 * want one), or undefined for anything that cannot be one, which is never looked up.
 */
export function parseFeedToken(value: string): Omit<FeedToken, 'token'> | undefined {
  const token = value.endsWith('.ics') ? value.slice(0, -'.ics'.length) : value;
  if (!tokenPattern.test(token)) return undefined;
  return { prefix: token.slice(0, prefixLength), hash: hashToken(token) };
}

/** Compared in constant time: how long the comparison takes says nothing of the stored hash. */
export const sameHash = (stored: Buffer, given: Buffer) =>
  stored.length === given.length && timingSafeEqual(stored, given);
