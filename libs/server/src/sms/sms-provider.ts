/** One boutique's account with the text provider. */
export interface SmsAccount {
  accountSid: string;
  authToken: string;
  /** The boutique's sending number, E.164. */
  fromNumber: string;
}

/** A text the provider accepted. */
export interface SentText {
  providerId: string;
}

/** An inbound text, read from the provider's webhook once its signature is proven. */
export interface InboundText {
  providerId: string;
  from: string;
  to: string;
  body: string;
}

/**
 * The one interface texts go through (Twilio first). An implementation sends a text and proves
 * and reads an inbound webhook; everything else (consent, quiet hours, replies) is ours.
 */
export interface SmsProvider {
  readonly name: string;
  send(account: SmsAccount, message: { to: string; body: string }): Promise<SentText>;
  /** The inbound text when the request is signed by the account's token; undefined when not. */
  verifyInbound(
    authToken: string,
    request: { url: string; signature: string; params: Record<string, string> },
  ): InboundText | undefined;
  /** The webhook's answer: one reply text (TwiML), or none. */
  replyDocument(reply: string | undefined): { contentType: string; body: string };
}

/** A refusal from the provider that no retry will change (a number that cannot take texts). */
export class SmsRejectedError extends Error {
  constructor(
    message: string,
    readonly code: number | undefined,
  ) {
    super(message);
    this.name = 'SmsRejectedError';
  }
}
