import { Alert } from '@chakra-ui/react';
import { Fetched } from '../../../components/ui/fetch-failed-alert';
import type { SessionInfo } from '@bridal/shared/accounts/account-types';
import { BoutiquePageFrame } from '../../../components/layout/page-header';
import { AdminPage } from '../../require-session';
import { useBoutiqueSettings } from '../../../features/boutique-settings/api/get-boutique-settings';
import { BoutiqueSettingsForm } from '../../../features/boutique-settings/components/boutique-settings-form';
import { FollowUpSettingsSection } from '../../../features/follow-ups/components/follow-up-settings-section';
import { TeamBoardSetting } from '../../../features/goals/components/team-board-setting';
import { BehavioursSection } from '../../../features/score-cards/components/behaviours-editor';
import { DigestSettingsSection } from '../../../features/coaching-digest/components/digest-settings-section';
import { useSetupChecklist } from '../../../features/setup/api/get-setup-checklist';
import { ImportHistoryCard } from '../../../features/history-import/components/import-history-card';
import { paths } from '@bridal/shared/web/page-paths';

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
  const fetched = useBoutiqueSettings();
  return (
    <BoutiquePageFrame
      session={session}
      area="admin"
      tab="Settings"
      title="Boutique Settings"
      description="Your time zone, opening hours, appointment length, the days you are closed, follow-ups, the score card, the team board and weekly coaching."
      maxW="3xl"
    >
      <OnlineBookingNotice />
      <Fetched what="your settings" fetched={fetched}>
        {(settings) => <BoutiqueSettingsForm settings={settings} />}
      </Fetched>
      <FollowUpSettingsSection timeZone={fetched.data?.timeZone} />
      <BehavioursSection />
      <TeamBoardSetting />
      <DigestSettingsSection />
      <ImportHistoryCard importPath={paths.historyImport(session.boutiqueId)} />
    </BoutiquePageFrame>
  );
}

/** /admin/{boutiqueId}/settings: the boutique's schedule settings (admins only). */
export default function BoutiqueSettingsPage() {
  return <AdminPage>{(session) => <BoutiqueSettingsView session={session} />}</AdminPage>;
}
