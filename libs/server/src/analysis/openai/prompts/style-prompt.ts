import type { ChatCompletionContentPartImage, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { AnalysisContext } from '../../analysis-provider';
import { coachPersona, surveyPreface } from './coach-persona';
import { describeBride } from './describe-bride';

const styleTask = `Task: work out the bride's dress style from her vibes, her vision and her inspiration photos.

- styleSummary: one or two sentences for the consultant's card.
- enhancedImageAnalysis (markdown): what the photos show, photo by photo where they differ
  (silhouette, neckline, sleeves, fabric and texture, embellishment, colour, mood), what they
  have in common, and where they disagree with what she wrote. You cannot open her Pinterest
  board: if she gave one, tell the consultant to look at it with her instead of describing it.
  Without photos, base the analysis on her words and the measured facts, and say so.
- keywords, preferredSilhouettes, preferredNecklines, preferredFabrics: only values from the
  schema's lists, most important first; leave a list empty rather than guess.
- palette: up to six colour names (ivory, blush, champagne...) she is drawn to.`;

function photosNote(uploaded: number, sent: number): string {
  if (sent > 0) return `Her ${sent} inspiration photo(s) follow, in the order of inspirationPhotos.`;
  if (uploaded > 0) return 'Her photos themselves are not available here: only the measured facts above.';
  return 'She uploaded no inspiration photos.';
}

/** `images` are her photos as image parts; without them the step works from her words alone. */
export function stylePrompt(
  context: AnalysisContext,
  images: readonly ChatCompletionContentPartImage[],
): ChatCompletionMessageParam[] {
  const text = `${surveyPreface}\n${describeBride(context.bride, context.today, { photos: true })}\n\n${photosNote(context.bride.photos.length, images.length)}`;
  return [
    { role: 'system', content: `${coachPersona}\n\n${styleTask}` },
    { role: 'user', content: images.length > 0 ? [{ type: 'text', text }, ...images] : text },
  ];
}
