import { AppError } from '@bridal/server/errors/app-error';
import { surveyPhotoMessages } from '@bridal/shared/survey/survey-photos';
import { stagedPhotoFileField } from '@bridal/shared/survey/survey-fields';
import type { Context } from 'hono';
import { openMultipartStream } from '../../http/read-multipart-stream';

export const noStagedPhotoMessage = 'Choose a photo to send.';

/** The one photo of POST /api/survey-boutiques/{slug}/photos: its name and bytes, up to one byte past the limit. */
export interface StagedPhotoForm {
  fileName: string;
  bytes: Buffer;
}

/**
 * Reads the one file of a photo sent ahead: past `maxBytes` it is not read further (one byte over
 * is enough for the photo check to refuse it with its size message); a second photo is refused.
 */
export async function readStagedPhotoForm(c: Context, limits: { maxBytes: number }): Promise<StagedPhotoForm> {
  const stream = openMultipartStream(c, {
    maxBytes: Number.MAX_SAFE_INTEGER,
    maxParts: 8,
    maxFileBytes: limits.maxBytes + 1,
  });
  let photo: StagedPhotoForm | undefined;
  for await (const part of stream) {
    if (part.fileName === null || part.name !== stagedPhotoFileField) continue;
    const chunks: Buffer[] = [];
    let length = 0;
    for await (const chunk of part.body) {
      chunks.push(chunk);
      length += chunk.length;
      if (length > limits.maxBytes) break;
    }
    if (length === 0) continue; // an empty file input
    if (photo) throw new AppError('BAD_REQUEST', surveyPhotoMessages.tooManyStaged);
    photo = { fileName: part.fileName || 'photo', bytes: Buffer.concat(chunks, length) };
  }
  if (!photo) throw new AppError('BAD_REQUEST', noStagedPhotoMessage);
  return photo;
}
