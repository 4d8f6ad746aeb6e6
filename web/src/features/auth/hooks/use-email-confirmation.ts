import { type ConfirmEmailResponse, emailConfirmationMessages } from '@bridal/shared/accounts/email-confirmation';
import { useEffect, useState } from 'react';
import { mutate } from 'swr';
import { ApiError } from '../../../lib/api-client';
import { sessionKey } from '../../../lib/use-session';
import { confirmEmail } from '../api/confirm-email';

export type EmailConfirmationState =
  | { status: 'confirming' }
  /** `changedTo`: the link made the new address she asked for her login. */
  | { status: 'confirmed'; changedTo?: string }
  | { status: 'failed'; message: string; canRetry: boolean };

// A link works once: the page sends each token once, however often it renders or mounts.
const sent = new Map<string, Promise<ConfirmEmailResponse>>();

const failed = (message: string, canRetry: boolean): EmailConfirmationState => ({
  status: 'failed',
  message,
  canRetry,
});

function failureOf(error: unknown): EmailConfirmationState {
  // 409: the new address she asked for was taken meanwhile; trying again cannot help.
  if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
    return failed(error.serverMessage ?? emailConfirmationMessages.invalidLink, false);
  }
  if (error instanceof ApiError && error.status === 429 && error.serverMessage)
    return failed(error.serverMessage, true);
  return failed('We could not confirm your e-mail address right now. Please try again.', true);
}

/** Sends the link's token as the page opens, and says how it went; `retry` sends it again. */
export function useEmailConfirmation(token: string) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<EmailConfirmationState>(() =>
    token ? { status: 'confirming' } : failed(emailConfirmationMessages.invalidLink, false),
  );

  useEffect(() => {
    if (!token) return;
    let current = true;
    const key = `${token}#${attempt}`;
    if (!sent.has(key)) sent.set(key, confirmEmail({ token }));
    sent.get(key)!.then(
      async (answer) => {
        // Her session (if she is signed in here) now says so: the dashboard's notice goes.
        await mutate(sessionKey);
        if (current)
          setState(answer.email ? { status: 'confirmed', changedTo: answer.email } : { status: 'confirmed' });
      },
      (error: unknown) => {
        if (current) setState(failureOf(error));
      },
    );
    return () => {
      current = false;
    };
  }, [token, attempt]);

  const retry = () => {
    setState({ status: 'confirming' });
    setAttempt((n) => n + 1);
  };
  return { state, retry };
}
