import { inventoryFileMessages, type SheetFileMessages } from './inventory-file-error';
import { inventorySheetLimits, type SheetLimits } from './inventory-limits';

/** How a sheet reader judges an upload: its limits, how it words a refusal, and what it trusts. */
export interface SheetRules {
  limits: SheetLimits;
  messages: SheetFileMessages;
  /**
   * The inventory refuses a file whose name disagrees with its bytes; an import reads the bytes
   * alone, since exports from booking systems are often renamed (a workbook saved as `.csv`).
   */
  nameMustMatch: boolean;
}

export const inventorySheetRules: SheetRules = {
  limits: inventorySheetLimits,
  messages: inventoryFileMessages,
  nameMustMatch: true,
};
