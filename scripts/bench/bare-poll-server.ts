/**
 * The yardstick for the unchanged dashboard poll: a bare node:http server answering
 * the poll's very request (the same cookie and If-None-Match) with the same 304 and the same
 * headers the API sends, captured from the API by the benchmark (POLL_HEADERS, the Date aside,
 * which node:http writes itself). No framework, session, Redis, ETag computation, middleware or
 * request log: what a 304 costs this machine when nothing else is done. Run by the benchmark in a
 * process of its own (bench-process.ts); it says `{ ready: port }`.
 */
import http from 'node:http';
import { serveBareServer } from './bench-process';

const raw = process.env.POLL_HEADERS;
if (!raw) {
  process.send?.({ fatal: 'POLL_HEADERS is not set' });
  process.exit(1);
}
// The API's 304 headers, in its order, but its ETag: each dashboard gets back the one it sent.
const headers = (JSON.parse(raw) as [string, string][]).filter(([name]) => !/^(date|etag)$/i.test(name));

const server = http.createServer((request, response) => {
  const etag = request.headers['if-none-match'];
  if (request.method !== 'GET' || !etag || !request.headers.cookie) {
    response.writeHead(400).end();
    return;
  }
  response.writeHead(304, [...headers, ['ETag', etag]].flat());
  response.end();
});
serveBareServer(server);
