import type { ConsultantGoal } from '@bridal/shared/coaching/goal';
import { goalMessages, type GoalRequest, goalRequestSchema, typedTargetOf } from '@bridal/shared/coaching/goal-request';
import { type Measure, measureLabels, measures, measureUnit } from '@bridal/shared/coaching/measures';
import type * as yup from 'yup';

/** The goal form's fields as typed: the target and the date as text. */
export interface GoalFormValues {
  measure: Measure;
  behaviourKey: string;
  target: string;
  dueOn: string;
}

export const measureOptions = measures.map((measure) => ({ value: measure, label: measureLabels[measure] }));

/** The target's label in the unit she types. */
export const targetLabel = (measure: Measure) =>
  measureUnit(measure) === 'cents' ? 'Target average sale (dollars)' : 'Target (percent)';

/** A goal's fields to edit, or a new goal's (a suggestion's measure chosen for her). */
export function goalFormValues(
  goal: ConsultantGoal | null,
  preset: { measure: Measure; behaviourKey: string | null } = { measure: 'contact_ratio', behaviourKey: null },
): GoalFormValues {
  if (!goal) return { measure: preset.measure, behaviourKey: preset.behaviourKey ?? '', target: '', dueOn: '' };
  return {
    measure: goal.measure,
    behaviourKey: goal.behaviourKey ?? '',
    target: String(typedTargetOf(goal.measure, goal.target)),
    dueOn: goal.dueOn,
  };
}

/** The shared rules, and a date not before the boutique's today (the server checks it again). */
export const goalFormSchema = (today: string) =>
  goalRequestSchema.shape({
    dueOn: (goalRequestSchema.fields.dueOn as yup.StringSchema).test(
      'not-past',
      goalMessages.dueOnPast,
      (value) => !value || value >= today,
    ),
  });

/** What the form sends: the target a number, the behaviour only for a behaviour's goal. */
export const toGoalRequest = (values: GoalFormValues): GoalRequest =>
  goalRequestSchema.cast({
    ...values,
    behaviourKey: values.measure === 'behaviour' ? values.behaviourKey : null,
  }) as GoalRequest;
