import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { readAll } from '@bridal/testing/read-all';
import { createStorage } from './create-storage';
import { InvalidStorageKeyError, type ObjectStorage, StorageNotFoundError } from './object-storage';

describe('local storage driver', () => {
  let parent: string;
  let dir: string;
  let storage: ObjectStorage;

  beforeEach(async () => {
    parent = await mkdtemp(path.join(os.tmpdir(), 'bctest-local-'));
    dir = path.join(parent, 'objects');
    storage = createStorage({ driver: 'local', dir });
    await storage.ensureReady();
  });

  afterEach(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  it('stores, reads, checks and deletes an object', async () => {
    const body = randomBytes(300_000);
    const key = 'boutiques/1000/brides/b/photos/p.jpg';
    expect(await storage.exists(key)).toBe(false);

    await storage.put(key, body, 'image/jpeg');

    expect(await storage.exists(key)).toBe(true);
    expect((await storage.get(key)).equals(body)).toBe(true);
    // No temporary file is left beside the object.
    expect(await readdir(path.join(dir, 'boutiques/1000/brides/b/photos'))).toEqual(['p.jpg']);

    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('replaces an object whole', async () => {
    await storage.put('a/x.jpg', Buffer.from('first version, longer'), 'image/jpeg');
    await storage.put('a/x.jpg', Buffer.from('second'), 'image/jpeg');
    expect((await storage.get('a/x.jpg')).toString()).toBe('second');
  });

  it('streams in and out', async () => {
    const body = randomBytes(1_000_000);
    await storage.putStream(
      'boutiques/1/documents/d.csv',
      Readable.from([body.subarray(0, 400_000), body.subarray(400_000)]),
      'text/csv',
    );

    const { stream, contentLength, contentType } = await storage.getStream('boutiques/1/documents/d.csv');
    expect(contentLength).toBe(body.length);
    expect(contentType).toBe('text/csv');
    expect((await readAll(stream)).equals(body)).toBe(true);
  });

  it('leaves no partial object when a stream fails', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1000));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.putStream('a/broken.csv', failing, 'text/csv')).rejects.toThrow('client went away');
    expect(await storage.exists('a/broken.csv')).toBe(false);
    expect(await readdir(path.join(dir, 'a'))).toEqual([]);
  });

  it('deletes many at once, missing ones included', async () => {
    await storage.put('m/1.jpg', Buffer.from('1'), 'image/jpeg');
    await storage.put('m/2.jpg', Buffer.from('2'), 'image/jpeg');
    await storage.deleteMany(['m/1.jpg', 'm/2.jpg', 'm/never.jpg']);
    expect(await storage.exists('m/1.jpg')).toBe(false);
    expect(await storage.exists('m/2.jpg')).toBe(false);
  });

  it('deletes a folder with everything under it, and nothing beside it', async () => {
    await storage.put('boutiques/1/brides/b1/photos/p.jpg', Buffer.from('1'), 'image/jpeg');
    await storage.put('boutiques/1/brides/b1/photos/p-thumb.jpg', Buffer.from('2'), 'image/jpeg');
    await storage.put('boutiques/1/brides/b10/photos/p.jpg', Buffer.from('3'), 'image/jpeg');
    await storage.deleteFolder('boutiques/1/brides/b1');
    expect(await storage.exists('boutiques/1/brides/b1/photos/p.jpg')).toBe(false);
    expect(await storage.exists('boutiques/1/brides/b1/photos/p-thumb.jpg')).toBe(false);
    expect(await readdir(path.join(dir, 'boutiques/1/brides'))).toEqual(['b10']);
    // Already gone: not an error.
    await expect(storage.deleteFolder('boutiques/1/brides/b1')).resolves.toBeUndefined();
    for (const bad of ['..', 'a/..', '/etc', 'a//b']) {
      await expect(storage.deleteFolder(bad)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
    expect(await readdir(parent)).toEqual(['objects']);
  });

  it('reports a missing object as StorageNotFoundError', async () => {
    await expect(storage.get('nope/x.jpg')).rejects.toBeInstanceOf(StorageNotFoundError);
    await expect(storage.getStream('nope/x.jpg')).rejects.toBeInstanceOf(StorageNotFoundError);
    await storage.put('folder/file.jpg', Buffer.from('x'), 'image/jpeg');
    // A folder is not an object.
    await expect(storage.get('folder')).rejects.toBeInstanceOf(StorageNotFoundError);
    await expect(storage.getStream('folder')).rejects.toBeInstanceOf(StorageNotFoundError);
    expect(await storage.exists('folder')).toBe(false);
  });

  it('never reads or writes outside its folder', async () => {
    await writeFile(path.join(parent, 'secret.txt'), 'outside');
    for (const bad of ['../secret.txt', '/etc/passwd', 'a/../../secret.txt', '..', 'a/..']) {
      await expect(storage.get(bad)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.put(bad, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.exists(bad)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.delete(bad)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.getStream(bad)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
    await expect(storage.deleteMany(['ok.jpg', '../secret.txt'])).rejects.toBeInstanceOf(InvalidStorageKeyError);
    expect(await readdir(parent)).toEqual(['objects', 'secret.txt']);
  });
});
