import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import {
  deleteConsultantHandler,
  inviteConsultantHandler,
  listConsultantsHandler,
  resendInvitationHandler,
  subscriptionDetailsHandler,
  updateConsultantHandler,
} from './consultants.handlers';
import { acceptInvitationHandler, findInvitationHandler } from './invitations.handlers';

export const consultantsRoutes = new Hono<AppEnv>()
  .get('/consultants', listConsultantsHandler)
  .post('/consultants/invite', inviteConsultantHandler)
  .post('/consultants/:id/resend-invite', resendInvitationHandler)
  .put('/consultants/:id', updateConsultantHandler)
  .delete('/consultants/:id', deleteConsultantHandler)
  .get('/subscription-details', subscriptionDetailsHandler)
  .get('/consultant-invite/:token', findInvitationHandler)
  .post('/consultant-accept-invite', acceptInvitationHandler);
