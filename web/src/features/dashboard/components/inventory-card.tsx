import { Button, Link, List, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { showDemoNotice } from '../../../lib/show-demo-notice';
import type { InventoryStatus } from '@bridal/shared/inventory/inventory';
import { useInventoryUpload } from '../hooks/use-inventory-upload';
import { inventoryAccept } from '../utils/inventory-file';
import { SectionCard } from '../../../components/layout/section-card';
import { InventoryStatusLine } from './inventory-status-line';
import { countOf } from '@bridal/shared/wording/count-of';

const shownSkippedRows = 5;

interface InventoryCardProps {
  /** The polled status (the boutique's, or the demo's). */
  status: { data?: InventoryStatus; error?: unknown };
  /** The boutique's IANA time zone (the dashboard's). */
  timeZone: string;
  /** The demo: uploading only explains itself. */
  readOnly?: boolean;
  hotspot?: ReactNode;
  /** The page listing the inventory as it was read (not in the demo). */
  inventoryPath?: string;
}

/** The boutique's inventory: its status (polled) and an upload that replaces it. */
export function InventoryCard({
  status: { data: status, error },
  timeZone,
  readOnly = false,
  hotspot,
  inventoryPath,
}: InventoryCardProps) {
  const input = useRef<HTMLInputElement>(null);
  const { upload, isUploading, lastUpload } = useInventoryUpload();
  const skipped = lastUpload?.skipped ?? [];

  return (
    <SectionCard title="Inventory" hotspot={hotspot}>
      <InventoryStatusLine status={status} failed={Boolean(error)} timeZone={timeZone} />
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
          onClick={() => (readOnly ? showDemoNotice() : input.current?.click())}
          loading={isUploading}
          loadingText="Uploading..."
        >
          {status?.hasInventory && !readOnly ? 'Replace Inventory' : 'Upload Inventory'}
        </Button>
        <Text fontSize="xs" color="fg.muted">
          CSV or Excel (.csv, .xlsx, .xls), up to 600KB. A new file replaces the current inventory.
        </Text>
        {inventoryPath && status?.hasInventory && (
          <Button asChild variant="ghost" colorPalette="brand" size="sm" alignSelf="flex-start">
            <RouterLink to={inventoryPath}>View Inventory</RouterLink>
          </Button>
        )}
        {inventoryPath && lastUpload && (
          // Plans made before this upload keep their dresses until refreshed.
          <Text fontSize="sm">
            Brides&apos; plans made from the previous inventory can be refreshed on the{' '}
            <Link asChild color="brand.fg" fontWeight="semibold">
              <RouterLink to={inventoryPath}>inventory page</RouterLink>
            </Link>
            .
          </Text>
        )}
      </Stack>
      {skipped.length > 0 && (
        <Stack gap="1" fontSize="sm">
          <Text fontWeight="medium">
            {countOf(skipped.length, 'row was', 'rows were')} left out of the last upload:
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
    </SectionCard>
  );
}
