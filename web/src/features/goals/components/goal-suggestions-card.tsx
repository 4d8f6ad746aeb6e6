import { Button, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { GoalStanding } from '@bridal/shared/coaching/goal-standing';
import type { GoalSuggestion } from '@bridal/shared/coaching/goal-suggestions';
import { SectionCard } from '../../../components/layout/section-card';
import { isOpenGoal } from '../utils/describe-goal';

interface GoalSuggestionsCardProps {
  /** Her free-text coaching goals, as the admin wrote them. */
  coachingGoals: string;
  suggestions: readonly GoalSuggestion[];
  /** Her goals, so a measure she already works toward is not offered twice. */
  goals: readonly GoalStanding[];
  onAdd: (suggestion: GoalSuggestion) => void;
}

/** Her free-text coaching goals, and the measurable goals their words name, each one click away. */
export function GoalSuggestionsCard({ coachingGoals, suggestions, goals, onAdd }: GoalSuggestionsCardProps) {
  const text = coachingGoals.trim();
  return (
    <SectionCard title="Her Coaching Goals">
      {text ? (
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere" data-testid="coaching-goals">
          {text}
        </Text>
      ) : (
        <Text color="fg.muted">None written yet. Write them from the Team page&apos;s Edit.</Text>
      )}
      {suggestions.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="2" aria-label="Suggested from her goals">
          {suggestions.map((suggestion) => (
            <Stack
              as="li"
              key={`${suggestion.measure}:${suggestion.behaviourKey ?? ''}`}
              direction="row"
              align="center"
              justify="space-between"
              gap="3"
              wrap="wrap"
              data-testid="goal-suggestion"
            >
              <Text fontSize="sm" minW="0" overflowWrap="anywhere">
                {'Suggested from her goals: '}
                <Text as="span" fontWeight="semibold">
                  {suggestion.label}
                </Text>
                <Text as="span" color="fg.muted">{` (“${suggestion.words}”)`}</Text>
              </Text>
              {isOpenGoal(goals, suggestion) ? (
                <Text fontSize="sm" color="fg.muted">
                  Already a goal
                </Text>
              ) : (
                <Button size="xs" colorPalette="brand" variant="outline" onClick={() => onAdd(suggestion)}>
                  Add<VisuallyHidden> a goal: {suggestion.label}</VisuallyHidden>
                </Button>
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
