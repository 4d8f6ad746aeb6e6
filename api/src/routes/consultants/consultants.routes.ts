import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import {
  addConsultantHandler,
  changeRoleHandler,
  deleteConsultantHandler,
  inviteConsultantHandler,
  listConsultantsHandler,
  resendInvitationHandler,
  subscriptionDetailsHandler,
  updateConsultantHandler,
} from './consultants.handlers';
import { getConsultantSignatureHandler, updateConsultantSignatureHandler } from './consultant-signature.handlers';
import { acceptInvitationHandler, findInvitationHandler } from './invitations.handlers';

/** Mounted at /api/consultants. */
export const consultantsRoutes = new Hono<AppEnv>()
  .get('/', listConsultantsHandler)
  .post('/', addConsultantHandler)
  .post('/invite', inviteConsultantHandler)
  .post('/:id/resend-invite', resendInvitationHandler)
  .put('/:id', updateConsultantHandler)
  .put('/:id/role', changeRoleHandler)
  .get('/:id/signature', getConsultantSignatureHandler)
  .put('/:id/signature', updateConsultantSignatureHandler)
  .delete('/:id', deleteConsultantHandler);

/** Mounted at /api/subscription-details. */
export const subscriptionRoutes = new Hono<AppEnv>().get('/', subscriptionDetailsHandler);

/** Mounted at /api/consultant-invite: an invitation looked up by its token. */
export const invitationRoutes = new Hono<AppEnv>().get('/:token', findInvitationHandler);

/** Mounted at /api/consultant-accept-invite. */
export const acceptInvitationRoutes = new Hono<AppEnv>().post('/', acceptInvitationHandler);
