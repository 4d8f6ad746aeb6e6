import { Alert, Button, Stack } from '@chakra-ui/react';
import { Navigate } from 'react-router-dom';
import { usePageArea } from '../../../lib/use-page-area';
import { AppShell } from '../../../components/layout/app-shell';
import { PageLoader } from '../../../components/layout/page-loader';
import { failureStatus } from '../../../lib/server-error';
import { homePathFor } from '../../../lib/session-hints';
import { useSession } from '../../../lib/use-session';
import { useSubscriptionDetails } from '../../../lib/subscription-details';
import { BackToDashboard, SubscriptionView } from '../../../features/subscription/components/subscription-view';
import { demoSubscription, summarizeSubscription } from '../../../features/subscription/utils/subscription-summary';
import { paths } from '@bridal/shared/web/page-paths';

const pageTitle = <title>Subscription Settings - Bridal Coach</title>;

function LiveSubscription({ boutiqueId }: { boutiqueId: number }) {
  const { data, error, isValidating, mutate } = useSubscriptionDetails();
  const dashboardPath = paths.dashboard('admin', boutiqueId);
  if (data) return <SubscriptionView summary={summarizeSubscription(data)} dashboardPath={dashboardPath} />;
  if (!error) return <PageLoader label="Loading subscription details..." />;
  return (
    <Stack gap="4" maxW="3xl">
      <Alert.Root status="error" variant="outline" bg="white" borderRadius="lg">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title as="h1" fontSize="lg">{`Failed to fetch subscription: ${failureStatus(error)}`}</Alert.Title>
          <Alert.Description>Please check your connection and try again.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button colorPalette="brand" onClick={() => void mutate()} loading={isValidating}>
          Try Again
        </Button>
        <BackToDashboard path={dashboardPath} />
      </Stack>
    </Stack>
  );
}

function DemoSubscription() {
  return (
    <SubscriptionView
      summary={demoSubscription}
      dashboardPath={paths.dashboard('admin', 'demo')}
      notice={
        <Alert.Root status="info" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Demo Mode</Alert.Title>
            <Alert.Description>
              You&apos;re looking at the demo boutique. This feature works in your live account.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      }
    />
  );
}

/** The session's boutique; consultants are sent to their dashboard. */
function AdminSubscription() {
  const { session } = useSession();
  if (!session) return <PageLoader />;
  if (session.userType !== 'admin') return <Navigate to={homePathFor(session)} replace />;
  return <LiveSubscription boutiqueId={session.boutiqueId} />;
}

/**
 * /subscription-settings, /subscription-settings/{boutiqueId}, /admin/{boutiqueId}/subscription-settings,
 * and the demo's /subscription-settings/demo and /admin/demo/subscription-settings.
 */
export default function SubscriptionSettingsPage() {
  const { demo } = usePageArea();
  return (
    <AppShell>
      {pageTitle}
      {demo ? <DemoSubscription /> : <AdminSubscription />}
    </AppShell>
  );
}
