import { AppError } from '../errors/app-error';

/** What the boutique is told when an inventory file cannot be used; each says what to do about it. */
export const inventoryFileMessages = {
  wrongType: 'Please upload a .csv, .xlsx or .xls file.',
  noRows: 'The file has no dress rows.',
  unreadable: 'The file could not be read as a spreadsheet.',
  tooLarge: 'The file is larger than 600 KB.',
  tooBigUnpacked: 'The file is too large to read. Please keep it to 5000 rows and 100 columns.',
  tooManyRows: 'The file has more than 5000 rows.',
  tooManyColumns: 'The file has more than 100 columns.',
  passwordProtected: 'The file is password-protected. Please remove the password and upload it again.',
  noIdentityColumn:
    'We could not find a dress name, style number or designer column. Please include one of them in the header row.',
} as const;

/** The refusals a sheet reader words; an import words its own limits. */
export type SheetFileMessages = Record<Exclude<keyof typeof inventoryFileMessages, 'noIdentityColumn'>, string>;

/** An inventory file the boutique has to fix; the message is safe to show as it is. */
export class InventoryFileError extends AppError {
  override name = 'InventoryFileError';

  constructor(message: string, options: { cause?: unknown } = {}) {
    super('BAD_REQUEST', message, options);
  }
}
