import { changePassword } from '@bridal/server/accounts/change-password';
import { readAccountDetails } from '@bridal/server/accounts/read-account-details';
import { revokeUserSessions } from '@bridal/server/accounts/sessions';
import { updateBoutiqueDetails } from '@bridal/server/accounts/update-boutique-details';
import { updateOwnProfile } from '@bridal/server/accounts/update-own-profile';
import { verifyCurrentPassword } from '@bridal/server/accounts/verify-current-password';
import { AppError } from '@bridal/server/errors/app-error';
import { accountMessages } from '@bridal/shared/accounts/account-details';
import { validateWithSchema } from '@bridal/server/errors/validate-with-schema';
import {
  changePasswordRequestSchema,
  updateBoutiqueSchema,
  updateProfileSchema,
} from '@bridal/shared/accounts/account-schemas';
import type { OkResponse } from '@bridal/shared/api/ok-response';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { countEmailChange } from '../../http/count-email-change';
import { dashboardChangesOf } from '../../http/dashboard-changes';
import { checkPasswordUnderLoginLimits } from '../../http/password-attempts';
import { queueMail, requireMailQueue } from '../../http/queue-mail';
import { readJsonBody } from '../../http/read-json-body';
import { requireAdmin } from '../../http/require-role';
import { clearSessionCookie, requireAccount } from '../../middleware/session';

type Ctx = Context<AppEnv>;

/** This replica's cached sessions of hers show a change now; the database tells the other replicas. */
const forgetUserSessions = (c: Ctx, userId: string) =>
  c.var.deps.sessionCache?.forgetWhere((cached) => cached.userId === userId);

/** GET /api/account: her own details and her boutique's. */
export async function getAccountHandler(c: Ctx) {
  const account = requireAccount(c);
  return c.json(await readAccountDetails({ sql: c.var.deps.sql, userId: account.userId }));
}

/**
 * A new login address takes her current password, counted like a failed login when wrong (400 on
 * the field either way), so a session alone cannot move the account elsewhere.
 */
async function requirePasswordForEmailChange(c: Ctx, password: string): Promise<void> {
  const account = requireAccount(c);
  if (!password) {
    const message = accountMessages.passwordForEmailChange;
    throw new AppError('BAD_REQUEST', message, { fields: { currentPassword: message } });
  }
  await checkPasswordUnderLoginLimits(c, { email: account.email, refusal: 'BAD_REQUEST' }, () =>
    verifyCurrentPassword({ sql: c.var.deps.sql, userId: account.userId, password }),
  );
}

/**
 * PUT /api/account { name, phone, email, currentPassword }: her name and phone are saved; a
 * different e-mail (with her password) is sent a link and becomes her login once it is opened
 * (POST /api/auth/confirm-email); her current address is told, and her other sessions end.
 */
export async function updateProfileHandler(c: Ctx) {
  const account = requireAccount(c);
  const request = await validateWithSchema(updateProfileSchema, await readJsonBody(c));
  const { newEmail } = await updateOwnProfile({
    sql: c.var.deps.sql,
    userId: account.userId,
    boutiqueId: account.boutiqueId,
    request,
    keepSessionId: account.sessionId,
    dashboardChanges: dashboardChangesOf(c),
    beforeEmailChange: async () => {
      await requirePasswordForEmailChange(c, request.currentPassword);
      await countEmailChange(c, account.userId);
      requireMailQueue(c);
    },
  });
  forgetUserSessions(c, account.userId);
  if (newEmail) {
    // Saved either way: if the link cannot be queued, saving the same address again sends it. The
    // notice goes first, to the address she logs in with until the link is opened.
    await queueMail(c, { kind: 'email-change-notice', userId: account.userId });
    await queueMail(c, { kind: 'email-change', userId: account.userId });
    c.var.logger.info({ userId: account.userId }, 'login address change asked for; other sessions ended');
  }
  return c.json(await readAccountDetails({ sql: c.var.deps.sql, userId: account.userId }));
}

/** PUT /api/account/boutique { name, address, phone } (admins). */
export async function updateBoutiqueHandler(c: Ctx) {
  const account = requireAdmin(c);
  const request = await validateWithSchema(updateBoutiqueSchema, await readJsonBody(c));
  await updateBoutiqueDetails({
    sql: c.var.deps.sql,
    boutiqueId: account.boutiqueId,
    request,
    dashboardChanges: dashboardChangesOf(c),
  });
  c.var.deps.sessionCache?.forgetWhere((cached) => cached.boutiqueId === account.boutiqueId);
  return c.json(await readAccountDetails({ sql: c.var.deps.sql, userId: account.userId }));
}

/**
 * POST /api/account/password { currentPassword, password }: a wrong current password is refused
 * (400) and counted like a failed login; her other sessions end, this one stays.
 */
export async function changePasswordHandler(c: Ctx) {
  const account = requireAccount(c);
  const request = await validateWithSchema(changePasswordRequestSchema, await readJsonBody(c));
  await checkPasswordUnderLoginLimits(c, { email: account.email, refusal: 'BAD_REQUEST' }, () =>
    changePassword({
      sql: c.var.deps.sql,
      userId: account.userId,
      currentPassword: request.currentPassword,
      newPassword: request.password,
      keepSessionId: account.sessionId,
    }),
  );
  forgetUserSessions(c, account.userId);
  c.var.logger.info({ userId: account.userId }, 'password changed; other sessions ended');
  return c.json({ ok: true } satisfies OkResponse);
}

/** POST /api/account/sign-out-everywhere: every session of hers ends, this one too. */
export async function signOutEverywhereHandler(c: Ctx) {
  const account = requireAccount(c);
  await revokeUserSessions(c.var.deps.sql, account.userId);
  forgetUserSessions(c, account.userId);
  clearSessionCookie(c);
  c.var.logger.info({ userId: account.userId }, 'signed out everywhere');
  return c.body(null, 204);
}
