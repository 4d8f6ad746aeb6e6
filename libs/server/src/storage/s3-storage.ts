import { Readable } from 'node:stream';
import {
  type BucketLocationConstraint,
  CreateBucketCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { type ObjectStorage, type StoredObjectStream, StorageNotFoundError } from './object-storage';
import { assertSafeKey } from './storage-keys';

export interface S3StorageConfig {
  /** Omit for AWS itself; set for MinIO or any other S3-compatible server. */
  endpoint?: string;
  region: string;
  bucket: string;
  /** Omit both to use the SDK's default credential chain (environment, instance role...). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** MinIO and s3rver need path-style URLs (http://host/bucket/key). */
  forcePathStyle: boolean;
  /** Keys per listing page when deleting a folder; S3's own maximum (1000) unless a test pages sooner. */
  listPageSize?: number;
}

// DeleteObjects accepts at most this many keys per request.
const DELETE_BATCH = 1000;
/** A stream of unknown length goes up in parts of this size (S3's minimum is 5 MiB, but the last). */
export const S3_PART_BYTES = 8 * 1024 * 1024;

// By name, not by status: a 404 may also be NoSuchBucket, a misconfiguration that must not pass
// for a missing object. HEAD answers carry no body, so their 404 is only ever "NotFound".
function isNotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound');
}

async function collect(body: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

export class S3Storage implements ObjectStorage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly region: string;
  private readonly listPageSize: number;

  constructor(config: S3StorageConfig) {
    this.bucket = config.bucket;
    this.region = config.region;
    this.listPageSize = config.listPageSize ?? DELETE_BATCH;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
      // Without these the SDK sends streamed bodies aws-chunked with trailing checksums, which
      // S3-compatible servers other than AWS store corrupted (see STACK.md).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async ensureReady(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      return;
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
    try {
      await this.client.send(
        new CreateBucketCommand({
          Bucket: this.bucket,
          // us-east-1 is the one region that refuses an explicit location constraint.
          CreateBucketConfiguration:
            this.region === 'us-east-1' ? undefined : { LocationConstraint: this.region as BucketLocationConstraint },
        }),
      );
    } catch (error) {
      // Another replica starting at the same moment may have won the race.
      if (error instanceof S3ServiceException && error.name === 'BucketAlreadyOwnedByYou') return;
      throw error;
    }
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        ContentLength: body.length,
      }),
    );
  }

  async putStream(
    key: string,
    body: NodeJS.ReadableStream,
    contentType: string,
    contentLength?: number,
  ): Promise<void> {
    assertSafeKey(key);
    // S3 needs a Content-Length for a plain PutObject; without one the body goes up in parts.
    if (contentLength === undefined) return this.putInParts(key, body, contentType);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body instanceof Readable ? body : Readable.from(body),
        ContentType: contentType,
        ContentLength: contentLength,
      }),
    );
  }

  /**
   * A body that fits one part is a plain PutObject; a longer one is a multipart upload holding one
   * part in memory at a time, aborted if the stream fails so no object (and no stray part) is left.
   */
  private async putInParts(key: string, body: NodeJS.ReadableStream, contentType: string): Promise<void> {
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.bucket,
        Key: key,
        Body: body instanceof Readable ? body : Readable.from(body),
        ContentType: contentType,
      },
      partSize: S3_PART_BYTES,
      queueSize: 1,
      leavePartsOnError: false,
    });
    await upload.done();
  }

  async get(key: string): Promise<Buffer> {
    const { stream } = await this.getStream(key);
    return collect(stream);
  }

  async getStream(key: string): Promise<StoredObjectStream> {
    assertSafeKey(key);
    try {
      const response = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(response.Body instanceof Readable)) throw new Error(`S3 returned no readable body for "${key}".`);
      return { stream: response.Body, contentLength: response.ContentLength, contentType: response.ContentType };
    } catch (error) {
      if (isNotFound(error)) throw new StorageNotFoundError(key, { cause: error });
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }

  async deleteMany(keys: string[]): Promise<void> {
    for (const key of keys) assertSafeKey(key);
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH);
      const response = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      const failed = (response.Errors ?? []).filter((entry) => entry.Code !== 'NoSuchKey');
      if (failed.length > 0) {
        const first = failed[0];
        throw new Error(
          `Could not delete ${failed.length} stored object(s), first "${first?.Key}": ${first?.Code} ${first?.Message}`,
        );
      }
    }
  }

  async deleteFolder(folder: string): Promise<void> {
    assertSafeKey(folder);
    // S3 has no folders: the first page of keys under the prefix, deleted, until none is left. Each
    // listing starts afresh, so no marker is needed (the original ListObjects: s3rver, the tests'
    // S3, cannot make ListObjectsV2's continuation tokens on Node 20).
    for (;;) {
      const page = await this.client.send(
        new ListObjectsCommand({ Bucket: this.bucket, Prefix: `${folder}/`, MaxKeys: this.listPageSize }),
      );
      const keys = (page.Contents ?? []).flatMap((entry) => (entry.Key ? [entry.Key] : []));
      if (keys.length === 0) return;
      await this.deleteMany(keys);
    }
  }

  async exists(key: string): Promise<boolean> {
    assertSafeKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }
}
