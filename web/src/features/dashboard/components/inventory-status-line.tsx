import { Badge, Flex, Stack, Text } from '@chakra-ui/react';
import type { InventoryStatus } from '@bridal/shared/inventory/inventory';
import { formatInstantDayAndTime } from '../../../lib/format-date';

/** 'Active' with the dress count and when it was uploaded, or 'No Inventory'. */
export function InventoryStatusLine({ status, failed }: { status: InventoryStatus | undefined; failed: boolean }) {
  if (!status) {
    return (
      <Text color="fg.muted" fontSize="sm" role="status">
        {failed ? 'The inventory status could not be loaded; it will be tried again shortly.' : 'Checking inventory...'}
      </Text>
    );
  }
  const updated = formatInstantDayAndTime(status.lastUpdated);
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
          {status.dressCount} {status.dressCount === 1 ? 'dress' : 'dresses'}
          {updated && ` · Last updated ${updated}`}
        </Text>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          Upload your dresses so recommendations come from your own racks.
        </Text>
      )}
    </Stack>
  );
}
