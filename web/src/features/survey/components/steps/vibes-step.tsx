import { Stack } from '@chakra-ui/react';
import { type Vibe, vibeOptions } from '@bridal/shared/survey/survey-options';
import { surveyLimits } from '@bridal/shared/survey/survey-limits';
import { useFormikContext } from 'formik';
import type { SurveyFormValues } from '../../utils/survey-form-values';
import { MultiChoiceCards } from '../fields/choice-cards';
import { useVisibleError } from '../../../../components/form/form-field';
import { TextareaField } from '../fields/text-field';

export function VibesStep() {
  const { values, setFieldValue } = useFormikContext<SurveyFormValues>();
  const error = useVisibleError('weddingVibes');
  const toggle = (vibe: Vibe) =>
    setFieldValue(
      'weddingVibes',
      values.weddingVibes.includes(vibe)
        ? values.weddingVibes.filter((chosen) => chosen !== vibe)
        : [...values.weddingVibes, vibe],
    );

  return (
    <Stack gap="8">
      <MultiChoiceCards
        legend="Wedding vibes"
        options={vibeOptions}
        selected={values.weddingVibes}
        onToggle={(vibe) => void toggle(vibe)}
        error={error}
      />
      <TextareaField
        name="specificVision"
        label="Describe the dress you're dreaming of"
        helperText="Silhouette, neckline, sleeves, fabric, colour: anything you already know you love."
        maxLength={surveyLimits.specificVision}
      />
    </Stack>
  );
}
