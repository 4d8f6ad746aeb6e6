import { FetchFailedAlert } from '../../../components/ui/fetch-failed-alert';
import { PageLoader } from '../../../components/layout/page-loader';
import { useFollowUpSettings } from '../api/follow-ups-api';
import { FollowUpSettingsForm } from './follow-up-settings-form';

/** The settings page's follow-up section (admins only: the page sends consultants away). */
export function FollowUpSettingsSection({ timeZone }: { timeZone?: string }) {
  const { data, error, isValidating, mutate } = useFollowUpSettings();
  if (data) return <FollowUpSettingsForm settings={data} timeZone={timeZone} />;
  if (error) {
    return <FetchFailedAlert what="your follow-up settings" fetched={{ error, isValidating, mutate }} />;
  }
  return <PageLoader label="Loading your follow-up settings..." />;
}
