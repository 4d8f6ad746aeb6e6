import type { StagedPhotoResponse } from '@bridal/shared/survey/survey-photos';
import { surveyPhotoMessages } from '@bridal/shared/survey/survey-photos';
import { ApiError } from '../../../lib/api-client';
import { PhotoStalledError, stageSurveyPhoto, type StagePhotoOptions } from '../api/stage-survey-photo';
import { type PreparedPhoto, preparePhoto } from './prepare-photo';

export type PhotoUploadStatus =
  /** Being resized on her device. */
  | 'preparing'
  /** Ready, waiting its turn. */
  | 'waiting'
  | 'sending'
  /** Waiting before trying again (after a lost or stalled connection). */
  | 'retrying'
  /** Her device is offline: tried again as soon as it is back. */
  | 'offline'
  | 'sent'
  /** Refused by the server (its message names the file), or still failing after every attempt. */
  | 'failed';

export interface PhotoUpload {
  /** The photo's key in the survey (InspirationPhoto.id). */
  key: number;
  fileName: string;
  status: PhotoUploadStatus;
  /** Bytes of the current attempt sent, and what it sends (once prepared). */
  sentBytes: number;
  totalBytes: number | null;
  attempts: number;
  photoId?: string;
  /** Why it failed: the server's refusal, or what happened to the connection. */
  error?: string;
  /** A refusal (not an image, too large): trying again cannot help. */
  refused?: boolean;
  /** When the next attempt starts (performance.now()), while retrying. */
  retryAt?: number;
  /** Whether the last failed attempt stalled (nothing moved), rather than broke. */
  stalled?: boolean;
}

export interface PhotoUploaderOptions {
  boutiqueSlug: string;
  stage?: (options: StagePhotoOptions) => Promise<StagedPhotoResponse>;
  prepare?: (file: File) => Promise<PreparedPhoto>;
  /** Photos sent at once: two keep the link busy while the server stores the other. */
  concurrency?: number;
  /** Attempts while online before a photo is marked failed (she can try again). */
  maxAttempts?: number;
  /** The wait before attempt n + 1 after n failures. */
  backoffMs?: (failures: number) => number;
  isOnline?: () => boolean;
}

/** 1 s, 2 s, 4 s, 8 s, then 15 s, each with up to a quarter more at random so phones in one venue spread out. */
export function photoBackoffMs(failures: number): number {
  const base = Math.min(15_000, 1_000 * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (1 + Math.random() * 0.25));
}

function isRefusal(error: unknown): error is ApiError {
  // 408 (too slow), 429 (too many) and 5xx are worth another attempt; the rest are about the photo.
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && ![408, 429].includes(error.status);
}

interface Entry {
  upload: PhotoUpload;
  file: File;
  prepared?: PreparedPhoto;
  running: boolean;
  removed: boolean;
  abort?: AbortController;
  wake?: () => void;
}

/**
 * Sends her photos one request each as soon as she chooses them, resized on her device, so the
 * survey itself only names their ids. A lost or stalled connection costs the photo it was sending:
 * that photo is tried again with backoff (at once when her device comes back online), and every
 * other photo and answer stays where it is.
 */
export class PhotoUploader {
  private readonly entries = new Map<number, Entry>();
  private readonly listeners = new Set<() => void>();
  private snapshotCache: readonly PhotoUpload[] = [];
  private readonly stage: NonNullable<PhotoUploaderOptions['stage']>;
  private readonly prepare: NonNullable<PhotoUploaderOptions['prepare']>;
  private readonly concurrency: number;
  private readonly maxAttempts: number;
  private readonly backoffMs: (failures: number) => number;
  private readonly isOnline: () => boolean;

  constructor(private readonly options: PhotoUploaderOptions) {
    this.stage = options.stage ?? stageSurveyPhoto;
    this.prepare = options.prepare ?? preparePhoto;
    this.concurrency = options.concurrency ?? 2;
    this.maxAttempts = options.maxAttempts ?? 6;
    this.backoffMs = options.backoffMs ?? photoBackoffMs;
    this.isOnline = options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
  }

  /** Starts listening for her device coming back online (undone by dispose). */
  start(): void {
    if (typeof window !== 'undefined') window.addEventListener('online', this.wakeAll);
  }

  /** Stops listening and sending (the survey is gone). */
  dispose(): void {
    if (typeof window !== 'undefined') window.removeEventListener('online', this.wakeAll);
    this.clear();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The same array until something changes (for useSyncExternalStore). */
  snapshot = (): readonly PhotoUpload[] => this.snapshotCache;

  add(key: number, file: File): void {
    if (this.entries.has(key)) return;
    const upload: PhotoUpload = {
      key,
      fileName: file.name,
      status: 'preparing',
      sentBytes: 0,
      totalBytes: null,
      attempts: 0,
    };
    this.entries.set(key, { upload, file, running: false, removed: false });
    this.changed();
    this.pump();
  }

  remove(key: number): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.removed = true;
    entry.abort?.abort();
    entry.wake?.();
    this.entries.delete(key);
    this.changed();
    this.pump();
  }

  clear(): void {
    for (const key of [...this.entries.keys()]) this.remove(key);
  }

  /** Her "Try again": every photo that failed (but was not refused) gets its attempts back. */
  retryFailed(): void {
    for (const entry of this.entries.values()) {
      if (entry.upload.status === 'failed' && !entry.upload.refused) {
        this.update(entry, { status: entry.prepared ? 'waiting' : 'preparing', attempts: 0, error: undefined });
      }
    }
    this.wakeAll();
    this.pump();
  }

  /** The server no longer has them (expired, or used): each is sent again. */
  forgetSent(): void {
    for (const entry of this.entries.values()) {
      if (entry.upload.status === 'sent') this.update(entry, { status: 'waiting', photoId: undefined, sentBytes: 0 });
    }
    this.pump();
  }

  /** Settled: every photo sent, or failed. */
  isSettled(): boolean {
    return [...this.entries.values()].every((entry) => ['sent', 'failed'].includes(entry.upload.status));
  }

  /** Resolves once every photo is sent or has failed. */
  whenSettled(): Promise<void> {
    if (this.isSettled()) return Promise.resolve();
    return new Promise((resolve) => {
      const unsubscribe = this.subscribe(() => {
        if (!this.isSettled()) return;
        unsubscribe();
        resolve();
      });
    });
  }

  /** The server's ids of the photos, in the order of `keys` (only sent ones). */
  photoIds(keys: readonly number[]): string[] {
    return keys.flatMap((key) => this.entries.get(key)?.upload.photoId ?? []);
  }

  private readonly wakeAll = () => {
    for (const entry of this.entries.values()) entry.wake?.();
  };

  private changed(): void {
    this.snapshotCache = [...this.entries.values()].map((entry) => entry.upload);
    for (const listener of this.listeners) listener();
  }

  private update(entry: Entry, patch: Partial<PhotoUpload>): void {
    if (entry.removed) return;
    entry.upload = { ...entry.upload, ...patch };
    this.changed();
  }

  private runningCount(): number {
    return [...this.entries.values()].filter((entry) => entry.running).length;
  }

  private pump(): void {
    for (const entry of this.entries.values()) {
      if (this.runningCount() >= this.concurrency) return;
      if (entry.running || !['preparing', 'waiting'].includes(entry.upload.status)) continue;
      entry.running = true;
      void this.run(entry).finally(() => {
        entry.running = false;
        this.pump();
      });
    }
  }

  /** Waits `ms`, or less when her device comes back online or the photo is removed. */
  private pause(entry: Entry, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(finish, ms);
      function finish() {
        clearTimeout(timer);
        entry.wake = undefined;
        resolve();
      }
      entry.wake = finish;
    });
  }

  private async run(entry: Entry): Promise<void> {
    if (!entry.prepared) {
      this.update(entry, { status: 'preparing' });
      // A photo the device cannot resize goes as it is: the server checks and converts it anyway.
      entry.prepared = await this.prepare(entry.file).catch((): PreparedPhoto => ({
        blob: entry.file,
        fileName: entry.file.name,
        reencoded: false,
      }));
      if (entry.removed) return;
      this.update(entry, { status: 'waiting', totalBytes: entry.prepared.blob.size });
    }
    const prepared = entry.prepared;
    while (!entry.removed) {
      if (!this.isOnline()) {
        this.update(entry, { status: 'offline', sentBytes: 0 });
        // Woken by the 'online' event; looked at again every few seconds in case it never fires.
        await this.pause(entry, 3_000);
        continue;
      }
      const attempts = entry.upload.attempts + 1;
      this.update(entry, { status: 'sending', sentBytes: 0, attempts, retryAt: undefined });
      entry.abort = new AbortController();
      try {
        const staged = await this.stage({
          boutiqueSlug: this.options.boutiqueSlug,
          blob: prepared.blob,
          fileName: prepared.fileName,
          signal: entry.abort.signal,
          onProgress: (loaded, total) => this.update(entry, { sentBytes: loaded, totalBytes: total }),
        });
        this.update(entry, { status: 'sent', photoId: staged.photoId, sentBytes: entry.upload.totalBytes ?? 0 });
        return;
      } catch (error) {
        if (entry.removed) return;
        if (isRefusal(error)) {
          const message = error.serverMessage ?? `"${entry.file.name}" could not be sent.`;
          this.update(entry, { status: 'failed', refused: true, error: message, sentBytes: 0 });
          return;
        }
        const stalled = error instanceof PhotoStalledError;
        // Offline attempts do not count: she gets every attempt once she is back.
        if (!this.isOnline()) {
          this.update(entry, { status: 'offline', sentBytes: 0, attempts: attempts - 1 });
          continue;
        }
        if (attempts >= this.maxAttempts) {
          this.update(entry, { status: 'failed', error: surveyPhotoMessages.failed, stalled, sentBytes: 0 });
          return;
        }
        const wait = error instanceof ApiError && error.status === 429 ? 30_000 : this.backoffMs(attempts);
        this.update(entry, { status: 'retrying', sentBytes: 0, stalled, retryAt: performance.now() + wait });
        await this.pause(entry, wait);
      } finally {
        entry.abort = undefined;
      }
    }
  }
}

/** The whole upload in one figure, for the bar: the bytes sent of the bytes to send (a photo being prepared counts as nothing sent yet). */
export function overallProgress(uploads: readonly PhotoUpload[]): { sent: number; total: number; percent: number } {
  const sent = uploads.filter((upload) => upload.status === 'sent').length;
  let bytes = 0;
  let total = 0;
  for (const upload of uploads) {
    // Before it is prepared, a photo is guessed at 400 KB, about what a resized one weighs.
    const size = upload.totalBytes ?? 400 * 1024;
    total += size;
    bytes += upload.status === 'sent' ? size : Math.min(size, upload.sentBytes);
  }
  return { sent, total: uploads.length, percent: total === 0 ? 100 : Math.floor((bytes / total) * 100) };
}
