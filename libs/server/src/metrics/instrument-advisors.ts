import type { AdviceOutput, Advisor } from '../advice/advisor';
import type { Advisors } from '../advice/create-advisor';
import { type AiMetrics, recordAiCall } from './ai-metrics';

async function counted(ai: AiMetrics, advisor: Advisor, kind: string, ask: () => Promise<AdviceOutput>) {
  try {
    const output = await ask();
    recordAiCall(ai, { provider: advisor.name, kind, ok: true, usage: output.usage });
    return output;
  } catch (error) {
    recordAiCall(ai, { provider: advisor.name, kind, ok: false, error });
    throw error;
  }
}

function instrument(advisor: Advisor, ai: AiMetrics): Advisor {
  return {
    name: advisor.name,
    helpAdvice: (context, question) => counted(ai, advisor, 'help-advice', () => advisor.helpAdvice(context, question)),
    coachingAdvice: (context, question) =>
      counted(ai, advisor, 'coaching-advice', () => advisor.coachingAdvice(context, question)),
  };
}

// Advisors live as long as their configuration; their counted twins are made once per registry.
const instrumented = new WeakMap<AiMetrics, WeakMap<Advisors, Advisors>>();

/** The same advisors, counting every answer they give; unchanged when there is nothing to count into. */
export function instrumentAdvisors(advisors: Advisors, ai: AiMetrics | undefined): Advisors {
  if (!ai) return advisors;
  let byAdvisors = instrumented.get(ai);
  if (!byAdvisors) {
    byAdvisors = new WeakMap();
    instrumented.set(ai, byAdvisors);
  }
  let counting = byAdvisors.get(advisors);
  if (!counting) {
    const fallback = instrument(advisors.fallback, ai);
    // The built-in advisor answering alone is its own fallback; adviseWithFallback tells by identity.
    const advisor = advisors.advisor === advisors.fallback ? fallback : instrument(advisors.advisor, ai);
    counting = { advisor, fallback };
    byAdvisors.set(advisors, counting);
  }
  return counting;
}
