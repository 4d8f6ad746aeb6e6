import { Button, List, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { useInventoryStatus } from '../api/get-inventory-status';
import { useInventoryUpload } from '../hooks/use-inventory-upload';
import { inventoryAccept } from '../utils/inventory-file';
import { DashboardCard } from './dashboard-card';
import { InventoryStatusLine } from './inventory-status-line';

const shownSkippedRows = 5;

/** The boutique's inventory: its status (polled) and an upload that replaces it. */
export function InventoryCard() {
  const input = useRef<HTMLInputElement>(null);
  const { data: status, error } = useInventoryStatus();
  const { upload, isUploading, lastUpload } = useInventoryUpload();
  const skipped = lastUpload?.skipped ?? [];

  return (
    <DashboardCard title="Inventory">
      <InventoryStatusLine status={status} failed={Boolean(error)} />
      <Stack gap="2">
        <input
          ref={input}
          type="file"
          accept={inventoryAccept}
          hidden
          aria-label="Inventory file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Lets the same file be chosen again after fixing it.
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        <Button
          colorPalette="brand"
          variant="outline"
          onClick={() => input.current?.click()}
          loading={isUploading}
          loadingText="Uploading..."
        >
          {status?.hasInventory ? 'Replace Inventory' : 'Upload Inventory'}
        </Button>
        <Text fontSize="xs" color="fg.muted">
          CSV or Excel (.csv, .xlsx, .xls), up to 600KB. A new file replaces the current inventory.
        </Text>
      </Stack>
      {skipped.length > 0 && (
        <Stack gap="1" fontSize="sm">
          <Text fontWeight="medium">
            {skipped.length} {skipped.length === 1 ? 'row was' : 'rows were'} left out of the last upload:
          </Text>
          <List.Root ps="5" color="fg.muted">
            {skipped.slice(0, shownSkippedRows).map((row) => (
              <List.Item key={row.row}>{row.reason}</List.Item>
            ))}
          </List.Root>
          {skipped.length > shownSkippedRows && (
            <Text color="fg.muted">and {skipped.length - shownSkippedRows} more.</Text>
          )}
        </Stack>
      )}
    </DashboardCard>
  );
}
