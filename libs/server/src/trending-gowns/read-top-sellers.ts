import { AppError } from '../errors/app-error';
import { maxInventoryFileBytes } from '../inventory/inventory-limits';
import type { ParsedDress } from '../inventory/parse-inventory';
import { parseInventoryOffThread } from '../inventory/parse-inventory-off-thread';

export interface TopSellerReading {
  items: ParsedDress[];
  /** Why there are none, in words for the admin; null when items were found. */
  note: string | null;
}

export const topSellerNotes = {
  tooLarge: `Top sellers are read from spreadsheets up to ${Math.round(maxInventoryFileBytes / 1024)} KB; this one is kept as a document only.`,
  unreadable: (reason: string) => `No top sellers could be read: ${reason}`,
  noneFlagged: (header: string) => `The "${header}" column marks no gown as a top seller.`,
  noRows: 'The sheet lists no gowns.',
} as const;

/**
 * The gowns a spreadsheet document names as top sellers, read as an inventory is (same parsers,
 * same header mapping, in a bounded thread). A sheet with a top-seller column ("Best Seller",
 * "Trending") gives the rows it flags; any other sheet is a list of top sellers, every row counts.
 * A sheet that cannot be read is no error: the document is still kept, with a note saying why.
 */
export async function readTopSellers(content: Buffer | null, fileName: string): Promise<TopSellerReading> {
  if (content === null || content.length > maxInventoryFileBytes) return { items: [], note: topSellerNotes.tooLarge };
  let parsed;
  try {
    parsed = await parseInventoryOffThread(content, fileName);
  } catch (error) {
    if (error instanceof AppError) return { items: [], note: topSellerNotes.unreadable(error.message) };
    throw error;
  }
  const flagColumn = parsed.columns.mapped.topSeller;
  const items = flagColumn === undefined ? parsed.dresses : parsed.dresses.filter((dress) => dress.isTopSeller);
  if (items.length > 0) return { items, note: null };
  return { items, note: flagColumn === undefined ? topSellerNotes.noRows : topSellerNotes.noneFlagged(flagColumn) };
}
