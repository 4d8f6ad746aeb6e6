import type { CoachingAdviceRequest } from '@bridal/shared/advice/advice-schemas';
import { adviseWithFallback } from './advise-with-fallback';
import type { AdviceAskedBy, GivenAdvice } from './give-help-advice';
import { loadAdviceContext } from './load-advice-context';
import { loadCoachingQuestion } from './load-coaching-question';
import { saveAdviceRequest } from './save-advice-request';

export interface GiveCoachingAdviceOptions extends AdviceAskedBy {
  request: CoachingAdviceRequest;
}

/** Coaching towards the user's own goals with this bride, kept with her; undefined when she is not the boutique's. */
export async function giveCoachingAdvice(options: GiveCoachingAdviceOptions): Promise<GivenAdvice | undefined> {
  const { sql, boutiqueId, userId } = options;
  const [context, question] = await Promise.all([
    loadAdviceContext({ sql, boutiqueId, brideId: options.request.brideId, today: options.today }),
    loadCoachingQuestion(sql, { boutiqueId, userId }),
  ]);
  if (!context) return undefined;
  const outcome = await adviseWithFallback(
    options.advisors,
    (advisor) => advisor.coachingAdvice(context, question),
    options.logger,
  );
  const id = await saveAdviceRequest(
    sql,
    {
      boutiqueId,
      brideId: context.bride.id,
      userId,
      demoTrialId: options.demoTrialId,
      kind: 'coaching',
      problem: null,
      details: '',
    },
    outcome,
  );
  return { id, advice: outcome.advice, provider: outcome.provider };
}
