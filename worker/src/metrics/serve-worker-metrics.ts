import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '@bridal/server/logging/create-logger';
import { isOpsAuthorized, type OpsCredential, opsChallenge } from '@bridal/server/metrics/ops-credential';
import type { Registry } from 'prom-client';

export interface WorkerMetricsServer {
  /** The port it listens on (the one asked for, or the one the system gave for 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * A worker's own GET /metrics for Prometheus, behind the operator credential. Without a credential
 * the endpoint does not exist (404), as on the API.
 */
export async function serveWorkerMetrics(options: {
  port: number;
  host?: string;
  registry: Registry;
  credential: OpsCredential | undefined;
  logger: Logger;
}): Promise<WorkerMetricsServer> {
  const { registry, credential, logger } = options;
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?', 1)[0];
    const answer = (status: number, body: string, headers: Record<string, string> = {}) => {
      response.writeHead(status, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        ...headers,
      });
      response.end(request.method === 'HEAD' ? undefined : body);
    };
    if (!credential || path !== '/metrics') return answer(404, 'Not found\n');
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return answer(405, 'Method not allowed\n', { Allow: 'GET, HEAD' });
    if (!isOpsAuthorized(request.headers.authorization, credential)) {
      return answer(401, 'Operator credentials required\n', { 'WWW-Authenticate': opsChallenge });
    }
    registry.metrics().then(
      (text) => answer(200, text, { 'Content-Type': registry.contentType }),
      (error: unknown) => {
        logger.error({ err: error }, 'metrics could not be collected');
        answer(500, 'Metrics could not be collected\n');
      },
    );
  });
  // Scrapes are short; a client that never sends its request must not hold a socket open.
  server.requestTimeout = 10_000;
  server.headersTimeout = 10_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error) => logger.error({ err: error }, 'metrics server error'));
  if (!credential) logger.warn('OPS_PASSWORD is not set: the worker metrics endpoint answers 404');
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Prometheus keeps its scrape connection alive between scrapes.
        server.closeIdleConnections();
      }),
  };
}
