/** Where photos and documents live: a local folder in development, S3 (or MinIO) in production. */
export interface ObjectStorage {
  /** Local: create the folder. S3: create the bucket when it is missing. */
  ensureReady(): Promise<void>;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** For large documents; S3 sends a body of unknown length in parts, so it is never held whole in memory. */
  putStream(key: string, body: NodeJS.ReadableStream, contentType: string, contentLength?: number): Promise<void>;
  /** Throws StorageNotFoundError when the object does not exist. */
  get(key: string): Promise<Buffer>;
  /** Throws StorageNotFoundError when the object does not exist. */
  getStream(key: string): Promise<StoredObjectStream>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  deleteMany(keys: string[]): Promise<void>;
  /** Deletes every object whose key starts with `folder/` (a bride's photos, whatever they were named); none is not an error. */
  deleteFolder(folder: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export interface StoredObjectStream {
  stream: NodeJS.ReadableStream;
  contentLength?: number;
  contentType?: string;
}

export class StorageNotFoundError extends Error {
  override name = 'StorageNotFoundError';

  constructor(
    readonly key: string,
    options: { cause?: unknown } = {},
  ) {
    super(`No stored object at "${key}".`, options);
  }
}

/** A key the server would never make: a bug or an attack, never shown to a user. */
export class InvalidStorageKeyError extends Error {
  override name = 'InvalidStorageKeyError';

  constructor(readonly key: string) {
    super(`Refusing unsafe storage key ${JSON.stringify(key.slice(0, 200))}.`);
  }
}
