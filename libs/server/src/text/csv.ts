/** A formula trigger a spreadsheet reads at the start of a cell (OWASP's CSV injection list). */
const formulaStart = /^(?:[ ]*[=+\-@]|[\t\r])/;
/**
 * A formula trigger right after a list separator (`,` or `;`, whichever the reader's locale uses),
 * a tab or a line break: a reader that splits there, quotes or not, would start a cell with it.
 */
const formulaAfterSeparator = /([,;\t\r\n][ ]*)(?=[=+\-@])/g;

/**
 * One CSV cell. Every text is quoted (its quotes doubled), so no separator or line break inside it
 * splits it, whatever separator the spreadsheet expects. A text that would start a formula, at its
 * start or after any separator inside it, is kept as text by an apostrophe there. Numbers are
 * written as they are, unquoted, so they stay numbers.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = (formulaStart.test(value) ? `'${value}` : value).replace(formulaAfterSeparator, "$1'");
  return `"${text.replace(/"/g, '""')}"`;
}

/** A whole CSV file: the header, one line per row, and a final line break. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\n')}\n`;
}
