import { emailConfirmationMessages } from '@bridal/shared/accounts/email-confirmation';
import { outsideMailMessages } from '@bridal/shared/accounts/outside-mail-messages';
import type { Sql } from '../db/create-sql';
import { AppError } from '../errors/app-error';
import type { Logger } from '../logging/create-logger';
import type { LimitName, RateLimiter } from '../security/rate-limits';

/** An invitation to join the team, or mail to a bride (survey link, appointment, follow-up). */
export type OutsideMailKind = 'invitation' | 'bride';

export interface GuardOutsideMailOptions {
  sql: Sql;
  rateLimiter: RateLimiter;
  boutiqueId: number;
  /** Who asked for the e-mail: the owner is asked to confirm, anyone else to ask her (none: the public). */
  actorUserId?: string;
  kind: OutsideMailKind;
  /** The address the e-mail goes to; a 'check' without one checks the owner and the boutique's budget. */
  to?: string;
  /**
   * 'count' (the default) counts this e-mail. 'check' only refuses what 'count' would refuse now,
   * counting nothing: before a write the e-mail follows, so a refused write spends no budget.
   */
  mode?: 'count' | 'check';
}

/** Hands a counted e-mail back when it was not sent after all (its queueing was refused). */
export interface CountedOutsideMail {
  giveBack(): Promise<void>;
}

const limitsOf: Record<OutsideMailKind, { address: LimitName; boutique: LimitName }> = {
  invitation: { address: 'invitationsByAddress', boutique: 'invitationsByBoutique' },
  bride: { address: 'brideMailByAddress', boutique: 'brideMailByBoutique' },
};

/** Invitations keep the wording their callers already show; bride mail says which limit it met. */
function limitError(kind: OutsideMailKind, which: 'address' | 'boutique', error: unknown): unknown {
  if (kind === 'invitation' || !(error instanceof AppError) || error.code !== 'TOO_MANY_REQUESTS') return error;
  const seconds = error.retryAfterSeconds ?? 60;
  const message = which === 'address' ? outsideMailMessages.recipientLimit : outsideMailMessages.boutiqueLimit;
  return new AppError('TOO_MANY_REQUESTS', message(seconds), { retryAfterSeconds: seconds });
}

/**
 * The one gate of every e-mail the platform writes, on a boutique's behalf, to an address someone
 * typed: anyone may sign up with any address and name the boutique anything. The boutique's owner
 * must have confirmed her own address (read from the database, so a confirmation counts at once),
 * and each e-mail counts against a few a day per recipient (whichever boutique writes) and a day's
 * budget per boutique. Refuses with 403 or 429 and a message that says what to do.
 */
export async function guardOutsideMail(options: GuardOutsideMailOptions): Promise<CountedOutsideMail> {
  const { sql, rateLimiter, boutiqueId, actorUserId, kind } = options;
  const [owner] = await sql<{ id: string; confirmed: boolean }[]>`
    SELECT id, email_confirmed_at IS NOT NULL AS confirmed
    FROM users WHERE boutique_id = ${boutiqueId} AND role = 'owner'
    ORDER BY created_at LIMIT 1`;
  if (!owner?.confirmed) {
    const byOwner = owner?.id === actorUserId;
    if (kind === 'invitation') throw new AppError('FORBIDDEN', emailConfirmationMessages.requiredToInvite);
    throw new AppError(
      'FORBIDDEN',
      byOwner ? outsideMailMessages.confirmYourEmail : outsideMailMessages.ownerMustConfirm,
    );
  }

  const limits = limitsOf[kind];
  const keys = { address: (options.to ?? '').trim().toLowerCase(), boutique: String(boutiqueId) };
  const nothing: CountedOutsideMail = { giveBack: async () => undefined };
  if (options.mode === 'check') {
    for (const which of keys.address ? (['address', 'boutique'] as const) : (['boutique'] as const)) {
      await rateLimiter.check(limits[which], keys[which]).catch((error: unknown) => {
        throw limitError(kind, which, error);
      });
    }
    return nothing;
  }
  if (!keys.address) throw new Error('an e-mail counted against its limits needs its address');
  // The address goes first, so a refusal there spends none of the boutique's budget.
  await rateLimiter.consume(limits.address, keys.address).catch((error: unknown) => {
    throw limitError(kind, 'address', error);
  });
  try {
    await rateLimiter.consume(limits.boutique, keys.boutique);
  } catch (error) {
    await rateLimiter.giveBack(limits.address, keys.address);
    throw limitError(kind, 'boutique', error);
  }
  return {
    giveBack: async () => {
      await rateLimiter.giveBack(limits.address, keys.address);
      await rateLimiter.giveBack(limits.boutique, keys.boutique);
    },
  };
}

/**
 * For an e-mail that follows a write which stands either way (a cancellation, a bride booking
 * through her link): counts it and answers true, or answers false (logged) where the guard refuses.
 */
export async function outsideMailAllowed(
  options: GuardOutsideMailOptions & { logger: Logger; context: Record<string, unknown> },
): Promise<boolean> {
  const { logger, context, ...guard } = options;
  try {
    await guardOutsideMail(guard);
    return true;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    logger.warn({ ...context, boutiqueId: guard.boutiqueId, reason: error.message }, 'e-mail to a bride withheld');
    return false;
  }
}
