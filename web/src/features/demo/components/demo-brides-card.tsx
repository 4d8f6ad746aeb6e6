import { Badge, Box, Button, Flex, Heading, SimpleGrid, Text, VisuallyHidden } from '@chakra-ui/react';
import { type DashboardClient, isClientReady } from '@bridal/shared/dashboard/dashboard';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DemoCard } from './demo-card';

function ReadyBadge({ ready }: { ready: boolean }) {
  return ready ? (
    <Badge colorPalette="green" variant="solid" size="md" bg="green.700">
      Ready
    </Badge>
  ) : (
    <Badge colorPalette="orange" variant="subtle" size="md" color="orange.900">
      Analyzing...
    </Badge>
  );
}

function formatDay(value: string | null): string | null {
  if (!value) return null;
  const date = new Date(value.length === 10 ? `${value}T12:00:00` : value);
  return Number.isNaN(date.getTime())
    ? null
    : date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
}

interface DemoBridesCardProps {
  clients: readonly DashboardClient[];
  profilePathFor: (brideId: string) => string;
  hotspot?: ReactNode;
}

/** 'Our Brides' of the demo boutique: the seeded brides and the ones this visitor submitted. */
export function DemoBridesCard({ clients, profilePathFor, hotspot }: DemoBridesCardProps) {
  const count = clients.length;
  return (
    <DemoCard
      title="Our Brides"
      hotspot={hotspot}
      action={
        <Badge variant="outline" colorPalette="gray" size="md">
          {count} {count === 1 ? 'bride' : 'brides'}
        </Badge>
      }
    >
      {count === 0 ? (
        <Text color="fg.muted">No brides yet. Take the demo survey to add one.</Text>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="3" aria-label="Our Brides">
          {clients.map((client) => {
            const wedding = formatDay(client.bride.weddingDate);
            return (
              <Box as="li" key={client.bride.id} borderWidth="1px" borderRadius="lg" p="4" data-testid="client-card">
                <Flex justify="space-between" align="flex-start" gap="3" mb="2">
                  <Heading as="h3" size="md" overflowWrap="anywhere">
                    {client.bride.name}
                  </Heading>
                  <ReadyBadge ready={isClientReady(client)} />
                </Flex>
                {wedding && (
                  <Text fontSize="sm" color="fg.muted" mb="3">
                    Wedding: {wedding}
                  </Text>
                )}
                <Button asChild colorPalette="brand" size="sm" width={{ base: 'full', sm: 'auto' }}>
                  <RouterLink to={profilePathFor(client.bride.id)}>
                    View Profile<VisuallyHidden> of {client.bride.name}</VisuallyHidden>
                  </RouterLink>
                </Button>
              </Box>
            );
          })}
        </SimpleGrid>
      )}
    </DemoCard>
  );
}
