import { Badge, Button, EmptyState, Link, Stack, Text } from '@chakra-ui/react';
import type { DashboardResponse } from '@bridal/shared/dashboard/dashboard';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useBridesPage } from '../api/get-brides-page';
import { describeBrideCount } from '../utils/brides-page-url';
import { SectionCard } from '../../../components/layout/section-card';
import { BrideCardsGrid } from './bride-cards-grid';
import { NotificationsCard } from './notifications-card';
import { PastWeddings } from './past-weddings';

interface BridesListProps {
  dashboard: Pick<DashboardResponse, 'activeClients' | 'notifications' | 'surveyUrl' | 'timeZone'>;
  profilePathFor: (brideId: string) => string;
  /** The demo: profiles open, consultations are not started. */
  readOnly?: boolean;
  hotspot?: ReactNode;
  /** The full list of every bride, searched and filtered (not in the demo). */
  allBridesPath?: string;
  /** Only this many brides at first, then 'Show all N brides' (the demo, whose list is long). */
  previewCount?: number;
}

/** The demo's brides before 'Show all': its tour and cards must not sit under 48 sample brides. */
export const demoPreviewCount = 4;

/**
 * 'Our Brides': every upcoming bride, newest first as the server sends them, then those whose
 * wedding date has gone by under their own heading, and the way to the full list.
 */
export function BridesList({
  dashboard,
  profilePathFor,
  readOnly,
  hotspot,
  allBridesPath,
  previewCount,
}: BridesListProps) {
  const { activeClients: brides, notifications, surveyUrl } = dashboard;
  const [showAll, setShowAll] = useState(false);
  const collapsed = previewCount !== undefined && !showAll && brides.length > previewCount;
  // The demo shows its sample brides only.
  const { data: past } = useBridesPage(readOnly ? null : { when: 'past' });
  const count = brides.length;
  const pastCount = past?.total ?? 0;
  return (
    <SectionCard
      title="Our Brides"
      hotspot={hotspot}
      action={
        count > 0 && (
          <Badge variant="outline" colorPalette="gray" size="md">
            {describeBrideCount(count)}
          </Badge>
        )
      }
    >
      {count === 0 && pastCount === 0 ? (
        <EmptyState.Root size="sm" borderWidth="1px" borderStyle="dashed" borderRadius="lg">
          <EmptyState.Content>
            <EmptyState.Title as="h3">No brides yet</EmptyState.Title>
            <EmptyState.Description color="fg.muted" textAlign="center">
              Share your bride survey link. Each bride who fills it in appears here with her coaching plan.
            </EmptyState.Description>
            <Text fontSize="sm" textAlign="center" overflowWrap="anywhere">
              <Link href={surveyUrl} target="_blank" rel="noreferrer" color="brand.fg" textDecoration="underline">
                {surveyUrl}
              </Link>
            </Text>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack gap="4">
          {count > 0 ? (
            <BrideCardsGrid
              entries={collapsed ? brides.slice(0, previewCount) : brides}
              label="Our Brides"
              timeZone={dashboard.timeZone}
              profilePathFor={profilePathFor}
              notifications={notifications}
              readOnly={readOnly}
            />
          ) : (
            <Text color="fg.muted">No upcoming weddings.</Text>
          )}
          {collapsed && (
            <Button variant="outline" colorPalette="brand" alignSelf="flex-start" onClick={() => setShowAll(true)}>
              Show all {count} brides
            </Button>
          )}
          {past && pastCount > 0 && (
            <PastWeddings firstPage={past} profilePathFor={profilePathFor} notifications={notifications} />
          )}
          {allBridesPath && (
            <Link asChild color="brand.fg" fontWeight="semibold" alignSelf="flex-start">
              <RouterLink to={allBridesPath}>See all brides</RouterLink>
            </Link>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}

/** Both dashboards' brides, under what is new since she last looked (the demo has no notifications). */
export function BridesWithNotifications(props: BridesListProps) {
  return (
    <>
      {!props.readOnly && (
        <NotificationsCard
          notifications={props.dashboard.notifications}
          timeZone={props.dashboard.timeZone}
          profilePathFor={props.profilePathFor}
        />
      )}
      <BridesList {...props} />
    </>
  );
}
