import { createHash, randomBytes } from 'node:crypto';

/**
 * An API key: `bc_` (so a leaked key is recognised by secret scanners and by people), a lookup of
 * 12 lowercase letters and digits that finds its row, then `_` and 256 random bits (base64url).
 * The lookup is not secret: the list shows it, and it lets the server find the one row whose hash
 * to compare instead of hashing against every key.
 */
const keyPattern = /^bc_([a-z0-9]{12})_([A-Za-z0-9_-]{43})$/;
const lookupAlphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

export interface NewApiKey {
  /** The whole key, for the owner's eyes once. */
  secret: string;
  lookup: string;
  /** What the list shows: `bc_` and the lookup. */
  prefix: string;
  hash: Buffer;
}

export const apiKeyPrefixOf = (lookup: string) => `bc_${lookup}`;

function randomLookup(): string {
  // 36 does not divide 256: bytes past the last whole multiple are drawn again, so every character is equally likely.
  let lookup = '';
  while (lookup.length < 12) {
    for (const byte of randomBytes(16)) {
      if (byte < 252 && lookup.length < 12) lookup += lookupAlphabet[byte % 36];
    }
  }
  return lookup;
}

/**
 * SHA-256, not a password hash such as argon2: the key carries 256 random bits, so no guessing or
 * precomputed table can reverse its hash, and a slow hash would only cost every API request its
 * time. (Passwords are chosen by people and need the slow hash; keys are not.)
 */
export function hashApiKey(key: string): Buffer {
  return createHash('sha256').update(key, 'utf8').digest();
}

export function createApiKeySecret(): NewApiKey {
  const lookup = randomLookup();
  const secret = `${apiKeyPrefixOf(lookup)}_${randomBytes(32).toString('base64url')}`;
  return { secret, lookup, prefix: apiKeyPrefixOf(lookup), hash: hashApiKey(secret) };
}

/** The lookup of a well-formed key, or undefined: a malformed key is refused before any query. */
export function parseApiKey(key: string): { lookup: string } | undefined {
  const match = keyPattern.exec(key);
  return match ? { lookup: match[1]! } : undefined;
}

/**
 * What an `Authorization: Bearer ...` header carries (the scheme read case-insensitively), or
 * undefined for no header or another scheme: a proxy's HTTP Basic login in front of the app is not
 * a key attempt.
 */
export function bearerTokenOf(header: string | undefined): string | undefined {
  const match = /^Bearer(?:[ \t]+(.*))?$/i.exec(header ?? '');
  return match ? (match[1] ?? '').trim() : undefined;
}
