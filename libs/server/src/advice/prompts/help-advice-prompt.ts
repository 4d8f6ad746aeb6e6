import { type HelpProblem, helpProblems } from '@bridal/shared/advice/help-problems';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { Dress } from '../../dresses/dress';
import { surveyPreface } from '../../analysis/openai/prompts/coach-persona';
import { describeBride } from '../../analysis/openai/prompts/describe-bride';
import { describeDresses } from '../../analysis/openai/prompts/describe-dresses';
import { resolveBudget } from '@bridal/shared/budget/resolve-budget';
import type { AdviceContext, HelpQuestion } from '../advice-context';
import { advicePersona, notePreface } from './advice-persona';
import { describePlan } from './describe-plan';
import { describeRecord } from './describe-record';
import type { RecordLine } from '../record-advice';

const tasks: Record<HelpProblem, string> = {
  'dress-issues': `The dress she is trying is not right (fit or style). Cover: what she asked for, what to
check first for the concern in the note, which direction to move next (silhouette, neckline,
fabric, weight) for her venue, season and budget, adjustments that could save the dress
(alterations, sleeves, bustle, accessories), and a line the consultant can say.`,
  'body-image': `She is struggling with body image or confidence. Cover: what we know of how she feels and
what worries her, language to use and language to avoid, silhouettes and details that answer her
stated concern (never "hide" or "slimming"), and how to run the fitting room for her party.`,
  'difficult-guests': `Someone in her party is making the appointment hard. Cover: each person with her (by
role or name) and how to engage them, how she makes decisions, word-for-word scripts for the
situation in the note, and what to do if it escalates.`,
  'new-dress-recommendations': `She needs new dress ideas. Recommend up to three dresses, only from the candidate list
below (they exclude what her plan already suggested), best first: each by its exact label in
bold, with its price and why it suits her now. Respect her budget and say so when a dress is over
it. Then say how to show them. Put the exact labels you named in dressLabels.`,
  other: `The consultant describes another problem in the note. Tie it to the parts of her plan that
matter (budget, timeline, fit, family, indecision, colour, venue...), then give general steps.`,
};

const noInventory = `The boutique has not uploaded an inventory, so there are no dresses to name: say so, give
style guidance (silhouettes, fabrics, necklines, price range) instead, and leave dressLabels empty.`;

/**
 * What she loved and turned down in her latest appointment, as data (the names were typed by
 * staff): the candidates already lean towards the one and away from the other.
 */
function describeFittingRoom(context: AdviceContext): string {
  const judged = (context.fittingRoom ?? []).filter((dress) => dress.verdict !== null);
  if (judged.length === 0) return '';
  const line = (verdict: 'loved' | 'not_for_her') =>
    JSON.stringify(
      judged
        .filter((dress) => dress.verdict === verdict)
        .map((dress) => (dress.reason ? { dress: dress.dressName, why: dress.reason } : { dress: dress.dressName })),
    );
  return `In the fitting room today (JSON; recommend towards what she loved and away from what she turned down, name the attributes, and do not repeat a dress she tried):\nloved: ${line('loved')}\nturned down: ${line('not_for_her')}`;
}

/**
 * The messages for one help request; `record`: what of the consultant's own record bears on this
 * bride (recordAdvice); `candidates` only for new dress recommendations.
 */
export function helpAdvicePrompt(
  context: AdviceContext,
  question: HelpQuestion,
  record: readonly RecordLine[],
  candidates: readonly Dress[] = [],
): ChatCompletionMessageParam[] {
  const label = helpProblems.find((entry) => entry.value === question.problem)?.label ?? question.problem;
  const recommending = question.problem === 'new-dress-recommendations';
  const task = `Task: the consultant chose "${label}".\n${tasks[question.problem]}${recommending && candidates.length === 0 ? `\n${noInventory}` : ''}`;
  const parts = [
    `${surveyPreface}\n${describeBride(context.bride, context.today)}`,
    `Her plan so far (JSON):\n${describePlan(context)}`,
    question.details.trim() ? `${notePreface}\n"""${question.details.trim()}"""` : 'The consultant added no note.',
    describeRecord(record),
  ];
  const room = recommending ? describeFittingRoom(context) : '';
  if (room) parts.push(room);
  if (recommending && candidates.length > 0) {
    // The candidates passed the pull rules: one above her budget can only be the stretch they allow.
    const max = resolveBudget(context.bride.answers)?.max ?? null;
    const stretchId =
      max === null ? null : (candidates.find((dress) => dress.price !== null && dress.price > max)?.id ?? null);
    const stretchNote = stretchId
      ? ' The one marked "stretch" is above her budget: name it only as a stretch pick, and say so.'
      : '';
    parts.push(
      `Candidate dresses, ranked for her, all in her size when it is known${max !== null && !stretchId ? ' and within her budget' : ''}.${stretchNote} One JSON object per line:\n${describeDresses(candidates, stretchId)}`,
    );
  }
  return [
    { role: 'system', content: `${advicePersona}\n\n${task}` },
    { role: 'user', content: parts.join('\n\n') },
  ];
}
