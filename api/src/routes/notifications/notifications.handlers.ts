import { clientNotFoundMessage } from '@bridal/shared/brides/client-not-found-message';
import { AppError } from '@bridal/server/errors/app-error';
import { validateWithSchema } from '@bridal/server/errors/validate-with-schema';
import { createConsultantNote } from '@bridal/server/notifications/create-consultant-note';
import { markAllNotificationsRead } from '@bridal/server/notifications/mark-all-notifications-read';
import { markNotificationRead } from '@bridal/server/notifications/mark-notification-read';
import { consultantNoteSchema } from '@bridal/shared/dashboard/consultant-note-schema';
import { markAllReadSchema } from '@bridal/shared/dashboard/mark-all-read-schema';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { dashboardChangesOf } from '../../http/dashboard-changes';
import { readJsonBody } from '../../http/read-json-body';
import { uuidOrNotFound, uuidParam } from '../../http/uuid-param';
import { requireAccount } from '../../middleware/session';

type Ctx = Context<AppEnv>;

export const notificationNotFoundMessage = 'Notification not found';

/** PATCH /api/notifications/{id}/read: any user of the boutique; marking twice is harmless. */
export async function markNotificationReadHandler(c: Ctx) {
  const account = requireAccount(c);
  const outcome = await markNotificationRead({
    sql: c.var.deps.sql,
    boutiqueId: account.boutiqueId,
    notificationId: uuidParam(c, 'id', notificationNotFoundMessage),
    dashboardChanges: dashboardChangesOf(c),
  });
  if (outcome === 'not-found') throw new AppError('NOT_FOUND', notificationNotFoundMessage);
  return c.json({ ok: true });
}

/**
 * POST /api/notifications/read-all { upTo? }: any user of the boutique marks its unread notifications
 * read (those up to upTo when given). The body is optional: a bare POST marks them all.
 */
export async function markAllNotificationsReadHandler(c: Ctx) {
  const account = requireAccount(c);
  const bare = (await c.req.text()).trim() === '';
  const request = await validateWithSchema(markAllReadSchema, bare ? {} : await readJsonBody(c));
  const marked = await markAllNotificationsRead({
    sql: c.var.deps.sql,
    boutiqueId: account.boutiqueId,
    upTo: request.upTo,
    dashboardChanges: dashboardChangesOf(c),
  });
  return c.json({ ok: true, marked });
}

/** POST /api/consultant/notify { brideId, message }: a note about one of the boutique's brides. */
export async function notifyAboutBrideHandler(c: Ctx) {
  const account = requireAccount(c);
  const request = await validateWithSchema(consultantNoteSchema, await readJsonBody(c));
  const notification = await createConsultantNote({
    sql: c.var.deps.sql,
    boutiqueId: account.boutiqueId,
    brideId: uuidOrNotFound(request.brideId, clientNotFoundMessage),
    message: request.message,
    dashboardChanges: dashboardChangesOf(c),
  });
  if (!notification) throw new AppError('NOT_FOUND', clientNotFoundMessage);
  return c.json({ ok: true, notification }, 201);
}
