import { describe, expect, it } from '@jest/globals';
import { historyImportMessages } from '@bridal/shared/history-import/history-import';
import {
  asWindows1252,
  exportWorkbook,
  importExport,
  type ImportExport,
  withBom,
} from '@bridal/testing/fixtures/import-exports';
import type { CountryCode } from 'libphonenumber-js';
import { type HistoryColumns, mapHistoryColumns } from './map-history-columns';
import { readHistoryFile } from './read-history-file';
import { type HistoryRow, readHistoryRow } from './read-history-row';

const zone = 'America/New_York';
const now = new Date(Date.UTC(2026, 0, 15));

async function read(bytes: Buffer, name = 'export.csv', country: CountryCode = 'US') {
  const sheet = await readHistoryFile(bytes, name);
  const columns = mapHistoryColumns(sheet.headers, sheet.rows, country);
  const rows = sheet.rows.map((cells) =>
    readHistoryRow(cells, { mapping: mappingOf(columns), dateOrder: columns.dateOrder, zone, country, now }),
  );
  return { sheet, columns, rows };
}

function mappingOf({ columns }: HistoryColumns) {
  return Object.fromEntries(columns.filter((c) => c.field !== 'ignore').map((c) => [c.field, c.index]));
}

const fieldsOf = ({ columns }: HistoryColumns) =>
  Object.fromEntries(columns.map((column) => [column.header, column.field]));

const okRows = (rows: Awaited<ReturnType<typeof read>>['rows']): HistoryRow[] =>
  rows.map((reading) => {
    if (!reading.ok) throw new Error(reading.reason);
    return reading.row;
  });

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('The file was accepted.');
}

describe('history exports: each system by its own headers', () => {
  it.each<[ImportExport, Record<string, string>]>([
    [
      'acuity-appointments.csv',
      {
        'Start Time': 'startsAt',
        'First Name': 'firstName',
        Email: 'email',
        Type: 'appointmentType',
        Calendar: 'consultant',
        'Appointment Price': 'ignore',
        'Amount Paid Online': 'ignore',
        'Appointment ID': 'externalId',
      },
    ],
    [
      'square-appointments.csv',
      { Date: 'startsAt', Time: 'time', 'Customer Name': 'brideName', Staff: 'consultant', Status: 'status' },
    ],
    [
      'bridallive-appointments.csv',
      { 'Wedding Date': 'weddingDate', Associate: 'consultant', Sold: 'sold', 'Sale Amount': 'saleAmount' },
    ],
    [
      'calendly-events.csv',
      {
        'Invitee Name': 'brideName',
        'Invitee Email': 'email',
        'Event Type Name': 'appointmentType',
        'Start Date & Time': 'startsAt',
        Canceled: 'cancelled',
      },
    ],
  ])('%s', async (name, expected) => {
    const { columns, rows } = await read(importExport(name), name);
    expect(fieldsOf(columns)).toMatchObject(expected);
    expect(rows.every((row) => row.ok)).toBe(true);
  });

  it('reads Acuity: named months, 12-hour times, phones to E.164, booking fees never a sale', async () => {
    const [ava] = okRows((await read(importExport('acuity-appointments.csv'))).rows);
    expect(ava).toMatchObject({
      brideName: 'Ava Lindqvist',
      email: 'ava.lindqvist@example.com',
      phone: '+14155550134',
      consultant: 'Marisol',
      externalId: '1204551',
      status: 'completed',
      sale: null,
    });
    expect(ava!.startsAt.toISOString()).toBe('2025-03-03T15:00:00.000Z');
  });

  it('reads Square statuses and BridalLive sales', async () => {
    const square = okRows((await read(importExport('square-appointments.csv'))).rows);
    expect(square.map((row) => row.status)).toEqual(['completed', 'no_show', 'cancelled', 'completed']);
    expect(square[0]!.startsAt.toISOString()).toBe('2025-03-14T18:30:00.000Z');
    const bridalLive = okRows((await read(importExport('bridallive-appointments.csv'))).rows);
    expect(bridalLive.map((row) => row.sale?.amountCents ?? null)).toEqual([245000, null, null, 189000]);
    expect(bridalLive.map((row) => row.status)).toEqual(['completed', 'completed', 'no_show', 'completed']);
    expect(bridalLive[0]).toMatchObject({ weddingDate: '2025-09-20', sale: { dress: 'Aurora by Luna Bay' } });
  });

  it('reads Calendly: ISO days with 12-hour times, and its Canceled flag', async () => {
    const calendly = okRows((await read(importExport('calendly-events.csv'))).rows);
    expect(calendly.map((row) => row.status)).toEqual(['completed', 'cancelled', 'completed']);
    expect(calendly[1]!.startsAt.toISOString()).toBe('2025-05-07T18:00:00.000Z');
  });

  it('maps a plain sheet with unfamiliar headers by its values: semicolons, day-first dates, 24-hour times', async () => {
    const { columns, rows } = await read(importExport('plain-sheet.csv'));
    expect(fieldsOf(columns)).toEqual({
      Bride: 'brideName',
      'Visited on': 'startsAt',
      At: 'time',
      Result: 'status',
      Contact: 'email',
      'Total €': 'saleAmount',
    });
    expect(columns.columns.find((column) => column.header === 'Contact')!.by).toBe('values');
    expect(columns).toMatchObject({ dateOrder: 'dmy', dateOrderFromValues: true });
    const [amelie] = okRows(rows);
    expect(amelie).toMatchObject({ brideName: 'Amélie Durand', sale: { amountCents: 185000 } });
    expect(amelie!.startsAt.toISOString()).toBe('2025-06-14T14:30:00.000Z');
  });
});

describe('history exports: encodings and containers', () => {
  const plain = importExport('plain-sheet.csv').toString('utf8');

  it('reads UTF-8 with a BOM and Windows-1252 alike', async () => {
    for (const bytes of [withBom(plain), asWindows1252(plain)]) {
      const { sheet, rows } = await read(bytes);
      expect(sheet.headers[0]).toBe('Bride');
      expect(sheet.headers[5]).toBe('Total €');
      expect(okRows(rows).map((row) => row.brideName)).toEqual([
        'Amélie Durand',
        'Léa Martin',
        'Chloé Bernard',
        'Inès Moreau',
      ]);
    }
  });

  it('reads comma, semicolon and tab separated text', async () => {
    const csv = importExport('square-appointments.csv').toString('utf8');
    const tab = csv
      .split('\n')
      .map((line) => line.split(',').join('\t'))
      .join('\n');
    expect((await read(Buffer.from(tab))).rows.every((row) => row.ok)).toBe(true);
  });

  it('reads a workbook by its content, even renamed .csv', async () => {
    const lines = importExport('bridallive-appointments.csv').toString('utf8').trim().split('\n');
    const workbook = await exportWorkbook([
      lines[0]!.split(','),
      [
        '04/02/2025',
        '10:00',
        'Harper',
        'Nguyen',
        'harper@example.com',
        '',
        '09/20/2025',
        'Marisol',
        'Bridal',
        'Completed',
        'Yes',
        2450,
        '',
      ],
    ]);
    const { rows } = await read(workbook, 'bridallive.csv');
    expect(okRows(rows)[0]).toMatchObject({ brideName: 'Harper Nguyen', sale: { amountCents: 245000 } });
  });

  it('keeps formula-looking cells as text, never evaluated', async () => {
    const csv = 'Customer Name,Date,Time,Notes\n"=HYPERLINK(""http://x"")",03/14/2025,2:30 PM,@SUM(A1)\n';
    const { rows } = await read(Buffer.from(csv));
    expect(okRows(rows)[0]).toMatchObject({ brideName: '=HYPERLINK("http://x")', notes: '@SUM(A1)' });
  });

  it('refuses an inventory uploaded here, and a file with neither dates nor names', async () => {
    expect(await refusal(read(importExport('inventory-by-mistake.csv')))).toBe(
      historyImportMessages.looksLikeInventory,
    );
    expect(await refusal(read(Buffer.from('Colour,Count\nIvory,3\nBlush,2\n')))).toBe(
      historyImportMessages.noDateOrName,
    );
  });

  it('leaves out empty rows', async () => {
    const { sheet } = await read(Buffer.from('Customer Name,Date\nAva,03/14/2025\n,\n\nMia,03/15/2025\n'));
    expect(sheet.rows).toHaveLength(2);
  });
});

describe('history exports: dates and times', () => {
  const sheetOf = (...lines: string[]) => Buffer.from(`Customer Name,Date,Time\n${lines.join('\n')}\n`);

  it('decides month first or day first from any part above 12, and asks when nothing decides', async () => {
    expect((await read(sheetOf('Ava,03/14/2025,10:00'))).columns.dateOrder).toBe('mdy');
    expect((await read(sheetOf('Ava,14/03/2025,10:00'))).columns.dateOrder).toBe('dmy');
    const undecided = await read(sheetOf('Ava,03/04/2025,10:00', 'Mia,05/06/2025,11:00'));
    expect(undecided.columns).toMatchObject({ dateOrder: null, dateOrderFromValues: false });
    expect(undecided.rows[0]).toEqual({ ok: false, reason: 'The date could be month first or day first.' });
  });

  it('reads ISO dates, 12- and 24-hour times', async () => {
    const rows = okRows(
      (await read(sheetOf('Ava,2025-03-14,2:30 PM', 'Mia,2025-03-14,14:30', 'Zoe,2025-03-14,2pm'))).rows,
    );
    expect(rows.map((row) => row.startsAt.toISOString())).toEqual([
      '2025-03-14T18:30:00.000Z',
      '2025-03-14T18:30:00.000Z',
      '2025-03-14T18:00:00.000Z',
    ]);
  });

  it('moves a time in the spring-forward gap forward and says so', async () => {
    const [row] = okRows((await read(sheetOf('Ava,2025-03-09,2:30 AM'))).rows);
    expect(row!.startsAt.toISOString()).toBe('2025-03-09T07:30:00.000Z');
    expect(row!.note).toBe('02:30 did not exist on that day (the clocks went forward); read as 03:30.');
  });

  it('takes the first of a time that happened twice at fall-back and says so', async () => {
    const [row] = okRows((await read(sheetOf('Ava,2025-11-02,1:30 AM'))).rows);
    expect(row!.startsAt.toISOString()).toBe('2025-11-02T05:30:00.000Z');
    expect(row!.note).toBe('01:30 happened twice on that day (the clocks went back); read as the first.');
  });

  it('skips a row with its reason', async () => {
    const { rows } = await read(sheetOf('Ava,not a day,10:00', ',03/14/2025,10:00', 'Mia,03/14/2025,25:00'));
    expect(rows.map((row) => (row.ok ? 'ok' : row.reason))).toEqual([
      '"not a day" is not a date we can read.',
      'No client name, e-mail or phone.',
      '"25:00" is not a time we can read.',
    ]);
  });
});

describe('history exports: sales', () => {
  it('takes an amount as a sale when the file has no Sold column, and a Sold "No" over an amount', async () => {
    const csv =
      'Customer Name,Date,Status,Sale Amount,Sold\nAva,2025-03-14,Completed,"$1,900.00",\nMia,2025-03-14,Completed,$900,No\n';
    const rows = okRows((await read(Buffer.from(csv))).rows);
    expect(rows.map((row) => row.sale?.amountCents ?? null)).toEqual([190000, null]);
  });
});

describe('history exports: phones in the boutique country', () => {
  it('reads a phone without country code in the boutique country', async () => {
    const csv = 'Customer Name,Date,Phone\nAmelia,2025-03-14,020 7946 0018\n';
    const [row] = okRows((await read(Buffer.from(csv), 'export.csv', 'GB')).rows);
    expect(row!.phone).toBe('+442079460018');
  });
});
