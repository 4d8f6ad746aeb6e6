import { Stack } from '@chakra-ui/react';
import { intentionOptions } from '@bridal/shared/survey/survey-options';
import { surveyLimits } from '@bridal/shared/survey/survey-schema';
import { useFormikContext } from 'formik';
import type { SurveyFormValues } from '../../utils/survey-form-values';
import { SingleChoiceCards } from '../fields/choice-cards';
import { useVisibleError } from '../../../../components/form/form-field';
import { TextField } from '../fields/text-field';

export function IntentionStep() {
  const { values, setFieldValue } = useFormikContext<SurveyFormValues>();
  const error = useVisibleError('shoppingIntention');

  return (
    <Stack gap="6">
      <SingleChoiceCards
        name="shoppingIntention"
        legend="The purpose of your visit"
        hideLegend
        options={intentionOptions}
        value={values.shoppingIntention}
        onChange={(intention) => {
          void setFieldValue('shoppingIntention', intention);
          if (intention !== 'other') void setFieldValue('customIntention', '');
        }}
        error={error}
      />
      {values.shoppingIntention === 'other' && (
        <TextField name="customIntention" label="Tell us about your visit" maxLength={surveyLimits.customIntention} />
      )}
    </Stack>
  );
}
