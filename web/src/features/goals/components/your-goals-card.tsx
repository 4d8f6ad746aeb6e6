import { Text } from '@chakra-ui/react';
import type { GoalsProgressResponse } from '@bridal/shared/coaching/goal-standing';
import { SectionCard } from '../../../components/layout/section-card';
import { useOwnGoals } from '../api/get-goals-progress';
import { GoalsList } from './goals-list';

/** The dashboard's 'Your Goals': each current goal's value against its target, its counts and period. */
export function YourGoalsView({ progress }: { progress: GoalsProgressResponse | undefined }) {
  const goals = progress?.people[0]?.goals ?? [];
  return (
    <SectionCard title="Your Goals">
      {!progress ? (
        <Text color="fg.muted" role="status">
          Loading your goals...
        </Text>
      ) : goals.length === 0 ? (
        <Text color="fg.muted">No measurable goals yet. Your admin sets them with you.</Text>
      ) : (
        <GoalsList goals={goals} label="Your goals" compact />
      )}
    </SectionCard>
  );
}

/** Her own goals, fetched for the dashboard; nothing shows when they could not be fetched. */
export function YourGoalsCard() {
  const { data, error } = useOwnGoals();
  if (error && !data) return null;
  return <YourGoalsView progress={data} />;
}
