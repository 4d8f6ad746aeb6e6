import { Alert, Stack } from '@chakra-ui/react';
import type { DashboardResponse } from '@bridal/shared/dashboard/dashboard';
import type { ReactNode } from 'react';
import { PageLoader } from '../../../components/layout/page-loader';
import { DashboardError } from './dashboard-error';

interface DashboardGateProps {
  /** The polled dashboard (the session's, or the demo boutique's). */
  dashboard: { data?: DashboardResponse; error?: unknown; isValidating: boolean; mutate: () => unknown };
  children: (data: DashboardResponse) => ReactNode;
}

/**
 * Renders the dashboard when it is there; a failed first load shows an error card with a retry,
 * and a failed poll keeps the last data with a quiet warning.
 */
export function DashboardGate({ dashboard, children }: DashboardGateProps) {
  const { data, error, mutate, isValidating } = dashboard;
  if (!data) {
    if (error) return <DashboardError onRetry={() => void mutate()} isRetrying={isValidating} />;
    return <PageLoader label="Loading dashboard..." />;
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
