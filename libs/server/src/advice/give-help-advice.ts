import type { HelpAdviceRequest } from '@bridal/shared/advice/advice-schemas';
import { type AdviceAskedBy, adviseAndKeep, type GivenAdvice, recordOfAsker } from './advise-and-keep';
import { loadAdviceContext } from './load-advice-context';

export interface GiveHelpAdviceOptions extends AdviceAskedBy {
  request: HelpAdviceRequest;
}

/** 'I Need Help': advice for this bride and problem, kept with her; undefined when she is not the boutique's. */
export async function giveHelpAdvice(options: GiveHelpAdviceOptions): Promise<GivenAdvice | undefined> {
  const { sql, request, boutiqueId } = options;
  const context = await loadAdviceContext({
    sql,
    boutiqueId,
    brideId: request.brideId,
    readRecord: recordOfAsker(options),
    today: options.today,
  });
  if (!context) return undefined;
  const question = { problem: request.problem, details: request.details.trim() };
  return adviseAndKeep(options, context, { kind: 'help', ...question }, (advisor) =>
    advisor.helpAdvice(context, question),
  );
}
