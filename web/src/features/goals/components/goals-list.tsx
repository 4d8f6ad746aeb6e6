import { Stack } from '@chakra-ui/react';
import type { GoalStanding } from '@bridal/shared/coaching/goal-standing';
import type { ReactNode } from 'react';
import { GoalStandingItem } from './goal-standing-item';

interface GoalsListProps {
  goals: readonly GoalStanding[];
  /** Whose goals, for the list's name. */
  label: string;
  compact?: boolean;
  actionsOf?: (standing: GoalStanding) => ReactNode;
}

/** Goals one under the other, each with its progress. */
export function GoalsList({ goals, label, compact, actionsOf }: GoalsListProps) {
  return (
    <Stack as="ul" listStyleType="none" gap="0" aria-label={label}>
      {goals.map((standing) => (
        <GoalStandingItem
          key={standing.goal.id}
          standing={standing}
          compact={compact}
          actions={actionsOf?.(standing)}
        />
      ))}
    </Stack>
  );
}
