import { Badge, Flex, List, Stack, Text } from '@chakra-ui/react';
import type { InventorySizeField, InventoryStatus } from '@bridal/shared/inventory/inventory';
import { formatZonedDateAndTime } from '../../../lib/format-zoned-time';
import { countOf } from '@bridal/shared/wording/count-of';

const sizeFieldNames: Record<InventorySizeField, string> = {
  sizes: 'sizes in stock',
  sampleSizes: 'sample sizes',
  orderRange: 'order sizes',
};

/** The size columns the upload found and its messages about them. */
function InventorySizesLine({ sizes }: { sizes: NonNullable<InventoryStatus['sizes']> }) {
  return (
    <Stack gap="1" fontSize="sm" color="fg.muted">
      {sizes.columns.length > 0 && (
        <Text>
          Sizes read:{' '}
          {sizes.columns
            .map((column) => `${sizeFieldNames[column.field]} from "${column.header}" (${column.dressCount})`)
            .join(', ')}
          .
        </Text>
      )}
      {sizes.notes.length > 0 && (
        <List.Root ps="5">
          {sizes.notes.map((note) => (
            <List.Item key={note}>{note}</List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}

/** 'Active' with the dress count and when it was uploaded, or 'No Inventory'. */
export function InventoryStatusLine({
  status,
  failed,
  timeZone,
}: {
  status: InventoryStatus | undefined;
  failed: boolean;
  /** The boutique's IANA time zone: 'Last updated' on its clock. */
  timeZone: string;
}) {
  if (!status) {
    return (
      <Text color="fg.muted" fontSize="sm" role="status">
        {failed ? 'The inventory status could not be loaded; it will be tried again shortly.' : 'Checking inventory...'}
      </Text>
    );
  }
  const updated = formatZonedDateAndTime(status.lastUpdated, timeZone);
  return (
    <Stack gap="1" role="status">
      <Flex align="center" gap="2" wrap="wrap">
        <Text fontWeight="medium" fontSize="sm">
          Status:
        </Text>
        {status.hasInventory ? (
          <Badge colorPalette="green" variant="solid" bg="green.700" size="md">
            Active
          </Badge>
        ) : (
          <Badge colorPalette="gray" variant="subtle" size="md" color="gray.800">
            No Inventory
          </Badge>
        )}
      </Flex>
      {status.hasInventory ? (
        <Text fontSize="sm" color="fg.muted">
          {countOf(status.dressCount, 'dress', 'dresses')}
          {updated && ` · Last updated ${updated}`}
        </Text>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          Upload your dresses so recommendations come from your own racks.
        </Text>
      )}
      {status.hasInventory && status.sizes && <InventorySizesLine sizes={status.sizes} />}
    </Stack>
  );
}
