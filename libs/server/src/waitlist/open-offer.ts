import { waitlistMessages } from '@bridal/shared/waitlist/waitlist';
import { hashToken } from '../auth/tokens';
import type { Queryable } from '../db/queryable';
import { AppError } from '../errors/app-error';

/** Our tokens are 32 random bytes in base64url: anything else was never issued. */
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

export interface OfferRow {
  id: string;
  boutiqueId: number;
  entryId: string;
  brideId: string;
  startsAt: Date;
  durationMinutes: number;
  status: 'live' | 'accepted' | 'lapsed' | 'withdrawn';
  expiresAt: Date;
}

/** The offer a token names (locked with `forUpdate`); 404 'not valid' for anything never issued. */
export async function findOffer(sql: Queryable, token: string, forUpdate = false): Promise<OfferRow> {
  if (!tokenShape.test(token)) throw new AppError('NOT_FOUND', waitlistMessages.offerInvalid);
  const [offer] = await sql<OfferRow[]>`
    SELECT o.id, o.boutique_id, o.entry_id, e.bride_id, o.starts_at, o.duration_minutes, o.status, o.expires_at
    FROM waitlist_offers o JOIN waitlist_entries e ON e.id = o.entry_id AND e.boutique_id = o.boutique_id
    WHERE o.token_hash = ${hashToken(token)}
    ${forUpdate ? sql`FOR UPDATE OF o` : sql``}`;
  if (!offer) throw new AppError('NOT_FOUND', waitlistMessages.offerInvalid);
  return offer;
}

/** Its status as she sees it: a live offer past its time has lapsed, whether or not the chore ran. */
export const offerStatus = (offer: OfferRow, now: Date): OfferRow['status'] =>
  offer.status === 'live' && offer.expiresAt.getTime() <= now.getTime() ? 'lapsed' : offer.status;
