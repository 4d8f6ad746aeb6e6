import { Badge, EmptyState, Link, SimpleGrid, Text } from '@chakra-ui/react';
import type { DashboardClient, DashboardNotification } from '@bridal/shared/dashboard/dashboard';
import { useStartConsultation } from '../hooks/use-start-consultation';
import { ClientCard } from './client-card';
import { DashboardCard } from './dashboard-card';

interface BridesListProps {
  clients: readonly DashboardClient[];
  notifications: readonly DashboardNotification[];
  profilePathFor: (brideId: string) => string;
  surveyUrl: string;
}

/** 'Our Brides': every active client, newest first as the server sends them. */
export function BridesList({ clients, notifications, profilePathFor, surveyUrl }: BridesListProps) {
  const { start, startingId } = useStartConsultation(notifications);
  const count = clients.length;
  return (
    <DashboardCard
      title="Our Brides"
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
          {clients.map((client) => {
            const path = profilePathFor(client.bride.id);
            return (
              <ClientCard
                key={client.bride.id}
                client={client}
                profilePath={path}
                isStarting={startingId === client.bride.id}
                onStart={() => void start(client.bride.id, path)}
              />
            );
          })}
        </SimpleGrid>
      )}
    </DashboardCard>
  );
}
