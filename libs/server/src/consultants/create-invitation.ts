import { invitationLifetimeDays } from '@bridal/shared/consultants/consultants';
import { createToken, hashToken } from '../auth/tokens';
import type { Queryable } from '../db/queryable';

export interface CreateInvitationOptions {
  tx: Queryable;
  boutiqueId: number;
  userId: string;
}

/**
 * A new invitation row for a pending consultant; answers its id, which is all the mail job carries.
 *
 * Why the row starts with the hash of a token nobody keeps: the plain token must never rest
 * anywhere, neither in PostgreSQL nor in a Redis job (jobs are kept a day after they complete).
 * So, as with password resets, the worker makes the real token at the moment it sends the e-mail
 * (issueInvitationToken) and stores only its hash in place of this one; the link exists only in
 * the e-mail. Until then the invitation opens with no token at all. A retried send makes a new
 * token, so only the newest e-mail's link works.
 */
export async function createInvitation({ tx, boutiqueId, userId }: CreateInvitationOptions): Promise<string> {
  const unusable = hashToken(createToken());
  const [row] = await tx<{ id: string }[]>`
    INSERT INTO invitations (boutique_id, user_id, token_hash, expires_at)
    VALUES (${boutiqueId}, ${userId}, ${unusable}, now() + make_interval(days => ${invitationLifetimeDays}))
    RETURNING id`;
  return row!.id;
}
