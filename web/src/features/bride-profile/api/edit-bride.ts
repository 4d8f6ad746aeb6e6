import { apiPaths } from '@bridal/shared/api/api-paths';
import type { EditBrideRequest, EditBrideResponse } from '@bridal/shared/brides/edit-bride';
import { apiRequest } from '../../../lib/api-client';

/** PATCH /api/brides/{brideId} (admins): her details corrected; her plan is made again when they shape it. */
export function editBride(brideId: string, body: EditBrideRequest): Promise<EditBrideResponse> {
  return apiRequest<EditBrideResponse>(apiPaths.bride(brideId), { method: 'PATCH', body });
}
