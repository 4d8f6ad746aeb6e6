import { Alert, Button, Stack } from '@chakra-ui/react';
import type { DashboardResponse } from '@bridal/shared/dashboard/dashboard';
import type { ReactNode } from 'react';
import { PageLoader } from '../../../components/layout/page-loader';

interface DashboardGateProps {
  /** The polled dashboard (the session's, or the demo boutique's). */
  dashboard: { data?: DashboardResponse; error?: unknown; isValidating: boolean; mutate: () => unknown };
  children: (data: DashboardResponse) => ReactNode;
}

/**
 * Renders the dashboard when it is there; a failed first load shows an error card with a retry
 * (never a blank page), and a failed poll keeps the last data with a quiet warning.
 */
export function DashboardGate({ dashboard, children }: DashboardGateProps) {
  const { data, error, mutate, isValidating } = dashboard;
  if (!data && !error) return <PageLoader label="Loading dashboard..." />;
  if (!data) {
    return (
      <Alert.Root status="error" variant="outline" bg="white" borderRadius="lg" p={{ base: 4, md: 6 }}>
        <Alert.Indicator />
        <Stack gap="3" flex="1">
          <Alert.Content>
            <Alert.Title as="h1" fontSize="lg">
              We couldn't load your dashboard
            </Alert.Title>
            <Alert.Description>Please check your connection and try again.</Alert.Description>
          </Alert.Content>
          <Button alignSelf="flex-start" colorPalette="brand" onClick={() => void mutate()} loading={isValidating}>
            Try Again
          </Button>
        </Stack>
      </Alert.Root>
    );
  }
  return (
    <Stack gap="0">
      {Boolean(error) && (
        <Alert.Root status="warning" mb="4" borderRadius="md">
          <Alert.Indicator />
          <Alert.Title>We couldn't refresh the dashboard; showing what we had. Retrying shortly.</Alert.Title>
        </Alert.Root>
      )}
      {children(data)}
    </Stack>
  );
}
