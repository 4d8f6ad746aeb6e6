import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitUntil } from './wait';

export interface ReceivedWebhook {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** performance.timeOrigin + performance.now() when it arrived, for the bench. */
  receivedAt: number;
}

/** How the receiver answers a request: a status (and body), or never ('hang'). */
export type ReceiverAnswer = { status: number; body?: string } | 'hang';

/**
 * An HTTP server on 127.0.0.1 standing in for a boutique's webhook receiver: it keeps every request
 * and answers as `answer` says (200 by default), which may look at how many requests that path
 * has had.
 */
export async function startWebhookReceiver(
  answer: (path: string, countOnPath: number) => ReceiverAnswer = () => ({ status: 200 }),
) {
  const received: ReceivedWebhook[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const entry = {
        path,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        receivedAt: performance.timeOrigin + performance.now(),
      };
      received.push(entry);
      const reply = answer(path, received.filter((other) => other.path === path).length);
      if (reply === 'hang') {
        hanging.add(response);
        return;
      }
      response.writeHead(reply.status, { 'content-type': 'text/plain' });
      response.end(reply.body ?? 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    /** Waits until `count` requests on `path` have come (false after `timeoutMs`). */
    waitFor: (path: string, count = 1, timeoutMs = 20_000) =>
      waitUntil(async () => received.filter((entry) => entry.path === path).length >= count, {
        everyMs: 25,
        timeoutMs,
      }),
    async stop() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Checks a request's Standard Webhooks signature as a receiver would: true when one of its v1 signatures matches. */
export function hasValidSignature(request: ReceivedWebhook, secret: string): boolean {
  const id = request.headers['webhook-id'];
  const timestamp = request.headers['webhook-timestamp'];
  const signatures = String(request.headers['webhook-signature'] ?? '').split(' ');
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${request.body}`).digest('base64');
  return signatures.includes(`v1,${expected}`);
}
