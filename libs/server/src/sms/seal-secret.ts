import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * A secret kept at rest (a boutique's provider token) sealed with AES-256-GCM: 'v1.' then the
 * base64url of a 12-byte nonce, the ciphertext and the 16-byte tag. The key (32 bytes) comes from
 * the environment, so a database dump alone does not give the token away.
 */
export function sealSecret(plain: string, key: Buffer): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([nonce, body, cipher.getAuthTag()]).toString('base64url')}`;
}

/** The plain secret; throws when the sealed text was altered or sealed with another key. */
export function openSecret(sealed: string, key: Buffer): string {
  if (!sealed.startsWith('v1.')) throw new Error('unknown sealed secret format');
  const bytes = Buffer.from(sealed.slice(3), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString('utf8');
}
