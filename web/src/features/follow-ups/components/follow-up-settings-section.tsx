import { Alert, Button } from '@chakra-ui/react';
import { PageLoader } from '../../../components/layout/page-loader';
import { failureStatus } from '../../../lib/server-error';
import { useFollowUpSettings } from '../api/follow-ups-api';
import { FollowUpSettingsForm } from './follow-up-settings-form';

/** The settings page's follow-up section (admins only: the page sends consultants away). */
export function FollowUpSettingsSection({ timeZone }: { timeZone?: string }) {
  const { data, error, isValidating, mutate } = useFollowUpSettings();
  if (data) return <FollowUpSettingsForm settings={data} timeZone={timeZone} />;
  if (error) {
    return (
      <Alert.Root status="error" variant="outline" bg="white" borderRadius="lg">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{`Failed to fetch your follow-up settings: ${failureStatus(error)}`}</Alert.Title>
        </Alert.Content>
        <Button size="xs" variant="outline" onClick={() => void mutate()} loading={isValidating}>
          Try Again
        </Button>
      </Alert.Root>
    );
  }
  return <PageLoader label="Loading your follow-up settings..." />;
}
