import type { ConsultantSignature } from '@bridal/shared/follow-ups/consultant-signature';
import type { ConsultantSignatureRequest } from '@bridal/shared/follow-ups/consultant-signature-schema';
import { mutate } from 'swr';
import { apiRequest } from '../../../lib/api-client';
import { signatureKey } from './get-signature';

/** PUT /api/account/signature: her own sign-off ('' signs with her name); the page shows what was kept. */
export async function updateSignature(body: ConsultantSignatureRequest): Promise<ConsultantSignature> {
  const saved = await apiRequest<ConsultantSignature>(signatureKey, { method: 'PUT', body });
  await mutate(signatureKey, saved, { revalidate: false });
  return saved;
}
