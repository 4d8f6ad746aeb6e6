import * as yup from 'yup';
import { pageNumberField, pageNumberMessage } from '../validation/page-number-field';
import { messages } from '../validation/messages';

/** One dress of the boutique's current inventory, with the attributes the upload read from its row. */
export interface InventoryDress {
  id: string;
  styleNumber: string;
  designer: string;
  name: string;
  price: number | null;
  silhouette: string | null;
  neckline: string | null;
  fabric: string | null;
  colour: string | null;
  sleeves: string | null;
  train: string | null;
  /** In stock, as the sheet wrote them. */
  sizes: string[];
  /** The samples held to try on. */
  sampleSizes: string[];
  /** The US sizes it can be ordered in, or null when the sheet does not say. */
  orderRange: { min: number; max: number } | null;
  tags: string[];
  styles: string[];
  description: string;
  isTopSeller: boolean;
}

/** The upload the inventory was read from. */
export interface InventoryUpload {
  fileName: string;
  /** ISO time of the upload. */
  uploadedAt: string;
  dressCount: number;
}

/** GET /api/inventory/dresses?search=&page=: one page of the current inventory, as it was read. */
export interface InventoryDressesPage {
  /** Null before the boutique's first upload. */
  upload: InventoryUpload | null;
  dresses: InventoryDress[];
  search: string;
  page: number;
  pageSize: number;
  /** Dresses matching the search, on every page. */
  total: number;
  /** At least 1, so an empty inventory still has its (empty) first page. */
  pageCount: number;
}

export const inventoryDressesPageSize = 50;
export const inventorySearchMaxLength = 100;

export const inventoryDressesMessages = {
  page: pageNumberMessage,
  search: messages.keepUnder('search', inventorySearchMaxLength),
  none: 'No inventory has been uploaded yet.',
} as const;

/** The query of GET /api/inventory/dresses; both parts optional (no search, the first page). */
export const inventoryDressesQuerySchema = yup.object({
  search: yup.string().trim().default('').max(inventorySearchMaxLength, inventoryDressesMessages.search),
  page: pageNumberField(),
});

/** POST /api/inventory/refresh-plans: how many upcoming brides' plans are being refreshed. */
export interface RefreshPlansResponse {
  /** Plans whose dresses are now being picked again from the current inventory. */
  refreshed: number;
  /** Plans still being prepared, left alone: they pick from the current inventory as they finish. */
  busy: number;
}

/** POST /api/brides/{brideId}/refresh-dresses. */
export interface RefreshDressesResponse {
  status: 'analyzing';
}

export const refreshDressesBusyMessage = "Her plan is still being prepared. Refresh her dresses once it's ready.";
