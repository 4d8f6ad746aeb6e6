import { Text } from '@chakra-ui/react';
import { SectionCard } from '../../../components/layout/section-card';

/** The goals the admin set for this consultant, as they wrote them. */
export function CoachingGoalsCard({ goals }: { goals: string }) {
  const text = goals.trim();
  return (
    <SectionCard title="Your Coaching Goals">
      {text ? (
        <Text whiteSpace="pre-wrap" data-testid="coaching-goals">
          {text}
        </Text>
      ) : (
        <Text color="fg.muted">Your admin has not set coaching goals for you yet.</Text>
      )}
    </SectionCard>
  );
}
