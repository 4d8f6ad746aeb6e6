import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createSession } from '@bridal/server/accounts/sessions';
import { sessionCookieName, sessionPolicy } from '../../src/middleware/session';
import type { TestApp, TestResponse } from '../support/test-app';

let addresses = 0;
/** A documentation-range address of its own per request, so no rate limit carries from one call to the next. */
export const freshIp = () => `203.0.${Math.floor(addresses / 250) % 250}.${(addresses++ % 250) + 1}`;

/**
 * A session for a user without a password round trip (argon2 is slow): what login would store.
 * Each call gets its own, so a call that ends a session (logout) never disturbs the next one.
 */
export async function sessionCookie(t: TestApp, user: { userId: string; boutiqueId: number }): Promise<string> {
  const { token } = await createSession(t.sql, user, sessionPolicy(t.env), { userAgent: 'security-suite', ip: '::1' });
  return `${sessionCookieName(t.env)}=${token}`;
}

export type RequestBody = FormData | Buffer | string | object | undefined;

/** Any method, any body, exact headers: what a browser (or an attacker's script) could send. */
export async function send(
  t: TestApp,
  method: string,
  url: string,
  options: { body?: RequestBody; headers?: Record<string, string>; cookie?: string; ip?: string } = {},
): Promise<TestResponse> {
  const headers: Record<string, string> = { ...options.headers };
  let body: Buffer | string | undefined;
  if (options.body instanceof FormData) {
    const request = new Request('http://localhost/', { method: 'POST', body: options.body });
    body = Buffer.from(await request.arrayBuffer());
    headers['content-type'] ??= request.headers.get('content-type')!;
  } else if (Buffer.isBuffer(options.body) || typeof options.body === 'string') {
    body = options.body;
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  if (body !== undefined) headers['content-length'] ??= String(Buffer.byteLength(body));
  if (options.cookie) headers.cookie = options.cookie;
  const response = await t.app.request(
    url,
    { method, headers, ...(body === undefined ? {} : { body }) },
    { incoming: { socket: { remoteAddress: options.ip ?? freshIp() } } },
  );
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: read `text`
  }
  return {
    status: response.status,
    headers: response.headers,
    body: parsed,
    text,
    setCookies: response.headers.getSetCookie(),
  };
}

/** Every file under a folder, with its size and hash, so a test can see whether anything was written or changed. */
export async function listFiles(root: string): Promise<Record<string, string>> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const files: Record<string, string> = {};
  for (const entry of entries.filter((item) => item.isFile())) {
    const full = path.join(entry.parentPath, entry.name);
    const bytes = await readFile(full);
    files[path.relative(root, full)] = `${bytes.length}:${createHash('sha256').update(bytes).digest('hex')}`;
  }
  return files;
}

/**
 * A multipart/form-data body written byte for byte, so a file name can hold what FormData would
 * escape or refuse (a NUL, a CR LF, a backslash).
 */
export function rawMultipart(
  parts: { name: string; fileName?: string; fileNameStar?: string; contentType?: string; data: Buffer | string }[],
): { body: Buffer; contentType: string } {
  const boundary = `----security${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let disposition = `form-data; name="${part.name}"`;
    if (part.fileName !== undefined) disposition += `; filename="${part.fileName}"`;
    if (part.fileNameStar !== undefined) disposition += `; filename*=UTF-8''${part.fileNameStar}`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.contentType) head.push(`Content-Type: ${part.contentType}`);
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'latin1'));
    chunks.push(typeof part.data === 'string' ? Buffer.from(part.data) : part.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
