import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../errors/app-error';

interface LimitRule {
  points: number;
  durationSeconds: number;
  blockSeconds?: number;
}

/** Limits on the calls an attacker would hammer. */
export const rateLimitRules = {
  // The login limits count every attempt before its password is compared (a burst sent at once is
  // held to the limit) and hand a success's count back, so in effect they count failures.
  // Failed logins for one e-mail from one address: the owner elsewhere is never locked out.
  loginFailuresByAccountAndIp: { points: 5, durationSeconds: 15 * 60, blockSeconds: 15 * 60 },
  // Failed logins from one address, whatever the e-mail (password spraying).
  loginFailuresByIp: { points: 50, durationSeconds: 60 * 60, blockSeconds: 60 * 60 },
  // Failed operator logins (/ops/queues, /metrics) from one address: there is one operator login,
  // so this is the rule of one account from one address above.
  opsLoginFailuresByIp: { points: 5, durationSeconds: 15 * 60, blockSeconds: 15 * 60 },
  forgotPasswordByIp: { points: 10, durationSeconds: 60 * 60 },
  // More reset e-mails than this for one address are silently not sent.
  forgotPasswordByEmail: { points: 3, durationSeconds: 60 * 60 },
  resetPasswordByIp: { points: 20, durationSeconds: 60 * 60 },
  signupByIp: { points: 10, durationSeconds: 60 * 60 },
  // Sign-up answers the same for an address that has an account and e-mails its owner instead:
  // past this many a day for one address, that e-mail is silently not sent.
  signupAttemptMailByAddress: { points: 3, durationSeconds: 24 * 60 * 60 },
  // Changing a team member's e-mail answers whether the new address already has an account, as
  // sign-up does: each change counts (per admin, and per address for many boutiques' admins).
  emailChangesByUser: { points: 10, durationSeconds: 60 * 60 },
  emailChangesByIp: { points: 20, durationSeconds: 60 * 60 },
  trialSignupByIp: { points: 20, durationSeconds: 60 * 60 },
  // The trial's welcome goes to any address the public form is given: past this many a day for one
  // address it is silently not sent (the lead is still stored).
  trialWelcomeByAddress: { points: 3, durationSeconds: 24 * 60 * 60 },
  // A boutique's in-store tablet sends many brides' surveys from one address.
  surveySubmitByIp: { points: 60, durationSeconds: 60 * 60 },
  // Photos sent ahead of those surveys, one request each: six a survey, and room for retries on a
  // weak connection (a retry counts again).
  surveyPhotoByIp: { points: 600, durationSeconds: 60 * 60 },
  // Help and coaching advice may call the model inside the request: one consultant, one budget.
  adviceByUser: { points: 30, durationSeconds: 10 * 60 },
  // A demo visitor's advice (built-in advisor only) per trial.
  adviceByDemoTrial: { points: 30, durationSeconds: 10 * 60 },
  // Invitation links are 256-bit secrets; these only keep a guesser or a flood away.
  invitationLookupByIp: { points: 30, durationSeconds: 60 * 60 },
  acceptInvitationByIp: { points: 20, durationSeconds: 60 * 60 },
  // Invitation e-mails carry text a boutique typed to an address it typed. Each one counts when it
  // is made (an invite, a resend, a pending consultant's new address), so deleting consultants
  // never hands any back.
  invitationsByBoutique: { points: 20, durationSeconds: 24 * 60 * 60 },
  // One address gets a few invitations a day, however many boutiques (or resends) write to it.
  invitationsByAddress: { points: 3, durationSeconds: 24 * 60 * 60 },
  // Mail the staff has sent to a bride's typed address (her survey link, a staff booking, move or
  // cancellation, a follow-up): a few a day to one address, whichever boutique sends them, and a
  // day's budget per boutique, so a throwaway sign-up cannot turn the platform into a mailer.
  brideMailByAddress: { points: 6, durationSeconds: 24 * 60 * 60 },
  brideMailByBoutique: { points: 100, durationSeconds: 24 * 60 * 60 },
  // Confirmation links: asked for again by a signed-in user, and opened from one address.
  emailConfirmationResendByUser: { points: 3, durationSeconds: 60 * 60 },
  confirmEmailByIp: { points: 20, durationSeconds: 60 * 60 },
  // A bride's booking links are 256-bit secrets: opening one, and booking, moving or cancelling
  // with it, from one address (a boutique's tablet books for several brides).
  bookingLinkByIp: { points: 120, durationSeconds: 60 * 60 },
  bookingWriteByIp: { points: 30, durationSeconds: 60 * 60 },
  // Anyone with a survey's booking link types the address her confirmation goes to: one address
  // gets a few bookings a day, however many surveys name it.
  bookingsByAddress: { points: 5, durationSeconds: 24 * 60 * 60 },
  // A follow-up's unsubscribe link is a 256-bit secret too; its one-click POST (RFC 8058) comes from
  // the bride's mail provider, whose few addresses speak for many brides, so the limit is looser.
  unsubscribeByIp: { points: 300, durationSeconds: 60 * 60 },
  // Calendar feed links are secrets too, fetched by calendar services whose few addresses speak for
  // many people: only links that answer nothing count (a revoked one still polled, a guess).
  calendarFeedMissesByIp: { points: 300, durationSeconds: 60 * 60 },
} satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof rateLimitRules;

export interface RateLimiter {
  /** Counts one use; throws 429 when the limit is reached. */
  consume(name: LimitName, key: string): Promise<void>;
  /** Counts one use; answers false instead of throwing. */
  tryConsume(name: LimitName, key: string): Promise<boolean>;
  /** Throws 429 if the key is already over its limit, without counting; else answers the points it has used. */
  check(name: LimitName, key: string): Promise<number>;
  /** Hands one counted use back: an attempt counted up front that turned out not to be a failure. */
  giveBack(name: LimitName, key: string): Promise<void>;
  reset(name: LimitName, key: string): Promise<void>;
}

export const tooManyAttemptsMessage = (seconds: number) =>
  `Too many attempts. Please wait ${Math.max(1, Math.ceil(seconds / 60))} minute(s) and try again.`;

function tooMany(res: RateLimiterRes): AppError {
  const seconds = Math.ceil(res.msBeforeNext / 1000);
  return new AppError('TOO_MANY_REQUESTS', tooManyAttemptsMessage(seconds), { retryAfterSeconds: seconds });
}

export function createRateLimiter(options: { redis: Redis; prefix: string; enabled: boolean }): RateLimiter {
  const limiters = new Map<LimitName, RateLimiterRedis>();
  for (const [name, rule] of Object.entries(rateLimitRules) as [LimitName, LimitRule][]) {
    const shape = { points: rule.points, duration: rule.durationSeconds, blockDuration: rule.blockSeconds ?? 0 };
    limiters.set(
      name,
      new RateLimiterRedis({
        storeClient: options.redis,
        keyPrefix: `${options.prefix}:rl:${name}`,
        ...shape,
        // If Redis is unreachable each process still limits on its own.
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: `mem:${name}`, ...shape }),
      }),
    );
  }
  const limiter = (name: LimitName) => limiters.get(name)!;

  return {
    async consume(name, key) {
      if (!options.enabled) return;
      try {
        await limiter(name).consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw tooMany(error);
        throw error;
      }
    },
    async tryConsume(name, key) {
      if (!options.enabled) return true;
      try {
        await limiter(name).consume(key);
        return true;
      } catch (error) {
        if (error instanceof RateLimiterRes) return false;
        throw error;
      }
    },
    async check(name, key) {
      if (!options.enabled) return 0;
      const res = await limiter(name)
        .get(key)
        .catch(() => null);
      if (res && res.consumedPoints >= rateLimitRules[name].points) throw tooMany(res);
      return res?.consumedPoints ?? 0;
    },
    async giveBack(name, key) {
      if (!options.enabled) return;
      await limiter(name)
        .reward(key, 1)
        .catch(() => undefined);
    },
    async reset(name, key) {
      await limiter(name)
        .delete(key)
        .catch(() => false);
    },
  };
}
