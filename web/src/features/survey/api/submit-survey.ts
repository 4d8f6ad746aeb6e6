import { maxInspirationImages } from '@bridal/shared/survey/survey-options';
import { type SurveyAnswers, surveyAnswersSchema } from '@bridal/shared/survey/survey-schema';
import { apiPaths } from '@bridal/shared/api/api-paths';
import type { SubmitSurveyResponse } from '@bridal/shared/survey/survey-responses';
import { surveySendKeyHeader } from '@bridal/shared/survey/survey-send-key';
import { ApiError } from '../../../lib/api-client';
import {
  surveyFlagFields,
  surveyListFields,
  surveyPhotoField,
  surveyStagedPhotoField,
  surveyTextFields,
} from '@bridal/shared/survey/survey-fields';
import { SurveyNetworkError } from './survey-network-error';

export interface SubmitSurveyOptions {
  answers: Omit<SurveyAnswers, 'boutiqueName'>;
  /** Photos sent within this request (the old way, kept for callers that still send files). */
  images: readonly File[];
  /** Photos sent ahead (stage-survey-photo.ts), by the ids the server gave them, in her order. */
  photoIds?: readonly string[];
  /** The boutique slug from the survey link. */
  boutiqueSlug: string;
  /** The key of every try of this survey: the server answers a second try as it did the first. */
  sendKey?: string;
  /** No answer within this long counts as a lost connection (none by default). */
  timeoutMs?: number;
  /** Upload progress, 0 to 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

// Name, notes and the slug are always sent; the other text answers only when given.
const optionalFields = surveyTextFields.filter(
  (field) => field !== 'name' && field !== 'additionalNotes' && field !== 'boutiqueName',
);

/** The multipart body of POST /api/surveys, with the survey answers' field names as the API reads them. */
export function buildSurveyFormData({ answers, images, photoIds, boutiqueSlug }: SubmitSurveyOptions): FormData {
  // Sent under the API's field name, boutiqueName.
  const clean = surveyAnswersSchema.cast({ ...answers, boutiqueName: boutiqueSlug }, { stripUnknown: true });
  const form = new FormData();
  form.append('name', clean.name);
  for (const field of optionalFields) {
    if (clean[field]) form.append(field, clean[field]);
  }
  form.append('additionalNotes', clean.additionalNotes ?? '');
  for (const field of surveyListFields) {
    for (const value of clean[field] ?? []) form.append(field, value);
  }
  // A yes is sent; a no is left out, as the API reads it.
  for (const field of surveyFlagFields) if (clean[field] === true) form.append(field, 'true');
  for (const image of images.filter((file) => file.size > 0).slice(0, maxInspirationImages)) {
    form.append(surveyPhotoField, image, image.name);
  }
  for (const photoId of (photoIds ?? []).slice(0, maxInspirationImages)) form.append(surveyStagedPhotoField, photoId);
  form.append('boutiqueName', clean.boutiqueName);
  return form;
}

/**
 * POST /api/surveys. It uses XMLHttpRequest rather than the shared fetch client because only XHR
 * reports upload progress, which matters when a bride sends photos from her phone.
 */
export function submitSurvey(options: SubmitSurveyOptions): Promise<SubmitSurveyResponse> {
  const body = buildSurveyFormData(options);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    // A walk-in's link (?invite=): her answers fill in the record her boutique made for her.
    const invite = new URLSearchParams(window.location.search).get('invite');
    request.open('POST', invite ? `${apiPaths.surveys}?invite=${encodeURIComponent(invite)}` : apiPaths.surveys);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    if (options.sendKey) request.setRequestHeader(surveySendKeyHeader, options.sendKey);
    if (options.timeoutMs) request.timeout = options.timeoutMs;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) {
        reject(new ApiError(request.status, request.responseText, request.statusText));
        return;
      }
      try {
        const answer = JSON.parse(request.responseText) as Partial<SubmitSurveyResponse>;
        if (typeof answer.brideId !== 'string' && typeof answer.brideId !== 'number') throw new Error('no brideId');
        options.onProgress?.(100);
        resolve({
          brideId: String(answer.brideId),
          bookingToken: answer.bookingToken ? String(answer.bookingToken) : null,
        });
      } catch {
        reject(new ApiError(request.status, request.responseText, 'Unexpected answer from the server'));
      }
    };
    request.onerror = () => reject(new SurveyNetworkError());
    request.ontimeout = () => reject(new SurveyNetworkError('The survey upload timed out'));
    request.onabort = () => reject(new SurveyNetworkError('The survey upload was cancelled'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}
