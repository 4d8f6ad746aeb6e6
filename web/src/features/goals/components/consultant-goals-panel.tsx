import { Button, EmptyState, Grid, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ConsultantGoal } from '@bridal/shared/coaching/goal';
import type { ConsultantGoalsResponse } from '@bridal/shared/coaching/goal-standing';
import type { GoalSuggestion } from '@bridal/shared/coaching/goal-suggestions';
import { useState } from 'react';
import { SectionCard } from '../../../components/layout/section-card';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { notify } from '../../../lib/notify';
import { failureText } from '../../../lib/show-failure';
import { deleteGoal } from '../api/delete-goal';
import { useGoalSuggestions } from '../api/get-goal-suggestions';
import { goalFormValues, type GoalFormValues } from '../utils/goal-form-values';
import { GoalFormDialog } from './goal-form-dialog';
import { GoalSuggestionsCard } from './goal-suggestions-card';
import { GoalsList } from './goals-list';

interface FormState {
  open: boolean;
  /** Counts the openings: each starts a fresh form from the goal or suggestion chosen. */
  opening: number;
  goal: ConsultantGoal | null;
  values: GoalFormValues;
}

/**
 * A team member's goal page (admins): her goals with their progress, Set a Goal, Edit and Delete,
 * and beside them her free-text coaching goals with the measurable goals they name.
 */
export function ConsultantGoalsPanel({ page }: { page: ConsultantGoalsResponse }) {
  const { consultant, goals, behaviours, today } = page;
  const suggestions = useGoalSuggestions(consultant.id);
  const [form, setForm] = useState<FormState>({
    open: false,
    opening: 0,
    goal: null,
    values: goalFormValues(null),
  });
  const [removal, setRemoval] = useState<{ open: boolean; goal: ConsultantGoal | null }>({ open: false, goal: null });
  const [deleting, setDeleting] = useState(false);

  const open = (goal: ConsultantGoal | null, values: GoalFormValues) =>
    setForm((current) => ({ open: true, opening: current.opening + 1, goal, values }));
  const openNew = (preset?: GoalSuggestion) => open(null, goalFormValues(null, preset));
  const openEdit = (goal: ConsultantGoal) => open(goal, goalFormValues(goal));

  async function remove(goal: ConsultantGoal) {
    setDeleting(true);
    try {
      await deleteGoal(consultant.id, goal.id);
      notify('success', 'Goal Deleted');
      setRemoval((current) => ({ ...current, open: false }));
    } catch (error) {
      notify('error', 'Could Not Delete the Goal', failureText(error));
    } finally {
      setDeleting(false);
    }
  }

  return (
    <>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }}
        gap="6"
        alignItems="start"
      >
        <SectionCard
          title="Measurable Goals"
          description="Each measured from the day it was set, beside the same measure before it."
          action={
            <Button size="sm" colorPalette="brand" onClick={() => openNew()}>
              Set a Goal
            </Button>
          }
        >
          {goals.length === 0 ? (
            <EmptyState.Root size="sm" borderWidth="1px" borderStyle="dashed" borderRadius="lg">
              <EmptyState.Content>
                <EmptyState.Title as="h3">No measurable goals yet</EmptyState.Title>
                <EmptyState.Description color="fg.muted" textAlign="center">
                  A measure, a target and a date: her dashboard and the reports show how she is doing.
                </EmptyState.Description>
              </EmptyState.Content>
            </EmptyState.Root>
          ) : (
            <GoalsList
              goals={goals}
              label={`Goals of ${consultant.name}`}
              actionsOf={({ goal, label }) => (
                <>
                  <Button size="xs" variant="outline" onClick={() => openEdit(goal)}>
                    Edit<VisuallyHidden> the goal: {label}</VisuallyHidden>
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    color="red.700"
                    onClick={() => setRemoval({ open: true, goal })}
                  >
                    Delete<VisuallyHidden> the goal: {label}</VisuallyHidden>
                  </Button>
                </>
              )}
            />
          )}
        </SectionCard>
        <GoalSuggestionsCard
          coachingGoals={suggestions.data?.coachingGoals ?? consultant.coachingGoals}
          suggestions={suggestions.data?.suggestions ?? []}
          goals={goals}
          onAdd={openNew}
        />
      </Grid>
      <GoalFormDialog
        key={form.opening}
        open={form.open}
        onClose={() => setForm((current) => ({ ...current, open: false }))}
        consultantId={consultant.id}
        consultantName={consultant.name}
        goal={form.goal}
        initialValues={form.values}
        behaviours={behaviours}
        today={today}
      />
      <ConfirmDeleteDialog
        item={removal.goal}
        title="Delete goal"
        open={removal.open}
        isDeleting={deleting}
        onCancel={() => setRemoval((current) => ({ ...current, open: false }))}
        onConfirm={(goal) => void remove(goal)}
      >
        <Text>Delete this goal? Its appointments and outcomes stay in the reports.</Text>
      </ConfirmDeleteDialog>
    </>
  );
}
