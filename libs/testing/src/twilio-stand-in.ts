import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitUntil } from './wait';

/** A text the stand-in accepted, as the SDK sent it. */
export interface StandInText {
  sid: string;
  accountSid: string;
  to: string;
  from: string;
  body: string;
}

const messagesPath = /^\/2010-04-01\/Accounts\/(AC[0-9a-fA-F]{32})\/Messages\.json$/;
const e164 = /^\+[1-9]\d{7,14}$/;
/** Twilio's magic test number for "invalid 'To'" (its test credentials documentation): answered 21211. */
export const invalidTestNumber = '+15005550001';

/**
 * Twilio's request signature (X-Twilio-Signature) as it documents it: the full URL, then each POST
 * parameter's name and value in name order, HMAC-SHA1 with the auth token, base64.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

const twilioError = (status: number, code: number, message: string) => ({
  code,
  message,
  more_info: `https://www.twilio.com/docs/errors/${code}`,
  status,
});

/**
 * A local stand-in for Twilio's Messages API (POST /2010-04-01/Accounts/{Sid}/Messages.json): it
 * checks HTTP Basic auth against the accounts it knows, reads To, From and Body form-encoded, answers
 * the Message resource JSON (201), or Twilio's error JSON: 20003 for bad credentials, 21211 for a
 * 'To' that is not a valid number (or Twilio's test number +15005550001), 21604 without a body. It keeps every accepted text for tests, and
 * posts signed inbound texts to a webhook as Twilio does.
 */
export async function startTwilioStandIn(accounts: Record<string, string>) {
  const texts: StandInText[] = [];
  const refused: { to: string; code: number }[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const match = messagesPath.exec(new URL(request.url ?? '/', 'http://stand-in').pathname);
      if (request.method !== 'POST' || !match) {
        answer(404, twilioError(404, 20404, 'The requested resource was not found'));
        return;
      }
      const accountSid = match[1]!;
      const [user, password] = Buffer.from((request.headers.authorization ?? '').replace(/^Basic /, ''), 'base64')
        .toString('utf8')
        .split(':');
      if (user !== accountSid || accounts[accountSid] === undefined || accounts[accountSid] !== password) {
        answer(401, twilioError(401, 20003, 'Authenticate'));
        return;
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const to = form.get('To') ?? '';
      const from = form.get('From') ?? '';
      const body = form.get('Body') ?? '';
      if (!e164.test(to) || to === invalidTestNumber) {
        refused.push({ to, code: 21211 });
        answer(400, twilioError(400, 21211, `The 'To' number ${to} is not a valid phone number.`));
        return;
      }
      if (!e164.test(from)) {
        answer(400, twilioError(400, 21212, `The 'From' number ${from} is not a valid phone number.`));
        return;
      }
      if (!body) {
        answer(400, twilioError(400, 21602, 'Message body is required.'));
        return;
      }
      const sid = `SM${randomBytes(16).toString('hex')}`;
      texts.push({ sid, accountSid, to, from, body });
      const now = new Date().toUTCString();
      answer(201, {
        account_sid: accountSid,
        api_version: '2010-04-01',
        body,
        date_created: now,
        date_sent: null,
        date_updated: now,
        direction: 'outbound-api',
        error_code: null,
        error_message: null,
        from,
        messaging_service_sid: null,
        num_media: '0',
        num_segments: '1',
        price: null,
        price_unit: 'USD',
        sid,
        status: 'queued',
        subresource_uris: { media: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}/Media.json` },
        to,
        uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** TWILIO_API_BASE for the SDK. */
    url: `http://127.0.0.1:${port}`,
    texts,
    refused,
    /** Texts sent to `to`, in order. */
    textsTo: (to: string) => texts.filter((text) => text.to === to),
    /** Waits until `count` texts went to `to` (false after `timeoutMs`). */
    waitForTexts: (to: string, count = 1, timeoutMs = 20_000) =>
      waitUntil(async () => texts.filter((text) => text.to === to).length >= count, { everyMs: 25, timeoutMs }),
    /**
     * Posts an inbound text to `webhookUrl` as Twilio does: form-encoded, signed with the account's
     * token (or `signWith`, to forge one). Answers the webhook's status and body (TwiML).
     */
    async postInbound(
      webhookUrl: string,
      text: { accountSid: string; from: string; to: string; body: string; messageSid?: string },
      { signWith }: { signWith?: string } = {},
    ): Promise<{ status: number; body: string }> {
      const params: Record<string, string> = {
        AccountSid: text.accountSid,
        ApiVersion: '2010-04-01',
        Body: text.body,
        From: text.from,
        MessageSid: text.messageSid ?? `SM${randomBytes(16).toString('hex')}`,
        NumMedia: '0',
        NumSegments: '1',
        SmsStatus: 'received',
        To: text.to,
      };
      const token = signWith ?? accounts[text.accountSid] ?? '';
      const answer = await fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-twilio-signature': twilioSignature(token, webhookUrl, params),
        },
        body: new URLSearchParams(params).toString(),
      });
      return { status: answer.status, body: await answer.text() };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TwilioStandIn = Awaited<ReturnType<typeof startTwilioStandIn>>;
