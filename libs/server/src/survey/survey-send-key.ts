import { createHmac } from 'node:crypto';
import { hashToken } from '../auth/tokens';

/** The key as stored with the bride: hashed, as every token is, and alike in either case. */
export const surveySendKeyHash = (sendKey: string): Buffer => hashToken(sendKey.toLowerCase());

/**
 * Her booking link's token when her survey came with a send key: made from the key, which the
 * database keeps only hashed, so a send answered again gives back the very link the first one gave
 * while no token is kept in plain. The boutique is part of it: one key in two boutiques is two links.
 */
export function bookTokenOfSendKey(sendKey: string, boutiqueId: number): string {
  return createHmac('sha256', sendKey.toLowerCase()).update(`book-link:${boutiqueId}`).digest('base64url');
}
