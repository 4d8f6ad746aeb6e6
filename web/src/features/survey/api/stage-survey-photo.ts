import { apiPaths } from '@bridal/shared/api/api-paths';
import { stagedPhotoFileField } from '@bridal/shared/survey/survey-fields';
import type { StagedPhotoResponse } from '@bridal/shared/survey/survey-photos';
import { ApiError } from '../../../lib/api-client';
import { SurveyNetworkError } from './survey-network-error';

/** No byte of the upload moved for this long: the connection is treated as lost and the photo tried again. */
export const photoStallMs = 15_000;

/** Thrown when an upload stopped moving (no progress for photoStallMs). */
export class PhotoStalledError extends SurveyNetworkError {
  constructor() {
    super('The photo upload stopped moving');
    this.name = 'PhotoStalledError';
  }
}

export interface StagePhotoOptions {
  boutiqueSlug: string;
  blob: Blob;
  fileName: string;
  /** Bytes of this request sent so far, and its total. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
  stallMs?: number;
}

/**
 * POST /api/survey-boutiques/{slug}/photos: one photo, so a dropped connection costs only it.
 * XHR for its upload progress; a stall (no progress for `stallMs`) aborts it as a network error.
 */
export function stageSurveyPhoto(options: StagePhotoOptions): Promise<StagedPhotoResponse> {
  const body = new FormData();
  body.append(stagedPhotoFileField, options.blob, options.fileName);
  const stallMs = options.stallMs ?? photoStallMs;
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    let stallTimer: ReturnType<typeof setTimeout> | undefined;
    let stalled = false;
    const watch = () => {
      clearTimeout(stallTimer);
      stallTimer = setTimeout(() => {
        stalled = true;
        request.abort();
      }, stallMs);
    };
    const done = () => clearTimeout(stallTimer);
    request.open('POST', apiPaths.surveyPhotos(options.boutiqueSlug));
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      watch();
      if (event.lengthComputable) options.onProgress?.(event.loaded, event.total);
    };
    // Once the body is sent the server checks and stores it: waiting on that is not a stall of hers.
    request.upload.onload = () => {
      clearTimeout(stallTimer);
      stallTimer = setTimeout(() => {
        stalled = true;
        request.abort();
      }, stallMs * 4);
    };
    request.onload = () => {
      done();
      if (request.status < 200 || request.status >= 300) {
        reject(new ApiError(request.status, request.responseText, request.statusText));
        return;
      }
      try {
        const answer = JSON.parse(request.responseText) as StagedPhotoResponse;
        if (typeof answer.photoId !== 'string') throw new Error('no photoId');
        resolve(answer);
      } catch {
        reject(new ApiError(request.status, request.responseText, 'Unexpected answer from the server'));
      }
    };
    request.onerror = () => {
      done();
      reject(new SurveyNetworkError('The photo could not reach the server'));
    };
    request.onabort = () => {
      done();
      reject(stalled ? new PhotoStalledError() : new SurveyNetworkError('The photo upload was cancelled'));
    };
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    watch();
    request.send(body);
  });
}
