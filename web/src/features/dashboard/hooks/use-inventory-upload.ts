import type { UploadInventoryResponse } from '@bridal/shared/inventory/inventory';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { refreshInventoryStatus } from '../api/get-inventory-status';
import { uploadInventory } from '../api/upload-inventory';
import { checkInventoryFile } from '../utils/inventory-file';

function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? 'The inventory could not be uploaded. Please try again.';
  return 'The inventory could not reach the server. Please check your connection and try again.';
}

/** Checks a chosen inventory file, sends it, and says how it went. */
export function useInventoryUpload() {
  const [isUploading, setIsUploading] = useState(false);
  const [lastUpload, setLastUpload] = useState<UploadInventoryResponse | null>(null);

  async function upload(file: File) {
    const problem = checkInventoryFile(file);
    if (problem) {
      notify('error', problem.title, problem.description);
      return;
    }
    setIsUploading(true);
    try {
      const result = await uploadInventory(file);
      setLastUpload(result);
      notify(
        'success',
        'Inventory Updated Successfully',
        `Uploaded ${result.dressCount} dresses. AI recommendations will now use this inventory.`,
        5000,
      );
      await refreshInventoryStatus();
    } catch (error) {
      notify('error', 'Upload Failed', failureMessage(error));
    } finally {
      setIsUploading(false);
    }
  }

  return { upload, isUploading, lastUpload };
}
