import { Alert, Button } from '@chakra-ui/react';
import type { PlanDressesSource } from '@bridal/shared/brides/bride-plan';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { serverMessage } from '../../../lib/server-error';
import { refreshBrideDresses } from '../api/refresh-bride-dresses';
import { describeDressesSource } from '../utils/describe-dresses-source';

/** Says that her dresses came from an older inventory, and offers to pick them again from the current one. */
export function OutdatedDressesNotice({ brideId, source }: { brideId: string; source: PlanDressesSource }) {
  const [refreshing, setRefreshing] = useState(false);
  if (!source.outdated) return null;

  async function refresh() {
    setRefreshing(true);
    try {
      await refreshBrideDresses(brideId);
      notify('success', 'Refreshing Dresses', 'Her dresses are being picked again from the current inventory.');
    } catch (error) {
      notify(
        'error',
        'Refresh Failed',
        serverMessage(error) ?? 'Her dresses could not be refreshed. Please check your connection and try again.',
      );
    } finally {
      setRefreshing(false);
    }
  }

  return (
    <Alert.Root status="warning" borderRadius="lg" _print={{ display: 'none' }}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Dresses from an older inventory</Alert.Title>
        <Alert.Description>{describeDressesSource(source)}</Alert.Description>
      </Alert.Content>
      <Button size="sm" colorPalette="brand" alignSelf="center" onClick={() => void refresh()} loading={refreshing}>
        Refresh Dresses
      </Button>
    </Alert.Root>
  );
}
