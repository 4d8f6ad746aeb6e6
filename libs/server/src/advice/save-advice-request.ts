import type { HelpProblem } from '@bridal/shared/advice/help-problems';
import type { Sql } from '../db/create-sql';
import type { AdviceOutcome } from './advise-with-fallback';

export interface AdviceRequestRow {
  boutiqueId: number;
  brideId: string;
  userId: string;
  kind: 'help' | 'coaching';
  problem: HelpProblem | null;
  details: string;
  /** The demo visitor's trial when she asked: her advice goes with her other demo data after an hour. */
  demoTrialId?: string | null;
}

/** Keeps the request and its advice with the bride, and bills the model's tokens to the boutique. */
export async function saveAdviceRequest(sql: Sql, row: AdviceRequestRow, outcome: AdviceOutcome): Promise<string> {
  return sql.begin(async (tx) => {
    const [saved] = await tx<{ id: string }[]>`
      INSERT INTO advice_requests (boutique_id, bride_id, user_id, kind, problem, details, advice, provider,
                                   demo_trial_id)
      VALUES (${row.boutiqueId}, ${row.brideId}, ${row.userId}, ${row.kind}, ${row.problem}, ${row.details},
              ${outcome.advice}, ${outcome.provider}, ${row.demoTrialId ?? null})
      RETURNING id`;
    if (outcome.usage) {
      await tx`
        INSERT INTO ai_usage (boutique_id, provider, model, step, prompt_tokens, completion_tokens)
        VALUES (${row.boutiqueId}, 'openai', ${outcome.usage.model}, ${`${row.kind}-advice`},
                ${outcome.usage.promptTokens}, ${outcome.usage.completionTokens})`;
    }
    return saved!.id;
  });
}
