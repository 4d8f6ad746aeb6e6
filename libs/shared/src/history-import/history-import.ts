import * as yup from 'yup';

/**
 * What a column of another system's export can be read as (DESIGN.md section 13). A file maps
 * each column to at most one field; 'ignore' leaves a column out.
 */
export const historyFields = [
  'externalId',
  'startsAt',
  'time',
  'brideName',
  'firstName',
  'lastName',
  'email',
  'phone',
  'weddingDate',
  'consultant',
  'appointmentType',
  'status',
  'cancelled',
  'sold',
  'saleAmount',
  'saleDate',
  'dress',
  'notes',
] as const;
export type HistoryField = (typeof historyFields)[number];

/** How the owner sees each field in the preview's selects. */
export const historyFieldLabels: Record<HistoryField, string> = {
  externalId: 'Appointment ID',
  startsAt: 'Appointment date (and time)',
  time: 'Appointment time',
  brideName: "Bride's full name",
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phone: 'Phone',
  weddingDate: 'Wedding date',
  consultant: 'Consultant',
  appointmentType: 'Appointment type',
  status: 'Status',
  cancelled: 'Cancelled (yes/no)',
  sold: 'Sold (yes/no)',
  saleAmount: 'Sale amount',
  saleDate: 'Sale date',
  dress: 'Dress',
  notes: 'Notes',
};

/** How numeric dates are written: 03/04/2025 is 4 March in 'mdy', 3 April in 'dmy'. */
export const dateOrders = ['mdy', 'dmy'] as const;
export type DateOrder = (typeof dateOrders)[number];

export type HistoryImportStatus = 'staged' | 'checked' | 'importing' | 'imported' | 'failed';

/** Column index (as text, as JSON keys are) -> field, or 'ignore'. */
export type HistoryMapping = Record<string, HistoryField | 'ignore'>;

export interface HistoryColumn {
  index: number;
  header: string;
  field: HistoryField | 'ignore';
  /** How the column was recognised: its header, its values, or the owner's choice. */
  by: 'header' | 'values' | 'owner' | null;
}

/** One row of the preview: its cells and what each mapped field became. */
export interface HistoryPreviewRow {
  rowNumber: number;
  cells: string[];
  /** Field -> the value as it will be imported (a UTC instant shown in the boutique's zone, an E.164 phone). */
  read: Partial<Record<HistoryField, string>>;
  /** Why the row would be skipped, or a note (a time in a DST change). */
  problem: string | null;
}

export interface SkippedHistoryRow {
  rowNumber: number;
  reason: string;
}

/** An imported bride whose match to an existing bride is too weak to take without the owner. */
export interface UnsureHistoryMatch {
  key: string;
  /** As the file names her. */
  name: string;
  weddingDate: string | null;
  rows: number;
  candidate: { brideId: string; name: string; weddingDate: string | null; email: string; phone: string };
  reason: string;
  decision: 'match' | 'new' | null;
}

export interface HistoryDryRun {
  newBrides: number;
  matchedBrides: number;
  newAppointments: number;
  alreadyImported: number;
  sales: number;
  skipped: number;
  newConsultants: string[];
  /** Rows read with a note the owner should know (a time in a DST change). */
  notes: SkippedHistoryRow[];
  unsure: UnsureHistoryMatch[];
}

export interface HistoryImportView {
  id: string;
  fileName: string;
  status: HistoryImportStatus;
  rowCount: number;
  columns: HistoryColumn[];
  /** Null while the file's numeric dates could be read either way and the owner has not chosen. */
  dateOrder: DateOrder | null;
  /** True when the values decided the order; false when the owner must (or did) choose. */
  dateOrderFromValues: boolean;
  /** The boutique's zone local times are read in. */
  timeZone: string;
  preview: HistoryPreviewRow[];
  dryRun: HistoryDryRun | null;
  progress: { done: number; total: number };
  error: string | null;
}

export const historyImportMessages = {
  missingFile: 'Please choose an export file to upload.',
  tooLarge: 'The file is larger than 20 MB. Please export a shorter period.',
  tooManyRows: 'The file has more than 100000 rows. Please export a shorter period.',
  looksLikeInventory:
    'This looks like an inventory file (styles, designers, prices, sizes), not appointments. Please upload it on the Inventory page, or choose an export of your appointments or clients.',
  noDateOrName:
    'We could not find appointment dates or client names in this file. Please check the header row, or map the columns below.',
  notFound: 'Import not found.',
  unknownField: 'Please choose a field from the list for every column.',
  fieldTwice: 'Each field can be read from one column only.',
  chooseDateOrder: 'Please say how the dates in this file are written (month first or day first).',
  dryRunFirst: 'Please run the check (dry run) before importing.',
  decideUnsure: 'Please decide every unsure match before importing.',
  alreadyRunning: 'This import is already running.',
  alreadyImported: 'This file has already been imported.',
  unknownMatch: 'That unsure match is not part of this import.',
} as const;

const fieldValues = [...historyFields, 'ignore'] as const;

/** PUT .../mapping: any column's field, and the date order when the owner chooses it. */
export const historyMappingSchema = yup
  .object({
    mapping: yup
      .object()
      .test('fields', historyImportMessages.unknownField, (value) => {
        if (value === null || value === undefined) return true;
        return Object.entries(value).every(
          ([key, field]) => /^\d{1,3}$/.test(key) && (fieldValues as readonly unknown[]).includes(field),
        );
      })
      .test('once', historyImportMessages.fieldTwice, (value) => {
        const used = Object.values(value ?? {}).filter((field) => field !== 'ignore');
        return new Set(used).size === used.length;
      })
      .default({}),
    dateOrder: yup.string().oneOf(dateOrders, historyImportMessages.chooseDateOrder).optional(),
  })
  .noUnknown()
  .strict();

/** PUT .../unsure: the owner's decision on one unsure match. */
export const historyUnsureDecisionSchema = yup
  .object({
    key: yup.string().required(historyImportMessages.unknownMatch).max(400),
    decision: yup
      .string()
      .oneOf(['match', 'new'] as const, historyImportMessages.unknownMatch)
      .required(),
  })
  .noUnknown()
  .strict();
