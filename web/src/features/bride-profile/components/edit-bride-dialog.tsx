import { type EditBrideRequest, editBrideSchema } from '@bridal/shared/brides/edit-bride';
import type { BridePlan } from '@bridal/shared/brides/bride-plan';
import { budgetOptions } from '@bridal/shared/survey/survey-options';
import { isPastWeddingDate, localDay } from '@bridal/shared/survey/survey-rules';
import { surveyLimits } from '@bridal/shared/survey/survey-schema';
import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormDialog } from '../../../components/form/form-dialog';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { formatLongDate } from '../../../lib/format-date';
import { editBrideRequest, editBrideValues } from '../utils/edit-bride-values';

const budgetChoices = [{ value: '', label: 'Not given' }, ...budgetOptions];

interface EditBrideDialogProps {
  plan: BridePlan;
  open: boolean;
  onClose: () => void;
  /** Saves the values; answers true when the dialog may close. */
  onSave: (values: EditBrideRequest) => Promise<boolean>;
  /** Where the focus goes when it closes (More, whose menu item opened it). */
  finalFocusEl?: () => HTMLElement | null;
}

/** 'Edit Bride Details' (admins): her name, wedding date, venue and budget, under the survey's own rules. */
export function EditBrideDialog({ plan, open, onClose, onSave, finalFocusEl }: EditBrideDialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      finalFocusEl={finalFocusEl}
      size="lg"
      title="Edit Bride Details"
      description="A new date, venue or budget has her plan made again."
      firstField="name"
      initialValues={editBrideValues(plan, localDay())}
      validationSchema={editBrideSchema}
      onSubmit={async (values) => {
        if (await onSave(editBrideRequest(editBrideSchema.cast(values) as EditBrideRequest))) onClose();
      }}
      submitLabel="Save"
      submittingLabel="Saving..."
    >
      <TextField name="name" label="Name" maxLength={surveyLimits.name} />
      <WeddingDateFields storedDate={plan.bride.weddingDate ?? ''} />
      <TextField name="weddingVenue" label="Wedding venue" maxLength={surveyLimits.weddingVenue} />
      <TextField
        name="weddingLocation"
        label="Wedding location"
        helperText="City and state"
        maxLength={surveyLimits.weddingLocation}
      />
      <BudgetFields />
    </FormDialog>
  );
}

/** The date, and the survey's confirmation when it is in the past: a new date asks again. */
function WeddingDateFields({ storedDate }: { storedDate: string }) {
  const { values, setFieldValue } = useFormikContext<EditBrideRequest>();
  const shown = useRef(values.weddingDate);
  useEffect(() => {
    if (values.weddingDate === shown.current) return;
    shown.current = values.weddingDate;
    void setFieldValue('weddingDateConfirmed', values.weddingDate === storedDate);
  }, [values.weddingDate, storedDate, setFieldValue]);
  return (
    <>
      <TextField name="weddingDate" label="Wedding date" type="date" maxW={{ sm: 'xs' }} />
      {isPastWeddingDate(values.weddingDate, localDay()) && (
        <CheckboxField
          name="weddingDateConfirmed"
          label={`Yes, her wedding date is ${formatLongDate(values.weddingDate)}`}
        />
      )}
    </>
  );
}

function BudgetFields() {
  const { values } = useFormikContext<EditBrideRequest>();
  return (
    <>
      <SelectField name="budget" label="Budget" options={budgetChoices} />
      {values.budget === 'custom' && (
        <TextField
          name="customBudget"
          label="Budget in dollars"
          inputMode="decimal"
          maxLength={surveyLimits.customBudget}
        />
      )}
    </>
  );
}
