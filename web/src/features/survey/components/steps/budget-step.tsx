import { Stack } from '@chakra-ui/react';
import { budgetOptions } from '@bridal/shared/survey/survey-options';
import { surveyLimits } from '@bridal/shared/survey/survey-schema';
import { useFormikContext } from 'formik';
import type { SurveyFormValues } from '../../utils/survey-form-values';
import { SingleChoiceCards } from '../fields/choice-cards';
import { useVisibleError } from '../../../../components/form/form-field';
import { TextField } from '../fields/text-field';

export function BudgetStep() {
  const { values, setFieldValue } = useFormikContext<SurveyFormValues>();
  const error = useVisibleError('budget');

  return (
    <Stack gap="6">
      <SingleChoiceCards
        name="budget"
        legend="Your price point"
        hideLegend
        options={budgetOptions}
        columns={{ base: 1, sm: 2 }}
        value={values.budget}
        onChange={(budget) => {
          void setFieldValue('budget', budget);
          if (budget !== 'custom') void setFieldValue('customBudget', '');
        }}
        error={error}
      />
      {values.budget === 'custom' && (
        <TextField
          name="customBudget"
          label="Your budget in dollars"
          inputMode="decimal"
          placeholder="For example: 2500"
          maxLength={surveyLimits.customBudget}
          maxW={{ sm: 'xs' }}
        />
      )}
    </Stack>
  );
}
