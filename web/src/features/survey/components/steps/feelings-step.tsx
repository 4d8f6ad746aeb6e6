import { Stack } from '@chakra-ui/react';
import { type Feeling, feelingOptions } from '@bridal/shared/survey/survey-options';
import { surveyLimits } from '@bridal/shared/survey/survey-limits';
import { useFormikContext } from 'formik';
import { useState } from 'react';
import type { SurveyFormValues } from '../../utils/survey-form-values';
import { MultiChoiceCards } from '../fields/choice-cards';
import { useVisibleError } from '../../../../components/form/form-field';
import { RevealedOnChoice } from '../fields/revealed-on-choice';
import { TextField } from '../fields/text-field';

export function FeelingsStep() {
  const { values, setFieldValue } = useFormikContext<SurveyFormValues>();
  const error = useVisibleError('currentFeeling');
  const [justChoseOther, setJustChoseOther] = useState(false);

  function toggle(feeling: Feeling) {
    const chosen = values.currentFeeling.includes(feeling);
    setJustChoseOther(feeling === 'other' && !chosen);
    void setFieldValue(
      'currentFeeling',
      chosen ? values.currentFeeling.filter((entry) => entry !== feeling) : [...values.currentFeeling, feeling],
    );
    if (chosen && feeling === 'other') void setFieldValue('customFeeling', '');
  }

  return (
    <Stack gap="6">
      <MultiChoiceCards
        legend="How you are feeling"
        hideLegend
        options={feelingOptions}
        columns={{ base: 1, sm: 2, md: 3 }}
        selected={values.currentFeeling}
        onToggle={toggle}
        error={error}
      />
      {values.currentFeeling.includes('other') && (
        <RevealedOnChoice reveal={justChoseOther}>
          <TextField name="customFeeling" label="Tell us how you're feeling" maxLength={surveyLimits.customFeeling} />
        </RevealedOnChoice>
      )}
    </Stack>
  );
}
