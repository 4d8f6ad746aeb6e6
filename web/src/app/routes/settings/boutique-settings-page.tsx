import { Fetched } from '../../../components/ui/fetch-failed-alert';
import type { SessionInfo } from '@bridal/shared/accounts/account-types';
import { BoutiquePageFrame } from '../../../components/layout/page-header';
import { AdminPage } from '../../require-session';
import { useBoutiqueSettings } from '../../../features/boutique-settings/api/get-boutique-settings';
import { BoutiqueSettingsForm } from '../../../features/boutique-settings/components/boutique-settings-form';
import { FollowUpSettingsSection } from '../../../features/follow-ups/components/follow-up-settings-section';

function BoutiqueSettingsView({ session }: { session: SessionInfo }) {
  const fetched = useBoutiqueSettings();
  return (
    <BoutiquePageFrame
      session={session}
      area="admin"
      tab="Settings"
      title="Boutique Settings"
      description="Your time zone, opening hours, appointment length, the days you are closed and follow-ups."
      maxW="3xl"
    >
      <Fetched what="your settings" fetched={fetched}>
        {(settings) => <BoutiqueSettingsForm settings={settings} />}
      </Fetched>
      <FollowUpSettingsSection timeZone={fetched.data?.timeZone} />
    </BoutiquePageFrame>
  );
}

/** /admin/{boutiqueId}/settings: the boutique's schedule settings (admins only). */
export default function BoutiqueSettingsPage() {
  return <AdminPage>{(session) => <BoutiqueSettingsView session={session} />}</AdminPage>;
}
