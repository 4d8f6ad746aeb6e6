import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { AnalysisContext } from '../../analysis-provider';
import { coachPersona, surveyPreface } from './coach-persona';
import { describeBride } from './describe-bride';

const strategyTask = `Task: read the bride and plan the consultant's appointment with her.

- aiAnalysis.communicationStyle: how to talk with her (pace, how much detail, how to present
  options), from how she answered and what she wrote.
- aiAnalysis.emotionalState: how she feels about dress shopping and what that means in the room.
- aiAnalysis.decisionMakingApproach: how she is likely to decide, and who in her shopping party
  will weigh in and how to include them.
- aiAnalysis.appointmentStrategy: the plan in a few sentences: opening, how many dresses to pull
  first, when to narrow down, and how to close given her intention, budget and timeline.
- aiAnalysis.confidence: 0 to 1, how sure you can be given how much she told us (a survey with
  most answers blank deserves a low number).
- consultationStrategy (markdown): the full plan for the consultant: before the appointment,
  the first ten minutes, pulling dresses, handling the shopping party, budget conversation,
  timeline (days until the wedding against typical order and alteration times; rush options
  when time is short), and how to close. Name her feelings and intention where they matter.`;

export function strategyPrompt(context: AnalysisContext): ChatCompletionMessageParam[] {
  return [
    { role: 'system', content: `${coachPersona}\n\n${strategyTask}` },
    { role: 'user', content: `${surveyPreface}\n${describeBride(context.bride, context.today)}` },
  ];
}
