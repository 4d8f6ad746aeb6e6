import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useDemoInventoryStatus } from '../api/get-demo-inventory-status';
import { showDemoNotice } from '../utils/show-demo-notice';
import { DemoCard } from './demo-card';

/** The demo inventory's status; uploading only explains itself. */
export function DemoInventoryCard({ hotspot }: { hotspot?: ReactNode }) {
  const { data } = useDemoInventoryStatus();
  const active = Boolean(data?.hasInventory);
  return (
    <DemoCard
      title="Inventory"
      hotspot={hotspot}
      action={
        data && (
          <Badge colorPalette={active ? 'green' : 'gray'} variant="subtle" size="md">
            {active ? 'Active' : 'No Inventory'}
          </Badge>
        )
      }
    >
      <Stack gap="3">
        <Text fontSize="sm" color="gray.700">
          {data
            ? active
              ? `${data.dressCount} dresses in the sample inventory. Every recommendation comes from them.`
              : 'No inventory uploaded yet.'
            : 'Loading inventory status...'}
        </Text>
        <Button variant="outline" colorPalette="brand" onClick={() => showDemoNotice()}>
          Upload Inventory
        </Button>
      </Stack>
    </DemoCard>
  );
}
