import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readAll } from '@bridal/testing/read-all';
import { startS3Server, type TestS3Server } from '@bridal/testing/s3-server';
import { createStorage } from './create-storage';
import { S3_PART_BYTES } from './s3-storage';
import { InvalidStorageKeyError, type ObjectStorage, StorageNotFoundError } from './object-storage';

describe('S3 storage driver', () => {
  let server: TestS3Server;
  let storage: ObjectStorage;

  const storageOnServer = (options: { listPageSize?: number } = {}) =>
    createStorage({
      driver: 's3',
      endpoint: server.endpoint,
      region: server.region,
      bucket: server.bucket,
      accessKeyId: server.accessKeyId,
      secretAccessKey: server.secretAccessKey,
      forcePathStyle: true,
      ...options,
    });

  beforeAll(async () => {
    server = await startS3Server();
    storage = storageOnServer();
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('creates its bucket when missing, and is happy when it exists', async () => {
    await expect(storage.put('a.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/bucket does not exist/);
    // A missing bucket is a misconfiguration, not a missing object.
    const early = await storage.get('a.jpg').catch((error: unknown) => error);
    expect(early).toBeInstanceOf(Error);
    expect(early).not.toBeInstanceOf(StorageNotFoundError);

    await storage.ensureReady();
    expect(await storage.exists('a.jpg')).toBe(false);
    await storage.ensureReady();
  });

  it('stores a 2 MB photo byte for byte', async () => {
    const body = randomBytes(2 * 1024 * 1024);
    const key = 'boutiques/1000/brides/b/photos/p.jpg';
    await storage.put(key, body, 'image/jpeg');

    expect(await storage.exists(key)).toBe(true);
    expect((await storage.get(key)).equals(body)).toBe(true);
    const { stream, contentLength, contentType } = await storage.getStream(key);
    expect(contentLength).toBe(body.length);
    expect(contentType).toBe('image/jpeg');
    expect((await readAll(stream)).equals(body)).toBe(true);
  });

  it('stores a stream with and without a known length', async () => {
    const body = randomBytes(1_500_000);
    const parts = () => Readable.from([body.subarray(0, 700_000), body.subarray(700_000)]);

    await storage.putStream('boutiques/1/documents/known.xlsx', parts(), 'application/octet-stream', body.length);
    await storage.putStream('boutiques/1/documents/unknown.xlsx', parts(), 'application/octet-stream');

    expect((await storage.get('boutiques/1/documents/known.xlsx')).equals(body)).toBe(true);
    expect((await storage.get('boutiques/1/documents/unknown.xlsx')).equals(body)).toBe(true);
  });

  it('stores a long stream of unknown length, sent in parts, byte for byte', async () => {
    const body = randomBytes(S3_PART_BYTES * 2 + 123_456);
    const chunks = Array.from({ length: Math.ceil(body.length / 65_536) }, (_, index) =>
      body.subarray(index * 65_536, (index + 1) * 65_536),
    );

    await storage.putStream('boutiques/1/documents/long.pdf', Readable.from(chunks), 'application/pdf');

    const { stream, contentLength, contentType } = await storage.getStream('boutiques/1/documents/long.pdf');
    expect(contentLength).toBe(body.length);
    expect(contentType).toBe('application/pdf');
    expect((await readAll(stream)).equals(body)).toBe(true);
  });

  it('leaves no object when a stream of unknown length fails after its first part', async () => {
    let sent = 0;
    const failing = new Readable({
      read() {
        if (sent > S3_PART_BYTES * 1.5) {
          this.destroy(new Error('client went away'));
          return;
        }
        sent += 1024 * 1024;
        this.push(randomBytes(1024 * 1024));
      },
    });

    await expect(storage.putStream('boutiques/1/documents/broken.pdf', failing, 'application/pdf')).rejects.toThrow(
      'client went away',
    );
    expect(await storage.exists('boutiques/1/documents/broken.pdf')).toBe(false);
  });

  it('deletes one or many, missing ones included', async () => {
    await storage.put('d/1.jpg', Buffer.from('1'), 'image/jpeg');
    await storage.put('d/2.jpg', Buffer.from('2'), 'image/jpeg');
    await storage.put('d/3.jpg', Buffer.from('3'), 'image/jpeg');

    await storage.delete('d/1.jpg');
    await storage.delete('d/1.jpg');
    await storage.deleteMany(['d/2.jpg', 'd/3.jpg', 'd/never.jpg']);
    await storage.deleteMany([]);

    for (const key of ['d/1.jpg', 'd/2.jpg', 'd/3.jpg']) expect(await storage.exists(key)).toBe(false);
  });

  it('deletes every object under a folder, over several listing pages, and nothing beside it', async () => {
    const paged = storageOnServer({ listPageSize: 10 });
    const keys = Array.from({ length: 25 }, (_, index) => `boutiques/2/brides/b1/photos/${index}.jpg`);
    for (const key of keys) await paged.put(key, Buffer.from('x'), 'image/jpeg');
    await paged.put('boutiques/2/brides/b10/photos/p.jpg', Buffer.from('y'), 'image/jpeg');

    await paged.deleteFolder('boutiques/2/brides/b1');
    await paged.deleteFolder('boutiques/2/brides/b1');

    for (const key of keys) expect(await paged.exists(key)).toBe(false);
    expect(await paged.exists('boutiques/2/brides/b10/photos/p.jpg')).toBe(true);
    await expect(paged.deleteFolder('a/../b')).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });

  it('reports a missing object as StorageNotFoundError', async () => {
    await expect(storage.get('missing/x.jpg')).rejects.toBeInstanceOf(StorageNotFoundError);
    await expect(storage.getStream('missing/x.jpg')).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it('refuses unsafe keys before sending anything', async () => {
    await expect(storage.put('../x', Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.get('/etc/passwd')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.deleteMany(['ok', 'a/../../b'])).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });
});
