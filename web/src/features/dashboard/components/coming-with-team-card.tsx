import { Text } from '@chakra-ui/react';
import { DashboardCard } from './dashboard-card';

/** Holds the place of a card that arrives with team management (consultants, trending gowns). */
export function ComingWithTeamCard({ title, what }: { title: string; what: string }) {
  return (
    <DashboardCard title={title}>
      <Text color="fg.muted" fontSize="sm">
        {what} arrives with team management.
      </Text>
    </DashboardCard>
  );
}
