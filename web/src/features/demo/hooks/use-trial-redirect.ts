import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

/** An SWR onError for the demo's calls: a 401 means no trial cookie, so back to the trial sign-up. */
export function useTrialRedirectOn401() {
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) navigate(paths.trialSignup, { replace: true });
    },
    [navigate],
  );
}
