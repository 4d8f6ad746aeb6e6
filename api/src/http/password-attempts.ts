import { type AppErrorCode, AppError } from '@bridal/server/errors/app-error';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { clientIp } from './client-ip';

/**
 * Runs a password check under the login limits: a wrong current password on the account page
 * counts like a failed login to the same account from the same address, so neither is a way
 * round the other. Each attempt is counted before its password is compared, so a burst sent at
 * once is held to the limit like attempts sent one by one; a success hands its count back, and
 * only the `refusal` of a wrong password is a failure (an outage must not lock anyone out).
 */
export async function checkPasswordUnderLoginLimits<T>(
  c: Context<AppEnv>,
  options: { email: string; refusal: AppErrorCode },
  check: () => Promise<T>,
): Promise<T> {
  const { rateLimiter } = c.var.deps;
  const ip = clientIp(c);
  const accountKey = `${options.email.toLowerCase()}|${ip}`;
  await rateLimiter.consume('loginFailuresByIp', ip);
  try {
    await rateLimiter.consume('loginFailuresByAccountAndIp', accountKey);
  } catch (error) {
    await rateLimiter.giveBack('loginFailuresByIp', ip);
    throw error;
  }
  let result: T;
  try {
    result = await check();
  } catch (error) {
    if (!(error instanceof AppError && error.code === options.refusal)) {
      await rateLimiter.giveBack('loginFailuresByAccountAndIp', accountKey);
      await rateLimiter.giveBack('loginFailuresByIp', ip);
    }
    throw error;
  }
  await rateLimiter.reset('loginFailuresByAccountAndIp', accountKey);
  await rateLimiter.giveBack('loginFailuresByIp', ip);
  return result;
}
