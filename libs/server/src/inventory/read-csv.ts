import { type Info, parse } from 'csv-parse/sync';
import type { SheetRow } from './sheet-row';

/** Windows-1252's characters at 0x80-0x9F (€, curly quotes, dashes); undefined bytes stay as they are. */
const windows1252High =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/**
 * Windows-1252 by hand: Node's TextDecoder reads the label as latin1, which turns "€" and curly
 * quotes into invisible control characters.
 */
function decodeWindows1252(buffer: Buffer): string {
  const text = buffer.toString('latin1');
  return /[\u0080-\u009f]/.test(text)
    ? text.replace(/[\u0080-\u009f]/g, (char) => windows1252High[char.charCodeAt(0) - 0x80] ?? char)
    : text;
}

/**
 * The text of a CSV/TSV file, or null when the bytes are not text. UTF-8 is tried first (a BOM is
 * dropped); anything else is read as Windows-1252, which is what Excel on Windows writes and a
 * superset of latin1. UTF-16 is read only with its BOM ("Unicode text" exports).
 */
export function decodeText(buffer: Buffer): string | null {
  let text: string;
  if (buffer[0] === 0xff && buffer[1] === 0xfe) {
    text = new TextDecoder('utf-16le').decode(buffer);
  } else if (buffer[0] === 0xfe && buffer[1] === 0xff) {
    text = new TextDecoder('utf-16be').decode(buffer);
  } else {
    if (buffer.includes(0)) return null;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
    } catch {
      text = decodeWindows1252(buffer);
    }
  }
  // Any bytes decode as Windows-1252; real text has next to no control characters.
  let controls = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0) return null;
    if (code < 32 && code !== 9 && code !== 10 && code !== 12 && code !== 13) controls += 1;
  }
  return controls > text.length / 100 ? null : text;
}

const delimiters = [',', ';', '\t', '|'] as const;
const sampleLength = 64 * 1024;
const sampleLines = 50;

/**
 * Picks the delimiter that splits the first lines most consistently. Consistency rather than
 * frequency, because a semicolon file with prices like "1.299,00" has commas on most lines too.
 * Delimiters inside quotes do not count.
 */
export function detectDelimiter(text: string): string {
  const lines: number[][] = [];
  let counts = delimiters.map(() => 0);
  let quoted = false;
  const sample = text.slice(0, sampleLength);
  for (let index = 0; index < sample.length && lines.length < sampleLines; index += 1) {
    const char = sample[index];
    if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === '\n') {
      if (counts.some((count) => count > 0)) lines.push(counts);
      counts = delimiters.map(() => 0);
    } else if (!quoted) {
      const which = delimiters.indexOf(char as (typeof delimiters)[number]);
      if (which >= 0) counts[which] = (counts[which] ?? 0) + 1;
    }
  }
  if (counts.some((count) => count > 0) && lines.length < sampleLines) lines.push(counts);

  let best: { delimiter: string; consistent: number; columns: number } = { delimiter: ',', consistent: 0, columns: 0 };
  delimiters.forEach((delimiter, which) => {
    const perLine = lines.map((line) => line[which] ?? 0).filter((count) => count > 0);
    const frequency = new Map<number, number>();
    for (const count of perLine) frequency.set(count, (frequency.get(count) ?? 0) + 1);
    for (const [columns, consistent] of frequency) {
      if (consistent > best.consistent || (consistent === best.consistent && columns > best.columns)) {
        best = { delimiter, consistent, columns };
      }
    }
  });
  return best.delimiter;
}

/**
 * Parses CSV/TSV text into rows numbered as a spreadsheet program would show them (an empty line
 * is a row there too). Throws csv-parse's error when the text is not CSV.
 */
export function readCsvRows(text: string): SheetRow[] {
  const records = parse(text, {
    delimiter: detectDelimiter(text),
    bom: true,
    trim: true,
    skip_empty_lines: true,
    relax_column_count: true,
    // Boutiques write 12" trains and "Aurora" gowns without quoting the whole field.
    relax_quotes: true,
    info: true,
  }) as unknown as { record: string[]; info: Info }[];
  return records.map(({ record, info }) => ({ number: info.records + info.empty_lines, cells: record }));
}
