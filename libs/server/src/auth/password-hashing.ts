import { type Algorithm, hash, verify } from '@node-rs/argon2';

// Algorithm is a const enum, which isolated modules cannot read: 2 is Argon2id.
const argon2id = 2 as Algorithm;

/** OWASP's argon2id parameters: 19 MiB of memory, 2 iterations, 1 lane. */
export const argon2Options = {
  algorithm: argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

// Verified when no account matches, so a login takes as long whether or not the e-mail exists.
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hashPassword('decoy password that matches nothing');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
