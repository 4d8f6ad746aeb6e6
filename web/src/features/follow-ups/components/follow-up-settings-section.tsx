import { Fetched } from '../../../components/ui/fetch-failed-alert';
import { useFollowUpSettings } from '../api/follow-ups-api';
import { FollowUpSettingsForm } from './follow-up-settings-form';

/** The settings page's follow-up section (admins only: the page sends consultants away). */
export function FollowUpSettingsSection({ timeZone }: { timeZone?: string }) {
  return (
    <Fetched what="your follow-up settings" fetched={useFollowUpSettings()}>
      {(settings) => <FollowUpSettingsForm settings={settings} timeZone={timeZone} />}
    </Fetched>
  );
}
