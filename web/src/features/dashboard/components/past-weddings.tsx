import { Heading, Stack, Text } from '@chakra-ui/react';
import type { BridesPage } from '@bridal/shared/brides/brides-page';
import type { DashboardNotification } from '@bridal/shared/dashboard/dashboard';
import { useId, useState } from 'react';
import { useBridesPage } from '../api/get-brides-page';
import { BrideCardsGrid } from './bride-cards-grid';
import { BridesPager } from './brides-pager';

interface PastWeddingsProps {
  /** The list's first page, which 'Our Brides' has already asked for. */
  firstPage: BridesPage;
  profilePathFor: (brideId: string) => string;
  notifications: readonly DashboardNotification[];
}

/**
 * Brides whose wedding date has gone by (often a mistyped year), under their own heading after
 * the upcoming ones, a page at a time: still reachable, to open, review or correct.
 */
export function PastWeddings({ firstPage, profilePathFor, notifications }: PastWeddingsProps) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const { data } = useBridesPage({ when: 'past', page });
  const shown = data ?? firstPage;
  // A page that emptied (a bride deleted or her date corrected) counts as the last one left.
  const lastPage = Math.max(1, shown.pageCount);
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" pt="2">
      <Heading as="h3" id={headingId} size="md" color="brand.900">
        Past weddings
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        Their wedding date has gone by. Open a profile to check the date with her.
      </Text>
      <BrideCardsGrid
        entries={shown.brides}
        label="Past weddings"
        timeZone={shown.timeZone}
        profilePathFor={profilePathFor}
        notifications={notifications}
      />
      <BridesPager
        page={Math.min(page, lastPage)}
        pageCount={shown.pageCount}
        onPage={setPage}
        label="Past weddings pages"
      />
    </Stack>
  );
}
