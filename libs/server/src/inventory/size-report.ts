import type { InventorySizeField, InventorySizeReport } from '@bridal/shared/inventory/inventory';
import type { RangeCellReading, SizeCellReading } from './read-size-cells';
import { countOf } from '@bridal/shared/wording/count-of';

/** Each kind of message names this many rows; the rest are counted. */
const shownExamples = 3;
const shownNotes = 2;

const quoted = (text: string) => `"${text.replace(/\s+/g, ' ').trim().slice(0, 30)}"`;
/** The first few messages of a kind, then how many more there were. */
function counted(messages: readonly string[], more: (count: number) => string): string[] {
  if (messages.length <= shownExamples) return [...messages];
  return [...messages.slice(0, shownExamples), more(messages.length - shownExamples)];
}

export interface SizeColumn {
  field: InventorySizeField;
  header: string;
  recognisedBy: 'header' | 'values';
}

/**
 * Gathers what the size columns of an upload held, row by row, into the short, counted messages of
 * the inventory status: nothing a size column held is dropped without a line saying so.
 */
export function createSizeReport(columns: readonly SizeColumn[]) {
  const dressCounts = new Map<InventorySizeField, number>();
  const rejected: string[] = [];
  const reversed: string[] = [];
  const notRanges: string[] = [];
  const notes = new Map<string, string[]>();
  const converted: { from: string; to: string }[] = [];
  const systems = new Set<string>();
  let usCount = 0;

  const countDress = (field: InventorySizeField) => dressCounts.set(field, (dressCounts.get(field) ?? 0) + 1);
  const addNote = (header: string, text: string) => notes.set(header, [...(notes.get(header) ?? []), text.trim()]);

  return {
    sizeCell(row: number, field: InventorySizeField, header: string, text: string, reading: SizeCellReading) {
      if (reading.sizes.length > 0) countDress(field);
      for (const written of reading.rejected)
        rejected.push(`Row ${row}: ${quoted(written)} is not a dress size; left out.`);
      for (const written of reading.reversed) {
        const [from = '', to = ''] = written.split('-');
        reversed.push(`Row ${row}: ${quoted(written)} read as ${to}-${from}.`);
      }
      for (const conversion of reading.converted) {
        converted.push(conversion);
        systems.add(conversion.from.split(' ')[0] ?? '');
      }
      usCount += reading.usCount;
      if (reading.isNote) addNote(header, text);
    },
    rangeCell(row: number, header: string, text: string, reading: RangeCellReading) {
      if (reading.range) countDress('orderRange');
      if (reading.reversed !== null && reading.range) {
        reversed.push(`Row ${row}: ${quoted(reading.reversed)} read as ${reading.range.min}-${reading.range.max}.`);
      }
      if (reading.problem === 'not_a_range')
        notRanges.push(`Row ${row}: ${quoted(text)} is not a range of dress sizes; left out.`);
      if (reading.problem === 'note') addNote(header, text);
    },
    finish(): InventorySizeReport {
      const messages: string[] = [];
      if (columns.length === 0) {
        messages.push('No size columns were found: pull lists cannot check sizes until the sheet lists them.');
      }
      messages.push(
        ...counted(rejected, (more) => `and ${countOf(more, 'more size', 'more sizes')} that make no sense, left out.`),
      );
      messages.push(
        ...counted(
          reversed,
          (more) => `and ${countOf(more, 'more range', 'more ranges')} written backwards, read the right way round.`,
        ),
      );
      messages.push(
        ...counted(
          notRanges,
          (more) => `and ${countOf(more, 'more cell', 'more cells')} that are not size ranges, left out.`,
        ),
      );
      for (const [header, texts] of notes) {
        const examples = [...new Set(texts)].slice(0, shownNotes).map(quoted).join(', ');
        messages.push(
          `${header}: ${countOf(texts.length, 'cell holds a note', 'cells hold notes')}, not sizes (${examples}); kept in the description.`,
        );
      }
      const [example] = converted;
      if (example) {
        const names = [...systems].join(' and ');
        const mixed = usCount > 0 ? `This inventory mixes ${names} and US sizes: ` : '';
        messages.push(
          `${mixed}${countOf(converted.length, `${names} size was`, `${names} sizes were`)} converted to US (${example.from} is US ${example.to}).`,
        );
      }
      return {
        columns: columns.map((column) => ({ ...column, dressCount: dressCounts.get(column.field) ?? 0 })),
        notes: messages,
      };
    },
  };
}
