import { useState } from 'react';
import { submitSurvey } from '../api/submit-survey';
import type { DraftKeeper } from '../utils/survey-draft-keeper';
import type { SurveyFormValues } from '../utils/survey-form-values';
import { describeSendRetry, finalSendTimeoutMs, sendWithRetries } from '../utils/send-with-retries';

/**
 * Her answers' final send, naming the photos sent ahead: tried again by itself when the connection
 * drops or the server is away, each try with her survey's send key, so a try whose answer was lost
 * on the way back never makes a second bride. `retryNote` says, meanwhile, that it is trying again.
 */
export function useFinalSend(boutiqueSlug: string, keeper: DraftKeeper) {
  const [retryNote, setRetryNote] = useState<string | null>(null);

  async function sendFinal(answers: SurveyFormValues, photoIds: string[]) {
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
