import { Box, Button, Flex, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { type DashboardClient, isClientReady } from '@bridal/shared/dashboard/dashboard';
import { Link as RouterLink } from 'react-router-dom';
import { formatDay, formatInstant } from '../utils/format-date';
import { ReadyBadge } from './ready-badge';

interface ClientCardProps {
  client: DashboardClient;
  profilePath: string;
  isStarting: boolean;
  onStart: () => void;
}

/** One bride in 'Our Brides': who, when, whether her plan is ready, and the way in. */
export function ClientCard({ client, profilePath, isStarting, onStart }: ClientCardProps) {
  const { bride } = client;
  const weddingDate = formatDay(bride.weddingDate);
  const submitted = formatInstant(bride.submittedAt);
  return (
    <Box as="li" borderWidth="1px" borderRadius="lg" p="4" bg="white" data-testid="client-card">
      <Stack gap="3">
        <Flex justify="space-between" align="flex-start" gap="3">
          <Heading as="h3" size="md" overflowWrap="anywhere">
            {bride.name}
          </Heading>
          <ReadyBadge ready={isClientReady(client)} />
        </Flex>
        <Stack gap="0.5" fontSize="sm" color="fg.muted">
          {weddingDate && <Text>Wedding: {weddingDate}</Text>}
          {submitted && <Text>Submitted: {submitted}</Text>}
        </Stack>
        <Flex gap="2" direction={{ base: 'column', sm: 'row' }}>
          <Button asChild variant="outline" size="sm" colorPalette="brand">
            <RouterLink to={profilePath}>
              View Profile<VisuallyHidden> of {bride.name}</VisuallyHidden>
            </RouterLink>
          </Button>
          <Button colorPalette="brand" size="sm" onClick={onStart} loading={isStarting} loadingText="Starting...">
            Start Consultation<VisuallyHidden> with {bride.name}</VisuallyHidden>
          </Button>
        </Flex>
      </Stack>
    </Box>
  );
}
