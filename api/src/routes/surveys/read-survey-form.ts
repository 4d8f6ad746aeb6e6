import type { AcceptedPhoto } from '@bridal/server/photos/accept-photo';
import { acceptSurveyPhoto } from '@bridal/server/survey/submit-survey';
import { AppError } from '@bridal/server/errors/app-error';
import { maxInspirationImages, tooManyInspirationImagesMessage } from '@bridal/shared/survey/survey-options';
import { surveyPhotoField } from '@bridal/shared/survey/survey-fields';
import type { Context } from 'hono';
import { multipartMaxParts } from '../../http/read-multipart';
import { openMultipartStream } from '../../http/read-multipart-stream';

export interface SurveyForm {
  texts: Map<string, string[]>;
  /** Every photo accepted: checked by its bytes and stripped of its metadata. */
  photos: AcceptedPhoto[];
  /** Why a photo was refused (the first reason); thrown once the answers themselves are valid. */
  photoError?: unknown;
}

/**
 * Reads the survey's multipart body, accepting each photo as it arrives: only its stripped copy
 * is kept, so four brides sending six photos each hold about half the memory they would if every
 * upload were read whole first. A photo past its size limit is not read further than the limit.
 */
export async function readSurveyForm(c: Context, limits: { maxBytes: number; maxPixels: number }): Promise<SurveyForm> {
  const stream = openMultipartStream(c, {
    maxBytes: Number.MAX_SAFE_INTEGER,
    maxParts: multipartMaxParts,
    // One byte past the limit is enough for the check to refuse a photo with its size message.
    maxFileBytes: limits.maxBytes + 1,
  });
  const form: SurveyForm = { texts: new Map(), photos: [] };
  for await (const part of stream) {
    if (part.fileName === null) {
      const text = (await readWhole(part.body, Number.MAX_SAFE_INTEGER)).toString('utf8');
      form.texts.set(part.name, [...(form.texts.get(part.name) ?? []), text]);
      continue;
    }
    // Once a photo is refused the others are not read: the survey will be refused anyway.
    if (part.name !== surveyPhotoField || form.photoError !== undefined) continue;
    const bytes = await readWhole(part.body, limits.maxBytes + 1);
    if (bytes.length === 0) continue; // an empty file input
    if (form.photos.length === maxInspirationImages) {
      form.photoError = new AppError('BAD_REQUEST', tooManyInspirationImagesMessage);
      continue;
    }
    try {
      form.photos.push(await acceptSurveyPhoto(bytes, part.fileName || 'photo', limits));
    } catch (error) {
      form.photoError = error;
    }
  }
  return form;
}

/** A part's bytes, up to `maxBytes` (the rest of the part is skipped by the stream). */
async function readWhole(body: AsyncIterable<Buffer>, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of body) {
    chunks.push(chunk);
    length += chunk.length;
    if (length >= maxBytes) break;
  }
  const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, length);
  return bytes.length > maxBytes ? bytes.subarray(0, maxBytes) : bytes;
}
