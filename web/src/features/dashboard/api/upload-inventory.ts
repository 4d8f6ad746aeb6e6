import { apiRequest } from '../../../lib/api-client';

export interface UploadInventoryResponse {
  dressCount: number;
  skippedCount: number;
  /** Rows left out, each with a reason that names the row as the boutique's sheet numbers it. */
  skipped: { row: number; reason: string }[];
}

/** POST /api/inventory/upload (admins only): the file replaces the boutique's inventory whole. */
export function uploadInventory(file: File): Promise<UploadInventoryResponse> {
  const body = new FormData();
  body.append('inventory', file, file.name);
  return apiRequest<UploadInventoryResponse>('/api/inventory/upload', { method: 'POST', body });
}
