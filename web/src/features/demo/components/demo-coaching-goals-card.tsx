import { Text } from '@chakra-ui/react';
import { DemoCard } from './demo-card';

/** The demo consultant's coaching goals, as her boutique set them. */
export function DemoCoachingGoalsCard({ goals }: { goals: string }) {
  return (
    <DemoCard title="Your Coaching Goals">
      <Text color="gray.700" whiteSpace="pre-line">
        {goals || 'Your boutique has not set coaching goals for you yet.'}
      </Text>
    </DemoCard>
  );
}
