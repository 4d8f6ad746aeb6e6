import { Alert, Button, Stack } from '@chakra-ui/react';
import type { SessionInfo } from '@bridal/shared/accounts/account-types';
import { PageHeader } from '../../../components/layout/page-header';
import { PageLoader } from '../../../components/layout/page-loader';
import { AdminPage } from '../../require-session';
import { useBoutiqueSettings } from '../../../features/boutique-settings/api/get-boutique-settings';
import { BoutiqueSettingsForm } from '../../../features/boutique-settings/components/boutique-settings-form';
import { FollowUpSettingsSection } from '../../../features/follow-ups/components/follow-up-settings-section';
import { paths } from '@bridal/shared/web/page-paths';
import { failureStatus } from '../../../lib/server-error';
import { useSetupChecklist } from '../../../features/setup/api/get-setup-checklist';

/** Until the owner first saves her hours and time zone, brides cannot book themselves: say so here. */
function OnlineBookingNotice() {
  const { data: setup } = useSetupChecklist();
  if (!setup || setup.onlineBookingOpen) return null;
  return (
    <Alert.Root status="info" borderRadius="lg" data-testid="online-booking-closed">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Online booking is not open yet</Alert.Title>
        <Alert.Description>
          Check your time zone, opening hours, appointment length and fitting rooms below, then press Save Settings.
          Brides can then book their visits themselves; until then your team books for them.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function BoutiqueSettingsView({ session }: { session: SessionInfo }) {
  const { data: settings, error, isValidating, mutate } = useBoutiqueSettings();
  return (
    <Stack gap="6" maxW="3xl">
      <title>{`Settings - ${session.boutiqueName} - Bridal Coach`}</title>
      <PageHeader
        backTo={paths.dashboard('admin', session.boutiqueId)}
        title="Boutique Settings"
        description="Your time zone, opening hours, appointment length, the days you are closed and follow-ups."
      />
      <OnlineBookingNotice />
      {settings ? (
        <BoutiqueSettingsForm settings={settings} />
      ) : error ? (
        <Alert.Root status="error" variant="outline" bg="white" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{`Failed to fetch your settings: ${failureStatus(error)}`}</Alert.Title>
          </Alert.Content>
          <Button size="xs" variant="outline" onClick={() => void mutate()} loading={isValidating}>
            Try Again
          </Button>
        </Alert.Root>
      ) : (
        <PageLoader label="Loading your settings..." />
      )}
      <FollowUpSettingsSection timeZone={settings?.timeZone} />
    </Stack>
  );
}

/** /admin/{boutiqueId}/settings: the boutique's schedule settings (admins only). */
export default function BoutiqueSettingsPage() {
  return <AdminPage>{(session) => <BoutiqueSettingsView session={session} />}</AdminPage>;
}
