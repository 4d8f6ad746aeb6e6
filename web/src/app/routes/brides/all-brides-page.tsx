import { Button, EmptyState, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { PageFrame } from '../../../components/layout/page-header';
import { usePageArea } from '../../../lib/use-page-area';
import { AppShell } from '../../../components/layout/app-shell';
import { PageLoader } from '../../../components/layout/page-loader';
import { ApiError } from '../../../lib/api-client';
import { paths } from '@bridal/shared/web/page-paths';
import { useBridesPage } from '../../../features/dashboard/api/get-brides-page';
import { BrideCardsGrid } from '../../../features/dashboard/components/bride-cards-grid';
import { BridesFilters } from '../../../features/dashboard/components/brides-filters';
import { BridesPager } from '../../../features/dashboard/components/brides-pager';
import {
  type BridesListQuery,
  bridesListParams,
  describeBrideCount,
  readBridesListQuery,
} from '../../../features/dashboard/utils/brides-page-url';

/** The list follows the search box once she pauses typing this long. */
const searchDelayMs = 300;

/**
 * /admin/{boutiqueId}/brides and /consultant/{boutiqueId}/brides: every bride of the boutique, a
 * page at a time, searched by name and filtered by status and wedding date. The filters live in
 * the address, so Back from a profile returns to the same list.
 */
export default function AllBridesPage() {
  const { boutiqueId = '' } = useParams();
  const { area } = usePageArea();
  const [params, setParams] = useSearchParams();
  const query = readBridesListQuery(params);
  const [typed, setTyped] = useState(query.search);
  const { data, error, isLoading, mutate } = useBridesPage(query);

  const update = (changes: BridesListQuery) =>
    setParams((current) => bridesListParams({ ...readBridesListQuery(current), page: 1, ...changes }), {
      replace: true,
    });

  useEffect(() => {
    if (typed.trim() === query.search) return undefined;
    const timer = setTimeout(
      () =>
        setParams((current) => bridesListParams({ ...readBridesListQuery(current), page: 1, search: typed }), {
          replace: true,
        }),
      searchDelayMs,
    );
    return () => clearTimeout(timer);
  }, [typed, query.search, setParams]);

  let list;
  if (data) {
    list =
      data.brides.length === 0 ? (
        <EmptyState.Root size="sm" borderWidth="1px" borderStyle="dashed" borderRadius="lg" bg="white">
          <EmptyState.Content>
            <EmptyState.Title as="h2">No brides match</EmptyState.Title>
            <EmptyState.Description color="fg.muted">Try another name, or clear the filters.</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <>
          <BrideCardsGrid
            entries={data.brides}
            label="Brides"
            timeZone={data.timeZone}
            profilePathFor={(brideId) => paths.brideProfile(area, boutiqueId, brideId)}
            notifications={[]}
          />
          <BridesPager
            page={data.page}
            pageCount={data.pageCount}
            onPage={(page) => {
              update({ page });
              window.scrollTo(0, 0);
            }}
            label="Pages of brides"
          />
        </>
      );
  } else if (error) {
    list = (
      <Stack gap="3" align="flex-start" role="alert">
        <Text>
          {(error instanceof ApiError && error.status === 400 && error.serverMessage) ||
            "We couldn't load the brides. Please check your connection and try again."}
        </Text>
        <Button variant="outline" onClick={() => mutate()}>
          Try Again
        </Button>
      </Stack>
    );
  } else if (isLoading) {
    list = <PageLoader label="Loading brides..." />;
  }

  return (
    <AppShell>
      <PageFrame
        tabTitle="All Brides - Bridal Coach"
        backTo={paths.dashboard(area, boutiqueId)}
        title="All Brides"
        description="Every bride who sent your survey: upcoming weddings first, then past ones."
        gap={{ base: 4, md: 6 }}
      >
        <BridesFilters
          search={typed}
          onSearch={setTyped}
          status={query.status}
          onStatus={(status) => update({ status })}
          when={query.when}
          onWhen={(when) => update({ when })}
        />
        <Text fontSize="sm" color="fg.muted" role="status">
          {data ? describeBrideCount(data.total) : ''}
        </Text>
        {list}
      </PageFrame>
    </AppShell>
  );
}
