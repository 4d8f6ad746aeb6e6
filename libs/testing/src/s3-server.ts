import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

/** The little of Koa's context an added middleware needs. */
interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
}
type KoaMiddleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

/** The little of s3rver's API we use; the package ships no types. */
interface S3rverInstance {
  run(): Promise<unknown>;
  close(): Promise<void>;
  httpServer?: Server;
  /** s3rver is a Koa app: its middleware, in order, composed when it runs. */
  middleware: KoaMiddleware[];
  store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
}
type S3rverConstructor = new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets?: { name: string }[];
}) => S3rverInstance;

// s3rver is CommonJS without type declarations; load it through require so the compiler stays strict.
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverConstructor;

/**
 * AbortMultipartUpload (DELETE /bucket/key?uploadId=...), which s3rver lacks: the SDK's multipart
 * upload (lib-storage) aborts a failed upload and reports a failed abort instead of the cause.
 * The upload's parts are dropped, as S3 drops them.
 */
function abortMultipartUpload(server: S3rverInstance): KoaMiddleware {
  return async (ctx, next) => {
    const uploadId = ctx.query.uploadId;
    if (ctx.method !== 'DELETE' || typeof uploadId !== 'string') return next();
    const bucket = ctx.path.split('/')[1] ?? '';
    // s3rver's upload ids are hex; anything else names no upload (and no folder outside its own).
    if (/^[0-9a-f]+$/.test(uploadId) && /^[a-z0-9.-]+$/.test(bucket)) {
      await rm(path.join(server.store.getResourcePath(bucket, undefined, 'uploads'), uploadId), {
        recursive: true,
        force: true,
      });
    }
    ctx.status = 204;
  };
}

export interface TestS3Server {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  stop(): Promise<void>;
}

/**
 * A local S3-compatible server in a temporary folder, on a free port, for tests.
 * The bucket is only named, not created, unless `createBucket` is set: the code under test
 * (`ObjectStorage.ensureReady`) is what creates it in production.
 */
export async function startS3Server(options: { bucket?: string; createBucket?: boolean } = {}): Promise<TestS3Server> {
  const bucket = options.bucket ?? `bctest-${randomBytes(4).toString('hex')}`;
  const directory = await mkdtemp(path.join(os.tmpdir(), 'bctest-s3-'));
  const port = await freePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    configureBuckets: options.createBucket ? [{ name: bucket }] : [],
  });
  server.middleware.unshift(abortMultipartUpload(server));
  try {
    await server.run();
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
  return {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket,
    // s3rver's fixed credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    async stop() {
      const closing = server.close();
      // Clients keep sockets alive; drop them so close() does not wait for their timeout.
      server.httpServer?.closeAllConnections();
      await closing;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
