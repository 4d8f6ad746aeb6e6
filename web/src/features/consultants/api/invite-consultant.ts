import type { InviteConsultantRequest } from '@bridal/shared/consultants/consultant-schemas';
import type { Consultant } from '@bridal/shared/consultants/consultants';
import { mutate } from 'swr';
import { apiRequest } from '../../../lib/api-client';
import { consultantsKey } from './get-consultants';
import { subscriptionDetailsKey } from './get-subscription-details';

/** POST /api/consultants/invite: creates her, pending, and e-mails her the set-up link. */
export function inviteConsultant(body: InviteConsultantRequest): Promise<Consultant> {
  return apiRequest<Consultant>('/api/consultants/invite', { method: 'POST', body });
}

/** The team and its seat count, fetched again after a change. */
export function refreshTeam(): Promise<unknown> {
  return Promise.all([mutate(consultantsKey), mutate(subscriptionDetailsKey)]);
}
