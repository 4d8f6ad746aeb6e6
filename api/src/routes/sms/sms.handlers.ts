import { answerInboundText } from '@bridal/server/appointments/texts/answer-inbound-text';
import { smsSettingsOf } from '@bridal/server/config/server-env';
import { validateWithSchema } from '@bridal/server/errors/validate-with-schema';
import { readSmsSettingsView, saveSmsSettings } from '@bridal/server/sms/save-sms-settings';
import { createTwilioProvider } from '@bridal/server/sms/twilio-provider';
import { apiPaths } from '@bridal/shared/api/api-paths';
import { smsSettingsSchema } from '@bridal/shared/appointments/sms';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { readJsonBody } from '../../http/read-json-body';
import { requireAdmin } from '../../http/require-role';

type Ctx = Context<AppEnv>;

/** The URL Twilio posts a boutique's inbound texts to, as the signature covers it: the public one. */
const inboundUrl = (c: Ctx, boutiqueId: number) =>
  `${c.var.deps.env.PUBLIC_URL.replace(/\/$/, '')}${apiPaths.smsInbound(boutiqueId)}`;

const settingsContext = (c: Ctx, boutiqueId: number) => ({
  encryptionKey: smsSettingsOf(c.var.deps.env).encryptionKey,
  webhookUrl: inboundUrl(c, boutiqueId),
});

/** GET /api/boutique-settings/sms (admins): the account (never its token), reminders, quiet hours. */
export async function getSmsSettingsHandler(c: Ctx) {
  const account = requireAdmin(c);
  return c.json(await readSmsSettingsView(c.var.deps.sql, account.boutiqueId, settingsContext(c, account.boutiqueId)));
}

/** PUT /api/boutique-settings/sms (admins): saves them, the token sealed; an empty token keeps the saved one. */
export async function updateSmsSettingsHandler(c: Ctx) {
  const account = requireAdmin(c);
  const request = await validateWithSchema(smsSettingsSchema, await readJsonBody(c));
  const view = await saveSmsSettings(
    c.var.deps.sql,
    account.boutiqueId,
    request,
    settingsContext(c, account.boutiqueId),
  );
  c.var.logger.info({ boutiqueId: account.boutiqueId, enabled: view.enabled }, 'text message settings saved');
  return c.json(view);
}

/**
 * POST /api/sms/twilio/{boutiqueId}: public, as Twilio posts it (form-encoded). 404 where no
 * boutique has texts on; proven by X-Twilio-Signature with the boutique's own token, else 403 and
 * nothing changes; answered with TwiML (the reply text, or an empty response).
 */
export async function inboundTextHandler(c: Ctx) {
  const raw = c.req.param('boutiqueId') ?? '';
  if (!/^\d{1,9}$/.test(raw)) return c.text('Not found', 404);
  const boutiqueId = Number(raw);
  // Anything but a form (what Twilio sends) has no parameters to sign: it fails the signature.
  const isForm = (c.req.header('content-type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');
  const params = isForm ? Object.fromEntries(new URLSearchParams(await c.req.text())) : {};
  const settings = smsSettingsOf(c.var.deps.env);
  const provider = createTwilioProvider({ apiBase: settings.twilioApiBase });
  const answer = await answerInboundText(
    {
      sql: c.var.deps.sql,
      publicUrl: c.var.deps.env.PUBLIC_URL,
      sms: { provider, encryptionKey: settings.encryptionKey },
    },
    {
      boutiqueId,
      url: inboundUrl(c, boutiqueId),
      signature: isForm ? (c.req.header('x-twilio-signature') ?? '') : '',
      params,
    },
  );
  if (answer.outcome === 'not-found') return c.text('Not found', 404);
  if (answer.outcome === 'forbidden') {
    c.var.logger.warn({ boutiqueId }, "inbound text refused: its signature is not the boutique token's");
    return c.text('Forbidden', 403);
  }
  c.var.logger.info({ boutiqueId, action: answer.action }, 'inbound text answered');
  const document = provider.replyDocument(answer.reply);
  return c.body(document.body, 200, { 'content-type': document.contentType });
}
