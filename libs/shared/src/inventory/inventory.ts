/** GET /api/inventory/status. */
export interface InventoryStatus {
  hasInventory: boolean;
  dressCount: number;
  /** ISO time of the current inventory's upload, or null. */
  lastUpdated: string | null;
}

/** A sheet row the upload left out, numbered as the boutique's sheet numbers it. */
export interface SkippedInventoryRow {
  row: number;
  reason: string;
}

/** POST /api/inventory/upload: the file replaced the boutique's inventory whole. */
export interface UploadInventoryResponse {
  dressCount: number;
  skippedCount: number;
  skipped: SkippedInventoryRow[];
  columns: {
    /** Field name -> the header it was read from ("styleNumber" -> "Item #"). */
    mapped: Record<string, string>;
    /** Headers no field was read from. */
    unmapped: string[];
  };
}
