import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import { z } from 'zod';
import { type InboundText, SmsRejectedError, type SmsProvider } from './sms-provider';

type RequestOptions<TData> = RequestClient.RequestOptions<TData>;

const twilioApiOrigin = 'https://api.twilio.com';

// Twilio's error codes for a number that will never take this text: invalid 'To', not a mobile,
// unreachable, blocked, opted out (21610), and so on. Anything else may pass on a retry.
const permanentCodes = new Set([21211, 21214, 21408, 21610, 21612, 21614, 30003, 30005, 30006]);

/**
 * The SDK's own HTTP client, pointed at another origin (a local stand-in in tests and dev): the
 * SDK builds every request for api.twilio.com and this rewrites only the origin.
 */
class RedirectingRequestClient extends twilio.RequestClient {
  constructor(private readonly apiBase: string) {
    super();
  }

  override request<TData>(options: RequestOptions<TData>) {
    const uri = options.uri.startsWith(twilioApiOrigin)
      ? `${this.apiBase.replace(/\/$/, '')}${options.uri.slice(twilioApiOrigin.length)}`
      : options.uri;
    return super.request<TData>({ ...options, uri });
  }
}

const messageAnswer = z.object({ sid: z.string().min(1), status: z.string() });
const inboundParams = z.object({
  MessageSid: z.string().min(1).max(64),
  From: z.string().min(1).max(32),
  To: z.string().min(1).max(32),
  Body: z.string().max(1600).default(''),
});

/**
 * Twilio through its official SDK. `apiBase` (TWILIO_API_BASE) sends the SDK's calls to a stand-in;
 * unset, they go to Twilio.
 */
export function createTwilioProvider({ apiBase }: { apiBase?: string } = {}): SmsProvider {
  const httpClient = apiBase ? new RedirectingRequestClient(apiBase) : undefined;
  return {
    name: 'twilio',
    async send(account, { to, body }) {
      const client = twilio(account.accountSid, account.authToken, httpClient ? { httpClient } : {});
      try {
        const message = await client.messages.create({ to, from: account.fromNumber, body });
        return { providerId: messageAnswer.parse({ sid: message.sid, status: message.status }).sid };
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (typeof code === 'number' && permanentCodes.has(code)) {
          throw new SmsRejectedError((error as Error).message, code);
        }
        throw error;
      }
    },
    verifyInbound(authToken, { url, signature, params }): InboundText | undefined {
      if (!signature || !twilio.validateRequest(authToken, signature, url, params)) return undefined;
      const parsed = inboundParams.safeParse(params);
      if (!parsed.success) return undefined;
      const { MessageSid, From, To, Body } = parsed.data;
      return { providerId: MessageSid, from: From, to: To, body: Body };
    },
    replyDocument(reply) {
      const twiml = new twilio.twiml.MessagingResponse();
      if (reply) twiml.message(reply);
      return { contentType: 'text/xml; charset=utf-8', body: twiml.toString() };
    },
  };
}
