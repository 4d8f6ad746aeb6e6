/** One GET of the dashboard over a keep-alive agent, counting the bytes on the wire (node:http does not decompress). */
import http from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export const dashboardPath = '/api/dashboard/consultant';

export interface Answer {
  status: number;
  etag: string | undefined;
  /** Body bytes as sent (compressed when the server compressed). */
  bodyBytes: number;
  /** Status line and headers, as sent (counted only when asked for). */
  headerBytes: number;
  /** The body, decompressed (kept only when asked for). */
  body?: Buffer;
  /** Header names and values in the order sent (kept only when asked for). */
  rawHeaders?: [string, string][];
}

export interface GetOptions {
  keepBody?: boolean;
  countHeaders?: boolean;
  keepHeaders?: boolean;
  timeoutMs?: number;
}

function decoded(raw: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'gzip') return gunzipSync(raw);
  if (encoding === 'deflate') return inflateSync(raw);
  if (encoding === 'br') return brotliDecompressSync(raw);
  return raw;
}

const pairsOf = (raw: string[]): [string, string][] =>
  Array.from({ length: raw.length / 2 }, (_, i) => [raw[2 * i]!, raw[2 * i + 1]!]);

export function get(
  agent: http.Agent,
  baseUrl: URL,
  headers: Record<string, string>,
  options: GetOptions = {},
): Promise<Answer> {
  const { keepBody = false, countHeaders = false, keepHeaders = false, timeoutMs = 5_000 } = options;
  return new Promise((resolve, reject) => {
    const request = http.get(
      { agent, hostname: baseUrl.hostname, port: baseUrl.port, path: dashboardPath, headers },
      (response) => {
        const chunks: Buffer[] = [];
        let bodyBytes = 0;
        response.on('data', (chunk: Buffer) => {
          bodyBytes += chunk.length;
          if (keepBody) chunks.push(chunk);
        });
        response.on('error', reject);
        response.on('end', () => {
          let headerBytes = 0;
          if (countHeaders) {
            headerBytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length + 2;
            for (let i = 0; i < response.rawHeaders.length; i += 2) {
              headerBytes += `${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`.length;
            }
          }
          resolve({
            status: response.statusCode ?? 0,
            etag: response.headers.etag,
            bodyBytes,
            headerBytes,
            body: keepBody ? decoded(Buffer.concat(chunks), response.headers['content-encoding']) : undefined,
            rawHeaders: keepHeaders ? pairsOf(response.rawHeaders) : undefined,
          });
        });
      },
    );
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('error', reject);
  });
}
