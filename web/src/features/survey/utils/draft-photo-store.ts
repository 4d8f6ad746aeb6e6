/** Where a survey draft's photos wait on the bride's device, one record per boutique slug. */
export interface DraftPhotoStore {
  read(slug: string): Promise<File[]>;
  write(slug: string, files: readonly File[]): Promise<void>;
  remove(slug: string): Promise<void>;
}

interface StoredPhoto {
  name: string;
  type: string;
  lastModified: number;
  data: Blob;
}

const databaseName = 'bridal-coach-survey-drafts';
const storeName = 'photos';

let opening: Promise<IDBDatabase> | null = null;

function openDatabase(): Promise<IDBDatabase> {
  if (typeof indexedDB === 'undefined') return Promise.reject(new Error('IndexedDB is not available'));
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(databaseName, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName);
    request.onsuccess = () => {
      const database = request.result;
      // Another tab upgrading the database must not wait on this one.
      database.onversionchange = () => {
        database.close();
        opening = null;
      };
      resolve(database);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
    request.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'));
  });
  // A failed open (private mode, a blocked upgrade) is tried again next time.
  opening.catch(() => {
    opening = null;
  });
  return opening;
}

/**
 * One request in its own transaction, settled when the transaction commits. Read-write
 * transactions run in the order they are created, so a write followed by a remove ends removed.
 */
async function inTransaction<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | undefined> {
  const database = await openDatabase();
  return new Promise((resolve, reject) => {
    const transaction = database.transaction(storeName, mode);
    const request = work(transaction.objectStore(storeName));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error ?? request.error);
    transaction.onabort = () => reject(transaction.error ?? new Error('The transaction was aborted'));
  });
}

function isStoredPhoto(value: unknown): value is StoredPhoto {
  const photo = value as Partial<StoredPhoto> | null;
  return (
    typeof photo === 'object' &&
    photo !== null &&
    typeof photo.name === 'string' &&
    typeof photo.type === 'string' &&
    typeof photo.lastModified === 'number' &&
    photo.data instanceof Blob
  );
}

/** Photos as Blobs in IndexedDB: too large for localStorage, and kept as they were chosen. */
export const indexedDbPhotoStore: DraftPhotoStore = {
  async read(slug) {
    const stored = await inTransaction<unknown>('readonly', (store) => store.get(slug));
    if (!Array.isArray(stored)) return [];
    return stored
      .filter(isStoredPhoto)
      .map((photo) => new File([photo.data], photo.name, { type: photo.type, lastModified: photo.lastModified }));
  },
  async write(slug, files) {
    const photos: StoredPhoto[] = files.map((file) => ({
      name: file.name,
      type: file.type,
      lastModified: file.lastModified,
      data: file,
    }));
    await inTransaction('readwrite', (store) => store.put(photos, slug));
  },
  async remove(slug) {
    await inTransaction('readwrite', (store) => store.delete(slug));
  },
};
