import { formatMoney } from '@bridal/shared/format/money';
import { Badge, Table } from '@chakra-ui/react';
import type { InventoryDress } from '@bridal/shared/inventory/inventory-dresses';
import { formatUsRange } from '@bridal/shared/sizes/read-size';

/** An attribute the upload did not find shows as a dash, so a gap is visible rather than blank. */
const orDash = (value: string | null) => value || '—';
const listOrDash = (values: readonly string[]) => (values.length > 0 ? values.join(', ') : '—');

const columns = [
  'Style #',
  'Designer',
  'Name',
  'Price',
  'Top seller',
  'Silhouette',
  'Neckline',
  'Fabric',
  'Colour',
  'Sleeves',
  'Train',
  'Sizes',
  'Sample',
  'Orders',
  'Styles and tags',
] as const;

/** The dresses of one page, each with every attribute the upload read from its row. */
export function InventoryDressesTable({ dresses, caption }: { dresses: readonly InventoryDress[]; caption: string }) {
  return (
    // Focusable, so a keyboard can scroll the columns that do not fit.
    <Table.ScrollArea borderWidth="1px" borderRadius="md" maxW="full" tabIndex={0} role="region" aria-label={caption}>
      <Table.Root size="sm" striped aria-label={caption}>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column} whiteSpace="nowrap">
                {column}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {dresses.map((dress) => (
            <Table.Row key={dress.id}>
              <Table.Cell whiteSpace="nowrap">{orDash(dress.styleNumber)}</Table.Cell>
              <Table.Cell>{orDash(dress.designer)}</Table.Cell>
              <Table.Cell fontWeight="medium">{orDash(dress.name)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{dress.price === null ? '—' : formatMoney(dress.price)}</Table.Cell>
              <Table.Cell>
                {dress.isTopSeller ? (
                  <Badge colorPalette="brand" variant="subtle">
                    Top seller
                  </Badge>
                ) : (
                  'No'
                )}
              </Table.Cell>
              <Table.Cell>{orDash(dress.silhouette)}</Table.Cell>
              <Table.Cell>{orDash(dress.neckline)}</Table.Cell>
              <Table.Cell>{orDash(dress.fabric)}</Table.Cell>
              <Table.Cell>{orDash(dress.colour)}</Table.Cell>
              <Table.Cell>{orDash(dress.sleeves)}</Table.Cell>
              <Table.Cell>{orDash(dress.train)}</Table.Cell>
              <Table.Cell>{listOrDash(dress.sizes)}</Table.Cell>
              <Table.Cell>{listOrDash(dress.sampleSizes)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{dress.orderRange ? formatUsRange(dress.orderRange) : '—'}</Table.Cell>
              <Table.Cell minW="40">{listOrDash([...dress.styles, ...dress.tags])}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
