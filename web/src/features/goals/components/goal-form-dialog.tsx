import type { ConsultantGoal } from '@bridal/shared/coaching/goal';
import { goalLimits } from '@bridal/shared/coaching/goal-request';
import { measureDefinitions, measureUnit } from '@bridal/shared/coaching/measures';
import type { ScoreCardBehaviour } from '@bridal/shared/coaching/score-card';
import { useFormikContext } from 'formik';
import { FormDialog } from '../../../components/form/form-dialog';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { notify } from '../../../lib/notify';
import { showFailure } from '../../../lib/show-failure';
import { saveGoal } from '../api/save-goal';
import {
  goalFormSchema,
  type GoalFormValues,
  measureOptions,
  targetLabel,
  toGoalRequest,
} from '../utils/goal-form-values';

/** The measure, its behaviour when it is a behaviour's rate, the target in its unit, and the date. */
function GoalFields({ behaviours, today }: { behaviours: readonly ScoreCardBehaviour[]; today: string }) {
  const { values } = useFormikContext<GoalFormValues>();
  const sale = measureUnit(values.measure) === 'cents';
  return (
    <>
      <SelectField
        name="measure"
        label="What the goal measures"
        options={measureOptions}
        helperText={measureDefinitions[values.measure]}
      />
      {values.measure === 'behaviour' && (
        <SelectField
          name="behaviourKey"
          label="Score-card behaviour"
          options={[
            { value: '', label: 'Choose a behaviour' },
            ...behaviours.map((behaviour) => ({ value: behaviour.key, label: behaviour.label })),
          ]}
        />
      )}
      <TextField
        name="target"
        label={targetLabel(values.measure)}
        type="number"
        inputMode="decimal"
        min={sale ? 1 : 0.1}
        max={sale ? goalLimits.maxSaleDollars : goalLimits.maxPercent}
        step={sale ? 0.01 : 0.1}
        required
        helperText={sale ? 'In dollars, like 2500.' : 'A percentage above 0 and at most 100, like 40.'}
      />
      <TextField
        name="dueOn"
        label="By (date)"
        type="date"
        min={today}
        required
        helperText="Progress is measured from the day the goal is set to this date."
      />
    </>
  );
}

interface GoalFormDialogProps {
  open: boolean;
  onClose: () => void;
  consultantId: string;
  consultantName: string;
  /** null sets a new goal. */
  goal: ConsultantGoal | null;
  initialValues: GoalFormValues;
  behaviours: readonly ScoreCardBehaviour[];
  /** The boutique's today: the first date a goal may have. */
  today: string;
}

/** 'Set a Goal' and 'Edit Goal': what the server refuses shows under its field, and nothing typed is lost. */
export function GoalFormDialog({
  open,
  onClose,
  consultantId,
  consultantName,
  goal,
  initialValues,
  behaviours,
  today,
}: GoalFormDialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      size="md"
      title={goal ? 'Edit Goal' : 'Set a Goal'}
      description={`A measurable goal for ${consultantName}: a target and a date.`}
      firstField="target"
      initialValues={initialValues}
      validationSchema={goalFormSchema(today)}
      onSubmit={async (values, form) => {
        try {
          await saveGoal(consultantId, goal?.id ?? null, toGoalRequest(values));
          notify('success', goal ? 'Goal Updated' : 'Goal Set');
          onClose();
        } catch (error) {
          showFailure(error, form, 'Could Not Save the Goal');
        }
      }}
      submitLabel={goal ? 'Update' : 'Set Goal'}
      submittingLabel="Saving..."
    >
      <GoalFields behaviours={behaviours} today={today} />
    </FormDialog>
  );
}
