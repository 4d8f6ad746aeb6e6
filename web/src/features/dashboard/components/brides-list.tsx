import { Badge, EmptyState, Link, SimpleGrid, Text } from '@chakra-ui/react';
import type { DashboardResponse } from '@bridal/shared/dashboard/dashboard';
import type { ReactNode } from 'react';
import { useStartConsultation } from '../hooks/use-start-consultation';
import { SectionCard } from '../../../components/layout/section-card';
import { BrideCard } from './bride-card';
import { NotificationsCard } from './notifications-card';

interface BridesListProps {
  dashboard: Pick<DashboardResponse, 'activeClients' | 'notifications' | 'surveyUrl'>;
  profilePathFor: (brideId: string) => string;
  /** The demo: profiles open, consultations are not started. */
  readOnly?: boolean;
  hotspot?: ReactNode;
}

/** 'Our Brides': every active bride, newest first as the server sends them. */
export function BridesList({ dashboard, profilePathFor, readOnly, hotspot }: BridesListProps) {
  const { activeClients: brides, notifications, surveyUrl } = dashboard;
  const { start, startingId } = useStartConsultation(notifications);
  const count = brides.length;
  return (
    <SectionCard
      title="Our Brides"
      hotspot={hotspot}
      action={
        count > 0 && (
          <Badge variant="outline" colorPalette="gray" size="md">
            {count} {count === 1 ? 'bride' : 'brides'}
          </Badge>
        )
      }
    >
      {count === 0 ? (
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
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="3" aria-label="Our Brides">
          {brides.map((entry) => {
            const path = profilePathFor(entry.bride.id);
            return (
              <BrideCard
                key={entry.bride.id}
                entry={entry}
                profilePath={path}
                isStarting={startingId === entry.bride.id}
                onStart={() => void start(entry.bride.id, path)}
                readOnly={readOnly}
              />
            );
          })}
        </SimpleGrid>
      )}
    </SectionCard>
  );
}

/** Both dashboards' brides, under what is new since she last looked (the demo has no notifications). */
export function BridesWithNotifications(props: BridesListProps) {
  return (
    <>
      {!props.readOnly && (
        <NotificationsCard notifications={props.dashboard.notifications} profilePathFor={props.profilePathFor} />
      )}
      <BridesList {...props} />
    </>
  );
}
