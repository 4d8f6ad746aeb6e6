import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';

/** How long the HTTP server lets a client take, before the app sees its request or as a last resort. */
export interface ServerTimeouts {
  /** From a request's first byte to the end of its headers (Node's default is 60 s). */
  headersMs: number;
  /**
   * From a request's first byte to the end of its body: a backstop behind the app's per-route
   * body deadlines, so it must be longer than the longest of them (Node's default is 300 s).
   */
  requestMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveMs: number;
  /** How often the two limits above are checked (Node's default, 30 s, would triple a 15 s bound). */
  checkIntervalMs: number;
}

/** Headers are a few hundred bytes: a client that needs more than 15 s for them is holding the connection. */
export function serverTimeoutsFor(longestBodyDeadlineMs: number): ServerTimeouts {
  const headersMs = 15_000;
  return { headersMs, requestMs: headersMs + longestBodyDeadlineMs, keepAliveMs: 5_000, checkIntervalMs: 1_000 };
}

/**
 * Serves the app over Node's HTTP server with bounded header and request times. A client too
 * slow with its headers gets Node's bare 408 and its connection closed; the socket's idle
 * `timeout` stays off, as an answer may rightly take long (an AI advice call).
 */
export function serveApp(options: {
  fetch: Parameters<typeof serve>[0]['fetch'];
  port: number;
  hostname: string;
  timeouts: ServerTimeouts;
  onListening?: (address: AddressInfo) => void;
  /** Answers what it can before the framework sees the request (true when it has). */
  answerFirst?: (incoming: IncomingMessage, outgoing: ServerResponse) => boolean;
}): Server {
  const { answerFirst } = options;
  const { timeouts } = options;
  const server = serve(
    {
      fetch: options.fetch,
      port: options.port,
      hostname: options.hostname,
      serverOptions: {
        headersTimeout: timeouts.headersMs,
        requestTimeout: timeouts.requestMs,
        keepAliveTimeout: timeouts.keepAliveMs,
        connectionsCheckingInterval: timeouts.checkIntervalMs,
      },
      ...(answerFirst && {
        createServer: ((
          serverOptions: Parameters<typeof createServer>[0],
          listener: Parameters<typeof createServer>[1],
        ) =>
          createServer(serverOptions, (incoming, outgoing) => {
            if (!answerFirst(incoming, outgoing)) listener?.(incoming, outgoing);
          })) as typeof createServer,
      }),
    },
    options.onListening,
  );
  // Without a createServer of its own or TLS options, serve makes a plain node:http server.
  return server as Server;
}
