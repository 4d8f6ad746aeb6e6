import { maxInspirationImages } from '@bridal/shared/survey/survey-options';
import type { ChatCompletionContentPartImage } from 'openai/resources/chat/completions';
import sharp from 'sharp';
import type { AnalysisContext } from '../analysis-provider';

/** Vision models downscale larger images anyway; sending less keeps requests small and cheap. */
const visionEdge = 1024;

/** The bride's photos (at most six) as JPEG data URLs for a vision model; none without a photo reader. */
export async function readPhotoParts(context: AnalysisContext): Promise<ChatCompletionContentPartImage[]> {
  const { readPhoto } = context;
  if (!readPhoto) return [];
  return Promise.all(
    context.bride.photos.slice(0, maxInspirationImages).map(async (photo) => {
      const jpeg = await sharp(await readPhoto(photo.storageKey))
        .rotate()
        .resize({ width: visionEdge, height: visionEdge, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 80 })
        .toBuffer();
      return { type: 'image_url' as const, image_url: { url: `data:image/jpeg;base64,${jpeg.toString('base64')}` } };
    }),
  );
}
