import { useState } from 'react';
import type { DraftKeeper } from '../utils/survey-draft-keeper';
import type { SurveyFormValues } from '../utils/survey-form-values';
import { describeSendRetry, finalSendTimeoutMs, sendWithRetries } from '../utils/send-with-retries';

/** The sending code (and the answers' schema it casts with), loaded apart from the first step's. */
export const loadSubmit = () => import('../api/submit-survey');

/**
 * Her answers' final send, naming the photos sent ahead: tried again by itself when the connection
 * drops or the server is away, each try with her survey's send key, so a try whose answer was lost
 * on the way back never makes a second bride. `retryNote` says, meanwhile, that it is trying again.
 */
export function useFinalSend(boutiqueSlug: string, keeper: DraftKeeper) {
  const [retryNote, setRetryNote] = useState<string | null>(null);

  async function sendFinal(answers: SurveyFormValues, photoIds: string[]) {
    const { submitSurvey } = await loadSubmit();
    try {
      return await sendWithRetries(
        () =>
          submitSurvey({
            answers,
            images: [],
            photoIds,
            boutiqueSlug,
            sendKey: keeper.sendKey(),
            timeoutMs: finalSendTimeoutMs,
          }),
        { onRetry: ({ error }) => setRetryNote(describeSendRetry(error)) },
      );
    } finally {
      setRetryNote(null);
    }
  }

  return { sendFinal, retryNote };
}
