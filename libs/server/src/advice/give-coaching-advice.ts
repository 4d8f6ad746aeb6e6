import type { CoachingAdviceRequest } from '@bridal/shared/advice/advice-schemas';
import { type AdviceAskedBy, adviseAndKeep, type GivenAdvice, recordOfAsker } from './advise-and-keep';
import { loadAdviceContext } from './load-advice-context';
import { loadCoachingQuestion } from './load-coaching-question';

export interface GiveCoachingAdviceOptions extends AdviceAskedBy {
  request: CoachingAdviceRequest;
}

/** Coaching towards the user's own goals with this bride, kept with her; undefined when she is not the boutique's. */
export async function giveCoachingAdvice(options: GiveCoachingAdviceOptions): Promise<GivenAdvice | undefined> {
  const { sql, boutiqueId, userId } = options;
  const [context, question] = await Promise.all([
    loadAdviceContext({
      sql,
      boutiqueId,
      brideId: options.request.brideId,
      readRecord: recordOfAsker(options),
      today: options.today,
    }),
    loadCoachingQuestion(sql, { boutiqueId, userId }),
  ]);
  if (!context) return undefined;
  return adviseAndKeep(options, context, { kind: 'coaching', problem: null, details: '' }, (advisor) =>
    advisor.coachingAdvice(context, question),
  );
}
