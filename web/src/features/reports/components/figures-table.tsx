import { Table, Text } from '@chakra-ui/react';
import type {
  ColumnFormat,
  ColumnValue,
  ReportColumn,
  ReportTableDefinition,
} from '@bridal/shared/reports/report-columns';
import type { ReactNode } from 'react';
import { FiguresTableFrame } from '../../../components/ui/figures-table-frame';
import { formatCents, formatDifference, formatRatio } from '../utils/format-figures';

const numericFormats: readonly ColumnFormat[] = ['count', 'ratio', 'cents', 'difference'];

/** A column's value as the page writes it: '62.5 %', '$2,500', '+12.5 %', or '—' for nothing. */
function screenValue(value: ColumnValue, format: ColumnFormat): ReactNode {
  if (typeof value === 'string') {
    if (format !== 'note') return value;
    return (
      <Text minW="48" maxW="xs" whiteSpace="pre-line" fontSize="sm">
        {value || '—'}
      </Text>
    );
  }
  if (format === 'ratio') return formatRatio(value);
  if (format === 'cents') return formatCents(value);
  if (format === 'difference') return formatDifference(value);
  return value ?? '—';
}

interface FiguresTableProps<Row, Report> {
  caption: string;
  /** The table's columns, as the CSV writes them too. */
  table: ReportTableDefinition<Row, Report>;
  /** The table's rows and, in bold, the boutique's total row, as the CSV has them... */
  report?: Report;
  /** ...or other rows of the same columns (a consultant's own periods), without a total. */
  rows?: readonly Row[];
}

/** A table of figures in the report's columns, with its total row. */
export function FiguresTable<Row, Report>({ caption, table, report, rows: ownRows }: FiguresTableProps<Row, Report>) {
  const rows = ownRows ?? (report === undefined ? [] : table.rows(report));
  const footer = ownRows === undefined && report !== undefined ? table.total?.(report) : undefined;
  const columns = table.columns.filter((column) => !column.csvOnly);
  const numeric = (column: ReportColumn<Row>) => numericFormats.includes(column.format);
  const cells = (row: Row) =>
    columns.map((column) =>
      column.isRowName ? (
        <Table.Cell key={column.label} as="th" scope="row" fontWeight="medium" minW="32">
          {screenValue(column.value(row), column.format)}
        </Table.Cell>
      ) : (
        <Table.Cell
          key={column.label}
          textAlign={numeric(column) ? 'end' : undefined}
          whiteSpace={numeric(column) ? 'nowrap' : undefined}
        >
          {screenValue(column.value(row), column.format)}
        </Table.Cell>
      ),
    );
  return (
    <FiguresTableFrame caption={caption}>
      <Table.Header>
        <Table.Row>
          {columns.map((column) => (
            <Table.ColumnHeader key={column.label} textAlign={numeric(column) ? 'end' : undefined} scope="col">
              {column.label}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={table.key(row)}>{cells(row)}</Table.Row>
        ))}
      </Table.Body>
      {footer && (
        <Table.Footer fontWeight="semibold">
          <Table.Row>{cells(footer)}</Table.Row>
        </Table.Footer>
      )}
    </FiguresTableFrame>
  );
}
