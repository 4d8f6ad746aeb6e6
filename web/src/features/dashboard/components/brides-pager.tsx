import { Button, HStack, Text } from '@chakra-ui/react';

interface BridesPagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** Names the pager for screen readers ("Past weddings pages"). */
  label: string;
}

/** Previous and Next between pages of brides; nothing when everything fits on one. */
export function BridesPager({ page, pageCount, onPage, label }: BridesPagerProps) {
  if (pageCount <= 1) return null;
  return (
    <HStack as="nav" aria-label={label} justify="space-between" gap="3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        Page {page} of {pageCount}
      </Text>
      <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </HStack>
  );
}
