/** A row as a reader found it: its number in the boutique's sheet and its cells as text. */
export interface SheetRow {
  /** 1-based, as the spreadsheet program shows it. */
  number: number;
  cells: string[];
}
