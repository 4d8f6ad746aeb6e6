import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FiguresColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The row's name: a row header for screen readers. */
  isRowHeader?: boolean;
  numeric?: boolean;
}

interface FiguresTableProps<Row> {
  caption: string;
  columns: readonly FiguresColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** A last row in bold: the boutique's total. */
  footer?: Row;
}

/** A real table of figures, scrolled sideways on a phone (focusable, so a keyboard can scroll it too). */
export function FiguresTable<Row>({ caption, columns, rows, rowKey, footer }: FiguresTableProps<Row>) {
  const cells = (row: Row) =>
    columns.map((column) =>
      column.isRowHeader ? (
        <Table.Cell key={column.header} as="th" scope="row" fontWeight="medium" minW="32">
          {column.cell(row)}
        </Table.Cell>
      ) : (
        <Table.Cell
          key={column.header}
          textAlign={column.numeric ? 'end' : undefined}
          whiteSpace={column.numeric ? 'nowrap' : undefined}
        >
          {column.cell(row)}
        </Table.Cell>
      ),
    );
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" maxW="full" tabIndex={0} role="region" aria-label={caption}>
      <Table.Root size="sm" striped>
        <Table.Caption captionSide="top" textAlign="start" color="fg.muted" pb="2">
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.header} textAlign={column.numeric ? 'end' : undefined} scope="col">
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)}>{cells(row)}</Table.Row>
          ))}
        </Table.Body>
        {footer && (
          <Table.Footer fontWeight="semibold">
            <Table.Row>{cells(footer)}</Table.Row>
          </Table.Footer>
        )}
      </Table.Root>
    </Table.ScrollArea>
  );
}
