import { Button, EmptyState, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { FetchFailedAlert } from '../../../components/ui/fetch-failed-alert';
import { apiPaths } from '@bridal/shared/api/api-paths';
import { useEffect, useState } from 'react';
import { formatZonedDate } from '../../../lib/format-zoned-time';
import { useInventoryDresses } from '../api/get-inventory-dresses';
import { InventorySearchField } from '../../../components/inventory/inventory-search-field';
import { InventoryDressesTable } from './inventory-dresses-table';

/** Typing settles this long before the search is sent, so each keystroke does not ask the server. */
const searchDelayMs = 300;

/**
 * The inventory as it was read: searchable, a page at a time. `timeZone` is the boutique's, for
 * the day of the upload (left out until it is known).
 */
export function InventoryBrowser({ timeZone }: { timeZone: string | undefined }) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const next = typed.trim();
    // Only a changed search goes back to page 1; otherwise a page turned early would be undone.
    if (next === search) return;
    const timer = setTimeout(() => {
      setSearch(next);
      setPage(1);
    }, searchDelayMs);
    return () => clearTimeout(timer);
  }, [typed, search]);
  const { data, error, isValidating, mutate } = useInventoryDresses(search, page);

  if (!data && error) {
    return <FetchFailedAlert what="the inventory" fetched={{ error, isValidating, mutate }} inCard />;
  }
  if (!data) {
    return (
      <Text color="fg.muted" role="status" py="4">
        Loading the inventory...
      </Text>
    );
  }
  if (!data.upload) {
    return (
      <EmptyState.Root size="sm" borderWidth="1px" borderStyle="dashed" borderRadius="lg">
        <EmptyState.Content>
          <EmptyState.Title as="h3">No inventory yet</EmptyState.Title>
          <EmptyState.Description color="fg.muted" textAlign="center">
            Upload your inventory from the dashboard; every dress we read from it is listed here.
          </EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }

  const { upload, total, pageCount } = data;
  const uploaded = timeZone && formatZonedDate(upload.uploadedAt, timeZone);
  // The page on screen may still be the one before a new search or page: it says what it shows.
  const loading = data.search !== search || data.page !== page;
  const found = data.search ? `${total} of ${upload.dressCount} dresses match "${data.search}"` : `${total} dresses`;
  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text color="fg.muted">
          Read from <strong>{upload.fileName}</strong>
          {uploaded && `, uploaded ${uploaded}`}.
        </Text>
        {/* A plain link: the browser saves the file under the name the server gives it. */}
        <Button asChild size="sm" variant="outline" colorPalette="brand">
          <a href={apiPaths.inventoryDownload} download>
            Download CSV
          </a>
        </Button>
      </Flex>
      <InventorySearchField maxW="md" label="Search the inventory" value={typed} onChange={setTyped} />
      <Text role="status" aria-live="polite" fontWeight="medium">
        {loading ? 'Searching...' : found}
      </Text>
      {data.dresses.length > 0 ? (
        <InventoryDressesTable
          dresses={data.dresses}
          caption={`Inventory dresses, page ${data.page} of ${pageCount}`}
        />
      ) : (
        <Text color="fg.muted">No dress matches. Try a style number, a designer or a word from the description.</Text>
      )}
      {pageCount > 1 && (
        <Flex as="nav" aria-label="Inventory pages" justify="space-between" align="center" gap="3" wrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            Page {data.page} of {pageCount}
          </Text>
          <HStack gap="2">
            <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <Button size="sm" variant="outline" disabled={page >= pageCount} onClick={() => setPage(page + 1)}>
              Next
            </Button>
          </HStack>
        </Flex>
      )}
    </Stack>
  );
}
