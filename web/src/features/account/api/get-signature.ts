import { apiPaths } from '@bridal/shared/api/api-paths';
import type { ConsultantSignature } from '@bridal/shared/follow-ups/consultant-signature';
import useSWR from 'swr';
import { fetcher } from '../../../lib/api-client';

export const signatureKey = apiPaths.account.signature;

/** GET /api/account/signature: how she signs her follow-ups, and the boutique's lines under it. */
export function useSignature() {
  return useSWR<ConsultantSignature>(signatureKey, fetcher);
}
