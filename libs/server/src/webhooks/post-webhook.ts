import http from 'node:http';
import https from 'node:https';
import { ipLiteralOf, isPublicAddress, RefusedAddressError, guardedLookup } from './address-policy';

/** How much of an answer the delivery log keeps. */
export const responseBodyLimit = 2048;

export interface PostWebhookOptions {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  allowPrivateAddresses: boolean;
}

export interface PostOutcome {
  statusCode: number | null;
  responseBody: string;
  durationMs: number;
  /** Why no answer came (or why it was refused before sending); '' when one did. */
  error: string;
}

/** 2xx is delivered; anything else (a redirect too: never followed) is a failure to retry. */
export const isDelivered = (outcome: PostOutcome) =>
  outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;

const describe = (error: unknown) => {
  if (error instanceof RefusedAddressError) return error.message;
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  return code && !message.includes(code) ? `${code}: ${message}` : message;
};

/**
 * POSTs one attempt. The whole exchange (connection, answer, its first 2 KB) has `timeoutMs`, after
 * which the request is torn down, so a receiver that hangs never holds a worker. The address
 * connected to is the one checked (guardedLookup); an IP literal is checked here, as no lookup
 * runs for it. Never throws: what happened is the outcome.
 */
export function postWebhook(options: PostWebhookOptions): Promise<PostOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const url = new URL(options.url);
  const failed = (error: string): PostOutcome => ({ statusCode: null, responseBody: '', durationMs: elapsed(), error });
  const literal = ipLiteralOf(url.hostname);
  if (!options.allowPrivateAddresses) {
    if (url.protocol !== 'https:') return Promise.resolve(failed('refused: the URL is not https'));
    if (literal !== undefined && !isPublicAddress(literal)) {
      return Promise.resolve(failed(new RefusedAddressError(url.hostname, literal).message));
    }
  }
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(outcome);
    };
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, {
      method: 'POST',
      headers: { ...options.headers, 'content-length': String(Buffer.byteLength(options.body)) },
      lookup: guardedLookup(options.allowPrivateAddresses),
      // A fresh connection each time: a pooled socket would skip the address check.
      agent: false,
    });
    const timer = setTimeout(
      () => settle(failed(`timed out after ${Math.round(options.timeoutMs / 1000)} s`)),
      options.timeoutMs,
    );
    request.on('error', (error) => settle(failed(describe(error))));
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      const done = () =>
        settle({
          statusCode: response.statusCode ?? null,
          responseBody: Buffer.concat(chunks).toString('utf8').slice(0, responseBodyLimit),
          durationMs: elapsed(),
          error: '',
        });
      response.on('data', (chunk: Buffer) => {
        if (kept < responseBodyLimit) chunks.push(chunk.subarray(0, responseBodyLimit - kept));
        kept += chunk.length;
        // Enough kept: the rest of a long answer is not waited for.
        if (kept >= responseBodyLimit) done();
      });
      response.on('end', done);
      response.on('error', (error) => settle(failed(describe(error))));
    });
    request.end(options.body);
  });
}
