import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import {
  changePasswordHandler,
  getAccountHandler,
  signOutEverywhereHandler,
  updateBoutiqueHandler,
  updateProfileHandler,
} from './account.handlers';
import { getOwnSignatureHandler, updateOwnSignatureHandler } from './signature.handlers';
import { getDigestOptOutHandler, updateDigestOptOutHandler } from './coaching-digest-opt-out.handlers';

/** Mounted at /api/account: the signed-in user's own account. */
export const accountRoutes = new Hono<AppEnv>()
  .get('/', getAccountHandler)
  .put('/', updateProfileHandler)
  .put('/boutique', updateBoutiqueHandler)
  .get('/signature', getOwnSignatureHandler)
  .put('/signature', updateOwnSignatureHandler)
  .get('/coaching-digest', getDigestOptOutHandler)
  .put('/coaching-digest', updateDigestOptOutHandler)
  .post('/password', changePasswordHandler)
  .post('/sign-out-everywhere', signOutEverywhereHandler);
