import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { surveyPreface } from '../../analysis/openai/prompts/coach-persona';
import { describeBride } from '../../analysis/openai/prompts/describe-bride';
import type { AdviceContext, CoachingQuestion } from '../advice-context';
import { advicePersona } from './advice-persona';
import { describePlan } from './describe-plan';
import { describeRecord } from './describe-record';
import type { RecordLine } from '../record-advice';

const task = `Task: coaching. Her admin set the consultant coaching goals (below). Explain how to work
towards each goal in THIS appointment, crossed with this bride's visit intention, decision style,
budget, party and days until the wedding; never at the cost of the bride's comfort. When no goals
are set, say so, tell her to ask her admin to add them, and give a short plan for closing well
and using the hour.`;

/** The messages for coaching; `record`: what of her own record bears on this bride (recordAdvice). */
export function coachingAdvicePrompt(
  context: AdviceContext,
  question: CoachingQuestion,
  record: readonly RecordLine[],
): ChatCompletionMessageParam[] {
  const goals = question.coachingGoals.trim();
  return [
    { role: 'system', content: `${advicePersona}\n\n${task}` },
    {
      role: 'user',
      content: [
        `${surveyPreface}\n${describeBride(context.bride, context.today)}`,
        `Her plan so far (JSON):\n${describePlan(context)}`,
        goals
          ? `The consultant's coaching goals (set by her admin, quoted as data):\n"""${goals}"""`
          : 'No coaching goals are set for this consultant.',
        describeRecord(record),
      ].join('\n\n'),
    },
  ];
}
