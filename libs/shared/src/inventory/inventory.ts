/** GET /api/inventory/status. */
export interface InventoryStatus {
  hasInventory: boolean;
  dressCount: number;
  /** ISO time of the current inventory's upload, or null. */
  lastUpdated: string | null;
  /** What the current inventory's upload read about sizes; absent in uploads made before sizes were read. */
  sizes?: InventorySizeReport;
}

/** The size columns an upload can read: in stock, the samples, the range it can be ordered in. */
export type InventorySizeField = 'sizes' | 'sampleSizes' | 'orderRange';

/** What an upload read about sizes: the columns found and short, counted messages about bad cells. */
export interface InventorySizeReport {
  columns: {
    field: InventorySizeField;
    /** The header the sizes were read from, as the sheet names it. */
    header: string;
    /** 'values' when the header named nothing known and the cells told what the column holds. */
    recognisedBy: 'header' | 'values';
    /** Dresses the column gave sizes for. */
    dressCount: number;
  }[];
  /** Sizes left out, converted or read another way; nothing is dropped without a line here. */
  notes: string[];
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
  sizes: InventorySizeReport;
}
