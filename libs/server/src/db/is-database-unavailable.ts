/**
 * Errors that mean PostgreSQL cannot be reached right now (restarting, failing over, the network
 * between), not that the query is wrong: the same call will work once it is back.
 */
const unavailableCodes = new Set([
  // The socket (Node) and postgres.js's own connection errors.
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  // PostgreSQL: shutting down, crashed, starting up; class 08, connection exceptions.
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && unavailableCodes.has(String(error.code));
}
