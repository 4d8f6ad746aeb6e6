import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { SectionCard } from '../../../components/layout/section-card';
import { notify } from '../../../lib/notify';
import { serverMessage } from '../../../lib/server-error';
import { refreshOutdatedPlans } from '../api/refresh-outdated-plans';
import { describePlanRefresh } from '../utils/describe-plan-refresh';

/** One click that has every upcoming bride's plan pick its dresses from the current inventory. */
export function RefreshPlansCard() {
  const [refreshing, setRefreshing] = useState(false);

  async function refresh() {
    setRefreshing(true);
    try {
      const { title, description } = describePlanRefresh(await refreshOutdatedPlans());
      notify('success', title, description, 8000);
    } catch (error) {
      notify(
        'error',
        'Refresh Failed',
        serverMessage(error) ?? 'The plans could not be refreshed. Please check your connection and try again.',
      );
    } finally {
      setRefreshing(false);
    }
  }

  return (
    <SectionCard title="Plans and This Inventory" gap="3">
      <Text color="fg.muted">
        Plans made before this inventory was uploaded may name dresses you no longer carry. Refreshing picks each
        upcoming bride&apos;s dresses again from this inventory; her venue and style analyses stay as they are.
      </Text>
      <Button colorPalette="brand" alignSelf="flex-start" onClick={() => void refresh()} loading={refreshing}>
        Refresh Outdated Plans
      </Button>
    </SectionCard>
  );
}
