import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { AnalysisContext } from '../../analysis-provider';
import { coachPersona, surveyPreface } from './coach-persona';
import { describeBride } from './describe-bride';

const venueTask = `Task: analyse the bride's wedding venue and what it asks of her dress.

- summary (markdown, shown as 'Wedding Vibe'): the atmosphere of the venue and the day in 2-4
  sentences, from the venue name, the location, the date and her vibes.
- vibe (markdown, shown as 'Dress Style'): what the venue asks of the dress: silhouettes,
  fabrics, train length, sleeves or cover-ups, and what to avoid (a cathedral train on a beach,
  heavy satin in summer heat), with a short reason for each.
- venueType, setting, formality: your best reading; 'unknown' when nothing points anywhere.
- season: from the wedding date and the hemisphere of the location; null without a date.
- website: the venue's official web address only if you are certain of it, otherwise null.
  You cannot browse, so citations must be null.`;

export function venuePrompt(context: AnalysisContext): ChatCompletionMessageParam[] {
  return [
    { role: 'system', content: `${coachPersona}\n\n${venueTask}` },
    { role: 'user', content: `${surveyPreface}\n${describeBride(context.bride, context.today)}` },
  ];
}
