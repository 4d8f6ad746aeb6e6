import { apiPaths } from '@bridal/shared/api/api-paths';
import type { UploadInventoryResponse } from '@bridal/shared/inventory/inventory';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/inventory/upload (admins only): the file replaces the boutique's inventory whole. */
export function uploadInventory(file: File): Promise<UploadInventoryResponse> {
  const body = new FormData();
  body.append('inventory', file, file.name);
  return apiRequest<UploadInventoryResponse>(apiPaths.inventoryUpload, { method: 'POST', body });
}
