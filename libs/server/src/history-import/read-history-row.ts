import type { DateOrder, HistoryField } from '@bridal/shared/history-import/history-import';
import type { CountryCode } from 'libphonenumber-js';
import { isoDay, readLocalInstant, readLocalNoon } from './read-local-instant';
import {
  dateOf,
  readAmountCents,
  readDateCell,
  readEmail,
  readPhone,
  readStatus,
  readTime,
  readYesNo,
} from './read-history-values';

export type ImportedStatus = 'completed' | 'no_show' | 'cancelled' | 'booked';

/** One row of an export as it will be imported. */
export interface HistoryRow {
  externalId: string;
  startsAt: Date;
  brideName: string;
  email: string;
  phone: string;
  /** ISO day, or null. */
  weddingDate: string | null;
  consultant: string;
  appointmentType: string;
  status: ImportedStatus;
  sale: { amountCents: number | null; date: string | null; dress: string } | null;
  notes: string;
  /** Said to the owner with the row (a time in a DST change). */
  note: string | null;
}

export interface RowContext {
  mapping: Partial<Record<HistoryField, number>>;
  dateOrder: DateOrder | null;
  zone: string;
  country: CountryCode;
  now: Date;
}

export type RowReading = { ok: true; row: HistoryRow } | { ok: false; reason: string };

const maxText = 200;
const oneLine = (text: string, limit = maxText) => text.replace(/\s+/g, ' ').trim().slice(0, limit);

function dayOf(cell: string, order: DateOrder | null): { day: string | null; unreadable: boolean } {
  if (cell.trim() === '') return { day: null, unreadable: false };
  const reading = readDateCell(cell);
  if (!reading) return { day: null, unreadable: true };
  if (reading.kind === 'numeric' && order === null) return { day: null, unreadable: true };
  const date = dateOf(reading, order ?? 'mdy');
  return date ? { day: isoDay(date), unreadable: false } : { day: null, unreadable: true };
}

/**
 * Reads one row: its appointment's start in the boutique's zone, the bride, her consultant and
 * what came of it. A row that cannot be imported says why, in words for the owner.
 */
export function readHistoryRow(cells: readonly string[], context: RowContext): RowReading {
  const { mapping, dateOrder, zone, country } = context;
  const cell = (field: HistoryField) => {
    const index = mapping[field];
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };

  const name = oneLine(cell('brideName') || [cell('firstName'), cell('lastName')].filter(Boolean).join(' '));
  const emailCell = cell('email');
  const email = readEmail(emailCell) ?? '';
  const phoneCell = cell('phone');
  const phone = phoneCell === '' ? '' : (readPhone(phoneCell, country) ?? '');
  if (name === '' && email === '' && phone === '') return { ok: false, reason: 'No client name, e-mail or phone.' };

  const startCell = cell('startsAt');
  if (startCell === '') return { ok: false, reason: 'No appointment date.' };
  const reading = readDateCell(startCell);
  if (!reading) return { ok: false, reason: `"${oneLine(startCell, 40)}" is not a date we can read.` };
  if (reading.kind === 'numeric' && dateOrder === null) {
    return { ok: false, reason: 'The date could be month first or day first.' };
  }
  const date = dateOf(reading, dateOrder ?? 'mdy');
  if (!date) return { ok: false, reason: `"${oneLine(startCell, 40)}" is not a date in this file's date order.` };
  const timeCell = cell('time');
  const time = reading.time ?? (timeCell === '' ? null : readTime(timeCell));
  if (timeCell !== '' && reading.time === null && time === null) {
    return { ok: false, reason: `"${oneLine(timeCell, 40)}" is not a time we can read.` };
  }
  let startsAt: Date;
  let note: string | null = null;
  if (reading.kind === 'exact' && reading.offsetMinutes !== null && reading.time) {
    // The export said its own offset: an instant, whatever the boutique's zone.
    const { year, month, day } = date;
    const utc = Date.UTC(year, month - 1, day, reading.time.hour, reading.time.minute);
    startsAt = new Date(utc - reading.offsetMinutes * 60_000);
  } else if (time) {
    ({ instant: startsAt, note } = readLocalInstant(date, time, zone));
  } else {
    startsAt = readLocalNoon(date, zone);
  }

  const wedding = dayOf(cell('weddingDate'), dateOrder);
  const saleDay = dayOf(cell('saleDate'), dateOrder);
  const amountCell = cell('saleAmount');
  const amountCents = amountCell === '' ? null : readAmountCents(amountCell);
  const statusCell = cell('status');
  const status = readStatus(statusCell);
  if (statusCell !== '' && status === null) {
    return { ok: false, reason: `"${oneLine(statusCell, 40)}" is not a status we know.` };
  }
  const cancelled = readYesNo(cell('cancelled')) === true;
  const soldCell = cell('sold');
  // An empty Sold cell says nothing: an amount alone can still make the sale.
  const soldFlag = soldCell === '' ? null : readYesNo(soldCell);
  const sold = status === 'sold' || soldFlag === true || (soldFlag === null && amountCents !== null && amountCents > 0);

  let imported: ImportedStatus;
  if (cancelled || status === 'cancelled') imported = 'cancelled';
  else if (status === 'no_show') imported = 'no_show';
  else if (sold || status === 'completed' || status === 'walked_out') imported = 'completed';
  // A booking system's "booked" in the past, or an export with no status: a past visit took place.
  else imported = startsAt.getTime() <= context.now.getTime() ? 'completed' : 'booked';
  if (sold && imported !== 'completed') {
    return { ok: false, reason: 'A sale on an appointment that did not take place.' };
  }

  return {
    ok: true,
    row: {
      externalId: oneLine(cell('externalId'), 100),
      startsAt,
      brideName: name || email || phone,
      email,
      phone,
      weddingDate: wedding.day,
      consultant: oneLine(cell('consultant'), 100),
      appointmentType: oneLine(cell('appointmentType'), 100),
      status: imported,
      sale: sold ? { amountCents, date: saleDay.day, dress: oneLine(cell('dress')) } : null,
      notes: oneLine(cell('notes'), 2000),
      note,
    },
  };
}
