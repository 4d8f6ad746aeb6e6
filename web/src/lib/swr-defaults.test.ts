import { describe, expect, it } from '@jest/globals';
import type { SessionInfo } from '@bridal/shared/accounts/account-types';
import { mutate } from 'swr';
import { ApiError } from './api-client';
import { answers401Itself, swrDefaults } from './swr-defaults';
import { sessionKey } from './use-session';

const owner: SessionInfo = {
  boutiqueId: 1000,
  boutiqueName: 'Hollis Bridal Atelier',
  userRole: 'boutique_owner',
  userType: 'admin',
  userName: 'Grace Hollis',
  email: 'grace@hollis.example',
  emailConfirmed: true,
};

/** The session the app's cache holds after a hook's call failed with `error`. */
async function sessionAfter(onError: (error: unknown) => void, error: unknown) {
  await mutate(sessionKey, owner, { revalidate: false });
  onError(error);
  return mutate<SessionInfo | null>(sessionKey, (current) => current, { revalidate: false });
}

const callFailedWith = (status: number) => new ApiError(status, '', 'failed');
const defaultOnError = (error: unknown) => swrDefaults.onError!(error, '/api/anything', swrDefaults as never);

describe('the data-fetching defaults', () => {
  it('end the session when any call answers 401, so the guarded page sends her to log in', async () => {
    expect(await sessionAfter(defaultOnError, callFailedWith(401))).toBeNull();
  });

  it('keep the session on any other failure', async () => {
    expect(await sessionAfter(defaultOnError, callFailedWith(500))).toEqual(owner);
    expect(await sessionAfter(defaultOnError, new Error('offline'))).toEqual(owner);
  });

  it('leave a 401 to the hooks that answer it themselves (the demo, her plan)', async () => {
    expect(await sessionAfter(answers401Itself.onError, callFailedWith(401))).toEqual(owner);
  });
});
