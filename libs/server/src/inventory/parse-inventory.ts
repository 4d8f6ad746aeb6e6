import type { InventorySizeField, InventorySizeReport, SkippedInventoryRow } from '@bridal/shared/inventory/inventory';
import type { Dress } from '../dresses/dress';
import {
  type AttributeValues,
  inferAttributes,
  normaliseAttribute,
  type SingleAttribute,
} from '../dresses/infer-attributes';
import { columnTopicOf } from '../dresses/limit-columns';
import { attributeNote } from './attribute-note';
import { detectColumnsByValues, detectSizeColumnsByValues } from './detect-columns-by-values';
import { InventoryFileError, inventoryFileMessages } from './inventory-file-error';
import { type HeaderMapping, type InventoryField, inventoryFields, isPrivateHeader, mapHeaders } from './map-headers';
import { parsePrice, parseQuantity, parseYesNo } from './parse-cell-values';
import { rangeOfHeader, readRangeCell, readSizeCell, systemOfHeader } from './read-size-cells';
import { readSpreadsheet } from './read-spreadsheet';
import { createSizeReport, type SizeColumn } from './size-report';

export type ParsedDress = Omit<Dress, 'id'>;

export interface ParsedInventory {
  dresses: ParsedDress[];
  /** Rows left out, each with a reason that names the row as the boutique's sheet numbers it. */
  skipped: SkippedInventoryRow[];
  columns: {
    /** Field name -> the header it was read from ("styleNumber" -> "Item #"). */
    mapped: Record<string, string>;
    /** Headers no field was read from; their text feeds the description (cost and margin columns excepted). */
    unmapped: string[];
  };
  /** The size columns found and what was wrong in them. */
  sizes: InventorySizeReport;
}

/** Lengths beyond which a cell is pasted text rather than a name. */
const maxShortText = 200;
const maxDescription = 4000;
const maxTags = 30;
const maxTagLength = 60;

const oneLine = (text: string, limit = maxShortText) => text.replace(/\s+/g, ' ').trim().slice(0, limit);

function splitTags(text: string): string[] {
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const part of text.split(/[,;|/\n]+/)) {
    const tag = oneLine(part, maxTagLength);
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
    if (tags.length === maxTags) break;
  }
  return tags;
}

function cellOf(cells: readonly string[], mapping: HeaderMapping['mapping'], field: InventoryField): string {
  const index = mapping[field];
  return index === undefined ? '' : (cells[index] ?? '');
}

const attributeFields: readonly SingleAttribute[] = ['silhouette', 'neckline', 'fabric', 'sleeves', 'train'];

/** A column not read as a field, whose text is handed on with the description. */
interface ExtraColumn {
  index: number;
  label: string;
  /** False for a column about the back: "Illusion" or "Scoop" there is not the neckline. */
  showsAttributes: boolean;
}

const showsAttributes = (header: string) => columnTopicOf(header) !== 'back';

/**
 * Reads a boutique's inventory file into dresses. Columns are recognised by their header names;
 * attributes a column does not give (or gives in words the lexicon does not know) are inferred
 * from the description and the other text of the row, and a column always beats inference.
 *
 * Every dress is a fresh literal built field by field: nothing parsed from the file is spread or
 * assigned into an object, so a cell or header named "__proto__" is only ever text.
 */
export async function parseInventory(buffer: Buffer, fileName: string): Promise<ParsedInventory> {
  const sheet = await readSpreadsheet(buffer, fileName);
  const byHeader = mapHeaders(sheet.headers);
  const headerIndexes = new Set(Object.values(byHeader.mapping));
  const candidates = sheet.headers
    .map((header, index) => ({ header, index }))
    .filter(({ header, index }) => !headerIndexes.has(index) && !isPrivateHeader(header))
    .map(({ index }) => index);
  const sample = sheet.rows.slice(0, 200);
  const byAttributeValues = detectColumnsByValues(sheet.headers, sample, byHeader.mapping, candidates);
  const bySizeValues = detectSizeColumnsByValues(
    sample,
    byHeader.mapping,
    candidates.filter((index) => !Object.values(byAttributeValues).includes(index)),
  );
  const byValues = { ...byAttributeValues, ...bySizeValues };
  const mapping: HeaderMapping['mapping'] = { ...byHeader.mapping, ...byValues };
  // An 'In Stock' column of '8, 10, 12' lists sizes, not a count.
  if (mapping.quantity !== undefined && mapping.quantity === bySizeValues.sizes) delete mapping.quantity;
  const valueIndexes = new Set(Object.values(byValues));
  const unmapped = byHeader.unmapped.filter((header) => !valueIndexes.has(sheet.headers.indexOf(header)));
  if (mapping.name === undefined && mapping.styleNumber === undefined && mapping.designer === undefined) {
    throw new InventoryFileError(inventoryFileMessages.noIdentityColumn);
  }

  const mappedIndexes = new Set(Object.values(mapping));
  const extraColumns: ExtraColumn[] = sheet.headers
    .map((header, index) => ({ index, label: oneLine(header, 80), showsAttributes: showsAttributes(header) }))
    .filter(({ index, label }) => !mappedIndexes.has(index) && !isPrivateHeader(label));

  const headerOf = (field: InventoryField) => sheet.headers[mapping[field] ?? -1] ?? '';
  const sizeColumns: SizeColumn[] = (['sizes', 'sampleSizes', 'orderRange'] as const)
    .filter((field) => mapping[field] !== undefined)
    .map((field) => ({
      field,
      header: oneLine(headerOf(field), 80),
      recognisedBy: field in byValues ? 'values' : 'header',
    }));
  const sizeReport = createSizeReport(sizeColumns);
  const systemOf = (field: InventorySizeField) => systemOfHeader(headerOf(field));
  const headerRange = mapping.orderRange === undefined ? null : rangeOfHeader(headerOf('orderRange'));
  const descriptionTopic = mapping.description === undefined ? null : columnTopicOf(headerOf('description'));

  const dresses: ParsedDress[] = [];
  const skipped: ParsedInventory['skipped'] = [];
  const firstRowOfStyle = new Map<string, number>();

  sheet.rows.forEach((cells, rowIndex) => {
    const rowNumber = sheet.rowNumbers[rowIndex] ?? rowIndex + 2;
    const cell = (field: InventoryField) => cellOf(cells, mapping, field);

    const styleNumber = oneLine(cell('styleNumber'), 100);
    const name = oneLine(cell('name'));
    const designer = oneLine(cell('designer'));
    if (styleNumber === '' && name === '' && designer === '') {
      skipped.push({ row: rowNumber, reason: `Row ${rowNumber}: no style number, name or designer` });
      return;
    }
    const quantity = mapping.quantity === undefined ? null : parseQuantity(cell('quantity'));
    if (quantity !== null && quantity <= 0) {
      skipped.push({ row: rowNumber, reason: `Row ${rowNumber}: out of stock (quantity ${quantity})` });
      return;
    }
    if (styleNumber !== '') {
      // The same number can belong to two designers; within one designer it is one gown.
      const key = `${designer.toLowerCase()}\u0000${styleNumber.toLowerCase()}`;
      const firstRow = firstRowOfStyle.get(key);
      if (firstRow !== undefined) {
        skipped.push({
          row: rowNumber,
          reason: `Row ${rowNumber}: duplicate style number ${styleNumber} (already in row ${firstRow})`,
        });
        return;
      }
      firstRowOfStyle.set(key, rowNumber);
    }

    const extras = extraColumns
      .map((column) => {
        const value = (cells[column.index] ?? '').trim();
        return { column, text: value === '' || column.label === '' ? value : `${column.label}: ${value}` };
      })
      .filter(({ text }) => text !== '');
    // Size cells: sizes that make no sense are left out and reported; a cell of words is kept as a note.
    const sizeNotes: string[] = [];
    const readSizes = (field: 'sizes' | 'sampleSizes') => {
      const text = cell(field);
      const reading = readSizeCell(text, systemOf(field));
      sizeReport.sizeCell(rowNumber, field, headerOf(field), text, reading);
      if (reading.isNote) sizeNotes.push(`${oneLine(headerOf(field), 80)}: ${oneLine(text)}`);
      return reading.sizes;
    };
    const sizes = mapping.sizes === undefined ? [] : readSizes('sizes');
    const sampleSizes = mapping.sampleSizes === undefined ? undefined : readSizes('sampleSizes');
    let orderRange: ParsedDress['orderRange'];
    if (mapping.orderRange !== undefined) {
      const text = cell('orderRange');
      const reading = readRangeCell(text, headerRange, systemOf('orderRange'));
      sizeReport.rangeCell(rowNumber, headerOf('orderRange'), text, reading);
      if (reading.problem === 'note') sizeNotes.push(`${oneLine(headerOf('orderRange'), 80)}: ${oneLine(text)}`);
      orderRange = reading.range;
    }

    // A description column that is about one part ("Back Detail") keeps its header: "Open" alone says nothing.
    const ownDescription = cell('description').trim();
    const describedPart =
      ownDescription !== '' && descriptionTopic
        ? `${oneLine(headerOf('description'), 80)}: ${ownDescription}`
        : ownDescription;
    const attributes = attributeFields.map((field) => {
      const text = oneLine(cell(field));
      return { field, text, value: text === '' ? null : normaliseAttribute(field, text) };
    });
    // What an attribute column says beyond its canonical value ("Elbow", "Sleeves (in): 24") is kept.
    const attributeNotes = attributes
      .map(({ field, text, value }) => attributeNote(field, oneLine(headerOf(field), 80), text, value))
      .filter((note) => note !== '');
    const description = [describedPart, ...extras.map(({ text }) => text), ...attributeNotes, ...sizeNotes]
      .filter((text) => text !== '')
      .join('\n')
      .slice(0, maxDescription);
    const tagsText = cell('tags');
    const rowText = (withBack: boolean) =>
      [
        name,
        withBack || showsAttributes(headerOf('description')) ? describedPart : '',
        ...extras.filter(({ column }) => withBack || column.showsAttributes).map(({ text }) => text),
        tagsText,
        ...attributeFields.map((field) => cell(field)),
      ].join('\n');
    // Styles read every word ("low back" reads sexy); the attributes skip a Back column's, whose
    // "Illusion" or "Scoop" is not the neckline. Only a row with such a column is read twice.
    const inferred = inferAttributes(rowText(true));
    const hasBackText =
      extras.some(({ column }) => !column.showsAttributes) ||
      (describedPart !== '' && !showsAttributes(headerOf('description')));
    const inferredAttributes = hasBackText ? inferAttributes(rowText(false)) : inferred;
    const colour = oneLine(cell('colour'), 100);
    const valueOf = <K extends SingleAttribute>(field: K) =>
      attributes.find((attribute) => attribute.field === field)?.value as AttributeValues[K] | null;

    dresses.push({
      styleNumber,
      designer,
      name,
      price: parsePrice(cell('price')),
      silhouette: valueOf('silhouette') ?? inferredAttributes.silhouette,
      neckline: valueOf('neckline') ?? inferredAttributes.neckline,
      fabric: valueOf('fabric') ?? inferredAttributes.fabric,
      colour: colour === '' ? null : colour,
      sleeves: valueOf('sleeves') ?? inferredAttributes.sleeves,
      train: valueOf('train') ?? inferredAttributes.train,
      sizes,
      sampleSizes,
      orderRange,
      tags: splitTags(tagsText),
      styles: inferred.styles,
      description,
      isTopSeller: parseYesNo(cell('topSeller')),
    });
  });

  const mapped: Record<string, string> = Object.create(null);
  for (const field of inventoryFields) {
    const index = mapping[field];
    if (index !== undefined) mapped[field] = sheet.headers[index] ?? '';
  }
  return { dresses, skipped, columns: { mapped, unmapped }, sizes: sizeReport.finish() };
}
