import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { GoalsProgressResponse } from '@bridal/shared/coaching/goal-standing';
import { Link as RouterLink } from 'react-router-dom';
import { SectionCard } from '../../../components/layout/section-card';
import { FetchFailedAlert } from '../../../components/ui/fetch-failed-alert';
import { useGoalsProgress } from '../api/get-goals-progress';
import { GoalsList } from './goals-list';

interface GoalsReportViewProps {
  progress: GoalsProgressResponse;
  /** Each person's goal page (admins). */
  goalsPathOf?: (consultantId: string) => string;
}

/** The reports' goals: each person's current goals with their progress, the period each is measured over. */
export function GoalsReportView({ progress, goalsPathOf }: GoalsReportViewProps) {
  const own = progress.scope === 'own';
  const people = own ? progress.people.filter((person) => person.goals.length > 0) : progress.people;
  return (
    <SectionCard
      title={own ? 'Your Goals' : 'Goals'}
      description="Current goals: open, or ended in the last two weeks. Each is measured from the day it was set."
    >
      {people.length === 0 ? (
        <Text color="fg.muted">
          {own
            ? 'No measurable goals yet. Your admin sets them with you.'
            : "No one has a measurable goal yet. Set them from each consultant's goal page on the Team page."}
        </Text>
      ) : (
        <Stack gap="5">
          {people.map((person) => (
            <Stack key={person.consultantId} gap="1">
              {!own && (
                <Heading as="h3" size="md">
                  {goalsPathOf ? (
                    <Link asChild colorPalette="brand">
                      <RouterLink to={goalsPathOf(person.consultantId)}>{person.name}</RouterLink>
                    </Link>
                  ) : (
                    person.name
                  )}
                </Heading>
              )}
              <GoalsList goals={person.goals} label={own ? 'Your goals' : `Goals of ${person.name}`} />
            </Stack>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

/** The reports page's goals section, fetched. */
export function GoalsReportSection({ goalsPathOf }: { goalsPathOf?: (consultantId: string) => string }) {
  const fetched = useGoalsProgress();
  if (fetched.data) return <GoalsReportView progress={fetched.data} goalsPathOf={goalsPathOf} />;
  if (fetched.error) return <FetchFailedAlert what="the goals" fetched={fetched} />;
  return null;
}
